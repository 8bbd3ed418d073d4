import { expect, screen, userEvent, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import BusinessActivityDetailPage from './business-activity-detail-page.tsx';
import BusinessActivityEditPage from './business-activity-edit-page.tsx';
import BusinessActivityListPage from './business-activity-list-page.tsx';

const meta = preview.meta({ title: 'Pages/Activities/Business (/activity/business)', component: BusinessActivityListPage });

/** The hospital's own activities in every status, with the actions each allows. */
export const AllActivities = meta.story({
  decorators: [withRouter('/activity/business')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /Business activities|商家活动/ })).toBeVisible();
    const table = await canvas.findByRole('table', { name: /Business activities|商家活动/ });
    await expect(await within(table).findByRole('link', { name: '秋冬光子嫩肤焕肤季' })).toBeVisible();
    await expect(within(table).getAllByRole('button', { name: /Take offline|下线/ }).length).toBeGreaterThan(0);
  },
});

/** A rejected activity: the platform's reason and the way to edit it. */
export const Rejected = meta.story({
  render: () => <BusinessActivityDetailPage />,
  decorators: [withRouter('/activity/business/businessDetail?id=3105')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '冬季脱毛季' })).toBeVisible();
    await expect(canvas.getByText(/不限次.+表述易引起误解/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^(Edit|编辑)$/ })).toBeVisible();
  },
});

/** A new activity: submitting an empty form names what is missing, nothing is sent. */
export const NewActivity = meta.story({
  render: () => <BusinessActivityEditPage />,
  decorators: [withRouter('/activity/business/businessEdit')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Submit for review|提交审核/ }));
    await expect((await canvas.findAllByText(/^(Required|必填)$/)).length).toBeGreaterThan(3);
    await expect(screen.queryByText(/Submitted for review|已提交审核/)).toBeNull();
  },
});
