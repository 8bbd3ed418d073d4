import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectCertification } from '@generated/main/model';
import { describe, expect, it } from 'vitest';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import CertificationListPage from './certification-list-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 15_000 };
const fast = () => userEvent.setup({ delay: null });

describe('qualification library (/hospital/projectCertification)', { timeout: 90_000 }, () => {
  it('shows the status tabs with the sandbox’s counts and filters by a tab', async () => {
    const rejected = sandbox.platform.db.certifications.count({ where: { auditStatus: 3 } });
    renderAtRoute(<CertificationListPage />, '/hospital/projectCertification');
    expect(screen.getByRole('heading', { level: 1, name: 'Drug and device qualifications' })).toBeInTheDocument();
    const tab = await screen.findByRole('tab', { name: `rejected (${rejected})` }, slow);
    await fast().click(tab);
    await waitFor(() => expect(screen.getAllByText(/^Reason for rejection:/)).toHaveLength(rejected), slow);
    const rows = screen.getAllByRole('row').slice(1);
    expectEvery(rows, (row) => within(row).queryByRole('button', { name: 'Resubmit' }) !== null);
  });

  it('checks a new entry before sending: names, projects and both proofs; nothing is added', async () => {
    const before = sandbox.platform.db.certifications.count();
    renderAtRoute(<CertificationListPage />, '/hospital/projectCertification');
    await fast().click(screen.getByRole('button', { name: 'Add qualification' }));
    const drawer = await screen.findByRole('dialog', {}, slow);
    await fast().click(within(drawer).getByRole('button', { name: 'Submit for review' }));
    expect((await within(drawer).findAllByText('Required', {}, slow)).length).toBe(6);
    expect(within(drawer).getByText('Choose at least one project')).toBeInTheDocument();
    expect(within(drawer).getByText('Upload the registration certificate')).toBeInTheDocument();
    expect(within(drawer).getByText('Upload the purchase proof')).toBeInTheDocument();
    expect(sandbox.platform.db.certifications.count()).toBe(before);
  });

  it('revokes an approved entry only with a reason', async () => {
    renderAtRoute(<CertificationListPage />, '/hospital/projectCertification?auditStatus=2');
    const entry = sandbox.platform.db.certifications.first({ where: { auditStatus: 2 }, sort: ['-submitTime'] }) as ProjectCertification;
    const row = (await screen.findByText(entry.productName, { selector: 'a' }, slow)).closest('tr') as HTMLElement;
    await fast().click(within(row).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    await fast().click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText('Enter the reason for revoking')).toBeInTheDocument();
    expect(sandbox.platform.db.certifications.get(entry.id)?.auditStatus).toBe(2);
    await fast().type(within(dialog).getByLabelText('Reason'), '改用其他品牌');
    await fast().click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(
      () => expect(sandbox.platform.db.certifications.get(entry.id)).toMatchObject({ auditStatus: 4, revokeReason: '改用其他品牌' }),
      slow,
    );
  });
});
