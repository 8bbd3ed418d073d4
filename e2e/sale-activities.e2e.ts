/**
 * Sale activities end to end on the sandbox (/activity/business?tab=sale): one is created starting
 * today, so it runs at once, and is listed; a running sale cannot be deleted (the action is
 * disabled); it is stopped after asking, and then deleted.
 */
import { expect, expectRoutePage, signIn, test } from './fixtures.ts';

test.describe('sale activities', () => {
  test('creates a sale, sees it running, stops it and deletes it', async ({ page }) => {
    await signIn(page);
    await page.goto('/#/activity/business');
    await expectRoutePage(page, /#\/activity\/business$/, 'Business activities');
    await page.getByRole('radiogroup', { name: 'Activities shown' }).getByText('Sale activities').click();
    await expect(page).toHaveURL(/#\/activity\/business\?tab=sale$/);

    await page.getByRole('button', { name: 'New sale activity' }).click();
    const drawer = page.getByRole('dialog', { name: 'New sale activity' });
    const name = `冬日玻尿酸秒杀 ${Date.now() % 100000}`;
    await drawer.getByRole('textbox', { name: 'Activity name' }).fill(name);
    await drawer.getByRole('combobox', { name: 'Sale type' }).click();
    await page.getByTitle('flash sale', { exact: true }).click();
    // Today in China time, from midnight: the sale is running as soon as it is saved.
    const day = (offset: number) => new Date(Date.now() + offset * 24 * 3600 * 1000 + 8 * 3600 * 1000).toISOString().slice(0, 10);
    await drawer.getByPlaceholder('Start date').click();
    await drawer.getByPlaceholder('Start date').fill(`${day(0)} 00:00`);
    await page.keyboard.press('Enter');
    await drawer.getByPlaceholder('End date').fill(`${day(3)} 22:00`);
    await page.keyboard.press('Enter');
    const line = drawer.getByRole('group', { name: 'Product 1' });
    // A SKU only an ended seeded sale had.
    await line.getByRole('combobox', { name: 'Product' }).fill('瑞蓝2号玻尿酸1ml');
    await page.getByTitle('瑞蓝2号玻尿酸1ml', { exact: true }).click();
    await line.getByRole('combobox', { name: 'Specification' }).click();
    await page.getByTitle(/^单次 · /).click();
    await expect(line.getByTitle(/^单次 · price ¥/)).toBeVisible();
    await line.getByRole('spinbutton', { name: 'Sale price (¥)' }).fill('99.90');
    await line.getByRole('spinbutton', { name: 'Quota' }).fill('10');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer).toBeHidden();

    const table = page.getByRole('table', { name: 'Sale activities' });
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('running', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(row.getByRole('button', { name: `Edit ${name}` })).toBeDisabled();

    await row.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(row.getByText('stopped', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Stop' })).toBeDisabled();

    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });
});
