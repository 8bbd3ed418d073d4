import { expect, screen, userEvent, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import { ThirdPartyButton } from './third-party-button.tsx';

const meta = preview.meta({ title: 'Third-party/Header button', component: ThirdPartyButton });

/** The order list's header button opens the third-party customers in a drawer. */
export const Opens = meta.story({
  decorators: [withRouter('/order/alllist')],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /Third-party customers and orders|第三方客户\/订单/ }));
    const drawer = await screen.findByRole('dialog');
    const table = await within(drawer).findByRole('table');
    await expect((await within(table).findAllByText(/Meituan|美团|Douyin|抖音|Dianping|大众点评/)).length).toBeGreaterThan(0);
  },
});
