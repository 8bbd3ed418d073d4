import { expect, screen, userEvent, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import SittingListPage from './sitting-list-page.tsx';

const meta = preview.meta({ title: 'Pages/Doctor sitting (/hospital/addSit)', component: SittingListPage });

/** The sandbox's applications: sources, periods, days, and deal / reject on the pending ones. */
export const Applications = meta.story({
  decorators: [withRouter('/hospital/addSit')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    await expect(await within(table).findByText(/^张振宇 · /)).toBeVisible();
    await expect((await within(table).findAllByRole('button', { name: /^(Deal|处\s?理)$/ })).length).toBeGreaterThan(1);
    await expect((await within(table).findAllByText(/Reason for rejecting|拒绝原因/)).length).toBeGreaterThan(0);
  },
});

/** Inviting a doctor: the search, the period, the days of the week. */
export const InviteForm = meta.story({
  decorators: [withRouter('/hospital/addSit')],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Invite a doctor|邀请医生坐诊/ }));
    const drawer = await screen.findByRole('dialog');
    await expect(within(drawer).getByLabelText(/Find a platform doctor|搜索平台医生/)).toBeVisible();
    // antd hides the checkbox's input under its drawn box: the day is seen by its label.
    await expect(within(drawer).getByRole('checkbox', { name: /Sat|周六/ })).toBeInTheDocument();
    await expect(within(drawer).getByText(/^(Sat|周六)$/)).toBeVisible();
  },
});
