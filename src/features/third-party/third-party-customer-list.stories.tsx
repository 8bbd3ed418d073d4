import { expect, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import { ThirdPartyCustomerList } from './third-party-customer-list.tsx';

const meta = preview.meta({ title: 'Third-party/Customer list', component: ThirdPartyCustomerList });

/** Meituan customers only, from the address. */
export const Meituan = meta.story({
  decorators: [withRouter('/order/alllist?tpc.platform=1')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    await expect((await within(table).findAllByText(/^(Meituan|美团)$/)).length).toBeGreaterThan(0);
    await expect(within(table).queryByText(/^(Douyin|抖音)$/)).toBeNull();
  },
});
