import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import IncentiveBoardPage from './incentive-board-page.tsx';
import IncentiveOrderListPage from './incentive-order-list-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 8000 };

describe('incentive board (/incentive/board)', { timeout: 60_000 }, () => {
  it('shows the current plan, its figures and which tiers are reached', async () => {
    renderAtRoute(<IncentiveBoardPage />, '/incentive/board');
    expect(await screen.findByRole('heading', { level: 2, name: '第四季度订单量激励计划' }, slow)).toBeInTheDocument();
    const figures = within(screen.getByRole('list', { name: 'Progress' }));
    const orders = sandbox.platform.db.incentiveOrders.list().filter((o) => o.planId === 31);
    expect(
      within(figures.getByText('Dispatched').closest('[role=listitem]') as HTMLElement).getByText(String(orders.length)),
    ).toBeInTheDocument();
    const tiers = within(screen.getByRole('list', { name: 'Reward tiers' }));
    expect(within(tiers.getByRole('listitem', { name: '基础档' })).getByText('Reached')).toBeInTheDocument();
    expect(within(tiers.getByRole('listitem', { name: '冲刺档' })).getByText('Not reached')).toBeInTheDocument();
  });

  it('joins an open plan after asking, and shows it joined', async () => {
    renderAtRoute(<IncentiveBoardPage />, '/incentive/board');
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 2, name: '第四季度订单量激励计划' }, slow);
    expect(screen.queryByRole('button', { name: 'Join this plan' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Plan' }));
    await user.click(await screen.findByTitle('2027年1月订单量激励计划'));
    await screen.findByRole('heading', { level: 2, name: '2027年1月订单量激励计划' }, slow);
    await user.click(screen.getByRole('button', { name: 'Join this plan' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sandbox.platform.db.incentivePlans.get(32)?.isJoined).toBe(true), slow);
    expect(await screen.findByText('Joined', { selector: '.ant-tag' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join this plan' })).not.toBeInTheDocument();
  });
});

describe('incentive orders (/incentive/orderList)', { timeout: 60_000 }, () => {
  it('opens the order from the notification link and adds a follow-up; an empty one is not sent', async () => {
    const overdue = sandbox.platform.db.incentiveOrders.list().find((o) => o.incentiveStatus === 4 && o.taskStatus === 1)!;
    renderAtRoute(<IncentiveOrderListPage />, `/incentive/orderList?id=${overdue.id}&open=true`);
    const drawer = within(await screen.findByRole('dialog', { name: 'Incentive order' }, slow));
    expect(await drawer.findByRole('heading', { name: `${overdue.customerName} · ${overdue.orderNumber}` }, slow)).toBeInTheDocument();
    expect(drawer.getByText('overdue')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(drawer.getByRole('button', { name: 'Add follow-up' }));
    // The modal over the drawer, found by its field (jsdom gives antd's modal no accessible name).
    const form = within((await screen.findByRole('textbox', { name: 'Follow-up' }, slow)).closest('.ant-modal') as HTMLElement);
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Say what was done')).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: 'Follow-up' }), '已电话联系，客户周六到院');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sandbox.platform.db.incentiveOrders.get(overdue.id)?.incentiveStatus).toBe(3), slow);
    expect(await drawer.findByText('已电话联系，客户周六到院', {}, slow)).toBeInTheDocument();
    expect(await drawer.findByText('followed late', {}, slow)).toBeInTheDocument();
  });

  it('lists the plan orders and filters by incentive status into the address', async () => {
    renderAtRoute(<IncentiveOrderListPage />, '/incentive/orderList?incentiveStatus=5');
    const table = await screen.findByRole('table', { name: 'Incentive orders' }, slow);
    const invalid = sandbox.platform.db.incentiveOrders.list().filter((o) => o.incentiveStatus === 5);
    expect(await within(table).findByText(invalid[0]!.orderNumber, {}, slow)).toBeInTheDocument();
    expect(screen.getByText(`${invalid.length} items in total`)).toBeInTheDocument();
  });
});
