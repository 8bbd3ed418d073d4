import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import StrictSelectActivityDetailPage from './strict-select-activity-detail-page.tsx';
import StrictSelectActivityListPage from './strict-select-activity-list-page.tsx';

const meta = preview.meta({ title: 'Pages/Strict-select activities (/yanActivityView)', component: StrictSelectActivityListPage });

/** The sandbox's strict-select activities in every phase, registration open first. */
export const Activities = meta.story({
  decorators: [withRouter('/yanActivityView')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: /Strict-select activities|严选活动/ });
    await expect(await within(table).findByRole('link', { name: '严选·冬季抗衰节' })).toBeVisible();
    await expect(within(table).getAllByText(/^(registration open|报名中)$/).length).toBeGreaterThan(0);
  },
});

/** Opened by notification 200704 (registration deadline): the activity on top with its deadline. */
export const FromNotification = meta.story({
  decorators: [withRouter('/yanActivityView?id=3305')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /The activity from your notification|通知中的活动/ })).toBeVisible();
    await expect(await canvas.findAllByText('严选·热玛吉全脸焕新')).not.toHaveLength(0);
    await expect(canvas.getAllByText(/^(Registration deadline|报名截止)$/).length).toBeGreaterThan(0);
  },
});

/** Notification 200703: the result of a registration (selected). */
export const Selected = meta.story({
  render: () => <StrictSelectActivityDetailPage />,
  decorators: [withRouter('/yanActivityView/detail?id=3301')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '严选·冬季抗衰节' })).toBeVisible();
    await expect(canvas.getByText(/^(Selected: |已入选：)/)).toBeVisible();
  },
});

/** An open activity: the sign-up form refuses a settlement price above the activity's ceiling. */
export const SignUpValidation = meta.story({
  render: () => <StrictSelectActivityDetailPage />,
  decorators: [withRouter('/yanActivityView/detail?id=3306')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^(Sign up|报\s?名)$/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(await dialog.findByRole('spinbutton', { name: /Settlement price|结算价/ }), '600');
    const refused = await dialog.findByText(/At most 580 yuan|不得高于580元/);
    // The message slides in (antd's help motion): wait until it shows.
    await waitFor(() => expect(refused).toBeVisible());
  },
});
