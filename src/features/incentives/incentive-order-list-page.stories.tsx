import { expect, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import IncentiveOrderListPage from './incentive-order-list-page.tsx';

const meta = preview.meta({ title: 'Pages/Incentive orders (/incentive/orderList)', component: IncentiveOrderListPage });

/** The current plan's orders, follow deadline first, with their incentive status. */
export const PlanOrders = meta.story({
  decorators: [withRouter('/incentive/orderList')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: /Incentive orders|激励订单/ });
    await expect((await within(table).findAllByText(/^PD\d+$/)).length).toBeGreaterThan(0);
    await expect((await within(table).findAllByText(/followed in time|及时跟进/)).length).toBeGreaterThan(0);
  },
});

/** Opened by notification 20230508 / 20230727: the order in the drawer with its follow-ups. */
export const FromNotification = meta.story({
  decorators: [withRouter('/incentive/orderList?id=12050&open=true')],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = within(await body.findByRole('dialog', { name: /Incentive order|激励订单详情/ }, { timeout: 8000 }));
    await expect(await drawer.findByRole('heading', { level: 2 }, { timeout: 8000 })).toBeVisible();
    await expect(drawer.getByRole('button', { name: /Add follow-up|添加跟进/ })).toBeVisible();
  },
});
