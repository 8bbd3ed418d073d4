import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import EcOrderDetailPage from './order-detail-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 10_000 };

describe('e-commerce order detail (/ec/order/detail)', { timeout: 120_000 }, () => {
  it('shows the items, the verification codes and saves the hospital remark', async () => {
    const order = sandbox.platform.db.ecOrders.list().find((o) => o.verifyStatus === 1)!;
    renderAtRoute(<EcOrderDetailPage />, `/ec/order/detail?id=${order.id}`);
    expect(await screen.findByText(order.orderNo, {}, slow)).toBeInTheDocument();
    const codes = screen.getByRole('table', { name: 'Verification codes' });
    for (const code of order.verifyCodes) expect(within(codes).getByText(code.code)).toBeInTheDocument();
    expect(within(codes).getAllByText('used')).toHaveLength(order.verifyCodes.filter((c) => c.status === 1).length);
    expect(screen.getByText(order.spuName)).toBeInTheDocument();

    const user = userEvent.setup();
    const remark = screen.getByLabelText('Our remark');
    await user.clear(remark);
    await user.type(remark, '已约周六下午到院');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sandbox.platform.db.ecOrders.get(order.id)?.hospitalRemark).toBe('已约周六下午到院'));
    expect(await screen.findByText('Remark saved')).toBeInTheDocument();
  });
});
