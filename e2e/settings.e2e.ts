import { expect, signIn, test } from './fixtures.ts';

test.describe('settings (/setting)', () => {
  test('shows the specification defaults and keeps what is saved', async ({ page }) => {
    await signIn(page);
    await page.goto('/#/setting');
    // Defaults when nothing is saved: preview on, volume on, tray pop on, shake on, dispatch-shake off, sound 1.
    await expect(page.getByRole('switch', { name: 'Message preview' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Message sound' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Tray flash and system notice' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Shake the window on dispatches' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Dispatch shake mode' })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: 'New chat message' })).toBeChecked();
    // Desktop-only settings are not offered in a browser.
    await expect(page.getByText('Start with the computer')).toHaveCount(0);

    await page.getByRole('switch', { name: 'Shake the window on dispatches' }).click();
    await page.getByRole('radio', { name: 'Apple' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Shake the window on dispatches' })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: 'Apple' })).toBeChecked();
  });
});
