import { expect, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import CourseListPage from './course-list-page.tsx';

const meta = preview.meta({ title: 'Pages/Courses (/learn/list)', component: CourseListPage });

/** The sandbox's courses, required first, with the person's progress. */
export const AllCourses = meta.story({
  decorators: [withRouter('/learn/list')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: /Courses|课程列表/ });
    await expect((await within(table).findAllByRole('button', { name: /^(Study|去学习) / })).length).toBeGreaterThan(0);
    await expect((await within(table).findAllByText(/^(Required|必修)$/)).length).toBeGreaterThan(0);
  },
});

/** Opened by notification 20250508: the course in the drawer, its chapters, the player and the introduction. */
export const FromNotification = meta.story({
  decorators: [withRouter('/learn/list?id=601')],
  play: async ({ canvasElement }) => {
    const drawer = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: /Course|课程/ }, { timeout: 8000 }));
    await expect(await drawer.findByRole('heading', { level: 2, name: '派单客户首次电话跟进话术' }, { timeout: 8000 })).toBeVisible();
    await expect(drawer.getByTestId('course-video')).toBeInTheDocument();
    await expect(drawer.getByRole('region', { name: /Introduction|课程介绍/ })).toHaveTextContent(/讲师：陈老师/);
  },
});
