import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saleActivityStatus } from '@mocks/domain/sale-activities.ts';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { Address } from '@/testing/address.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import BusinessActivityListPage from './business-activity-list-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 8000 };

/** A seeded sale activity in `status` now. */
const activityIn = (status: number) =>
  sandbox.platform.db.saleActivities.list().find((a) => saleActivityStatus(a, sandbox.platform.now()) === status)!;

const rowOf = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr') as HTMLElement;

function renderSaleTab() {
  renderAtRoute(
    <>
      <Address />
      <BusinessActivityListPage />
    </>,
    '/activity/business?tab=sale',
  );
}

describe('sale activities (/activity/business?tab=sale)', { timeout: 120_000 }, () => {
  it('lists the sale activities; the status filter is in the address; each row allows what its status allows', async () => {
    renderSaleTab();
    const running = activityIn(2);
    const notStarted = activityIn(1);
    const table = await screen.findByRole('table', { name: 'Sale activities' }, slow);
    expect(await within(table).findByText(notStarted.name, {}, slow)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('running'));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('/activity/business?tab=sale&sale.status=2'), slow);
    await waitFor(() => expect(within(table).queryByText(notStarted.name)).not.toBeInTheDocument(), slow);
    const row = rowOf(table, running.name);
    const statuses = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent ?? '');
    expectEvery(statuses, (text) => text.includes('running'));
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: `Edit ${running.name}` })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Stop' })).toBeEnabled();
    await user.hover(within(row).getByRole('button', { name: 'Delete' }).parentElement as HTMLElement);
    expect(await screen.findByText('Stop the sale before deleting it')).toBeInTheDocument();
    // The tab is in the address: back to the business activities, whose filters are their own.
    expect(screen.getByRole('radio', { name: 'Sale activities' })).toBeChecked();
    await user.click(within(screen.getByRole('radiogroup', { name: 'Activities shown' })).getByText('Business activities'));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(/^\/activity\/business\?sale\.status=2$/), slow);
    expect(await screen.findByRole('table', { name: 'Business activities' }, slow)).toBeInTheDocument();
  });

  it('stops a running sale after asking; then it can be deleted', async () => {
    renderSaleTab();
    const running = activityIn(2);
    const table = await screen.findByRole('table', { name: 'Sale activities' }, slow);
    const user = userEvent.setup({ delay: null });
    await within(table).findByText(running.name, {}, slow);
    await user.click(within(rowOf(table, running.name)).getByRole('button', { name: 'Stop' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sandbox.platform.db.saleActivities.get(running.id)?.stopTime).toBeTruthy(), slow);
    await waitFor(() => expect(within(rowOf(table, running.name)).getByRole('button', { name: 'Delete' })).toBeEnabled(), slow);
    expect(within(rowOf(table, running.name)).getByText('stopped')).toBeInTheDocument();
  });

  it('checks the form: required fields, a sale price below the SKU price, a quota within the stock; nothing is saved', async () => {
    renderSaleTab();
    const before = sandbox.platform.db.saleActivities.count();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'New sale activity' }, slow));
    const drawer = await screen.findByRole('dialog', {}, slow);
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    // Name, type, period, product, specification, sale price and quota; the messages appear field by field.
    await waitFor(() => expect(within(drawer).getAllByText('Required')).toHaveLength(7), slow);

    const product = sandbox.platform.db.products.list().find((p) => p.status === 0 && p.skus.length > 0)!;
    const sku = product.skus[0]!;
    const line = within(drawer).getByRole('group', { name: 'Product 1' });
    // Found by name on the server, as a person searches the hospital's products.
    await user.click(within(line).getByRole('combobox', { name: 'Product' }));
    await user.paste(product.spuName);
    await user.click(await screen.findByTitle(product.spuName, {}, slow));
    await user.click(within(line).getByRole('combobox', { name: 'Specification' }));
    await user.click(await screen.findByTitle(new RegExp(`^${sku.skuName} · `), {}, slow));
    const price = within(line).getByRole('spinbutton', { name: 'Sale price (¥)' });
    await user.click(price);
    await user.paste(String(sku.salePrice + 100));
    const quota = within(line).getByRole('spinbutton', { name: 'Quota' });
    await user.click(quota);
    await user.paste(String(sku.stock + 1));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText(`The sale price must be below the usual price ¥${sku.salePrice}`, {}, slow)).toBeInTheDocument();
    expect(await within(drawer).findByText(`At most the stock, ${sku.stock}`, {}, slow)).toBeInTheDocument();
    expect(sandbox.platform.db.saleActivities.count()).toBe(before);
  });
});
