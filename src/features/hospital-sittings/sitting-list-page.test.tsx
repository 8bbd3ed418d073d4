import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DoctorSittingApplication } from '@generated/main/model';
import { describe, expect, it } from 'vitest';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import SittingListPage from './sitting-list-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 15_000 };
const fast = () => userEvent.setup({ delay: null });
const pendingOne = () => sandbox.platform.db.sittings.first({ where: { status: 1 }, sort: ['-applyTime'] }) as DoctorSittingApplication;
const rowOf = async (name: string) => (await screen.findByText(new RegExp(`^${name} · `), {}, slow)).closest('tr') as HTMLElement;

describe('doctor sitting (/hospital/addSit)', { timeout: 90_000 }, () => {
  it('lists the applications; the pending tab offers deal and reject on every row', async () => {
    const pending = sandbox.platform.db.sittings.count({ where: { status: 1 } });
    renderAtRoute(<SittingListPage />, '/hospital/addSit?status=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Doctor sitting applications' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'pending', selected: true }, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Deal' })).toHaveLength(pending), slow);
    const rows = screen.getAllByRole('row').filter((row) => row.querySelector('td') !== null);
    expect(rows).toHaveLength(pending);
    expectEvery(rows, (row) => within(row).queryByRole('button', { name: 'Reject' }) !== null);
  });

  it('rejects a pending application only with a reason, which the row then shows', async () => {
    const entry = pendingOne();
    renderAtRoute(<SittingListPage />, '/hospital/addSit?status=1');
    await fast().click(within(await rowOf(entry.doctorName)).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    await fast().click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Enter the reason for rejecting', {}, slow)).toBeInTheDocument();
    expect(sandbox.platform.db.sittings.get(entry.id)?.status).toBe(1);
    await fast().type(within(dialog).getByLabelText('Reason'), '手术室已排满');
    await fast().click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(
      () => expect(sandbox.platform.db.sittings.get(entry.id)).toMatchObject({ status: 3, rejectReason: '手术室已排满' }),
      slow,
    );
  });

  it('checks an invitation before sending: a doctor from the search, period, days, hours, projects; nothing is added', async () => {
    const before = sandbox.platform.db.sittings.count();
    renderAtRoute(<SittingListPage />, '/hospital/addSit');
    await fast().click(screen.getByRole('button', { name: 'Invite a doctor' }));
    const drawer = await screen.findByRole('dialog', {}, slow);
    await fast().click(within(drawer).getByRole('button', { name: 'Send invitation' }));
    expect(await within(drawer).findByText('Choose a doctor from the search', {}, slow)).toBeInTheDocument();
    expect(within(drawer).getByText('Choose the period')).toBeInTheDocument();
    expect(within(drawer).getByText('Choose at least one day')).toBeInTheDocument();
    expect(within(drawer).getByText('Enter at least one project')).toBeInTheDocument();
    expect(within(drawer).getAllByText('Required')).toHaveLength(2);
    expect(sandbox.platform.db.sittings.count()).toBe(before);
  });
});
