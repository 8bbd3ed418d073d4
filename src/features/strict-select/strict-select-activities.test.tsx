import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DAY, formatDateTime } from '@mocks/db/random.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import StrictSelectActivityDetailPage from './strict-select-activity-detail-page.tsx';
import StrictSelectActivityListPage from './strict-select-activity-list-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 8000 };

/** Registration open around the real clock, whatever day the tests run (the seed is around a fixed day). */
function openForRegistration(id: number) {
  sandbox.platform.db.strictSelectActivities.update(id, (a) => {
    a.signUpStartTime = formatDateTime(Date.now() - DAY);
    a.signUpEndTime = formatDateTime(Date.now() + 10 * DAY);
    a.activityStartTime = formatDateTime(Date.now() + 12 * DAY);
    a.activityEndTime = formatDateTime(Date.now() + 60 * DAY);
  });
}

describe('strict-select activities (/yanActivityView)', { timeout: 120_000 }, () => {
  it('lists the activities and shows the one a notification (200702) opened on top', async () => {
    renderAtRoute(<StrictSelectActivityListPage />, '/yanActivityView?id=3306');
    const noticed = within(
      (await screen.findByRole('heading', { name: 'The activity from your notification' }, slow)).closest('.ant-card') as HTMLElement,
    );
    expect(await noticed.findByText('严选·光子嫩肤体验季', {}, slow)).toBeInTheDocument();
    expect(noticed.getByText('Registration deadline')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Strict-select activities' }, slow);
    expect(await within(table).findByRole('link', { name: '严选·冬季抗衰节' }, slow)).toBeInTheDocument();
  });

  it('the sign-up form validates the settlement price and doctors, then registers; the registration can be cancelled', async () => {
    openForRegistration(3306);
    renderAtRoute(<StrictSelectActivityDetailPage />, '/yanActivityView/detail?id=3306');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Sign up' }, slow));
    const dialog = within(await screen.findByRole('dialog', {}, slow));
    await user.click(dialog.getByRole('button', { name: 'Sign up' }));
    expect(await dialog.findAllByText('Required', {}, slow)).toHaveLength(2);
    const price = dialog.getByRole('spinbutton', { name: 'Settlement price (yuan)' });
    await user.type(price, '600');
    expect(await dialog.findByText('At most 580 yuan', {}, slow)).toBeInTheDocument();
    expect(sandbox.platform.db.strictSelectActivities.get(3306)?.registration).toBeNull();
    await user.clear(price);
    await user.type(price, '520');
    await user.click(dialog.getByRole('combobox', { name: 'Doctors' }));
    // The options are the approved doctors; take the first one offered.
    const option = await waitFor(() => document.querySelector<HTMLElement>('.ant-select-item-option')!, slow);
    const doctor = sandbox.platform.db.doctors.list().find((d) => d.name === option.getAttribute('title'))!;
    expect(doctor.auditStatus).toBe(2);
    await user.click(option);
    await user.click(dialog.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(sandbox.platform.db.strictSelectActivities.get(3306)?.registration?.status).toBe(1), slow);
    expect(sandbox.platform.db.strictSelectActivities.get(3306)?.registration).toMatchObject({
      settlementPrice: 520,
      doctorIds: [doctor.id],
    });
    expect(
      await screen.findByText('Awaiting selection: the result is announced after the registration deadline.', {}, slow),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel registration' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }, slow));
    await waitFor(() => expect(sandbox.platform.db.strictSelectActivities.get(3306)?.registration?.status).toBe(4), slow);
    expect(await screen.findByRole('button', { name: 'Sign up again' }, slow)).toBeInTheDocument();
  });

  it('shows the selection result notification 200703 opens', async () => {
    renderAtRoute(<StrictSelectActivityDetailPage />, '/yanActivityView/detail?id=3309');
    expect(await screen.findByText(/^Not selected: 同城报名机构较多/, {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sign up/ })).not.toBeInTheDocument();
  });
});
