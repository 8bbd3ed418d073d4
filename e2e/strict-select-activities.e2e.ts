/**
 * Strict-select activities end to end on the sandbox: notifications 200701, 200702 and 200704
 * open the list with their activity on top and 200703 the registration result; registering for an open activity is kept
 * (after a reload it awaits selection) and can be cancelled; a change sent after the registration
 * deadline is refused with the sandbox's message.
 */
import { expect, expectRoutePage, sandbox, signIn, socketsUp, test } from './fixtures.ts';

const DAY_SECONDS = 24 * 3600;

test('notifications 200701, 200702, 200704 open the list with their activity; 200703 opens the result', async ({ page }) => {
  await signIn(page);
  await socketsUp();
  for (const type of [200701, 200702, 200704]) {
    await page.goto('/#/dashbord');
    const text = `E2E strict-select notice ${type}`;
    await sandbox('POST', 'push', { account: 'demo-main', type, assid: '3306', text });
    await page.getByTestId('alert-popup-notice').filter({ hasText: text }).click();
    await expectRoutePage(page, /#\/yanActivityView\?id=3306$/, 'Selected activities');
    const noticed = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: 'The activity from your notification' }) });
    await expect(noticed.getByText('严选·光子嫩肤体验季')).toBeVisible();
    await expect(noticed.getByText('Registration deadline')).toBeVisible();
  }

  const result = 'E2E strict-select result';
  await sandbox('POST', 'push', { account: 'demo-main', type: 200703, assid: '3301', text: result });
  await page.getByTestId('alert-popup-notice').filter({ hasText: result }).click();
  await expectRoutePage(page, /#\/yanActivityView\/detail\?id=3301$/, 'Selected activity detail');
  await expect(page.getByRole('heading', { level: 2, name: '严选·冬季抗衰节' })).toBeVisible();
  await expect(page.getByText(/^Selected: /)).toBeVisible();
});

test('registers for an open activity, still awaiting selection after a reload, then cancels', async ({ page }) => {
  await signIn(page);
  await page.goto('/#/yanActivityView?view=open');
  await expectRoutePage(page, /#\/yanActivityView\?view=open$/, 'Selected activities');
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: '严选·光子嫩肤体验季' }) });
  await row.getByRole('button', { name: 'Sign up' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('spinbutton', { name: 'Settlement price (yuan)' }).fill('520');
  await dialog.getByRole('spinbutton', { name: 'Customers per day' }).fill('6');
  await dialog.getByRole('combobox', { name: 'Doctors' }).click();
  // The doctors' dropdown is the last one opened (the list page has dropdowns of its own).
  await page.locator('.ant-select-dropdown').last().locator('.ant-select-item-option').first().click();
  // Close the open doctor list by clicking the dialog's title: the list covers the next field,
  // Escape would close the dialog and Tab would take the highlighted doctor off again.
  await dialog.getByText('Sign up for 严选·光子嫩肤体验季').click();
  await expect(dialog.getByRole('combobox', { name: 'Doctors' })).toHaveAttribute('aria-expanded', 'false');
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(row.getByText('awaiting selection', { exact: true })).toBeVisible();

  await row.getByRole('link', { name: 'Details' }).click();
  await expectRoutePage(page, /#\/yanActivityView\/detail\?id=3306$/, 'Selected activity detail');
  await page.reload();
  await expect(page.getByText('Awaiting selection: the result is announced after the registration deadline.')).toBeVisible();
  await expect(page.getByText('¥520.00')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel registration' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('button', { name: 'Sign up again' })).toBeVisible();
});

test('a change sent after the registration deadline is refused with the sandbox message', async ({ page }) => {
  await page.clock.install();
  await signIn(page);
  await page.goto('/#/yanActivityView/detail?id=3305');
  await expectRoutePage(page, /#\/yanActivityView\/detail\?id=3305$/, 'Selected activity detail');
  await page.getByRole('button', { name: 'Change registration' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('spinbutton', { name: 'Settlement price (yuan)' })).toHaveValue('14800.00');
  await dialog.getByRole('spinbutton', { name: 'Settlement price (yuan)' }).fill('14600');

  await sandbox('POST', 'clock', { offsetSeconds: 5 * DAY_SECONDS });
  await page.clock.setSystemTime(Date.now() + 5 * DAY_SECONDS * 1000);
  await dialog.getByRole('button', { name: 'Change registration' }).click();
  await expect(page.getByText('严选活动报名已截止，无法报名')).toBeVisible();
});
