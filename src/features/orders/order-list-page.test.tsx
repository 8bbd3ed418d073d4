import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { getGetOrderCountMockHandler, getGetOrderListDataMockHandler } from '@generated/main/orders/orders.msw';
import { answer } from '@/testing/gateway-handlers.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import { OrderListPage } from './order-list-page.tsx';

installGatewayServer();

const listCalls: Record<string, unknown>[] = [];
const countCalls: Record<string, unknown>[] = [];
const record =
  (calls: Record<string, unknown>[]) =>
  async ({ request }: { request: Request }) => {
    calls.push((await request.clone().json()) as Record<string, unknown>);
    return undefined; // on to the sandbox
  };
const sandbox = installSandboxGateway('demo-main', () => {
  listCalls.length = 0;
  countCalls.length = 0;
  return [answer(getGetOrderListDataMockHandler, record(listCalls)), answer(getGetOrderCountMockHandler, record(countCalls))];
});

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderList(path = '/order/alllist', scope: 'all' | 'mine' = 'all') {
  return renderAtRoute(
    <>
      <Address />
      <OrderListPage scope={scope} />
    </>,
    path,
  );
}

const table = () => screen.getByRole('table', { name: 'Orders' });
/** A page of 14 antd columns renders slowly in jsdom: wait longer than the default second. */
const slow = { timeout: 8000 };

// Each case seeds a sandbox and renders a wide antd table several times: slow on a shared 2-core machine.
describe('order list (/order/alllist, /order/mylist)', { timeout: 90_000 }, () => {
  it('shows the newest orders with their follow status and the tab counts of the sandbox', async () => {
    renderList();
    const orders = sandbox.platform.db.orders.list();
    const newest = [...orders].sort((a, b) => b.dispatchTime.localeCompare(a.dispatchTime) || b.id - a.id)[0]!;
    expect(await within(table()).findByText(newest.followNumber, {}, slow)).toBeInTheDocument();
    const total = orders.length;
    const met = orders.filter((o) => o.taskStatus === 2).length;
    expect(await screen.findByRole('tab', { name: `All (${total.toLocaleString('en-US')})` }, slow)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: `met (${met})` })).toBeInTheDocument();
    expect(screen.getByText(`${total.toLocaleString('en-US')} items in total`)).toBeInTheDocument();
    expect(listCalls[0]).toMatchObject({ scope: 'all', page: 1, limit: 10 });
  });

  it('a tab lists only that follow status, into the address and the request', async () => {
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: /^deposit paid/ }));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('/order/alllist?status=7'));
    await waitFor(() => expect(listCalls.at(-1)).toMatchObject({ followStatus: 7, page: 1 }));
    const depositPaid = sandbox.platform.db.orders.list().filter((o) => o.taskStatus === 7);
    expect(await screen.findByText(`${depositPaid.length} items in total`, {}, slow)).toBeInTheDocument();
    const tags = within(table()).getAllByText('deposit paid');
    expect(tags.length).toBe(Math.min(10, depositPaid.length));
  });

  it('sends the filters of the address to the list and the counts (the counts without the tab)', async () => {
    renderList(
      '/order/alllist?status=1&dealType=1&dispatch=2026-01-01~2026-12-31&followed=2026-02-01~2026-11-30&counselor=9001&project=305&remind=yes&repeat=0&keyword=F1&sort=dealAmount.asc&page=2',
    );
    await waitFor(() => expect(listCalls.length).toBeGreaterThan(0));
    const filters = {
      scope: 'all',
      keyword: 'F1',
      dealType: 1,
      dispatchStartDate: '2026-01-01',
      dispatchEndDate: '2026-12-31',
      followStartDate: '2026-02-01',
      followEndDate: '2026-11-30',
      platformCounselorId: 9001,
      projectId: 305,
      hasRemind: true,
      repeatStatus: 0,
    };
    expect(listCalls[0]).toEqual({ ...filters, followStatus: 1, sortField: 'dealAmount', sortOrder: 'asc', page: 2, limit: 10 });
    await waitFor(() => expect(countCalls[0]).toEqual(filters));
  });

  it('types a keyword into the address and the request, and sorts by a column on the server', async () => {
    renderList();
    const user = userEvent.setup();
    const order = sandbox.platform.db.orders.list()[3]!;
    await user.type(await screen.findByRole('searchbox', { name: 'Follow number, customer or phone' }), `${order.followNumber}{Enter}`);
    await waitFor(() => expect(listCalls.at(-1)).toMatchObject({ keyword: order.followNumber }));
    expect(await screen.findByText('1 item in total', {}, slow)).toBeInTheDocument();
    await user.click(within(table()).getByRole('columnheader', { name: 'Deal amount' }));
    await waitFor(() => expect(listCalls.at(-1)).toMatchObject({ sortField: 'dealAmount', sortOrder: 'asc', keyword: order.followNumber }));
    await waitFor(() => expect(screen.getByLabelText('address').textContent).toContain('sort=dealAmount.asc'));
  });

  it('"mine" asks for the signed-in follower’s orders only', async () => {
    renderList('/order/mylist', 'mine');
    const mine = sandbox.platform.db.orders.list().filter((o) => o.follower?.id === 3001);
    expect(await screen.findByText(`${mine.length.toLocaleString('en-US')} items in total`, {}, slow)).toBeInTheDocument();
    expect(listCalls[0]).toMatchObject({ scope: 'mine' });
  });

  it('shows the unprocessed badge with the sandbox’s count', async () => {
    renderList();
    const badge = await screen.findByRole('status', { name: /^Unprocessed \d+$/ });
    const total = Number(/\d+$/.exec(badge.getAttribute('aria-label') ?? '')?.[0]);
    expect(total).toBeGreaterThan(0);
  });
});
