import { Button } from 'antd';
import { expect, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../../.storybook/preview.tsx';
import { PageContainer } from './page-container.tsx';

const meta = preview.meta({ title: 'Kit/PageContainer', component: PageContainer });

/** A detail route: its title as the page's heading, the sections above it as the breadcrumb, an action. */
export const DetailRoute = meta.story({
  decorators: [withRouter('/activity/platform/platDetail?id=3')],
  args: { extra: <Button type="primary">Sign up</Button>, children: <p>The page's content.</p> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /Platform activity detail|平台活动详情/ })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: /Breadcrumb|面包屑/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeVisible();
  },
});

/** A top-level route: the title only. */
export const TopLevelRoute = meta.story({
  decorators: [withRouter('/setting')],
  args: { maxWidth: 760, children: <p>Settings go here.</p> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /Settings|设置/ })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
});
