import { expect, screen, userEvent, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import { ThirdPartyView } from './third-party-view.tsx';

const meta = preview.meta({ title: 'Third-party/Customers and orders', component: ThirdPartyView });

/** Customers by latest order; one opens with their orders. */
export const Customers = meta.story({
  decorators: [withRouter('/order/alllist')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    await expect((await within(table).findAllByText(/Meituan|美团|Douyin|抖音|Dianping|大众点评/)).length).toBeGreaterThan(0);
    await userEvent.click((await within(table).findAllByRole('row'))[1] as HTMLElement);
    const drawer = await screen.findByRole('dialog');
    await expect(await within(drawer).findByRole('table', { name: /^(Orders|订单记录)$/ })).toBeVisible();
  },
});

/** The orders tab, opened from the address. */
export const Orders = meta.story({
  decorators: [withRouter('/order/alllist?tp=orders')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    await expect((await within(table).findAllByText(/^(MT|DP|DY|KS|XHS|QT)\d+/)).length).toBeGreaterThan(0);
  },
});
