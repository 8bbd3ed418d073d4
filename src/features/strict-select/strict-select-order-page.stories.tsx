import { expect, screen, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import { StrictSelectOrderPage } from './strict-select-order-page.tsx';

const meta = preview.meta({ title: 'Pages/Strict-select orders (/yanOrder)', component: StrictSelectOrderPage });

/** The sandbox's strict-select orders with their counts as views. */
export const AllOrders = meta.story({
  decorators: [withRouter('/yanOrder')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /Selected dispatch orders|严选派单/ })).toBeVisible();
    await expect(await canvas.findByText(/^(All|全部)\s?[（(][\d,]+[）)]$/)).toBeVisible();
    const table = await canvas.findByRole('table', { name: /Strict-select orders|严选订单/ });
    await expect((await within(table).findAllByText(/^YX\d+$/)).length).toBeGreaterThan(0);
  },
});

/** Opened by notification 200801: the order in its drawer with its follow-up records. */
export const OrderDrawer = meta.story({
  decorators: [withRouter('/yanOrder?id=5501&open=true')],
  play: async () => {
    const drawer = within(await screen.findByRole('dialog'));
    await expect(await drawer.findByRole('heading', { level: 2, name: /· YX\d+$/ })).toBeVisible();
    await expect(drawer.getByRole('button', { name: /^(Follow up|跟\s?进)$/ })).toBeVisible();
    await expect(drawer.getByText(/Follow-up records|跟进记录/)).toBeVisible();
  },
});
