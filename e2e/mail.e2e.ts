/**
 * /email end to end (issue 18): a mail read on the page is still read after a reload, and an
 * attachment downloads as a real file.
 */
import { readFile } from 'node:fs/promises';
import { readFirstSheet } from '../src/lib/xlsx/read-sheet.ts';
import { expect, expectRoutePage, signIn, test } from './fixtures.ts';

test('a mail read stays read after a reload, and its statement downloads as a real file', async ({ page }) => {
  await signIn(page);
  await page.goto('/#/email?state=unread&category=1');
  await expectRoutePage(page, /#\/email\?/, 'Email');
  const table = page.getByRole('table', { name: 'Inbox' });
  const row = table.locator('tr[data-row-key]').first();
  await expect(row).toBeVisible();
  const subject = (await row.getByRole('cell').nth(1).textContent()) ?? '';
  expect(subject).toMatch(/对账通知$/);
  const unreadBefore = Number(((await page.getByText(/^\d+ unread mails?$/).textContent()) ?? '').replace(/\D/g, ''));

  await row.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('article', { name: subject })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${unreadBefore - 1} unread mails?$`))).toBeVisible();

  const download = page.waitForEvent('download');
  await drawer.getByRole('button', { name: /Download .*对账单\.xlsx$/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/对账单\.xlsx$/);
  const rows = readFirstSheet(new Uint8Array(await readFile(await file.path())));
  expect(rows[0]).toEqual(['跟进单ID', '成交时间', '成交金额(元)', '服务费(元)']);

  await page.reload();
  await page.goto(`/#/email?keyword=${encodeURIComponent(subject)}`);
  const again = page.getByRole('table', { name: 'Inbox' }).locator('tr[data-row-key]').first();
  await expect(again).toContainText(subject);
  await expect(again.getByRole('cell').first()).toHaveText('Read');
});
