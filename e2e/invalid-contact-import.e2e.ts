/**
 * Batch invalid contact by Excel (issue 13) on the order list: a file with one bad row shows that
 * row's error, cannot be sent and changes nothing; the same file without the bad row is reported.
 * The import button lives in the all-orders list's toolbar.
 */
import { xlsxFile, type Cell } from '../src/lib/xlsx/write-sheet.ts';
import { expect, sandbox, signIn, test } from './fixtures.ts';

const file = (rows: Cell[][]) => ({
  name: 'invalid-contacts.xlsx',
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  buffer: Buffer.from(xlsxFile('Sheet1', ['跟进单号', '无效原因', '备注'], rows)),
});

test.describe('batch invalid contact by Excel (/order/alllist)', () => {
  test('one bad row: its error shows, nothing can be sent; without it, the rows are reported', async ({ page }) => {
    const dispatched = (await sandbox('POST', 'dispatch', { account: 'demo-main', followNumber: 'F20261126901' })) as {
      order: { followNumber: string };
    };
    const followNumber = dispatched.order.followNumber;
    await signIn(page);
    await page.goto('/#/order/alllist');
    const button = page.getByRole('button', { name: /Batch invalid contact/ });
    await expect(button).toBeVisible();

    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Report invalid contacts from Excel' });
    await dialog.getByLabel('Excel file of invalid contacts').setInputFiles(
      file([
        [followNumber, 3, '连续三天无人接听'],
        ['F00000000404', '非本人', ''],
      ]),
    );
    const table = dialog.getByRole('table');
    await expect(table.getByRole('row').filter({ hasText: 'F00000000404' })).toContainText('跟进单号不存在');
    await expect(dialog.getByRole('button', { name: 'Report 2 orders' })).toBeDisabled();
    await expect(dialog.getByText('invalid-contacts.xlsx: 2 rows, 1 with errors')).toBeVisible();

    await dialog.getByLabel('Excel file of invalid contacts').setInputFiles(file([[followNumber, 3, '连续三天无人接听']]));
    await expect(dialog.getByText('invalid-contacts.xlsx: the row can be reported')).toBeVisible();
    await dialog.getByRole('button', { name: 'Report 1 order' }).click();
    await expect(page.getByText('1 invalid contact reported for review')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Reported once: a second file with the same order is refused by the transition rules.
    await button.click();
    await page
      .getByRole('dialog', { name: 'Report invalid contacts from Excel' })
      .getByLabel('Excel file of invalid contacts')
      .setInputFiles(file([[followNumber, 1, '']]));
    await expect(page.getByRole('dialog').getByText('无效联系方式申请审核中，请勿重复提交')).toBeVisible();
  });
});
