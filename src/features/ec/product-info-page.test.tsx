import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import ProductInfoPage from './product-info-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(path: string) {
  renderAtRoute(
    <>
      <Address />
      <ProductInfoPage />
    </>,
    path,
  );
}

const slow = { timeout: 10_000 };
const save = () => screen.getByRole('button', { name: 'Save and submit for review' });

describe('product form (/ec/product-info)', { timeout: 120_000 }, () => {
  it('says what is missing or wrong before anything is sent', async () => {
    renderPage('/ec/product-info');
    const user = userEvent.setup();
    const before = sandbox.platform.db.products.count();
    await user.click(save());
    expect(await screen.findByText('Please enter the product name', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('Please choose a category')).toBeInTheDocument();
    expect(screen.getByText('Please upload a cover image')).toBeInTheDocument();
    expect(screen.getByText('Please upload at least one image')).toBeInTheDocument();
    expect(screen.getByText('Please enter the specification name')).toBeInTheDocument();
    expect(screen.getAllByText('A positive amount with at most two decimals')).toHaveLength(2);
    expect(screen.getByText('Please enter the product details')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Original price of specification 1'), '10.005');
    await user.type(screen.getByLabelText('Price of specification 1'), '12');
    await user.click(save());
    await waitFor(() => expect(screen.getAllByText('A positive amount with at most two decimals')).toHaveLength(1));
    await user.clear(screen.getByLabelText('Original price of specification 1'));
    await user.type(screen.getByLabelText('Original price of specification 1'), '10');
    await user.click(save());
    expect(await screen.findByText('The price cannot be above the original price', {}, slow)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a specification' }));
    await user.type(screen.getByLabelText('Name of specification 1'), '单次');
    await user.type(screen.getByLabelText('Name of specification 2'), '单次');
    await user.click(save());
    expect(await screen.findAllByText('Specification names must differ', {}, slow)).not.toHaveLength(0);
    expect(sandbox.platform.db.products.count()).toBe(before);
  });

  it('edits a product: adds a specification, previews the description safely, saves to review', async () => {
    const product = sandbox.platform.db.products.list().find((p) => p.status === 2)!;
    renderPage(`/ec/product-info?id=${product.id}`);
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByLabelText('Product name')).toHaveValue(product.spuName), slow);
    const skuCount = product.skus.length;

    await user.click(screen.getByRole('button', { name: 'Add a specification' }));
    const n = skuCount + 1;
    await user.type(screen.getByLabelText(`Name of specification ${n}`), '体验装');
    await user.type(screen.getByLabelText(`Original price of specification ${n}`), '0.3');
    await user.type(screen.getByLabelText(`Price of specification ${n}`), '0.1');

    const description = screen.getByLabelText('Details');
    fireEvent.change(description, {
      target: { value: '<p>术后<b>免费</b>复查</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">' },
    });
    const preview = (await screen.findByText('Preview')).closest('.ant-card') as HTMLElement;
    expect(within(preview).getByText('免费')).toBeInTheDocument();
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('[onerror]')).toBeNull();

    await user.click(save());
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('/ec/product-list'), slow);
    const saved = sandbox.platform.db.products.get(product.id)!;
    expect(saved.status).toBe(1);
    expect(saved.skus).toHaveLength(skuCount + 1);
    expect(saved.skus.at(-1)).toMatchObject({ skuName: '体验装', price: 0.3, salePrice: 0.1, stock: 0 });
    expect(saved.salePrice).toBe(0.1);
    expect(saved.skus.slice(0, skuCount).map((s) => s.skuId)).toEqual(product.skus.map((s) => s.skuId));
  });
});
