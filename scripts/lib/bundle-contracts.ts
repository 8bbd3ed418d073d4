/**
 * Bundles each gateway's hand-written contract into one OpenAPI document that the generators
 * and the linter read. A gateway is a root document (`<gateway>/openapi.yaml`), one part per
 * tag group (`<gateway>/parts/*.yaml`, each with `tags`, `paths` and `components`) and the
 * vocabulary both gateways share (`shared/common.yaml`).
 *
 * Local `#/components/...` references resolve once merged. A name defined twice is an error,
 * so two parts can never silently shadow each other. Shared entries a gateway never references
 * are dropped from that gateway, so the unused-component lint stays meaningful for its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

type Section = Record<string, unknown>;
export type OpenApiDoc = Record<string, unknown> & {
  tags?: { name: string }[];
  paths?: Section;
  components?: Record<string, Section>;
  security?: Record<string, string[]>[];
};

export const GATEWAYS = ['main-gateway', 'chat-gateway'] as const;
export type Gateway = (typeof GATEWAYS)[number];

function readYaml(path: string): OpenApiDoc {
  return parse(readFileSync(path, 'utf8')) as OpenApiDoc;
}

function mergeInto(target: Section, source: Section, where: string): void {
  for (const [key, value] of Object.entries(source)) {
    if (key in target) throw new Error(`${where}: "${key}" is defined twice`);
    target[key] = value;
  }
}

function mergeComponents(doc: OpenApiDoc, components: Record<string, Section> | undefined, where: string): void {
  const target = (doc.components ??= {});
  for (const [section, entries] of Object.entries(components ?? {})) {
    mergeInto((target[section] ??= {}), entries, `${where} components.${section}`);
  }
}

/** Every `#/components/<section>/<name>` reachable from `node`, as "section/name". */
function collectRefs(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectRefs(item, into);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/')) {
        into.add(value.slice('#/components/'.length));
      } else {
        collectRefs(value, into);
      }
    }
  }
}

function pruneUnusedShared(doc: OpenApiDoc, shared: Record<string, Section>): void {
  const components = doc.components ?? {};
  const used = new Set<string>();
  // Security schemes are referenced by name from `security` requirements, not by $ref.
  for (const requirement of doc.security ?? []) for (const name of Object.keys(requirement)) used.add(`securitySchemes/${name}`);
  const seeds: unknown[] = [doc.paths];
  for (const [section, entries] of Object.entries(components)) {
    for (const [name, value] of Object.entries(entries)) {
      if (!(name in (shared[section] ?? {}))) seeds.push(value);
    }
  }
  collectRefs(seeds, used);
  // Follow references from shared entries to other shared entries until nothing new appears.
  let size = -1;
  while (size !== used.size) {
    size = used.size;
    for (const key of [...used]) {
      const [section, name] = key.split('/');
      collectRefs(components[section ?? '']?.[name ?? ''], used);
    }
  }
  for (const [section, entries] of Object.entries(shared)) {
    for (const name of Object.keys(entries)) {
      if (!used.has(`${section}/${name}`)) delete components[section]?.[name];
    }
  }
}

export function bundleGateway(contractsDir: string, gateway: Gateway): OpenApiDoc {
  const dir = join(contractsDir, gateway);
  const doc = readYaml(join(dir, 'openapi.yaml'));
  doc.tags ??= [];
  doc.paths ??= {};
  const shared = readYaml(join(contractsDir, 'shared', 'common.yaml')).components ?? {};
  mergeComponents(doc, shared, 'shared/common.yaml');
  const partsDir = join(dir, 'parts');
  for (const file of readdirSync(partsDir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const part = readYaml(join(partsDir, file));
    const where = `${gateway}/parts/${file}`;
    for (const tag of part.tags ?? []) {
      if (doc.tags.some((t) => t.name === tag.name)) throw new Error(`${where}: tag "${tag.name}" is defined twice`);
      doc.tags.push(tag);
    }
    mergeInto(doc.paths, part.paths ?? {}, `${where} paths`);
    mergeComponents(doc, part.components, where);
  }
  pruneUnusedShared(doc, shared);
  return doc;
}
