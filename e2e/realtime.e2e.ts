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
