import { expect, screen, userEvent, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import ProjectListPage from './project-list-page.tsx';

const meta = preview.meta({ title: 'Pages/Projects (/hospital/project)', component: ProjectListPage });

/** The sandbox's applications: status tabs, the table with withdraw, close and resubmit. */
export const Applications = meta.story({
  decorators: [withRouter('/hospital/project')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /Projects|项目管理/ })).toBeVisible();
    const table = await canvas.findByRole('table');
    // The newest application (seeded a day ago, under review).
    await expect(await within(table).findByText('胶原蛋白')).toBeVisible();
    await expect((await within(table).findAllByRole('button', { name: /Close|关\s?闭/ })).length).toBeGreaterThan(0);
    await expect((await within(table).findAllByRole('button', { name: /Withdraw|撤\s?回/ })).length).toBeGreaterThan(0);
  },
});

/** The closed tab: each project says why it was closed. */
export const Closed = meta.story({
  decorators: [withRouter('/hospital/project?status=4')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    await expect((await within(table).findAllByText(/Reason for closing|关闭原因/)).length).toBeGreaterThan(0);
  },
});

/** Applying: the drawer with the projects (opened ones cannot be chosen), the doctors and the documents hint. */
export const ApplyForm = meta.story({
  decorators: [withRouter('/hospital/project')],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Apply to open projects|申请开通项目/ }));
    const drawer = await screen.findByRole('dialog');
    await expect(within(drawer).getByLabelText(/Projects to open|开通项目/)).toBeVisible();
    await expect(within(drawer).getByLabelText(/Doctors|执行医生/)).toBeVisible();
    await expect(within(drawer).getByText(/Choose projects first|请先选择项目/)).toBeVisible();
  },
});
