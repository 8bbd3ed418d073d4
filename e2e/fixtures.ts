/**
 * The test fixture every end-to-end spec uses: each test starts from the seeded platform with no
 * faults, and fails if any request the client sent during it violated the contract.
 */
import { type Locator, type Page, test as base, expect } from '@playwright/test';

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

export const test = base.extend<{ contractGuard: void; introGuideClosed: void }>({
  contractGuard: [
    // Playwright reads a fixture's dependencies from its first parameter; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await sandbox('POST', 'reset');
      await sandbox('DELETE', 'requests');
      await use();
      await expectNoContractViolations();
    },
    { auto: true },
  ],
  // The intro guide greets each account's first sign-in after the reset; it can appear seconds
  // after home does (later still on a loaded machine) and then covers what a test clicks next.
  // Whenever it is on screen before an action, it is closed first (no test is about the guide:
  // its story is).
  introGuideClosed: [
    async ({ page }, use) => {
      await page.addLocatorHandler(page.locator('.ant-tour-close'), async (close) => {
        await close.click();
      });
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/** No request since the log was last cleared broke the contract (each is named with its errors). */
export async function expectNoContractViolations(): Promise<void> {
  const violations = (await sandbox('GET', 'contract-violations')) as { method: string; url: string; contract: { errors: string[] } }[];
  expect(violations.map((v) => `${v.method} ${v.url}: ${v.contract.errors.join('; ')}`)).toEqual([]);
}

export const PASSWORD = 'Sandbox#2026';

/** Signs in through the login page with account and password, and waits for home. */
export async function signIn(page: Page, account = 'demo-main'): Promise<void> {
  await page.goto('/#/login');
  await page.getByRole('tabpanel').getByLabel('Account', { exact: true }).fill(account);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectHome(page);
  await closeIntroGuide(page);
}

/** Home is on screen, in the main layout: the address, the user menu and home's own cards. */
export async function expectHome(page: Page): Promise<void> {
  await expect(page).toHaveURL(/#\/dashbord$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Orders to handle');
}

/**
 * A route of the main layout is on screen: its title in the main area (the module's page, or its
 * "not available yet" stand-in, both titled by the route) and in the tab title. An address alone
 * would pass while the page shows an error or nothing.
 */
export async function expectRoutePage(page: Page, url: RegExp, title: string): Promise<void> {
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('main')).toContainText(title);
  await expect(page).toHaveTitle(new RegExp(`${title} - `));
}

/** The login page is on screen (after a logout, a kick-out or a lost session). */
export async function expectLoginPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

/** The sandbox's account centre sign-in form is on screen. */
export async function expectAccountCentre(page: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${SANDBOX}/account-center/`));
  await expect(page.getByLabel(/账号/)).toBeVisible();
}

/** The not-found page is on screen. */
export async function expectNotFound(page: Page): Promise<void> {
  await expect(page).toHaveURL(/#\/404$/);
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(page.getByText('The page you visited does not exist.')).toBeVisible();
}

/**
 * Every socket frame the page received and sent, recorded from the page's start (call before
 * the page opens its sockets). `handled(text)` is true once a frame carrying `text` arrived AND
 * the client ACKed it: the client ACKs in the same step as it handles the frame, so after that
 * whatever the frame causes on screen has been decided (a negative check can then look).
 */
export function watchSocketFrames(page: Page): { handled(text: string): boolean } {
  const received: { fp: string; dataContent: string }[] = [];
  const acked = new Set<string>();
  const parse = (payload: string | Buffer) => {
    try {
      return JSON.parse(String(payload)) as { type?: number; fp?: string | null; dataContent?: string };
    } catch {
      return undefined;
    }
  };
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      const frame = parse(payload);
      if (frame?.fp && typeof frame.dataContent === 'string') received.push({ fp: frame.fp, dataContent: frame.dataContent });
    });
    socket.on('framesent', ({ payload }) => {
      const frame = parse(payload);
      if (frame?.type === 4 && typeof frame.dataContent === 'string') acked.add(frame.dataContent);
    });
  });
  return { handled: (text) => received.some((frame) => frame.dataContent.includes(text) && acked.has(frame.fp)) };
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

/**
 * Brings the chat menu badge under its 99+ cap by reading every group chat (the chat list's
 * "Mark all groups read"): demo-sub's seeded unread count follows the hour the sandbox seeded
 * around and can pass 99, where an increment would not show on the badge.
 */
export async function underTheBadgeCap(page: Page): Promise<void> {
  await page.goto('/#/chat');
  await page.getByText('Groups', { exact: true }).click();
  // The badge may already be under the cap before the read lands (the seeded count varies), so
  // wait for the read itself and for the recount the client asks for after it.
  const recounted = page
    .waitForResponse((response) => response.url().includes('/group_messages/oneKeyRead'))
    .then(() => page.waitForResponse((response) => response.url().includes('/chats/unread_message')));
  await page.getByRole('button', { name: 'Mark all groups read' }).click();
  await recounted;
  await expect(page.getByTestId('menu-badge-chat')).not.toHaveText('99+');
  await page.goto('/#/dashbord');
  await expectHome(page);
}

/**
 * The count on the chat menu badge, 0 when there is none. Read from the badge's title (the full
 * count): while antd's badge rolls its digits its text holds every digit it passes through.
 */
export async function chatBadgeCount(page: Page): Promise<number> {
  const count = page.getByTestId('menu-badge-chat').locator('sup');
  if ((await count.count()) === 0) return 0;
  return Number(await count.getAttribute('title')) || 0;
}

/**
 * The nth of these chat list rows, once rendered: the list is virtual (only the rows in view are
 * in the page), so it is scrolled down a half screen at a time until the row is there. How many
 * rows fit depends on the window and on what earlier tests left in the shared sandbox.
 */
export async function chatRowAt(page: Page, rows: Locator, n: number): Promise<Locator> {
  const scroller = page.getByRole('region', { name: 'Chats' }).getByTestId('virtuoso-scroller');
  for (let step = 0; step < 30 && (await rows.count()) <= n; step += 1) {
    const moved = await scroller.evaluate((element) => {
      const before = element.scrollTop;
      element.scrollTop += element.clientHeight / 2;
      return element.scrollTop !== before;
    });
    if (!moved) break;
    await page.waitForTimeout(100);
  }
  const row = rows.nth(n);
  await row.scrollIntoViewIfNeeded();
  return row;
}

/** The chat list scrolled back to its top (where a chat with a new message goes). */
export async function chatListToTop(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: 'Chats' })
    .getByTestId('virtuoso-scroller')
    .evaluate((element) => {
      element.scrollTop = 0;
    });
}
