import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bumpStrictSelectBill, reissueStrictSelectBill, STALE_STRICT_BILL_MSG } from '../../../../mocks/domain/strict-select-bills.ts';
import { getVisibleToast } from '@/lib/http/notifier.ts';
import { formatYuan } from '@/lib/money/money.ts';
import { Address } from '@/testing/address.tsx';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import BillListPage from './bill-list-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 8000 };

const bills = () => sandbox.platform.db.strictSelectBills.list({ sort: ['-billPeriod', '-id'] });
const withStatus = (status: number) => bills().find((b) => b.status === status)!;

async function openBill(billNo: string) {
  const user = userEvent.setup({ delay: null });
  renderAtRoute(<BillListPage />, '/finance/bill?tab=strictSelect');
  const table = await screen.findByRole('table', { name: 'Strict-select bills' }, slow);
  await user.click(await within(table).findByRole('button', { name: `Open ${billNo}` }, slow));
  // Found by its title: in tests every antd overlay is labelled by the same generated id.
  const title = await screen.findByText(`Strict-select bill ${billNo}`, {}, slow);
  const drawer = within(title.closest<HTMLElement>('[role="dialog"]')!);
  return { user, drawer };
}

describe('strict-select bills (/finance/bill, tab Strict-select bills)', { timeout: 180_000 }, () => {
  it('is a tab beside the referral bills; lists every bill with its status and money as ¥', async () => {
    const user = userEvent.setup({ delay: null });
    renderAtRoute(<BillListPage />, '/finance/bill');
    await user.click(await screen.findByRole('tab', { name: 'Strict-select bills' }, slow));
    const table = await screen.findByRole('table', { name: 'Strict-select bills' }, slow);
    for (const bill of bills()) {
      const row = await within(table).findByRole('row', { name: new RegExp(bill.billNo) }, slow);
      expect(within(row).getByText(bill.billPeriod)).toBeInTheDocument();
      expect(within(row).getAllByText(formatYuan(bill.settlementAmount)).length).toBeGreaterThan(0);
    }
    expect(within(table).getAllByText('to confirm')).toHaveLength(bills().filter((b) => b.status === 0).length);
    expect(within(table).getByText('settled')).toBeInTheDocument();
    expect(within(table).getByText('error reported')).toBeInTheDocument();
  });

  it('filters by status and by months from the address', async () => {
    const period = withStatus(2).billPeriod;
    renderAtRoute(<BillListPage />, `/finance/bill?tab=strictSelect&ys.status=0&ys.months=${period}-01~${period}-28`);
    const table = await screen.findByRole('table', { name: 'Strict-select bills' }, slow);
    const shown = bills().filter((b) => b.status === 0 && b.billPeriod === period);
    expect(shown).toHaveLength(1);
    expect(await within(table).findByRole('button', { name: `Open ${shown[0]!.billNo}` }, slow)).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Open / })).toHaveLength(1);
  });

  it('shows a bill’s orders with their amounts; confirms a bill to confirm after asking', async () => {
    const bill = withStatus(0);
    const { user, drawer } = await openBill(bill.billNo);
    const orders = await drawer.findByRole('table', { name: 'Orders in this bill' }, slow);
    const first = sandbox.platform.db.strictSelectOrders.get(bill.orderIds[0]!)!;
    expect(await within(orders).findByText(first.orderNo, {}, slow)).toBeInTheDocument();
    await user.click(drawer.getByRole('button', { name: 'Confirm bill' }));
    const question = await screen.findByText(`Confirm this bill? The platform then pays ${formatYuan(bill.settlementAmount)}.`);
    await user.click(within(question.closest<HTMLElement>('.ant-popover')!).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sandbox.platform.db.strictSelectBills.get(bill.id)?.status).toBe(1), slow);
    expect(await drawer.findByText('confirmed', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(drawer.getByRole('button', { name: 'Confirm bill' })).toBeDisabled(), slow);
    expect(drawer.getByRole('button', { name: 'Report an error' })).toBeDisabled();
  });

  it('reports an error only with a reason; the reason then shows on the bill', async () => {
    const bill = withStatus(0);
    const { user, drawer } = await openBill(bill.billNo);
    await user.click(await drawer.findByRole('button', { name: 'Report an error' }, slow));
    const field = await screen.findByRole('textbox', { name: 'What is wrong' }, slow);
    const dialog = within(field.closest<HTMLElement>('[role="dialog"]')!);
    await user.click(dialog.getByRole('button', { name: 'Report an error' }));
    expect(await dialog.findByText('Say what is wrong')).toBeInTheDocument();
    expect(sandbox.platform.db.strictSelectBills.get(bill.id)?.status).toBe(0);
    await user.type(field, '少算了一单已核销订单');
    await user.click(dialog.getByRole('button', { name: 'Report an error' }));
    await waitFor(() => expect(sandbox.platform.db.strictSelectBills.get(bill.id)).toMatchObject({ status: 2 }), slow);
    expect(await drawer.findByText('少算了一单已核销订单', {}, slow)).toBeInTheDocument();
    expect(drawer.getByText('error reported')).toBeInTheDocument();
  });

  it('shows the platform’s refusal when the bill changed meanwhile, and then the bill as it is now', async () => {
    const bill = withStatus(0);
    const { user, drawer } = await openBill(bill.billNo);
    await drawer.findByRole('table', { name: 'Orders in this bill' }, slow);
    sandbox.platform.transaction(() => bumpStrictSelectBill(sandbox.platform, bill.id));
    await user.click(drawer.getByRole('button', { name: 'Confirm bill' }));
    const question = await screen.findByText(/^Confirm this bill\?/);
    await user.click(within(question.closest<HTMLElement>('.ant-popover')!).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(getVisibleToast()?.content).toBe(STALE_STRICT_BILL_MSG), slow);
    expect(sandbox.platform.db.strictSelectBills.get(bill.id)?.status).toBe(0);
    // Read again: the version on screen is now the platform's, so confirming again goes through.
    await waitFor(
      () => expect(drawer.getByText('Version').closest('th')!.nextElementSibling).toHaveTextContent(String(bill.lockVersion + 1)),
      slow,
    );
    await user.click(drawer.getByRole('button', { name: 'Confirm bill' }));
    const again = (await screen.findAllByText(/^Confirm this bill\?/)).at(-1)!;
    await user.click(within(again.closest<HTMLElement>('.ant-popover')!).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sandbox.platform.db.strictSelectBills.get(bill.id)?.status).toBe(1), slow);
  });

  it('keeps the open bill in the address: a row opens it there, the address reopens it, closing or another tab removes it', async () => {
    const bill = withStatus(1);
    const user = userEvent.setup({ delay: null });
    const first = renderAtRoute(
      <>
        <Address />
        <BillListPage />
      </>,
      '/finance/bill?tab=strictSelect',
    );
    const table = await screen.findByRole('table', { name: 'Strict-select bills' }, slow);
    await user.click(await within(table).findByRole('button', { name: `Open ${bill.billNo}` }, slow));
    await screen.findByText(`Strict-select bill ${bill.billNo}`, {}, slow);
    // nuqs writes the address a moment after the state.
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(`ysId=${bill.id}`), slow);
    first.unmount();

    // A reload or a shared link: the drawer opens from the address alone.
    renderAtRoute(
      <>
        <Address />
        <BillListPage />
      </>,
      `/finance/bill?tab=strictSelect&ysId=${bill.id}`,
    );
    const title = await screen.findByText(`Strict-select bill ${bill.billNo}`, {}, slow);
    const drawer = within(title.closest<HTMLElement>('[role="dialog"]')!);
    expect(await drawer.findByRole('table', { name: 'Orders in this bill' }, slow)).toBeInTheDocument();
    await user.click(drawer.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/finance/bill?tab=strictSelect'), slow);
    await waitFor(() => expect(screen.queryByText(`Strict-select bill ${bill.billNo}`)).toBeNull(), slow);

    // Another tab closes the bill with its list.
    const list = await screen.findByRole('table', { name: 'Strict-select bills' }, slow);
    await user.click(await within(list).findByRole('button', { name: `Open ${bill.billNo}` }, slow));
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(`ysId=${bill.id}`), slow);
    await user.click(screen.getByRole('tab', { name: 'Referral bills' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/finance/bill'), slow);
  });

  it('after the platform reissues a reported bill, its note shows beside the reason and confirm is enabled again', async () => {
    const bill = withStatus(2);
    sandbox.platform.transaction(() => reissueStrictSelectBill(sandbox.platform, bill.id, '已补入漏计的核销订单'));
    const { user, drawer } = await openBill(bill.billNo);
    expect(await drawer.findByText('已补入漏计的核销订单', {}, slow)).toBeInTheDocument();
    expect(drawer.getByText(bill.errorReason!)).toBeInTheDocument();
    const confirm = await drawer.findByRole('button', { name: 'Confirm bill' }, slow);
    await waitFor(() => expect(confirm).toBeEnabled(), slow);
    await user.click(confirm);
    const question = await screen.findByText(/^Confirm this bill\?/);
    await user.click(within(question.closest<HTMLElement>('.ant-popover')!).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sandbox.platform.db.strictSelectBills.get(bill.id)?.status).toBe(1), slow);
  });

  it('offers neither action on a settled bill', async () => {
    const bill = withStatus(3);
    const { drawer } = await openBill(bill.billNo);
    expect(await drawer.findByRole('button', { name: 'Confirm bill' }, slow)).toBeDisabled();
    expect(drawer.getByRole('button', { name: 'Report an error' })).toBeDisabled();
  });
});
