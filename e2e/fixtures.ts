/**
 * The test fixture every end-to-end spec uses: each test starts from the seeded platform with no
 * faults, and fails if any request the client sent during it violated the contract.
 */
import { test as base, expect } from '@playwright/test';

export const SANDBOX = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 4010}`;

export async function sandbox(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${SANDBOX}/__sandbox/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`sandbox ${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

export const test = base.extend<{ contractGuard: void }>({
  contractGuard: [
    // Playwright reads a fixture's dependencies from its first parameter; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await sandbox('POST', 'reset');
      await sandbox('DELETE', 'requests');
      await use();
      const violations = (await sandbox('GET', 'contract-violations')) as { method: string; url: string; contract: { errors: string[] } }[];
      expect(violations.map((v) => `${v.method} ${v.url}: ${v.contract.errors.join('; ')}`)).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
