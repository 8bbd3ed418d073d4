import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DAY, formatDateTime } from '@mocks/db/random.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import BusinessActivityDetailPage from './business-activity-detail-page.tsx';
import BusinessActivityEditPage from './business-activity-edit-page.tsx';
import BusinessActivityListPage from './business-activity-list-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 8000 };

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

/** A seeded activity in `status`, its dates moved to start tomorrow whatever day the tests run. */
function activityIn(status: number) {
  const activity = sandbox.platform.db.businessActivities.list().find((a) => a.status === status)!;
  sandbox.platform.db.businessActivities.update(activity.id, (a) => {
    a.activityStartTime = formatDateTime(Date.now() + DAY);
    a.activityEndTime = formatDateTime(Date.now() + 8 * DAY);
  });
  return activity;
}

describe('business activities (/activity/business)', { timeout: 120_000 }, () => {
  it('lists every status and filters by status through the address', async () => {
    renderAtRoute(
      <>
        <Address />
        <BusinessActivityListPage />
      </>,
      '/activity/business',
    );
    const table = await screen.findByRole('table', { name: 'Business activities' }, slow);
    expect(await within(table).findByRole('link', { name: '元旦热玛吉专场' }, slow)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('under review'));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('/activity/business?status=1'), slow);
    await waitFor(() => expect(within(table).queryByRole('link', { name: '元旦热玛吉专场' })).not.toBeInTheDocument(), slow);
    const row = within(table).getByRole('link', { name: '双眼皮术后修复关怀' }).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('checks the form: a required title, an activity price below the original; nothing is saved', async () => {
    const draft = activityIn(0);
    renderAtRoute(<BusinessActivityEditPage />, `/activity/business/businessEdit?id=${draft.id}`);
    const user = userEvent.setup({ delay: null });
    const title = await screen.findByRole('textbox', { name: 'Title' }, slow);
    await user.clear(title);
    const price = within(screen.getByRole('group', { name: 'Project 1' })).getByRole('spinbutton', { name: 'Activity price (¥)' });
    await user.clear(price);
    await user.click(price);
    await user.paste('99999');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Required', {}, slow)).toBeInTheDocument();
    expect(await screen.findByText('The activity price must be below the original price')).toBeInTheDocument();
    expect(sandbox.platform.db.businessActivities.get(draft.id)).toMatchObject({ status: 0, title: draft.title });
  });

  it('submits an edited draft for review and opens its page', async () => {
    const draft = activityIn(0);
    renderAtRoute(
      <>
        <Address />
        <BusinessActivityEditPage />
      </>,
      `/activity/business/businessEdit?id=${draft.id}`,
    );
    const user = userEvent.setup({ delay: null });
    const title = await screen.findByRole('textbox', { name: 'Title' }, slow);
    await user.clear(title);
    await user.click(title);
    await user.paste('皮秒祛斑体验周（第二期）');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(
      () => expect(screen.getByLabelText('address')).toHaveTextContent(`/activity/business/businessDetail?id=${draft.id}`),
      slow,
    );
    expect(sandbox.platform.db.businessActivities.get(draft.id)).toMatchObject({ status: 1, title: '皮秒祛斑体验周（第二期）' });
  });

  it('withdraws an activity under review from its page after asking', async () => {
    const reviewing = activityIn(1);
    renderAtRoute(<BusinessActivityDetailPage />, `/activity/business/businessDetail?id=${reviewing.id}`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }, slow));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sandbox.platform.db.businessActivities.get(reviewing.id)?.status).toBe(0), slow);
    expect(await screen.findByRole('button', { name: 'Submit for review' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/activity/business/businessEdit?id=${reviewing.id}`);
  });
});
