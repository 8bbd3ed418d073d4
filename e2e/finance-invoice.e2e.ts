/** Invoices (issue 17): apply for an invoice over a paid bill with the platform's title, then open its detail. */
import { expect, signIn, test } from './fixtures.ts';

test.describe('invoices (/finance/invoice)', () => {
  test('apply for an invoice and open its detail', async ({ page }) => {
    test.slow();
    await signIn(page);
    await page.goto('/#/finance/invoice');
    await page.getByRole('button', { name: 'Apply for an invoice' }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: 'Bills to invoice' });
    await expect(drawer.getByRole('textbox', { name: 'Invoice title' })).not.toHaveValue('');
    const bill = drawer.getByRole('checkbox').first();
    const billLabel = (await drawer.locator('.ant-checkbox-wrapper').first().innerText()).trim();
    const billNo = billLabel.split(' · ')[0]!;
    await bill.check();
    await expect(drawer.getByTestId('invoice-total')).toContainText('¥');
    await drawer.getByRole('button', { name: 'Apply for an invoice' }).click();
    await expect(page.getByText('Invoice application sent')).toBeVisible();
    await expect(page).toHaveURL(/#\/finance\/invoice\/info\/\d+$/);
    await expect(page.getByRole('heading', { name: /^Invoice FP\d+$/ })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Bills to invoice' }).getByText(billNo)).toBeVisible();
    await expect(page.getByText('applied', { exact: true })).toBeVisible();
  });
});
