/**
 * The order detail's follow history beside the timeline: the platform's follow tasks (each opening
 * the records made for it) and the customer's archive across orders, both read from the sandbox.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clientFollowArchive } from '@mocks/domain/order-client-archive.ts';
import { followTasks } from '@mocks/domain/order-follow-tasks.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import FollowDetailPage from './follow-detail-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 8000 };

describe('follow history in the order detail', { timeout: 60_000 }, () => {
  it('lists the follow tasks with their status, and a task opens the records made for it', async () => {
    const order = sandbox.platform.db.orders.list().find((o) => followTasks(sandbox.platform, o.id).some((task) => task.status === 1))!;
    const tasks = followTasks(sandbox.platform, order.id);
    const done = tasks.find((task) => task.status === 1)!;
    renderAtRoute(<FollowDetailPage />, `/FollowDetail?id=${order.id}`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('tab', { name: 'Follow tasks' }, slow));
    const list = await screen.findByRole('list', { name: 'Follow tasks' }, slow);
    expect(within(list).getAllByRole('listitem')).toHaveLength(tasks.length);
    const item = within(list).getAllByRole('listitem', { name: done.title })[0]!;
    expect(within(item).getByText('done')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Show records' }));
    expect(await within(item).findByText(/deals? under this task/, {}, slow)).toBeInTheDocument();
    expect(within(item).getAllByRole('article').length).toBeGreaterThan(0);
  });

  it("pages the customer's archive across orders and narrows it to this order", async () => {
    const order = sandbox.platform.db.orders
      .list()
      .find((o) => clientFollowArchive(sandbox.platform, { customerId: o.customer.id, page: 1, limit: 10 }).total > 10)!;
    const all = clientFollowArchive(sandbox.platform, { customerId: order.customer.id, page: 1, limit: 10 });
    const own = clientFollowArchive(sandbox.platform, { customerId: order.customer.id, followId: order.id, page: 1, limit: 10 });
    renderAtRoute(<FollowDetailPage />, `/FollowDetail?id=${order.id}`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('tab', { name: 'Client archive' }, slow));
    const panel = await screen.findByRole('tabpanel', { name: 'Client archive' }, slow);
    expect(await within(panel).findAllByRole('article', {}, slow)).toHaveLength(all.list.length);
    expect(within(panel).getByRole('listitem', { name: '2' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('checkbox', { name: 'Only this order' }));
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(own.list.length), slow);
    expect(within(panel).queryByRole('listitem', { name: '2' })).toBeNull();
  });
});
