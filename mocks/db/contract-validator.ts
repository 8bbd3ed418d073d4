/**
 * Validates rows against the schemas of the bundled contracts (generated/contracts/*.openapi.yaml)
 * for the sandbox's tests (Node only). Ajv is not a dependency of the project: it is used when
 * node_modules happens to hold it (Ajv 8 with its JSON Schema 2020-12 build, which OpenAPI 3.1
 * uses, else Ajv 6); otherwise a small built-in checker covers the keywords the contracts use
 * (type, enum, const, required, properties, items, allOf, oneOf, anyOf, $ref, pattern, lengths,
 * minimum, maximum, maxItems, multipleOf).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export type Gateway = 'main' | 'chat';

export interface ContractValidator {
  /** Which engine validates: 'ajv8-2020', 'ajv6' or 'builtin'. */
  engine: string;
  /** Error messages for `row` against the named schema; empty when valid. */
  errors(gateway: Gateway, schema: string, row: unknown): string[];
}

type Schema = Record<string, unknown>;
interface Document {
  components: { schemas: Record<string, Schema> };
}

const FILES: Record<Gateway, string> = { main: 'main-gateway', chat: 'chat-gateway' };

export function loadContract(gateway: Gateway): Document {
  const url = new URL(`../../generated/contracts/${FILES[gateway]}.openapi.yaml`, import.meta.url);
  return parse(readFileSync(fileURLToPath(url), 'utf8')) as Document;
}

interface CompiledValidator {
  (data: unknown): boolean | PromiseLike<unknown>;
  errors?: unknown;
}
interface AjvInstance {
  addSchema(schema: object, key?: string): unknown;
  compile(schema: object): CompiledValidator;
  validate(schema: object, data: unknown): boolean | PromiseLike<unknown>;
  errorsText(errors?: unknown): string;
  errors?: unknown;
}
type AjvClass = new (options: Record<string, unknown>) => AjvInstance;

function loadAjv(): { engine: string; ajv: AjvInstance } | undefined {
  const require = createRequire(import.meta.url);
  const attempts: [string, string, Record<string, unknown>][] = [
    ['ajv8-2020', 'ajv/dist/2020', { allErrors: true, strict: false, validateFormats: false }],
    ['ajv6', 'ajv', { allErrors: true, unknownFormats: 'ignore', extendRefs: 'ignore', logger: false }],
  ];
  for (const [engine, id, options] of attempts) {
    try {
      const mod = require(id) as AjvClass & { default?: AjvClass };
      const Ajv = mod.default ?? mod;
      const ajv = new Ajv(options);
      // Ajv 6 has no 2020 build; Ajv 8's plain build rejects draft-07-only options, so check it works.
      ajv.validate({ type: ['string', 'null'] }, null);
      return { engine, ajv };
    } catch {
      // try the next one
    }
  }
  return undefined;
}

export function createContractValidator(options: { preferBuiltin?: boolean } = {}): ContractValidator {
  const docs: Record<Gateway, Document> = { main: loadContract('main'), chat: loadContract('chat') };
  const loaded = options.preferBuiltin ? undefined : loadAjv();
  if (loaded) {
    const { ajv } = loaded;
    for (const gateway of ['main', 'chat'] as const) ajv.addSchema({ components: docs[gateway].components }, gateway);
    const compiled = new Map<string, CompiledValidator>();
    return {
      engine: loaded.engine,
      errors(gateway, schema, row) {
        const key = `${gateway}#/components/schemas/${schema}`;
        let validate = compiled.get(key);
        if (!validate) {
          validate = ajv.compile({ $ref: key });
          compiled.set(key, validate);
        }
        return validate(row) ? [] : [ajv.errorsText(validate.errors)];
      },
    };
  }
  return {
    engine: 'builtin',
    errors(gateway, schema, row) {
      const root = docs[gateway].components.schemas;
      const target = root[schema];
      if (!target) return [`no schema ${schema}`];
      const out: string[] = [];
      check(root, target, row, '', out);
      return out;
    },
  };
}

const typeOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
};

function check(root: Record<string, Schema>, schema: Schema, value: unknown, path: string, out: string[]): void {
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const target = root[ref.split('/').pop() ?? ''];
    if (!target) out.push(`${path}: unresolved ${ref}`);
    else check(root, target, value, path, out);
  }
  const type = schema.type as string | string[] | undefined;
  if (type !== undefined) {
    const types = Array.isArray(type) ? type : [type];
    const actual = typeOf(value);
    if (!types.includes(actual) && !(actual === 'integer' && types.includes('number'))) {
      out.push(`${path}: expected ${types.join('|')}, got ${actual}`);
      return;
    }
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) out.push(`${path}: ${JSON.stringify(value)} not in enum`);
  if ('const' in schema && schema.const !== value) out.push(`${path}: not const ${JSON.stringify(schema.const)}`);
  if (typeof value === 'string') {
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value))
      out.push(`${path}: does not match ${schema.pattern}`);
    if (typeof schema.maxLength === 'number' && [...value].length > schema.maxLength) out.push(`${path}: longer than ${schema.maxLength}`);
    if (typeof schema.minLength === 'number' && [...value].length < schema.minLength) out.push(`${path}: shorter than ${schema.minLength}`);
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) out.push(`${path}: below ${schema.minimum}`);
    if (typeof schema.maximum === 'number' && value > schema.maximum) out.push(`${path}: above ${schema.maximum}`);
    if (typeof schema.multipleOf === 'number') {
      const q = value / schema.multipleOf;
      if (q !== Math.trunc(q)) out.push(`${path}: not a multiple of ${schema.multipleOf}`);
    }
  }
  if (Array.isArray(value)) {
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) out.push(`${path}: more than ${schema.maxItems} items`);
    if (schema.items && typeof schema.items === 'object')
      value.forEach((item, i) => check(root, schema.items as Schema, item, `${path}/${i}`, out));
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const obj = value as Record<string, unknown>;
    for (const key of (schema.required as string[] | undefined) ?? []) if (!(key in obj)) out.push(`${path}: missing ${key}`);
    const props = (schema.properties as Record<string, Schema> | undefined) ?? {};
    for (const [key, sub] of Object.entries(props)) if (key in obj) check(root, sub, obj[key], `${path}/${key}`, out);
  }
  for (const sub of (schema.allOf as Schema[] | undefined) ?? []) check(root, sub, value, path, out);
  const passes = (sub: Schema) => {
    const errs: string[] = [];
    check(root, sub, value, path, errs);
    return errs.length === 0;
  };
  if (Array.isArray(schema.oneOf)) {
    const n = (schema.oneOf as Schema[]).filter(passes).length;
    if (n !== 1) out.push(`${path}: matches ${n} of oneOf`);
  }
  if (Array.isArray(schema.anyOf) && !(schema.anyOf as Schema[]).some(passes)) out.push(`${path}: matches none of anyOf`);
}
