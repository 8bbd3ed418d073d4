import { expect, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import EcOrderDetailPage from './order-detail-page.tsx';

const meta = preview.meta({ title: 'Pages/E-commerce order (/ec/order/detail)', component: EcOrderDetailPage });

/** A seeded order: its items, verification codes and the remark form. */
export const SeededOrder = meta.story({
  decorators: [withRouter('/ec/order/detail?id=770501')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const codes = await canvas.findByRole('table', { name: /Verification codes|核销码/ }, { timeout: 10_000 });
    await expect(within(codes).getAllByRole('row').length).toBeGreaterThan(1);
    await expect(canvas.getByText(/^EC\d+$/)).toBeVisible();
    await expect(canvas.getByLabelText(/Our remark|机构备注/)).toBeVisible();
  },
});
