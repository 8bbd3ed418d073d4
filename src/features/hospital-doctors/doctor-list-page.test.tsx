import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Doctor } from '@generated/main/model';
import { describe, expect, it } from 'vitest';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import DoctorListPage from './doctor-list-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 15_000 };
const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'a' }, slow)).closest('tr') as HTMLElement;

describe('doctor list (/hospital/doctor)', { timeout: 90_000 }, () => {
  it('shows the seeded doctors with their title, review and online status', async () => {
    renderAtRoute(<DoctorListPage />, '/hospital/doctor');
    expect(screen.getByRole('heading', { level: 1, name: 'Doctors' })).toBeInTheDocument();
    const first = sandbox.platform.db.doctors.list({ sort: ['-createTime'], limit: 1 })[0] as Doctor;
    const row = await rowOf(first.name);
    expect(within(row).getByText(first.projects.map((p) => p.projectName).join('、'))).toBeInTheDocument();
    expect(await screen.findByText(`${sandbox.platform.db.doctors.count()} items in total`)).toBeInTheDocument();
  });

  it('opens filtered on rejected doctors from the address and shows each one’s reason', async () => {
    renderAtRoute(<DoctorListPage />, '/hospital/doctor?auditStatus=3');
    const rejected = sandbox.platform.db.doctors.list({ where: { auditStatus: 3 } });
    expect(rejected.length).toBeGreaterThan(0);
    await rowOf((rejected[0] as Doctor).name);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(rejected.length);
    expectEvery(rows, (row) => within(row).queryByText(/^Reason for rejection:/) !== null);
  });

  it('takes an online doctor offline after asking', async () => {
    const online = sandbox.platform.db.doctors.first({ where: { onlineStatus: 1 }, sort: ['-createTime'] }) as Doctor;
    renderAtRoute(<DoctorListPage />, '/hospital/doctor?onlineStatus=1');
    const user = userEvent.setup({ delay: null });
    await user.click(within(await rowOf(online.name)).getByRole('button', { name: 'Take offline' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sandbox.platform.db.doctors.get(online.id)?.onlineStatus).toBe(0));
    await waitFor(() => expect(screen.queryByText(online.name, { selector: 'a' })).not.toBeInTheDocument(), slow);
  });

  it('deletes an offline doctor after asking; an online one cannot be deleted', async () => {
    const offline = sandbox.platform.db.doctors.first({ where: { onlineStatus: 0 }, sort: ['-createTime'] }) as Doctor;
    const online = sandbox.platform.db.doctors.first({ where: { onlineStatus: 1 }, sort: ['-createTime'] }) as Doctor;
    renderAtRoute(<DoctorListPage />, '/hospital/doctor?limit=50');
    const user = userEvent.setup({ delay: null });
    expect(within(await rowOf(online.name)).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.click(within(await rowOf(offline.name)).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sandbox.platform.db.doctors.get(offline.id)).toBeUndefined());
    await waitFor(() => expect(screen.queryByText(offline.name, { selector: 'a' })).not.toBeInTheDocument(), slow);
  });
});
