/**
 * Strict-select bills (issue 17, "where staff expect them"): on /finance/bill's Strict-select
 * bills tab one bill to confirm is confirmed (after the question) and the other is reported as
 * wrong with a reason; both states are the platform's and stay after a reload. The platform's
 * answer to a report (control API `finance/reissue-strict-select-bill`) brings the bill back to
 * confirm: the drawer, kept in the address (`ysId`), reopens on reload with the platform's note.
 */
import type { StrictSelectBill, StrictSelectBillPage } from '../generated/main/model/index.ts';
import { expect, sandbox, signIn, test } from './fixtures.ts';
import { dataOf, mainGateway, tokenOf } from './gateway.ts';

async function strictBills(token: string): Promise<StrictSelectBill[]> {
  const page = await dataOf<StrictSelectBillPage>(
    mainGateway(token).POST('/api/pc/1.0/strictSelect/getBillList', { body: { page: 1, limit: 50 } }),
  );
  return page.list;
}

test.describe('strict-select bills (/finance/bill, tab Strict-select bills)', () => {
  test('one bill confirmed, another reported with a reason; both stay after a reload', async ({ page }) => {
    await signIn(page);
    const token = await tokenOf(page);
    const [toConfirm, toReport] = (await strictBills(token)).filter((b) => b.status === 0);
    if (!toConfirm || !toReport) throw new Error('the seed has two strict-select bills to confirm');

    await page.goto('/#/finance/bill');
    await page.getByRole('tab', { name: 'Strict-select bills' }).click();
    const table = page.getByRole('table', { name: 'Strict-select bills' });

    await table.getByRole('button', { name: `Open ${toConfirm.billNo}` }).click();
    let drawer = page.getByRole('dialog').filter({ hasText: `Strict-select bill ${toConfirm.billNo}` });
    await expect(drawer.getByRole('table', { name: 'Orders in this bill' }).getByRole('row')).not.toHaveCount(0);
    await drawer.getByRole('button', { name: 'Confirm bill' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'OK' }).click();
    await expect(drawer.getByText('confirmed', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Confirm bill' })).toBeDisabled();
    await drawer.getByRole('button', { name: 'Close' }).click();

    await table.getByRole('button', { name: `Open ${toReport.billNo}` }).click();
    drawer = page.getByRole('dialog').filter({ hasText: `Strict-select bill ${toReport.billNo}` });
    await drawer.getByRole('button', { name: 'Report an error' }).click();
    const form = page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: 'What is wrong' }) });
    await form.getByRole('button', { name: 'Report an error' }).click();
    await expect(form.getByText('Say what is wrong')).toBeVisible();
    await form.getByRole('textbox', { name: 'What is wrong' }).fill('漏计一笔已核销订单');
    await form.getByRole('button', { name: 'Report an error' }).click();
    await expect(drawer.getByText('漏计一笔已核销订单')).toBeVisible();
    await expect(drawer.getByText('error reported', { exact: true })).toBeVisible();

    await page.reload();
    const rowOf = (billNo: string) => page.getByRole('table', { name: 'Strict-select bills' }).getByRole('row').filter({ hasText: billNo });
    await expect(rowOf(toConfirm.billNo).getByText('confirmed', { exact: true })).toBeVisible();
    await expect(rowOf(toReport.billNo).getByText('error reported', { exact: true })).toBeVisible();
    const after = await strictBills(token);
    expect(after.find((b) => b.id === toConfirm.id)).toMatchObject({ status: 1, lockVersion: toConfirm.lockVersion + 1 });
    expect(after.find((b) => b.id === toReport.id)).toMatchObject({ status: 2, errorReason: '漏计一笔已核销订单' });
  });

  test('a reported bill reissued by the platform reopens from the address after a reload and is confirmed', async ({ page }) => {
    await signIn(page);
    const token = await tokenOf(page);
    const bill = (await strictBills(token)).find((b) => b.status === 0);
    if (!bill) throw new Error('the seed has a strict-select bill to confirm');

    await page.goto('/#/finance/bill?tab=strictSelect');
    await page
      .getByRole('table', { name: 'Strict-select bills' })
      .getByRole('button', { name: `Open ${bill.billNo}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`ysId=${bill.id}`));
    const drawer = page.getByRole('dialog').filter({ hasText: `Strict-select bill ${bill.billNo}` });
    await drawer.getByRole('button', { name: 'Report an error' }).click();
    const form = page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: 'What is wrong' }) });
    await form.getByRole('textbox', { name: 'What is wrong' }).fill('漏计一笔已核销订单');
    await form.getByRole('button', { name: 'Report an error' }).click();
    await expect(drawer.getByText('error reported', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Confirm bill' })).toBeDisabled();

    await sandbox('POST', 'finance/reissue-strict-select-bill', { id: bill.id, note: '已补入漏计订单，请重新确认' });
    await page.reload();
    await expect(drawer.getByText('已补入漏计订单，请重新确认')).toBeVisible();
    await expect(drawer.getByText('漏计一笔已核销订单')).toBeVisible();
    await drawer.getByRole('button', { name: 'Confirm bill' }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'OK' }).click();
    await expect(drawer.getByText('confirmed', { exact: true })).toBeVisible();
    expect((await strictBills(token)).find((b) => b.id === bill.id)).toMatchObject({ status: 1, lockVersion: bill.lockVersion + 3 });

    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(page).not.toHaveURL(/ysId=/);
  });
});
