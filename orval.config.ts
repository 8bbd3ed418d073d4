/**
 * Code generation from the bundled contracts (see scripts/gen.ts, which bundles first).
 * One orval project per gateway: tags-split React Query hooks on the fetch client through the
 * gateway's own mutator, MSW handlers and faker data. Mock base URLs keep the two gateways'
 * handlers apart while matching any host (sandbox, tests, Storybook).
 */
import { readFileSync } from 'node:fs';
import { faker } from '@faker-js/faker';
import { defineConfig } from 'orval';
import type { OperationOptions } from 'orval';
import { parse } from 'yaml';

type Gateway = 'main-gateway' | 'chat-gateway';

const bundle = (gateway: Gateway) => `./generated/contracts/${gateway}.openapi.yaml`;

/** POST operations marked `x-query: true` only read, so they get query hooks, not mutations. */
function readOperationOverrides(gateway: Gateway): Record<string, OperationOptions> {
  const doc = parse(readFileSync(bundle(gateway), 'utf8')) as {
    paths?: Record<string, Record<string, { operationId?: string; 'x-query'?: boolean }>>;
  };
  const overrides: Record<string, OperationOptions> = {};
  for (const item of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (operation && typeof operation === 'object' && operation['x-query'] && operation.operationId) {
        overrides[operation.operationId] = { query: { useQuery: true, useMutation: false } };
      }
    }
  }
  return overrides;
}

function project(gateway: Gateway, folder: string, mutatorName: string, mockBaseUrl: string) {
  return {
    input: { target: bundle(gateway) },
    output: {
      target: `./generated/${folder}/index.ts`,
      schemas: `./generated/${folder}/model`,
      mode: 'tags-split' as const,
      client: 'react-query' as const,
      httpClient: 'fetch' as const,
      clean: true,
      mock: {
        indexMockFiles: true,
        generators: [{ type: 'msw' as const, baseUrl: mockBaseUrl }, { type: 'faker' as const }],
      },
      override: {
        mutator: { path: './src/lib/http/mutator.ts', name: mutatorName },
        // faker cannot generate from anchored or \\d patterns, so the shared formats get generators of their own.
        mock: {
          useExamples: true,
          arrayMax: 5,
          format: {
            'local-date-time': () => faker.date.recent({ refDate: '2026-11-20T09:00:00Z' }).toISOString().slice(0, 19).replace('T', ' '),
            'local-date': () => faker.date.recent({ refDate: '2026-11-20T09:00:00Z' }).toISOString().slice(0, 10),
            'masked-phone': () => `1${faker.string.numeric(2)}****${faker.string.numeric(4)}`,
          },
        },
        fetch: { includeHttpResponseReturnType: false },
        query: { useInvalidate: true, signal: true, version: 5 as const },
        operations: readOperationOverrides(gateway),
      },
    },
  };
}

export default defineConfig({
  main: project('main-gateway', 'main', 'mainFetch', '*'),
  chat: project('chat-gateway', 'chat', 'chatFetch', '*/imclient-hospital'),
});
