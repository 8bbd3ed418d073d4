/**
 * Schedule end to end (issue 16): the month's sheet of doctors and staff downloads; an upload with
 * one bad staff row shows that row's error and saves nothing; the corrected file is saved and the
 * calendar shows the doctor's and the staff member's new shifts; the kind filter shows the staff.
 */
import type { Locator } from '@playwright/test';
import { readFirstSheet } from '../src/lib/xlsx/read-sheet.ts';
import { xlsxFile } from '../src/lib/xlsx/write-sheet.ts';
import { expect, signIn, test } from './fixtures.ts';

const file = (header: string[], rows: string[][]) => ({
  name: 'schedule.xlsx',
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  buffer: Buffer.from(xlsxFile('排班', header, rows)),
});

test.describe('schedule (/schedule)', () => {
  test('download the month of doctors and staff; a bad staff row saves nothing and shows its error; the good file shows in the calendar', async ({
    page,
  }) => {
    await signIn(page);
    // 50 rows a page: every approved doctor and then the staff (50 rows of 31 days take a while to draw).
    await page.goto('/#/schedule?month=2026-12&size=50');
    const grid = page.getByRole('table', { name: 'Schedules of doctors and staff' });
    await expect(grid.locator('tr[data-row-key]').first()).toBeVisible({ timeout: 20_000 });

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
    const [header = []] = sheet;
    expect(header).toHaveLength(33);
    expect(header.slice(0, 3)).toEqual(['类型', '姓名', '2026-12-01']);
    const doctor = sheet.find((r) => r[0] === '医生')?.[1] ?? '';
    // demo-sub (李思远) is a staff row of the sheet, with the shifts the sandbox seeded.
    expect(sheet.some((r) => r[0] === '员工' && r[1] === '李思远')).toBe(true);
    const days = (shift: string) => header.slice(2).map(() => shift);
    const doctorMornings = ['医生', doctor, ...days('上午')];
    const staffEvenings = ['员工', '李思远', ...days('晚班')];
    const rowOf = (name: string): Locator => grid.locator('tr[data-row-key]').filter({ hasText: name }).first();
    await expect(rowOf('李思远').getByText('Staff', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: /Upload Excel/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload a schedule from Excel' });
    await dialog
      .getByLabel('Excel file of schedules')
      .setInputFiles(file(header, [doctorMornings, staffEvenings, ['员工', '不存在的员工', ...days('全天')]]));
    const preview = dialog.getByRole('table', { name: 'Rows of the file' });
    const badRow = preview.getByRole('row').filter({ hasText: '不存在的员工' });
    await expect(badRow).toContainText('员工不存在或已停用');
    await expect(badRow).toContainText('Staff');
    await expect(dialog.getByRole('button', { name: 'Save 3 people’s schedules' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(rowOf(doctor).getByText('morning', { exact: true })).not.toHaveCount(31);
    await expect(rowOf('李思远').getByText('evening', { exact: true })).not.toHaveCount(31);

    await page.getByRole('button', { name: /Upload Excel/ }).click();
    await page
      .getByRole('dialog', { name: 'Upload a schedule from Excel' })
      .getByLabel('Excel file of schedules')
      .setInputFiles(file(header, [doctorMornings, staffEvenings]));
    await page.getByRole('button', { name: 'Save 2 people’s schedules' }).click();
    await expect(page.getByText('Saved 2 people’s schedules')).toBeVisible();
    await expect(rowOf(doctor).getByText('morning', { exact: true })).toHaveCount(31);
    await expect(rowOf('李思远').getByText('evening', { exact: true })).toHaveCount(31);

    // After a reload, only the staff: the saved shifts are the platform's.
    await page.goto('/#/schedule?month=2026-12');
    await page.reload();
    await expect(grid.locator('tr[data-row-key]').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Doctor or staff' }).click();
    await page.locator('.ant-select-item-option[title="Staff"]').click();
    await expect(rowOf('李思远').getByText('evening', { exact: true })).toHaveCount(31);
    await expect(grid.locator('tr[data-row-key]').filter({ hasText: doctor })).toHaveCount(0);
    await expect(grid.locator('tr[data-row-key]').getByText('Doctor', { exact: true })).toHaveCount(0);
  });
});
