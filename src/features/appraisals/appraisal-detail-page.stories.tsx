import { expect, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import AppraisalDetailPage from './appraisal-detail-page.tsx';

const meta = preview.meta({ title: 'Pages/Appraisal detail (/order/appraisDetail)', component: AppraisalDetailPage });

/** The first seeded appraisal: its rating, content and the hospital reply part (the reply, or the form to publish one). */
export const OneAppraisal = meta.story({
  decorators: [withRouter('/order/appraisDetail?id=31001')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^(Appraisal|评价内容)$/)).toBeVisible();
    await expect(canvas.getByText(/^(Hospital reply|医院回复)$/)).toBeVisible();
    await expect(canvas.getByText(/^(Order|订单号)$/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Back to appraisals|返回评价列表/ })).toBeVisible();
  },
});

/** A link without an id says so instead of loading. */
export const NoId = meta.story({
  decorators: [withRouter('/order/appraisDetail')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/the link has no id|没有评价编号/)).toBeVisible();
  },
});
