import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import { StrictSelectOrderPage } from './strict-select-order-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 8000 };

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(path: string) {
  renderAtRoute(
    <>
      <Address />
      <StrictSelectOrderPage />
    </>,
    path,
  );
}

describe('strict-select orders (/yanOrder)', { timeout: 120_000 }, () => {
  it('opens the order of notification 200801 in a drawer from ?id=&open=true', async () => {
    const order = sandbox.platform.db.strictSelectOrders.get(5502)!;
    renderPage('/yanOrder?id=5502&open=true');
    const drawer = within(await screen.findByRole('dialog', { name: 'Strict-select order' }, slow));
    expect(await drawer.findByRole('heading', { name: `${order.customerName} · ${order.orderNo}` }, slow)).toBeInTheDocument();
    expect(drawer.getByText(order.followRecords[0]!.content)).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(drawer.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(/^\/yanOrder$/), slow);
  });

  it('shows the counts as views and filters to the overdue orders through the address', async () => {
    renderPage('/yanOrder');
    const overdue = await screen.findByText(/^Follow-up overdue \([1-9]\d*\)$/, {}, slow);
    await userEvent.setup({ delay: null }).click(overdue);
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('/yanOrder?view=overdue'), slow);
    const table = screen.getByRole('table', { name: 'Strict-select orders' });
    await waitFor(() => expect(within(table).getAllByText('Overdue').length).toBe(within(table).getAllByRole('row').length - 1), slow);
  });

  it('a follow-up needs what happened, then is recorded on the order', async () => {
    const order = sandbox.platform.db.strictSelectOrders.list().find((o) => o.followRecords.length === 0)!;
    renderPage(`/yanOrder?id=${order.id}&open=true`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Follow up' }, slow));
    // The drawer and the dialog share the test environment's one generated id, so find the dialog by its title.
    const dialog = within((await screen.findByText('Follow up the order', {}, slow)).closest('.ant-modal') as HTMLElement);
    await user.click(dialog.getByRole('button', { name: 'Follow up' }));
    expect(await dialog.findByText('Required', {}, slow)).toBeInTheDocument();
    expect(sandbox.platform.db.strictSelectOrders.get(order.id)?.followRecords).toHaveLength(0);
    await user.click(dialog.getByRole('textbox', { name: 'What happened' }));
    await user.paste('已电话联系，客户周六到院');
    await user.click(dialog.getByRole('button', { name: 'Follow up' }));
    await waitFor(
      () => expect(sandbox.platform.db.strictSelectOrders.get(order.id)?.followRecords[0]?.content).toBe('已电话联系，客户周六到院'),
      slow,
    );
    expect(await screen.findByText('已电话联系，客户周六到院', {}, slow)).toBeInTheDocument();
  });
});
