import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { getExportEcOrdersMockHandler, getGetEcOrderListMockHandler } from '@generated/main/sku/sku.msw';
import { formatMoneyFromCents } from '@/lib/i18n/format.ts';
import { sumCents } from '@/lib/money/money.ts';
import { answer } from '@/testing/gateway-handlers.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import EcOrderListPage from './order-list-page.tsx';

installGatewayServer();

const listCalls: Record<string, unknown>[] = [];
const exportCalls: Record<string, unknown>[] = [];
const record =
  (calls: Record<string, unknown>[]) =>
  async ({ request }: { request: Request }) => {
    calls.push((await request.clone().json()) as Record<string, unknown>);
    return undefined; // on to the sandbox
  };
const sandbox = installSandboxGateway('demo-main', () => {
  listCalls.length = 0;
  exportCalls.length = 0;
  return [answer(getGetEcOrderListMockHandler, record(listCalls)), answer(getExportEcOrdersMockHandler, record(exportCalls))];
});

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

const slow = { timeout: 10_000 };

describe('e-commerce order list (/ec/order-list)', { timeout: 120_000 }, () => {
  it('filters from the address, totals the page in cents and exports with the same filters', async () => {
    renderAtRoute(
      <>
        <Address />
        <EcOrderListPage />
      </>,
      '/ec/order-list?verify=2',
    );
    const used = sandbox.platform.db.ecOrders
      .list()
      .filter((o) => o.verifyStatus === 2)
      .sort((a, b) => b.payTime.localeCompare(a.payTime) || b.id - a.id);
    const table = await screen.findByRole('table', { name: 'Orders' }, slow);
    expect(await within(table).findByRole('link', { name: used[0]!.orderNo }, slow)).toHaveAttribute(
      'href',
      expect.stringContaining(`/ec/order/detail?id=${used[0]!.id}`),
    );
    expect(screen.getByText(`${used.length} items in total`)).toBeInTheDocument();
    expect(listCalls[0]).toMatchObject({ verifyStatus: 2, page: 1, limit: 10 });
    const firstPage = used.slice(0, 10);
    expect(screen.getByTestId('ec-page-total')).toHaveTextContent(
      formatMoneyFromCents(sumCents(firstPage.map((o) => o.payAmount)), 'en-US'),
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Export$/ }));
    await waitFor(() => expect(exportCalls).toHaveLength(1));
    expect(exportCalls[0]).toEqual({ verifyStatus: 2 });
  });
});
