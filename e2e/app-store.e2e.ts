/**
 * The creative centre end to end on the sandbox: a poster template found by its tag is previewed
 * and downloaded as a real SVG file, and the download is counted on the item.
 */
import { readFile } from 'node:fs/promises';
import { expect, expectRoutePage, signIn, test } from './fixtures.ts';

test('a creative found by search downloads as a real file and is counted', async ({ page }) => {
  await signIn(page);
  await page.goto('/#/appStore/index?kind=2');
  await expectRoutePage(page, /#\/appStore\/index\?kind=2$/, 'Creative centre');
  await page
    .getByRole('searchbox', { name: 'Title or tag' })
    .or(page.getByRole('textbox', { name: 'Title or tag' }))
    .fill('元旦');
  const table = page.getByRole('table', { name: 'Creative centre catalogue' });
  const row = table.locator('tr[data-row-key]').filter({ hasText: '元旦焕新海报' });
  await expect(row).toBeVisible();
  await expect(table.locator('tr[data-row-key]')).toHaveCount(1);
  const before = Number(((await row.getByRole('cell').nth(6).textContent()) ?? '').replace(/\D/g, ''));

  await row.getByRole('button', { name: 'Preview 元旦焕新海报' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: 'Preview 元旦焕新海报' })).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: /Download/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('元旦焕新海报.svg');
  const svg = await readFile(await file.path(), 'utf8');
  expect(svg).toMatch(/^<svg [^>]*>[\s\S]*元旦焕新海报[\s\S]*<\/svg>\n$/);
  await expect(dialog.getByText(String(before + 1), { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row.getByRole('cell').nth(6)).toHaveText(String(before + 1));
});
