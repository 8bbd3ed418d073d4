/**
 * The two bundled contracts (generated/contracts/*.openapi.yaml) as parsed OpenAPI documents.
 * They are the sandbox's source of truth for which operations exist, which need a token, and
 * what a valid request and response look like.
 *
 * In Node (the sandbox server, Vitest, scripts) the bundles are read from disk on first use. A
 * browser (Storybook, the MSW worker) has no file system: it parses the YAML itself (for example
 * from a `?raw` import) and hands the documents over with `registerContracts` before the first
 * request.
 */
import type * as NodeFs from 'node:fs';
import { parse } from 'yaml';

export type Gateway = 'main' | 'chat';

/** The parts of an OpenAPI 3.1 document the sandbox reads; everything else is passed through untyped. */
export interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

export type ContractDocuments = Record<Gateway, OpenApiDocument>;

const FILES: Record<Gateway, string> = {
  main: 'main-gateway.openapi.yaml',
  chat: 'chat-gateway.openapi.yaml',
};

let documents: ContractDocuments | undefined;
const listeners = new Set<() => void>();

/** Parses one bundled contract's YAML text. */
export function parseContract(text: string): OpenApiDocument {
  const doc = parse(text) as OpenApiDocument;
  if (!doc || typeof doc !== 'object' || !doc.paths) throw new Error('not an OpenAPI document (no paths)');
  return doc;
}

function readFromDisk(): ContractDocuments {
  // No static `node:fs` import, so bundling this module for a browser does not fail at load time.
  const fs = globalThis.process?.getBuiltinModule?.('node:fs') as typeof NodeFs | undefined;
  if (!fs) throw new Error('no file system here: parse the bundled contracts and pass them to registerContracts() first');
  const read = (gateway: Gateway) => {
    const beside = new URL(`../../generated/contracts/${FILES[gateway]}`, import.meta.url);
    // Under a DOM test environment `import.meta.url` is root-relative; the repository root is the working folder then.
    const file = fs.existsSync(beside) ? beside : `${globalThis.process.cwd()}/generated/contracts/${FILES[gateway]}`;
    return parseContract(fs.readFileSync(file, 'utf8'));
  };
  return { main: read('main'), chat: read('chat') };
}

/** Uses these documents instead of the bundles on disk (browsers; tests of the loader). */
export function registerContracts(docs: ContractDocuments): void {
  documents = docs;
  for (const listener of listeners) listener();
}

/** The documents, read from disk on first use when none were registered. */
export function contractDocuments(): ContractDocuments {
  documents ??= readFromDisk();
  return documents;
}

/** Called whenever the documents are replaced, so derived caches (operation index, validators) reset. */
export function onContractsChanged(listener: () => void): void {
  listeners.add(listener);
}

/** Follows a local `$ref` (`#/components/...`) inside `doc`; other values are returned as they are. */
export function resolveRef<T = unknown>(doc: OpenApiDocument, value: unknown): T {
  let current = value as { $ref?: unknown } | undefined;
  for (let depth = 0; depth < 32 && current && typeof current === 'object' && typeof current.$ref === 'string'; depth++) {
    const ref = current.$ref;
    if (!ref.startsWith('#/')) throw new Error(`only local references are supported: ${ref}`);
    let target: unknown = doc;
    for (const raw of ref.slice(2).split('/')) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      target = target && typeof target === 'object' ? (target as Record<string, unknown>)[key] : undefined;
    }
    if (target === undefined) throw new Error(`unresolved reference ${ref}`);
    current = target as { $ref?: unknown };
  }
  return current as T;
}
