/**
 * Bills (issue 17): the latest bill (a draft) is filled in, saved, submitted and confirmed; a
 * confirm out of order is refused by the platform; a conflict made with the control API's
 * `finance/bump-bill` keeps the person's edit on screen and the reload shows the other change;
 * an Excel upload with one bad row saves nothing.
 */
import type { FinanceBill, FinanceBillOrderPage, FinanceBillPage } from '../generated/main/model/index.ts';
import { BILL_SHEET_COLUMNS } from '../src/lib/finance/bill-sheet.ts';
import { xlsxFile, type Cell } from '../src/lib/xlsx/write-sheet.ts';
import { expect, sandbox, signIn, test } from './fixtures.ts';
import { dataOf, mainGateway, tokenOf } from './gateway.ts';

async function referralBills(token: string): Promise<FinanceBill[]> {
  const page = await dataOf<FinanceBillPage>(
    mainGateway(token).POST('/api/pc/1.0/financeBill/getBillList', { body: { billType: 1, page: 1, limit: 50 } }),
  );
  return page.list;
}

async function rowsOf(token: string, billId: number) {
  return (
    await dataOf<FinanceBillOrderPage>(
      mainGateway(token).POST('/api/pc/1.0/financeBill/getBillOrderList', { body: { billId, page: 1, limit: 500 } }),
    )
  ).list;
}

const file = (rows: Cell[][]) => ({
  name: 'bill.xlsx',
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  buffer: Buffer.from(xlsxFile('账单', BILL_SHEET_COLUMNS, rows)),
});

test.describe('bills (/finance/bill)', () => {
  // A bill of the full seed holds some 400 rows; the whole life takes a few round trips.
  test.slow();
  test('a draft saved, submitted, confirmed; a confirm out of order refused', async ({ page }) => {
    await signIn(page);
    const token = await tokenOf(page);
    const draft = (await referralBills(token)).find((b) => b.status === 0)!;
    const row = (await rowsOf(token, draft.id)).find((r) => !r.isDeal)!;

    // Out of order: the platform refuses to confirm a draft and nothing changes.
    const refused = await mainGateway(token).POST('/api/pc/1.0/financeBill/confirmBill', {
      body: { id: draft.id, lockVersion: draft.lockVersion },
    });
    expect(refused.data).toMatchObject({ success: false, msg: '账单尚未提交，不能确认' });

    await page.goto(`/#/finance/bill?id=${draft.id}`);
    const drawer = page.getByRole('dialog').filter({ hasText: draft.billNo });
    await drawer.getByRole('checkbox', { name: `Dealt: ${row.orderNumber}` }).check();
    await drawer.getByRole('textbox', { name: `Deal amount of ${row.orderNumber}` }).fill('2,000.05');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Bill saved')).toBeVisible();

    await drawer.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Bill submitted; the platform has checked it')).toBeVisible();

    await drawer.getByRole('button', { name: 'Confirm bill' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Bill confirmed')).toBeVisible();
    await expect(drawer.getByText('confirmed', { exact: true })).toBeVisible();
    const after = (await referralBills(token)).find((b) => b.id === draft.id)!;
    expect(after).toMatchObject({ status: 2, dealOrderCount: draft.dealOrderCount + 1 });
  });

  test('a conflict after bump-bill keeps the edit on screen; reload shows the other change', async ({ page }) => {
    await signIn(page);
    const token = await tokenOf(page);
    const draft = (await referralBills(token)).find((b) => b.status === 0)!;
    const row = (await rowsOf(token, draft.id)).find((r) => !r.isDeal)!;
    await page.goto(`/#/finance/bill?id=${draft.id}`);
    const drawer = page.getByRole('dialog').filter({ hasText: draft.billNo });
    await drawer.getByRole('checkbox', { name: `Dealt: ${row.orderNumber}` }).check();
    const amount = drawer.getByRole('textbox', { name: `Deal amount of ${row.orderNumber}` });
    await amount.fill('666.60');

    await sandbox('POST', 'finance/bump-bill', { id: draft.id });
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer.getByText('Someone else changed this bill')).toBeVisible();
    await expect(amount).toHaveValue('666.60');

    await drawer.getByRole('button', { name: 'Reload the bill' }).click();
    await expect(drawer.getByText(/平台调整：扣减重复客户服务费/)).toBeVisible();
    await expect(amount).toHaveValue('666.60');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Bill saved')).toBeVisible();
    expect((await rowsOf(token, draft.id)).find((r) => r.id === row.id)).toMatchObject({ isDeal: true, dealAmount: 666.6 });
  });

  test('an Excel upload with one bad row saves nothing', async ({ page }) => {
    await signIn(page);
    const token = await tokenOf(page);
    const draft = (await referralBills(token)).find((b) => b.status === 0)!;
    const [a, b] = await rowsOf(token, draft.id);
    await page.goto(`/#/finance/bill?id=${draft.id}`);
    const drawer = page.getByRole('dialog').filter({ hasText: draft.billNo });
    await drawer.getByRole('button', { name: 'Import Excel' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Import the bill from Excel' });
    await dialog.getByLabel('Excel file of the bill').setInputFiles(
      file([
        [a!.orderNumber, '', '', '', '是', '1200', ''],
        [b!.orderNumber, '', '', '', '是', '12.345', ''],
      ]),
    );
    await expect(dialog.getByRole('row').filter({ hasText: b!.orderNumber })).toContainText('The deal amount is not a positive amount');
    await expect(dialog.getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await rowsOf(token, draft.id)).find((r) => r.id === a!.id)).toEqual(a);
    expect((await referralBills(token)).find((x) => x.id === draft.id)?.lockVersion).toBe(draft.lockVersion);
  });
});
