import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReferralDoctor } from '@generated/main/model';
import { describe, expect, it } from 'vitest';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import ReferralPage from './referral-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 15_000 };
const fast = () => userEvent.setup({ delay: null });
const rowOf = async (name: string) => (await screen.findByRole('cell', { name }, slow)).closest('tr') as HTMLElement;

describe('referral pages (/hospital/referral)', { timeout: 90_000 }, () => {
  it('takes a doctor page offline with its switch; deleting an online page is not offered', async () => {
    const page = sandbox.platform.db.referralDoctors.first({ where: { status: 1 }, sort: ['sort'] }) as ReferralDoctor;
    renderAtRoute(<ReferralPage />, '/hospital/referral');
    expect(screen.getByRole('heading', { level: 1, name: 'Referral pages' })).toBeInTheDocument();
    const row = await rowOf(page.doctorName);
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await fast().click(within(row).getByRole('switch', { name: `Offer ${page.doctorName} to referring counselors` }));
    await waitFor(() => expect(sandbox.platform.db.referralDoctors.get(page.id)?.status).toBe(0), slow);
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Delete' })).toBeEnabled(), slow);
  });

  it('checks a project page before sending: project, prices in order, cover, introduction; nothing is added', async () => {
    const before = sandbox.platform.db.referralProjects.count();
    renderAtRoute(<ReferralPage />, '/hospital/referral');
    await fast().click(screen.getByRole('tab', { name: 'Project pages' }));
    await fast().click(await screen.findByRole('button', { name: 'Add project page' }, slow));
    const drawer = await screen.findByRole('dialog', {}, slow);
    await fast().type(within(drawer).getByLabelText('Lowest price (yuan)'), '3000');
    await fast().type(within(drawer).getByLabelText('Highest price (yuan)'), '2000');
    await fast().click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('The lowest price cannot be higher than the highest', {}, slow)).toBeInTheDocument();
    expect(within(drawer).getByText('Upload a cover image')).toBeInTheDocument();
    expect(within(drawer).getAllByText('Required')).toHaveLength(2);
    expect(sandbox.platform.db.referralProjects.count()).toBe(before);
  });
});
