/**
 * The test fixture every end-to-end spec uses: each test starts from the seeded platform with no
 * faults, and fails if any request the client sent during it violated the contract.
 */
import { type Page, test as base, expect } from '@playwright/test';

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

export const PASSWORD = 'Sandbox#2026';

/** Signs in through the login page with account and password, and waits for home. */
export async function signIn(page: Page, account = 'demo-main'): Promise<void> {
  await page.goto('/#/login');
  await page.getByRole('tabpanel').getByLabel('Account', { exact: true }).fill(account);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/#\/dashbord$/);
  await closeIntroGuide(page);
}

/** Waits until the signed-in client's sockets reported themselves (log/onWsEvent), so pushes reach it. */
export async function socketsUp(): Promise<void> {
  await expect
    .poll(async () => ((await sandbox('GET', 'requests?limit=50')) as { url: string }[]).some((r) => r.url.includes('log/onWsEvent')))
    .toBe(true);
}

/** The intro guide greets a first sign-in on home; tests that are about something else close it. */
export async function closeIntroGuide(page: Page): Promise<void> {
  await page
    .locator('.ant-tour-close')
    .click({ timeout: 3000 })
    .catch(() => undefined);
}

/** Keys the client stored for the signed-in user. */
export async function storedUserKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage).filter((key) => /hospital-client:(userInfo|token|pushToken|authCodes|menus|autoLogin|restricted)$/.test(key)),
  );
}
