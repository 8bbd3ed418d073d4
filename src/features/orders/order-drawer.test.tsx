import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import FollowDetailPage from './follow-detail-page.tsx';
import { OrderListPage } from './order-list-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 8000 };

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderList(path: string) {
  return renderAtRoute(
    <>
      <Address />
      <OrderListPage scope="all" />
    </>,
    path,
  );
}

const drawer = () => screen.findByRole('dialog', { name: 'Order detail' }, slow);
const orders = () => sandbox.platform.db.orders.list();

describe('order detail (drawer over the list, /FollowDetail)', { timeout: 90_000 }, () => {
  it('opens from the notification link ?id=X&open=true with the customer, the projects and the timeline', async () => {
    const order = orders().find((o) => o.followRecords.length > 1 && o.orderList.length > 0)!;
    renderList(`/order/alllist?id=${order.id}&open=true`);
    const detail = within(await drawer());
    expect(await detail.findByRole('heading', { name: `${order.customer.name} · ${order.followNumber}` }, slow)).toBeInTheDocument();
    expect(detail.getByText(order.orderList.map((s) => s.spuName).join('、'))).toBeInTheDocument();
    expect(detail.getByTestId('customer-phone')).toHaveTextContent(order.isPhoneViewable ? /^1\d{10}$/ : /^1\d{2}\*{4}\d{4}$/);
    expect(detail.getAllByText(order.followRecords[0]!.content)[0]).toBeInTheDocument();
    expect(detail.getByRole('toolbar', { name: 'Actions' })).toBeInTheDocument();
  });

  it('opens from the dispatch popup link ?followNumber=N&open=true', async () => {
    const order = orders()[7]!;
    renderList(`/order/alllist?followNumber=${order.followNumber}&open=true`);
    const detail = within(await drawer());
    expect(await detail.findByRole('heading', { name: `${order.customer.name} · ${order.followNumber}` }, slow)).toBeInTheDocument();
  });

  it('a row opens it into the address, the close button leaves the list as it was', async () => {
    renderList('/order/alllist?status=1&page=2');
    const user = userEvent.setup({ delay: null });
    const table = await screen.findByRole('table', { name: 'Orders' }, slow);
    const firstRow = await waitFor(() => {
      const row = table.querySelector<HTMLElement>('tr[data-row-key]');
      if (!row) throw new Error('no rows yet');
      return row;
    }, slow);
    const followId = firstRow.getAttribute('data-row-key');
    await user.click(within(firstRow).getAllByRole('cell')[1]!);
    await waitFor(
      () => expect(screen.getByLabelText('address')).toHaveTextContent(`/order/alllist?status=1&page=2&id=${followId}&open=true`),
      slow,
    );
    const order = sandbox.platform.db.orders.get(Number(followId))!;
    expect(await screen.findByRole('heading', { name: `${order.customer.name} · ${order.followNumber}` }, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(/^\/order\/alllist\?status=1&page=2$/), slow);
  });

  it('disables what the order does not allow and says why', async () => {
    const duplicate = orders().find((o) => o.taskStatus === 5 && !o.isInvalidContact)!;
    renderList(`/order/alllist?id=${duplicate.id}&open=true`);
    const detail = within(await drawer());
    const followUp = await detail.findByRole('button', { name: 'Follow up' }, slow);
    expect(followUp).toBeDisabled();
    expect(detail.getAllByLabelText('Not possible while the order is “duplicate”').length).toBeGreaterThan(5);
  });

  it('shows the full number after "show number", recorded in the timeline', async () => {
    const order = orders().find((o) => o.taskStatus === 1 && !o.isPhoneViewable && !o.isInvalidContact)!;
    renderAtRoute(<FollowDetailPage />, `/FollowDetail?id=${order.id}`);
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByTestId('customer-phone', {}, slow)).toHaveTextContent(/\*{4}/);
    await user.click(screen.getByRole('button', { name: 'Show number' }));
    await waitFor(() => expect(screen.getByTestId('customer-phone')).toHaveTextContent(/^1\d{10}$/), slow);
    expect(sandbox.platform.db.orders.get(order.id)?.isPhoneViewable).toBe(true);
    expect(await screen.findByText('开放客户完整手机号')).toBeInTheDocument();
  });

  it('replies to a follow record and shows the reply', async () => {
    const order = orders().find((o) => o.followRecords.length > 0)!;
    renderAtRoute(<FollowDetailPage />, `/FollowDetail?id=${order.id}`);
    const user = userEvent.setup({ delay: null });
    const record = (await screen.findAllByRole('button', { name: 'Reply' }, slow))[0]!;
    await user.click(record);
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), '已收到，今天下午回访客户');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('已收到，今天下午回访客户', {}, slow)).toBeInTheDocument();
    expect(sandbox.platform.db.orders.get(order.id)?.followRecords[0]?.replies.at(-1)?.content).toBe('已收到，今天下午回访客户');
  });
});
