import { expect, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import EcOrderListPage from './order-list-page.tsx';

const meta = preview.meta({ title: 'Pages/E-commerce orders (/ec/order-list)', component: EcOrderListPage });

/** The sandbox's e-commerce orders, newest payment first, with the export and the page's paid total. */
export const AllOrders = meta.story({
  decorators: [withRouter('/ec/order-list')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search')).toBeVisible();
    const table = await canvas.findByRole('table');
    await expect((await within(table).findAllByRole('link', { name: /^EC\d+/ })).length).toBeGreaterThan(0);
    await expect(canvas.getByTestId('ec-page-total')).toHaveTextContent(/¥/);
  },
});

/** Filtered from the address: refunded orders only. */
export const Refunded = meta.story({
  decorators: [withRouter('/ec/order-list?refund=2')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    await expect((await within(table).findAllByText(/^(refunded|已退款)$/)).length).toBeGreaterThan(0);
    await expect(within(table).queryByText(/^(refund requested|退款中)$/)).toBeNull();
  },
});
