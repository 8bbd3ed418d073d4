import { SANDBOX, expect, sandbox, test } from './fixtures.ts';

test.describe('sandbox platform, as a person drives it', () => {
  test('the sandbox panel injects a gateway fault', async ({ page }) => {
    await page.goto('/#/test');
    await page.getByRole('button', { name: /沙箱|Sandbox/ }).click();
    const faults = page.locator('.ant-card', { hasText: /网关故障|Gateway faults/ });
    await faults.getByPlaceholder(/路径包含|Path contains/).fill('GetCustomerList');
    await faults.locator('button[type="submit"]').click();
    await expect(page.getByText(/已完成|Done/)).toBeVisible();
    expect(await sandbox('GET', 'faults')).toEqual([
      expect.objectContaining({ fault: 'http-502', match: { path: 'GetCustomerList' }, remaining: 1 }),
    ]);
  });

  test('a seeded chat video plays in the client, within its content security policy', async ({ page }) => {
    await page.goto('/#/test');
    // Where a seeded chat video's URL lands on the sandbox (mocks/domain/seed-media.ts).
    const url = `${SANDBOX}/sandbox-files/seed/chat/2026/11/20/a81f.mp4`;
    const duration = await page.evaluate(async (src) => {
      const video = document.createElement('video');
      video.muted = true;
      video.src = src;
      document.body.append(video);
      await new Promise((resolve, reject) => {
        video.onloadeddata = resolve;
        video.onerror = () => reject(new Error(`the video did not load: ${video.error?.message ?? 'no detail'}`));
      });
      return video.duration;
    }, url);
    expect(duration).toBeCloseTo(15, 0);
  });

  test('the account centre signs in and sends the browser back with a one-time token', async ({ page }) => {
    await page.goto(`${SANDBOX}/account-center/?redirect=${encodeURIComponent('http://127.0.0.1:5173/#/test')}`);
    await page.getByLabel(/账号/).fill('demo-main');
    await page.getByLabel(/密码/).fill('wrong');
    await page.getByRole('button', { name: /登录/ }).click();
    await expect(page.getByRole('alert')).toContainText('账号或密码错误');
    await page.getByLabel(/密码/).fill('Sandbox#2026');
    // The browser lands on the client with the token; the client may take it out of the address
    // at once, so the landing itself is what is awaited (the navigation's commit), not the address later.
    const landed = page.waitForURL(/^http:\/\/127\.0\.0\.1:5173\/\?token=once_[^#]+#\/test$/, { waitUntil: 'commit' });
    await page.getByRole('button', { name: /登录/ }).click();
    await landed;
  });
});
