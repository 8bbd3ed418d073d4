/**
 * Checks a chat gateway response against the bundled contract
 * (generated/contracts/chat-gateway.openapi.yaml): the operation is found by method and path,
 * the response by status (or `default`), and the JSON body is validated with its schema
 * (OpenAPI 3.1 schemas are JSON Schema 2020-12). Used by the handler and socket tests.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { parse } from 'yaml';

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}
interface Operation {
  responses?: Record<string, ResponseObject>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { responses?: Record<string, ResponseObject> };
}

const PREFIX = '/imclient-hospital';

let doc: Document | undefined;
let ajv: Ajv2020 | undefined;
const cache = new Map<string, ValidateFunction>();

function load(): { doc: Document; ajv: Ajv2020 } {
  if (!doc || !ajv) {
    doc = parse(readFileSync(new URL('../../../generated/contracts/chat-gateway.openapi.yaml', import.meta.url), 'utf8')) as Document;
    ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    ajv.addSchema(doc as object, 'chat');
  }
  return { doc, ajv };
}

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** The contract path template (`/api/v1/chats/{id}`) a concrete path matches, static templates first. */
function template(doc: Document, method: string, pathname: string): string | undefined {
  const path = pathname.startsWith(PREFIX) ? pathname.slice(PREFIX.length) : pathname;
  const candidates = Object.keys(doc.paths).filter((p) => doc.paths[p]?.[method]);
  const matches = candidates.filter((p) => new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path));
  return matches.sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))[0];
}

/**
 * Problems of a response body against the contract; empty when it is valid. Throws when the
 * contract has no such operation or response.
 */
export function responseProblems(method: string, url: string, status: number, body: unknown): string[] {
  const { doc, ajv } = load();
  const m = method.toLowerCase();
  const pathname = new URL(url, 'http://x').pathname;
  const path = template(doc, m, pathname);
  if (!path) throw new Error(`no operation ${method} ${pathname} in the chat gateway contract`);
  const responses = doc.paths[path]?.[m]?.responses ?? {};
  const key = String(status) in responses ? String(status) : 'default';
  let response = responses[key];
  if (!response) throw new Error(`${method} ${path} has no response ${status}`);
  let pointer = `#/paths/${escape(path)}/${m}/responses/${key}`;
  if (response.$ref) {
    pointer = response.$ref;
    const name = response.$ref.split('/').pop() as string;
    response = doc.components?.responses?.[name] ?? {};
  }
  if (!response.content?.['application/json']?.schema) throw new Error(`${method} ${path} ${key} has no JSON schema`);
  const ref = `chat${pointer}/content/application~1json/schema`;
  let validate = cache.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    cache.set(ref, validate);
  }
  return validate(body) ? [] : (validate.errors ?? []).slice(0, 8).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
}
