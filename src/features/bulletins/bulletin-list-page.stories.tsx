import { expect, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import BulletinListPage from './bulletin-list-page.tsx';

const meta = preview.meta({ title: 'Pages/Bulletins (/hospital/institutionalNotice)', component: BulletinListPage });

/** The sandbox's bulletins as demo-main sees them: filters, the paged table, pin and delete. */
export const AllBulletins = meta.story({
  decorators: [withRouter('/hospital/institutionalNotice')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /Bulletins|公告管理/ })).toBeVisible();
    await expect(canvas.getByRole('search')).toBeVisible();
    const table = await canvas.findByRole('table');
    await expect((await within(table).findAllByRole('button', { name: /Delete|删除/ })).length).toBeGreaterThan(0);
  },
});

/** Opened from a link with a filter in the address: only published bulletins. */
export const PublishedOnly = meta.story({
  decorators: [withRouter('/hospital/institutionalNotice?status=2')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    const tags = await within(table).findAllByText(/published|已发布/);
    await expect(tags.length).toBeGreaterThan(0);
    await expect(within(table).queryByText(/^(draft|草稿)$/)).toBeNull();
  },
});
