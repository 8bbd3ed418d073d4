import type { Page } from '@playwright/test';
import {
  chatBadgeCount,
  expect,
  expectLoginPage,
  expectRoutePage,
  sandbox,
  signIn,
  socketsUp,
  test,
  underTheBadgeCap,
  watchSocketFrames,
} from './fixtures.ts';

test.describe('realtime alerts', () => {
  test('a dispatch counts on home at once and raises a popup whose click opens that order', async ({ page }) => {
    await signIn(page);
    const todayDispatches = page
      .locator('.ant-statistic', { has: page.getByText('Dispatches today', { exact: true }) })
      .locator('.ant-statistic-content-value');
    const before = Number(await todayDispatches.textContent());
    // Let both sockets sign in before the platform dispatches.
    await socketsUp();
    // A follow number longer than 9 characters: the popup must open it whole, not F20261122.
    await sandbox('POST', 'dispatch', { account: 'demo-main', followNumber: 'F20261122001' });
    const popup = page.getByTestId('alert-popup-dispatch');
    await expect(popup).toContainText('F20261122001');
    await expect(todayDispatches).toHaveText(String(before + 1));
    await popup.click();
    await expectRoutePage(page, /#\/order\/alllist\?followNumber=F20261122001&open=true$/, 'All orders');
    await expect(page.getByRole('dialog', { name: 'Order detail' }).getByRole('heading', { name: /· F20261122001$/ })).toBeVisible();
  });

  // Ids are seeded records, so the page each jump opens loads a real one.
  test('a pushed notice raises a popup that jumps by its type', async ({ page }) => {
    await signIn(page);
    await socketsUp();
    await sandbox('POST', 'push', { account: 'demo-main', type: 133094, assid: 8801, text: 'E2E doctor review passed' });
    const popup = page.getByTestId('alert-popup-notice');
    await expect(popup).toContainText('E2E doctor review passed');
    await popup.click();
    await expectRoutePage(page, /#\/hospital\/doctorDetail\?id=8801$/, 'Doctor detail');
  });
});

test.describe('pushed notices', () => {
  // Codes from every kind of rule in section 2's table: opened lists, plain pages, by id, the
  // underscore split of 13310201-13310204 and the tab pages.
  const jumps: { type: number; assid: string; url: RegExp; title: string }[] = [
    { type: 1, assid: '880002', url: /#\/order\/alllist\?id=880002&open=true$/, title: 'All orders' },
    { type: 200002, assid: '', url: /#\/hospital\/invoice$/, title: 'Invoices' },
    { type: 13310203, assid: '15_2', url: /#\/hospital\/contract\?id=15&contractType=2$/, title: 'Contracts' },
    { type: 2024060113, assid: '', url: /#\/hospital\/hospitalInfo\?nowTab=2$/, title: 'Hospital information' },
    { type: 20230508, assid: '12050', url: /#\/incentive\/orderList\?id=12050&open=true$/, title: 'Incentive orders' },
  ];

  test('pushes of several codes each raise a popup that jumps by the section 2 table', async ({ page }) => {
    await signIn(page);
    await socketsUp();
    for (const jump of jumps) {
      const text = `E2E push ${jump.type}`;
      await sandbox('POST', 'push', { account: 'demo-main', type: jump.type, assid: jump.assid || undefined, text });
      const popup = page.getByTestId('alert-popup-notice').filter({ hasText: text });
      await popup.click();
      await test.step(`type ${jump.type} shows ${jump.title}`, () => expectRoutePage(page, jump.url, jump.title));
      await expect(popup).toHaveCount(0);
    }
  });

  test('20250508 with id 0 stays put; an unknown code says it is not supported yet', async ({ page }) => {
    await signIn(page);
    await socketsUp();
    const before = page.url();
    await sandbox('POST', 'push', { account: 'demo-main', type: 20250508, assid: '0', text: 'E2E learning' });
    await page.getByTestId('alert-popup-notice').filter({ hasText: 'E2E learning' }).click();
    expect(page.url()).toBe(before);
    await sandbox('POST', 'push', { account: 'demo-main', type: 987654, text: 'E2E unknown' });
    await page.getByTestId('alert-popup-notice').filter({ hasText: 'E2E unknown' }).click();
    await expect(page.getByText('not supported yet')).toBeVisible();
    expect(page.url()).toBe(before);
  });

  /**
   * Signs in as `account`, pushes it a notice and waits until the page has handled it: received,
   * and ACKed by its push client in the same step in which it hands the notice on. So whether a
   * popup shows is decided by then; one painted frame later the screen shows it, or never will.
   */
  async function pushHandled(page: Page, account: string, text: string): Promise<void> {
    const frames = watchSocketFrames(page);
    await signIn(page, account);
    await socketsUp();
    await sandbox('POST', 'push', { account, type: 133094, assid: 5, text });
    await expect.poll(() => frames.handled(text)).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  }

  test('the restricted account gets no notice popups', async ({ page }) => {
    await pushHandled(page, 'demo-restricted', 'E2E restricted');
    await expect(page.getByTestId('alert-popup-notice')).toHaveCount(0);
    await expect(page.getByText('E2E restricted')).toHaveCount(0);
  });

  test('the same push to an account that is not restricted does pop up', async ({ page }) => {
    // The control for the test above: the same steps, the same wait, and the popup is there at once.
    await pushHandled(page, 'demo-sub', 'E2E not restricted');
    // Counted at once, without waiting (an assertion with a 1 ms timeout may not get to look at all).
    expect(await page.getByTestId('alert-popup-notice').count()).toBe(1);
  });
});

test.describe('unread badge', () => {
  const badge = (page: Page) => page.getByTestId('menu-badge-chat');

  test('a chat message counts at once in the chat menu badge and the tab title, and matches the server', async ({ page }) => {
    await signIn(page, 'demo-sub');
    // Under 99 unread, so every increment is visible.
    await underTheBadgeCap(page);
    await expect(badge(page)).toBeVisible();
    const before = await chatBadgeCount(page);
    await expect(page).toHaveTitle(new RegExp(`^\\(${before}\\) `));
    // A second after the message the client asks the server for its figures, which replace the live patch.
    const serverFigures = page.waitForResponse((response) => response.url().includes('/chats/unread_message'));
    await sandbox('POST', 'chat/message', { account: 'demo-sub', content: 'E2E 在吗' });
    await expect.poll(() => chatBadgeCount(page)).toBe(before + 1);
    await expect(page).toHaveTitle(new RegExp(`^\\(${before + 1}\\) `));
    type Counts = { chatMessageCount: number; groupMessageCount: number; mutedMessageCount: number };
    const { data } = (await (await serverFigures).json()) as { data: Counts };
    // They agree with the live patch...
    expect(data.chatMessageCount + data.groupMessageCount - data.mutedMessageCount).toBe(before + 1);
    // ...and the badge still shows that count once the answer is in.
    await expect.poll(() => chatBadgeCount(page)).toBe(before + 1);
  });
});

test.describe('chat connection', () => {
  /** Private + group unread on the home page. */
  const unreadTotal = async (page: Page) => {
    const card = page.locator('.ant-card', { hasText: 'Unread chat messages' });
    const values = await card.locator('.ant-statistic-content-value').allInnerTexts();
    return values.reduce((sum, value) => sum + Number(value.replace(/,/g, '')), 0);
  };

  test('a short disconnect replays the 5 missed messages into the unread counts', async ({ page }) => {
    await signIn(page);
    await socketsUp();
    const card = page.locator('.ant-card', { hasText: 'Unread chat messages' });
    await expect(card.locator('.ant-statistic-content-value').first()).toBeVisible();
    const before = await unreadTotal(page);
    await sandbox('POST', 'chat/disconnect', { account: 'demo-main', missed: 5 });
    await expect.poll(() => unreadTotal(page), { timeout: 20_000 }).toBe(before + 5);
    await expect(page.getByText('the disconnect was too long and messages were lost, please refresh manually')).toHaveCount(0);
  });

  test('a long disconnect (150 missed) warns, with a one-click refresh', async ({ page }) => {
    await signIn(page);
    await socketsUp();
    await sandbox('POST', 'chat/disconnect', { account: 'demo-main', missed: 150 });
    const warning = page.getByText('the disconnect was too long and messages were lost, please refresh manually');
    await expect(warning).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'refresh now' }).click();
    await expect(warning).toBeHidden();
  });

  test('a login elsewhere shows the offline notice and goes to login', async ({ page }) => {
    await signIn(page);
    await socketsUp();
    await sandbox('POST', 'chat/kick', { account: 'demo-main' });
    const dialog = page.getByRole('dialog', { name: 'offline notice' });
    await expect(dialog).toContainText('logged in on another device');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expectLoginPage(page);
  });

  test('an illegal connection is reported as rejected', async ({ page }) => {
    await signIn(page);
    await socketsUp();
    await sandbox('POST', 'chat/reject-next', { account: 'demo-main' });
    await sandbox('POST', 'chat/disconnect', { account: 'demo-main', missed: 0 });
    await expect(page.getByRole('dialog', { name: 'connection rejected' })).toContainText('the connection was rejected', {
      timeout: 20_000,
    });
  });
});
