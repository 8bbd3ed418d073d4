import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DAY, formatDateTime } from '@mocks/db/random.ts';
import { PLATFORM_ACTIVITY_IDS } from '@mocks/db/seed-activities.ts';
import { signUpPlatformActivity } from '@mocks/domain/platform-activities.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import PlatformActivityDetailPage from './platform-activity-detail-page.tsx';
import PlatformActivityListPage from './platform-activity-list-page.tsx';
import PlatformActivityUnsignedPage from './platform-activity-unsigned-page.tsx';
import PlatformSignUpPage from './platform-sign-up-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 8000 };

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

/** Registration open around the real clock, whatever day the tests run (the seed is around a fixed day). */
function openForRegistration(id: number) {
  sandbox.platform.db.platformActivities.update(id, (a) => {
    a.signUpStartTime = formatDateTime(Date.now() - DAY);
    a.signUpEndTime = formatDateTime(Date.now() + 10 * DAY);
    a.activityStartTime = formatDateTime(Date.now() + 12 * DAY);
    a.activityEndTime = formatDateTime(Date.now() + 20 * DAY);
  });
}

const OPEN = PLATFORM_ACTIVITY_IDS.registrationOpen;

describe('platform activities (/activity/platform)', { timeout: 120_000 }, () => {
  it('lists the activities with phase and registration, and switches to my registrations through the address', async () => {
    renderAtRoute(
      <>
        <Address />
        <PlatformActivityListPage />
      </>,
      '/activity/platform',
    );
    const table = await screen.findByRole('table', { name: 'Platform activities' }, slow);
    expect(await within(table).findByRole('link', { name: '双十二美肤季' }, slow)).toHaveAttribute(
      'href',
      `/activity/platform/platDetail?id=${PLATFORM_ACTIVITY_IDS.result}`,
    );
    expect(within(table).getByRole('link', { name: '春季美白季' })).toHaveAttribute('href', '/activity/platform/unPlatdetail?id=1217');
    const user = userEvent.setup({ delay: null });
    // antd draws the radio button over its hidden input: click what the person sees.
    await user.click(screen.getByText('My registrations'));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('/activity/platform?view=mine'), slow);
    await waitFor(() => expect(within(table).queryByRole('link', { name: '春季美白季' })).not.toBeInTheDocument(), slow);
    expect(within(table).getByRole('link', { name: '双十二美肤季' })).toBeInTheDocument();
  });

  it('shows the registration result of notification 200902', async () => {
    renderAtRoute(<PlatformActivityDetailPage />, `/activity/platform/platDetail?id=${PLATFORM_ACTIVITY_IDS.result}`);
    const card = (await screen.findByRole('heading', { name: 'Your registration' }, slow)).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('approved')).toBeInTheDocument();
    expect(within(card).getByRole('table', { name: 'Projects' })).toHaveTextContent('光子嫩肤');
    expect(screen.queryByRole('button', { name: 'Cancel registration' })).not.toBeInTheDocument();
  });

  it('offers to sign up for an activity not signed up for while registration is open', async () => {
    openForRegistration(OPEN);
    renderAtRoute(
      <>
        <Address />
        <PlatformActivityUnsignedPage />
      </>,
      `/activity/platform/unPlatdetail?id=${OPEN}`,
    );
    expect(await screen.findByText('You have not signed up for this activity.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Projects accepted' })).toHaveTextContent('水光针');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText('address')).toHaveTextContent(`/activity/platform/platSingup?id=${OPEN}`);
  });

  async function openSignUpForm() {
    openForRegistration(OPEN);
    renderAtRoute(
      <>
        <Address />
        <PlatformSignUpPage />
      </>,
      `/activity/platform/platSingup?id=${OPEN}`,
    );
    const user = userEvent.setup({ delay: null });
    const project = within(await screen.findByRole('group', { name: 'Project 1' }, slow));
    await user.click(project.getByRole('combobox', { name: 'Project' }));
    await user.click(await screen.findByTitle('光子嫩肤'));
    const field = (name: string) => project.getByRole('spinbutton', { name });
    // Pasting keeps the many-field form quick to fill on a busy machine (one input event per field).
    const fill = async (element: HTMLElement, text: string) => {
      await user.clear(element);
      await user.click(element);
      await user.paste(text);
    };
    return { user, project, field, fill };
  }

  it('checks prices, places and the phone against the rules; nothing is sent', async () => {
    const { user, project, field, fill } = await openSignUpForm();
    await fill(field('Original price (¥)'), '800');
    await fill(field('Activity price (¥)'), '700');
    await fill(field('Places'), '5');
    await fill(screen.getByRole('textbox', { name: 'Contact phone' }), '2380000000');
    await user.click(screen.getByRole('button', { name: 'Submit registration' }));
    expect(await project.findByText('At most 80% of the original price', {}, slow)).toBeInTheDocument();
    expect(await project.findByText('At least 20 places')).toBeInTheDocument();
    expect(await screen.findByText('Enter an 11-digit mobile number starting with 1')).toBeInTheDocument();
    await fill(field('Original price (¥)'), '1280');
    await fill(field('Activity price (¥)'), '800');
    expect(await project.findByText('At most ¥799 for this project', {}, slow)).toBeInTheDocument();
    expect(sandbox.platform.db.platformActivities.get(OPEN)?.registration).toBeNull();
  });

  it('signs up within the rules and opens the registration', async () => {
    const { user, field, fill } = await openSignUpForm();
    await fill(field('Original price (¥)'), '1280');
    await fill(field('Activity price (¥)'), '680');
    await fill(field('Places'), '30');
    await fill(screen.getByRole('textbox', { name: 'Contact person' }), '王雅琴');
    await fill(screen.getByRole('textbox', { name: 'Contact phone' }), '13800000001');
    await user.click(screen.getByRole('button', { name: 'Submit registration' }));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(`/activity/platform/platDetail?id=${OPEN}`), slow);
    expect(sandbox.platform.db.platformActivities.get(OPEN)?.registration).toMatchObject({
      status: 1,
      contactName: '王雅琴',
      projects: [{ projectId: 312, originalPrice: 1280, activityPrice: 680, quota: 30 }],
    });
  });

  it('cancels a pending registration after asking', async () => {
    openForRegistration(OPEN);
    sandbox.platform.transaction(() =>
      signUpPlatformActivity(sandbox.platform, {
        activityId: OPEN,
        projects: [{ projectId: 313, projectName: '水光针', originalPrice: 1280, activityPrice: 880, quota: 20 }],
        contactName: '王雅琴',
        contactPhone: '13800000001',
      }),
    );
    renderAtRoute(<PlatformActivityDetailPage />, `/activity/platform/platDetail?id=${OPEN}`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Cancel registration' }, slow));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sandbox.platform.db.platformActivities.get(OPEN)?.registration?.status).toBe(4), slow);
    expect(await screen.findByText('cancelled', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up again' })).toBeInTheDocument();
  });
});
