/**
 * /statistics/board end to end (issue 18): for a range, 'orders received' equals the order list's
 * total filtered by the same dispatch dates, and the exported ranking holds the rows shown.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { readFirstSheet } from '../src/lib/xlsx/read-sheet.ts';
import { expect, expectRoutePage, signIn, test } from './fixtures.ts';

const day = (offset: number) => {
  const d = new Date(Date.now() + 8 * 3_600_000 - offset * 86_400_000); // the platform's calendar (UTC+8)
  return d.toISOString().slice(0, 10);
};
const range = `${day(90)}~${day(0)}`;

async function receivedOnBoard(page: Page): Promise<number> {
  const figure = page.getByRole('group', { name: 'Orders received' }).getByTestId('statistics-figure');
  await expect(figure).toHaveText(/^\d[\d,]*$/);
  return Number(((await figure.textContent()) ?? '').replace(/\D/g, ''));
}

test.describe('statistics board (/statistics/board)', () => {
  test('orders received of a range equal the order list’s total for the same dispatch dates', async ({ page }) => {
    await signIn(page);
    await page.goto(`/#/statistics/board?range=${range}`);
    await expectRoutePage(page, /#\/statistics\/board\?range=/, 'Data board');
    const received = await receivedOnBoard(page);
    expect(received).toBeGreaterThan(0);
    await expect(page.getByRole('img', { name: /Trend chart/ }).locator('svg')).toBeVisible();

    await page.goto(`/#/order/alllist?dispatch=${range}`);
    await expect(page.getByText(/^\d[\d,]* items? in total$/).first()).toBeVisible();
    const total = Number(
      (
        (await page
          .getByText(/^\d[\d,]* items? in total$/)
          .first()
          .textContent()) ?? ''
      ).replace(/\D/g, ''),
    );
    expect(total).toBe(received);

    // A quick range goes into the address, and the figure follows it.
    await page.goto(`/#/statistics/board?range=${range}`);
    await receivedOnBoard(page);
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await expect(page).toHaveURL(new RegExp(`range=${day(6)}~${day(0)}`));
  });

  test('the export holds the ranking shown, in its order', async ({ page }) => {
    await signIn(page);
    await page.goto(`/#/statistics/board?range=${range}&rankBy=dispatchCount`);
    const table = page.getByRole('table', { name: 'Counselor ranking' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const shown = (await table.getByRole('row').all()).slice(1);
    const names = await Promise.all(shown.map(async (row) => (await row.getByRole('cell').first().textContent()) ?? ''));
    expect(names.length).toBeGreaterThan(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const rows = readFirstSheet(new Uint8Array(await readFile(await (await download).path())));
    expect(rows.slice(1).map((r) => r[1])).toEqual(names);
  });
});
