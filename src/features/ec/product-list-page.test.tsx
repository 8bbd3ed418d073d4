import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { getUpdateEcProductStatusMockHandler } from '@generated/main/sku/sku.msw';
import { answer } from '@/testing/gateway-handlers.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import ProductListPage from './product-list-page.tsx';

installGatewayServer();

const statusCalls: { ids: number[]; status: number }[] = [];
const sandbox = installSandboxGateway('demo-main', () => {
  statusCalls.length = 0;
  return [
    answer(getUpdateEcProductStatusMockHandler, async ({ request }) => {
      statusCalls.push((await request.clone().json()) as { ids: number[]; status: number });
      return undefined; // on to the sandbox
    }),
  ];
});

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderList(path = '/ec/product-list') {
  renderAtRoute(
    <>
      <Address />
      <ProductListPage />
    </>,
    path,
  );
}

const slow = { timeout: 8000 };
const table = () => screen.getByRole('table', { name: 'Products' });
const rowOf = (name: string) => within(table()).getByText(name).closest('tr') as HTMLElement;
const products = () => sandbox.platform.db.products.list();

describe('product list (/ec/product-list)', { timeout: 120_000 }, () => {
  it('shows the products with the status tab counts of the sandbox', async () => {
    renderList();
    const all = products();
    const onSale = all.filter((p) => p.status === 0).length;
    const takenDown = all.filter((p) => p.status === 3 || p.status === 5).length;
    expect(await screen.findByRole('tab', { name: `All (${all.length})` }, slow)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: `On sale (${onSale})` })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: `Taken down (${takenDown})` })).toBeInTheDocument();
    const newest = [...all].sort((a, b) => b.updateTime.localeCompare(a.updateTime) || b.id - a.id)[0]!;
    expect(await within(table()).findByText(newest.spuName, {}, slow)).toBeInTheDocument();
  });

  it('takes a product down after asking, sending status 5, and it moves to the taken-down tab', async () => {
    const product = products().find((p) => p.status === 0)!;
    renderList(`/ec/product-list?tab=onSale&keyword=${encodeURIComponent(product.spuName)}`);
    const user = userEvent.setup();
    await within(await screen.findByRole('table', { name: 'Products' }, slow)).findByText(product.spuName, {}, slow);
    await user.click(within(rowOf(product.spuName)).getByRole('button', { name: 'Take down' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(statusCalls).toEqual([{ ids: [product.id], status: 5 }]));
    expect(sandbox.platform.db.products.get(product.id)?.status).toBe(5);
    await waitFor(() => expect(within(table()).queryByText(product.spuName)).not.toBeInTheDocument(), slow);
    await user.click(screen.getByRole('tab', { name: /^Taken down/ }));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('tab=takenDown'));
    expect(await within(table()).findByText(product.spuName, {}, slow)).toBeInTheDocument();
    expect(within(rowOf(product.spuName)).getByRole('button', { name: 'Put on sale' })).toBeInTheDocument();
  });

  it('puts the selected products on sale in one call with status 0', async () => {
    const down = products().filter((p) => p.status === 5 && p.onSaleTime);
    renderList('/ec/product-list?tab=takenDown&keyword=' + encodeURIComponent(down[0]!.spuName));
    const user = userEvent.setup();
    await within(await screen.findByRole('table', { name: 'Products' }, slow)).findByText(down[0]!.spuName, {}, slow);
    await user.click(within(rowOf(down[0]!.spuName)).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Put 1 on sale' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(statusCalls).toEqual([{ ids: [down[0]!.id], status: 0 }]));
    expect(sandbox.platform.db.products.get(down[0]!.id)?.status).toBe(0);
  });

  it('sends a product the platform took down to the endpoint in bulk and nothing changes when it is refused', async () => {
    const platformDown = products().find((p) => p.status === 3)!;
    renderList('/ec/product-list?tab=takenDown&keyword=' + encodeURIComponent(platformDown.spuName));
    const user = userEvent.setup();
    await within(await screen.findByRole('table', { name: 'Products' }, slow)).findByText(platformDown.spuName, {}, slow);
    expect(within(rowOf(platformDown.spuName)).queryByRole('button', { name: 'Put on sale' })).toBeNull();
    await user.click(within(rowOf(platformDown.spuName)).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Put 1 on sale' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(statusCalls).toEqual([{ ids: [platformDown.id], status: 0 }]));
    // Refused by the platform: still taken down by the platform, still listed under its tab.
    expect(sandbox.platform.db.products.get(platformDown.id)?.status).toBe(3);
    expect(within(table()).getByText(platformDown.spuName)).toBeInTheDocument();
  });

  it('deletes a product only after confirming', async () => {
    const rejected = products().find((p) => p.status === 2)!;
    renderList('/ec/product-list?tab=rejected');
    const user = userEvent.setup();
    await within(await screen.findByRole('table', { name: 'Products' }, slow)).findByText(rejected.spuName, {}, slow);
    await user.click(within(rowOf(rejected.spuName)).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(sandbox.platform.db.products.get(rejected.id)).toBeDefined();
    await user.click(within(rowOf(rejected.spuName)).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(table()).queryByText(rejected.spuName)).not.toBeInTheDocument(), slow);
    expect(sandbox.platform.db.products.get(rejected.id)).toBeUndefined();
  });
});
