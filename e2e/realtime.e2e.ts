import type { Page } from '@playwright/test';
import { expect, sandbox, signIn, test } from './fixtures.ts';

test.describe('realtime alerts', () => {
  test('a dispatch raises a popup whose click opens the order list on that order', async ({ page }) => {
    await signIn(page);
    // Let both sockets sign in before the platform dispatches.
    await expect
      .poll(async () => ((await sandbox('GET', 'requests?limit=50')) as { url: string }[]).some((r) => r.url.includes('log/onWsEvent')))
      .toBe(true);
    await sandbox('POST', 'dispatch', { account: 'demo-main', followNumber: 'F99990003' });
    const popup = page.getByTestId('alert-popup-dispatch');
    await expect(popup).toContainText('F99990003');
    await popup.click();
    await expect(page).toHaveURL(/#\/order\/alllist\?followNumber=F99990003&open=true$/);
  });

  test('a pushed notice raises a popup that jumps by its type', async ({ page }) => {
    await signIn(page);
    await expect
      .poll(async () => ((await sandbox('GET', 'requests?limit=50')) as { url: string }[]).some((r) => r.url.includes('log/onWsEvent')))
      .toBe(true);
    await sandbox('POST', 'push', { account: 'demo-main', type: 133094, assid: 77, text: 'E2E doctor review passed' });
    const popup = page.getByTestId('alert-popup-notice');
    await expect(popup).toContainText('E2E doctor review passed');
    await popup.click();
    await expect(page).toHaveURL(/#\/hospital\/doctorDetail\?id=77$/);
  });
});

test.describe('chat connection', () => {
  const socketsUp = async () =>
    expect
      .poll(async () => ((await sandbox('GET', 'requests?limit=50')) as { url: string }[]).some((r) => r.url.includes('log/onWsEvent')))
      .toBe(true);

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
    await expect(page).toHaveURL(/#\/login$/);
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
