import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import PlatformActivityDetailPage from './platform-activity-detail-page.tsx';
import PlatformActivityListPage from './platform-activity-list-page.tsx';
import PlatformActivityUnsignedPage from './platform-activity-unsigned-page.tsx';
import PlatformSignUpPage from './platform-sign-up-page.tsx';

const meta = preview.meta({ title: 'Pages/Activities/Platform (/activity/platform)', component: PlatformActivityListPage });

/** The sandbox's platform activities: every phase, the hospital's registration on each. */
export const AllActivities = meta.story({
  decorators: [withRouter('/activity/platform')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /Platform activities|平台活动/ })).toBeVisible();
    const table = await canvas.findByRole('table', { name: /Platform activities|平台活动/ });
    await expect(await within(table).findByRole('link', { name: '双十二美肤季' })).toBeVisible();
    await expect(within(table).getAllByText(/^(approved|报名成功)$/).length).toBeGreaterThan(0);
  },
});

/** The hospital's own registrations only (the 'result' view). */
export const MyRegistrations = meta.story({
  decorators: [withRouter('/activity/platform?view=mine')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: /Platform activities|平台活动/ });
    await expect(await within(table).findByRole('link', { name: '双十二美肤季' })).toBeVisible();
    await expect(within(table).queryByText(/^(not signed up|未报名)$/)).toBeNull();
  },
});

/** platDetail of notification 200902: the approved registration with its projects. */
export const RegistrationResult = meta.story({
  render: () => <PlatformActivityDetailPage />,
  decorators: [withRouter('/activity/platform/platDetail?id=1212')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '双十二美肤季' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /Your registration|我的报名/ })).toBeVisible();
    await expect(canvas.getByRole('table', { name: /^(Projects|报名项目)$/ })).toHaveTextContent('光子嫩肤');
  },
});

/** unPlatdetail: an activity not signed up for, with its rules and the way to sign up. */
export const NotSignedUp = meta.story({
  render: () => <PlatformActivityUnsignedPage />,
  decorators: [withRouter('/activity/platform/unPlatdetail?id=1213')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '新春焕颜节' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: /Projects accepted|可报名项目/ })).toHaveTextContent('水光针');
    await expect(canvas.getByRole('button', { name: /Sign up|立即报名/ })).toBeVisible();
  },
});

/** platSingup: the form, refusing a price over the activity's ceiling before anything is sent. */
export const SignUpForm = meta.story({
  render: () => <PlatformSignUpPage />,
  decorators: [withRouter('/activity/platform/platSingup?id=1213')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const project = within(await canvas.findByRole('group', { name: /Project 1|项目1/ }));
    await userEvent.click(project.getByRole('combobox', { name: /Project|项目/ }));
    await userEvent.click(await screen.findByTitle('光子嫩肤'));
    await userEvent.type(project.getByRole('spinbutton', { name: /Original price|原价/ }), '1280');
    await userEvent.type(project.getByRole('spinbutton', { name: /Activity price|活动价/ }), '900');
    await userEvent.click(canvas.getByRole('button', { name: /Submit registration|提交报名/ }));
    // The message fades in: wait until it is shown, not only in the document.
    const message = await project.findByText(/At most ¥799 for this project|该项目活动价不得高于¥799/);
    await waitFor(() => expect(message).toBeVisible());
  },
});
