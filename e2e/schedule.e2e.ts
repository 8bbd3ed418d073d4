/**
 * Schedule end to end (issue 16): the month's sheet downloads; an upload with one bad row shows
 * that row's error and saves nothing; the corrected file is saved and the calendar shows it.
 */
import { readFirstSheet } from '../src/lib/xlsx/read-sheet.ts';
import { xlsxFile } from '../src/lib/xlsx/write-sheet.ts';
import { expect, signIn, test } from './fixtures.ts';

const file = (header: string[], rows: string[][]) => ({
  name: 'schedule.xlsx',
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  buffer: Buffer.from(xlsxFile('排班', header, rows)),
});

test.describe('schedule (/schedule)', () => {
  test('download the month; a bad row saves nothing and shows its error; the good file shows in the calendar', async ({ page }) => {
    await signIn(page);
    await page.goto('/#/schedule?month=2026-12');
    const grid = page.getByRole('table', { name: 'Doctor schedules' });
    await expect(grid.locator('tr[data-row-key]').first()).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Download as Excel/ }).click();
    const sheet = readFirstSheet(
      new Uint8Array(
        await (await download).createReadStream().then(async (stream) => {
          const chunks: Buffer[] = [];
          for await (const chunk of stream) chunks.push(chunk as Buffer);
          return Buffer.concat(chunks);
        }),
      ),
    );
    const [header = [], first = []] = sheet;
    expect(header).toHaveLength(32);
    expect(header.slice(0, 2)).toEqual(['医生', '2026-12-01']);
    const doctor = first[0] ?? '';
    const allMornings = [doctor, ...header.slice(1).map(() => '上午')];

    await page.getByRole('button', { name: /Upload Excel/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload a schedule from Excel' });
    const input = dialog.getByLabel('Excel file of schedules');
    await input.setInputFiles(file(header, [allMornings, ['不存在的医生', ...header.slice(1).map(() => '全天')]]));
    const preview = dialog.getByRole('table', { name: 'Rows of the file' });
    await expect(preview.getByRole('row').filter({ hasText: '不存在的医生' })).toContainText('医生不存在或未审核通过');
    await expect(dialog.getByRole('button', { name: 'Save 2 doctors’ schedules' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const row = grid.locator('tr[data-row-key]').filter({ hasText: doctor }).first();
    await expect(row.getByText('morning', { exact: true })).not.toHaveCount(31);

    await page.getByRole('button', { name: /Upload Excel/ }).click();
    await page
      .getByRole('dialog', { name: 'Upload a schedule from Excel' })
      .getByLabel('Excel file of schedules')
      .setInputFiles(file(header, [allMornings]));
    await page.getByRole('button', { name: 'Save 1 doctor’s schedule' }).click();
    await expect(page.getByText('Saved 1 doctor’s schedule')).toBeVisible();
    await expect(row.getByText('morning', { exact: true })).toHaveCount(31);
    await page.reload();
    await expect(grid.locator('tr[data-row-key]').filter({ hasText: doctor }).first().getByText('morning', { exact: true })).toHaveCount(
      31,
    );
  });
});
