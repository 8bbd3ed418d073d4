import { expect, expectNotFound, test } from './fixtures.ts';

test.describe('diagnostics page (/test) on the sandbox profile', () => {
  test('shows the sandbox profile and gateways', async ({ page }) => {
    await page.goto('/#/test');
    await expect(page.getByTestId('diagnostics-profile')).toHaveText('sandbox');
    await expect(page.getByText('http://127.0.0.1:4010/imclient-hospital')).toBeVisible();
  });

  test('keeps the device id generated once across reloads', async ({ page }) => {
    await page.goto('/#/test');
    const first = await page.getByTestId('diagnostics-device-id').innerText();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    await page.reload();
    await expect(page.getByTestId('diagnostics-device-id')).toHaveText(first);
  });

  test('sends an unmatched route to notFound', async ({ page }) => {
    await page.goto('/#/no/such/page');
    await expectNotFound(page);
  });
});
