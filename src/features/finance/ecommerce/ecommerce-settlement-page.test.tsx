import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatCents, percentOf, toCents } from '@/lib/money/money.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import EcommerceSettlementPage from './ecommerce-settlement-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 8000 };

describe('e-commerce settlement (/finance/ecommerce)', { timeout: 180_000 }, () => {
  it('lists the months of the sku orders and opens one whose totals are the exact sums of its orders', async () => {
    const user = userEvent.setup({ delay: null });
    const orders = sandbox.platform.db.ecOrders.list();
    const months = [...new Set(orders.map((o) => o.payTime.slice(0, 7)))].sort().reverse();
    renderAtRoute(<EcommerceSettlementPage />, '/finance/ecommerce');
    const table = await screen.findByRole('table', { name: 'Monthly e-commerce settlements' }, slow);
    await waitFor(() => expect(within(table).getByText(months[0]!)).toBeInTheDocument(), slow);
    const month = months[1]!;
    await user.click(within(table).getByRole('button', { name: `Details ${month}` }));
    await screen.findByText(`E-commerce settlement ${month}`, {}, slow);
    const drawer = within(screen.getByText(`E-commerce settlement ${month}`).closest<HTMLElement>('.ant-drawer')!);
    const own = orders.filter((o) => o.payTime.startsWith(month));
    const settled = own.map((o) => {
      const net = toCents(o.payAmount) - (o.refundStatus === 2 ? toCents(o.refundAmount ?? 0) : 0);
      return net - percentOf(net, 5);
    });
    expect(await drawer.findByTestId('total-settleAmount', {}, slow)).toHaveTextContent(formatCents(settled.reduce((a, b) => a + b, 0)));
    expect(drawer.getAllByRole('row').length).toBeGreaterThanOrEqual(own.length + 2);
  });

  it('adds many 0.1 and 0.2 amounts without drift', async () => {
    const user = userEvent.setup({ delay: null });
    const template = sandbox.platform.db.ecOrders.first()!;
    for (let i = 0; i < 30; i++) {
      const pay = i % 2 === 0 ? 0.1 : 0.2;
      sandbox.platform.db.ecOrders.insert({
        ...template,
        id: 990_001 + i,
        orderNo: `EC20250115${String(i).padStart(6, '0')}`,
        orderAmount: pay,
        discountAmount: 0,
        payAmount: pay,
        refundStatus: 0,
        refundAmount: null,
        payTime: '2025-01-15 10:00:00',
      });
    }
    renderAtRoute(<EcommerceSettlementPage />, '/finance/ecommerce');
    const table = await screen.findByRole('table', { name: 'Monthly e-commerce settlements' }, slow);
    await user.click(await within(table).findByRole('button', { name: 'Details 2025-01' }, slow));
    await screen.findByText('E-commerce settlement 2025-01', {}, slow);
    const drawer = within(screen.getByText('E-commerce settlement 2025-01').closest<HTMLElement>('.ant-drawer')!);
    // 15 × 0.1 + 15 × 0.2 = 4.50 exactly; the fee is rounded per order (0.1 → 0.01, 0.2 → 0.01).
    expect(await drawer.findByTestId('total-payAmount', {}, slow)).toHaveTextContent('¥4.50');
    expect(drawer.getByTestId('total-serviceFee')).toHaveTextContent('¥0.30');
    expect(drawer.getByTestId('total-settleAmount')).toHaveTextContent('¥4.20');
  });
});
