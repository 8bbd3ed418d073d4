import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import { OrderListPage } from './order-list-page.tsx';

/** The all-orders workbench (the app adds other areas' tools to its header). */
function AllOrdersPage() {
  return <OrderListPage scope="all" />;
}
import MyOrdersPage from './my-orders-page.tsx';

const meta = preview.meta({ title: 'Pages/Orders (/order/alllist)', component: AllOrdersPage });

const FOLLOW_NUMBER = /^F\d+$/;

/** The sandbox's orders as demo-main sees them: tabs with counts, the badge, filters, rows. */
export const AllOrders = meta.story({
  decorators: [withRouter('/order/alllist')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /All orders|全部订单/ })).toBeVisible();
    await expect(await canvas.findByRole('tab', { name: /^(All|全部) \(\d+\)$/ })).toBeVisible();
    await expect(await canvas.findByRole('status', { name: /^(Unprocessed|待处理) \d+$/ })).toBeVisible();
    const table = await canvas.findByRole('table');
    await expect((await within(table).findAllByText(FOLLOW_NUMBER)).length).toBe(10);
    await expect(canvas.getByRole('button', { name: /Export|导\s?出/ })).toBeEnabled();
  },
});

/** The deposit-paid tab from a link: only deposit-paid orders. */
export const DepositPaidTab = meta.story({
  decorators: [withRouter('/order/alllist?status=7')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: /^(deposit paid|已付定金) \(\d+\)$/, selected: true })).toBeVisible();
    const table = await canvas.findByRole('table');
    const tags = await within(table).findAllByText(/^(deposit paid|已付定金)$/);
    await expect(tags.length).toBe((await within(table).findAllByText(FOLLOW_NUMBER)).length);
  },
});

/** A notification's link: the order's detail over the list, with its actions. */
export const DeepLinkOpensDrawer = meta.story({
  decorators: [withRouter('/order/alllist?id=880002&open=true')],
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: /Order detail|订单详情/ });
    await expect(await within(drawer).findByRole('heading', { name: /· F\d+$/ })).toBeVisible();
    await expect(within(drawer).getByRole('toolbar', { name: /Actions|操作/ })).toBeVisible();
    await expect(within(drawer).getByText(/Follow timeline|跟进记录/)).toBeVisible();
  },
});

/** A row opens its order. */
export const RowOpensDrawer = meta.story({
  decorators: [withRouter('/order/alllist?status=1')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    const first = (await within(table).findAllByText(FOLLOW_NUMBER))[0] as HTMLElement;
    const followNumber = first.textContent ?? '';
    await userEvent.click(first);
    const drawer = await screen.findByRole('dialog', { name: /Order detail|订单详情/ });
    await waitFor(() => expect(within(drawer).getByRole('heading', { name: new RegExp(`· ${followNumber}$`) })).toBeVisible());
  },
});

/** "Mine": the orders demo-main follows. */
export const MyOrders = meta.story({
  render: () => <MyOrdersPage />,
  decorators: [withRouter('/order/mylist')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /My orders|我的订单/ })).toBeVisible();
    const table = await canvas.findByRole('table');
    await expect((await within(table).findAllByText(FOLLOW_NUMBER)).length).toBeGreaterThan(0);
  },
});
