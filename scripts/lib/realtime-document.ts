/**
 * Turns the socket frame schemas (contracts/realtime/*.schema.json, JSON Schema 2020-12) into one
 * synthetic OpenAPI document so openapi-typescript generates their types, exactly like the
 * gateways' types. References to chat gateway entities (`../chat-gateway/parts/x.yaml#/components/schemas/Y`)
 * become local, and the referenced entities are pulled in from the bundled chat gateway.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleGateway } from './bundle-contracts.ts';
import { repoRoot } from './paths.ts';

type Json = unknown;
type SchemaMap = Record<string, Json>;

function rewriteRefs(node: Json, refs: Set<string>): Json {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, refs));
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') {
      const name = value.match(/#\/(?:\$defs|components\/schemas)\/([^/]+)$/)?.[1];
      if (!name) throw new Error(`unsupported reference in realtime schema: ${value}`);
      refs.add(name);
      out[key] = `#/components/schemas/${name}`;
    } else if (key !== '$schema' && key !== '$id' && key !== '$defs') {
      out[key] = rewriteRefs(value, refs);
    }
  }
  return out;
}

export function realtimeSchemaFiles(): string[] {
  const dir = join(repoRoot, 'contracts', 'realtime');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((f) => join(dir, f));
}

export function buildRealtimeDocument(): object {
  const schemas: SchemaMap = {};
  const refs = new Set<string>();
  const define = (name: string, schema: Json, where: string) => {
    if (name in schemas) throw new Error(`${where}: "${name}" is defined twice`);
    schemas[name] = rewriteRefs(schema, refs);
  };
  for (const file of realtimeSchemaFiles()) {
    const doc = JSON.parse(readFileSync(file, 'utf8')) as { title?: string; $defs?: SchemaMap; oneOf?: Json[] };
    for (const [name, schema] of Object.entries(doc.$defs ?? {})) define(name, schema, file);
    // The file's own union of frames becomes a type named after its title.
    if (doc.oneOf && doc.title) define(doc.title.replace(/[^A-Za-z0-9]/g, ''), { oneOf: doc.oneOf }, file);
  }
  const chatSchemas = (bundleGateway(join(repoRoot, 'contracts'), 'chat-gateway').components?.schemas ?? {}) as SchemaMap;
  let missing = [...refs].filter((name) => !(name in schemas));
  while (missing.length > 0) {
    for (const name of missing) {
      if (!(name in chatSchemas)) throw new Error(`realtime schemas reference unknown entity "${name}"`);
      define(name, chatSchemas[name], 'chat-gateway');
    }
    missing = [...refs].filter((name) => !(name in schemas));
  }
  return { openapi: '3.1.0', info: { title: 'Socket frames', version: '1.0.0' }, paths: {}, components: { schemas } };
}
