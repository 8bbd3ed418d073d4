import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FinanceBill } from '@generated/main/model';
import { bumpBill, reissueBill } from '../../../../mocks/domain/finance-bill.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import BillListPage from './bill-list-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 8000 };

const bills = () => sandbox.platform.db.financeBills.list({ where: { billType: 1 } });
const draft = () => bills().find((b) => b.status === 0) as FinanceBill;
const openRow = (billId: number) =>
  sandbox.platform.db.financeBillOrders.list({ where: { billId, isDeal: false }, sort: ['dispatchTime', 'id'] })[0]!;

async function openBill(bill: FinanceBill) {
  renderAtRoute(<BillListPage />, `/finance/bill?id=${bill.id}`);
  return within(await screen.findByRole('dialog', { name: `Bill ${bill.billNo}` }, slow));
}

describe('bills (/finance/bill)', { timeout: 180_000 }, () => {
  it('lists the referral bills with money as ¥ and their status', async () => {
    renderAtRoute(<BillListPage />, '/finance/bill');
    const table = await screen.findByRole('table', { name: 'Bills' }, slow);
    const latest = draft();
    const row = await within(table).findByRole('row', { name: new RegExp(latest.billNo) }, slow);
    expect(within(row).getByText('draft')).toBeInTheDocument();
    expect(within(row).getAllByText(/^¥[\d,]+\.\d{2}$/).length).toBeGreaterThan(0);
  });

  it('validates an amount on its row, totals the edits and saves them', async () => {
    const bill = draft();
    const row = openRow(bill.id);
    const user = userEvent.setup({ delay: null });
    const detail = await openBill(bill);
    await user.click(await detail.findByRole('checkbox', { name: `Dealt: ${row.orderNumber}` }, slow));
    const amount = detail.getByRole('textbox', { name: `Deal amount of ${row.orderNumber}` });
    await user.type(amount, '12.345');
    expect(detail.getByText('A positive amount, at most two decimals')).toBeInTheDocument();
    expect(detail.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, '1,000.10');
    const dealt = bill.dealOrderCount + 1;
    await waitFor(() => expect(detail.getByTestId('bill-edit-totals')).toHaveTextContent(`${dealt} dealt`));
    await user.click(detail.getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(sandbox.platform.db.financeBillOrders.get(row.id)).toMatchObject({ isDeal: true, dealAmount: 1000.1 }),
      slow,
    );
    expect(sandbox.platform.db.financeBills.get(bill.id)?.lockVersion).toBe(bill.lockVersion + 1);
  });

  it('keeps the edit on screen when someone else changed the bill, and reload shows their change', async () => {
    const bill = draft();
    const row = openRow(bill.id);
    const user = userEvent.setup({ delay: null });
    const detail = await openBill(bill);
    await user.click(await detail.findByRole('checkbox', { name: `Dealt: ${row.orderNumber}` }, slow));
    await user.type(detail.getByRole('textbox', { name: `Deal amount of ${row.orderNumber}` }), '888');
    sandbox.platform.transaction(() => bumpBill(sandbox.platform, bill.id));
    await user.click(detail.getByRole('button', { name: 'Save' }));
    const alert = await detail.findByText('Someone else changed this bill', {}, slow);
    expect(alert).toBeInTheDocument();
    expect(sandbox.platform.db.financeBillOrders.get(row.id)?.isDeal).toBe(false);
    expect(detail.getByRole('textbox', { name: `Deal amount of ${row.orderNumber}` })).toHaveValue('888');
    await user.click(detail.getByRole('button', { name: 'Reload the bill' }));
    expect(await detail.findByText(/平台调整/, {}, slow)).toBeInTheDocument();
    expect(detail.getByRole('textbox', { name: `Deal amount of ${row.orderNumber}` })).toHaveValue('888');
    await user.click(detail.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sandbox.platform.db.financeBillOrders.get(row.id)).toMatchObject({ isDeal: true, dealAmount: 888 }), slow);
  });

  it('offers confirm and error only on a checked bill; an error report needs a reason', async () => {
    const draftDetail = await openBill(draft());
    expect(draftDetail.queryByRole('button', { name: 'Confirm bill' })).toBeNull();
    cleanup();
    const checked = bills().find((b) => b.status === 1 && b.pendingConfirm) as FinanceBill;
    const user = userEvent.setup({ delay: null });
    const detail = await openBill(checked);
    await user.click(await detail.findByRole('button', { name: 'Report an error' }, slow));
    // Found by its field: in tests every antd overlay is labelled by the same generated id.
    const dialog = within((await screen.findByText('What is wrong')).closest<HTMLElement>('[role="dialog"]')!);
    await user.click(dialog.getByRole('button', { name: 'Report an error' }));
    expect(await dialog.findByText('Say what is wrong')).toBeInTheDocument();
    expect(sandbox.platform.db.financeBills.get(checked.id)?.status).toBe(1);
  });

  it('after the platform reissues a reported bill, a reload shows its note in the history and confirm is offered again', async () => {
    const reported = bills().find((b) => b.status === 3) as FinanceBill;
    const before = await openBill(reported);
    expect(await before.findByText('error reported', {}, slow)).toBeInTheDocument();
    expect(before.queryByRole('button', { name: 'Confirm bill' })).toBeNull();
    cleanup();
    sandbox.platform.transaction(() => reissueBill(sandbox.platform, reported.id, '已剔除2单重复客户，请重新确认'));
    const user = userEvent.setup({ delay: null });
    const detail = await openBill(reported);
    const confirm = await detail.findByRole('button', { name: 'Confirm bill' }, slow);
    expect(confirm).toBeEnabled();
    await user.click(detail.getByRole('tab', { name: 'History' }));
    const history = await detail.findByRole('table', { name: 'History' }, slow);
    const row = (await within(history).findByText('已剔除2单重复客户，请重新确认', {}, slow)).closest('tr')!;
    expect(within(row).getByText('corrected by the platform')).toBeInTheDocument();
    await user.click(confirm);
    const question = await screen.findByText('Confirm the bill? The amount payable becomes final.');
    await user.click(within(question.closest<HTMLElement>('.ant-popover')!).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sandbox.platform.db.financeBills.get(reported.id)?.status).toBe(2), slow);
  });
});
