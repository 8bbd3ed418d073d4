import { expect, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import { ThirdPartyOrderList } from './third-party-order-list.tsx';

const meta = preview.meta({ title: 'Third-party/Order list', component: ThirdPartyOrderList });

/** Filtered from the address to written-off orders. */
export const WrittenOff = meta.story({
  decorators: [withRouter('/order/alllist?tpo.status=2')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    await expect((await within(table).findAllByText(/^(written off|已核销)$/)).length).toBeGreaterThan(0);
    await expect(within(table).queryByText(/^(paid, not used|待使用)$/)).toBeNull();
  },
});
