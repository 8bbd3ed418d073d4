/**
 * A list's state lives in the hash query (issue 12, point 2): paging and filters on the bulletin
 * list (the kit's worked example) land in the address after `#/…?`, survive a reload, and the back
 * button restores the previous state.
 */
import { expect, expectRoutePage, signIn, test } from './fixtures.ts';

test.describe('list state in the address (/hospital/institutionalNotice)', () => {
  test('paging and filters are in the hash query, survive a reload and go back', async ({ page }) => {
    await signIn(page);
    await page.goto('/#/hospital/institutionalNotice');
    await expectRoutePage(page, /#\/hospital\/institutionalNotice$/, 'Bulletins');
    await expect(page.getByRole('heading', { level: 1, name: 'Bulletins' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(page.getByText('15 items in total')).toBeVisible();

    await page.getByRole('listitem', { name: '2' }).click();
    await expect(page).toHaveURL(/\/#\/hospital\/institutionalNotice\?page=2$/);
    await expect(table.getByRole('row')).toHaveCount(6);

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByTitle('published').click();
    await expect(page).toHaveURL(/\/#\/hospital\/institutionalNotice\?status=2$/);
    await expect(table.getByText('draft')).toHaveCount(0);
    const published = await table.getByText('published').count();
    expect(published).toBeGreaterThan(0);

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
    await expect(page.getByTitle('published')).toBeVisible();
    await expect(table.getByText('published')).toHaveCount(published);

    await page.goBack();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(table.getByRole('row')).toHaveCount(6);
    // The address before `#` carries nothing of the list.
    expect(new URL(page.url()).search).toBe('');
  });
});
