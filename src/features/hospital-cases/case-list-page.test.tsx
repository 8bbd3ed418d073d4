import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FineCase } from '@generated/main/model';
import { describe, expect, it } from 'vitest';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import CaseListPage from './case-list-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 15_000 };
const fast = () => userEvent.setup({ delay: null });
const firstCase = (where: Record<string, unknown>) => sandbox.platform.db.fineCases.first({ where, sort: ['-createTime'] }) as FineCase;
const rowOf = async (title: string) => (await screen.findByText(title, { selector: 'a' }, slow)).closest('tr') as HTMLElement;

describe('fine cases (/hospital/case)', { timeout: 90_000 }, () => {
  it('opens the case named by ?id= with its before and after photos and its rejection reason', async () => {
    const rejected = firstCase({ auditStatus: 3 });
    renderAtRoute(<CaseListPage />, `/hospital/case?id=${rejected.id}`);
    const drawer = await screen.findByRole('dialog', {}, slow);
    expect(await within(drawer).findByText(`Reason for rejection: ${rejected.rejectReason}`, {}, slow)).toBeInTheDocument();
    expect(within(drawer).getAllByRole('img', { name: /^Before \d$/ })).toHaveLength(rejected.beforeImages.length);
    expect(within(drawer).getAllByRole('img', { name: /^After \d$/ })).toHaveLength(rejected.afterImages.length);
  });

  it('hides a shown case with its switch; a case under review cannot be shown or edited', async () => {
    const shown = firstCase({ isShow: true });
    const pending = firstCase({ auditStatus: 1 });
    renderAtRoute(<CaseListPage />, '/hospital/case');
    const row = await rowOf(shown.title);
    await fast().click(within(row).getByRole('switch', { name: `Show ${shown.title} on the hospital page` }));
    await waitFor(() => expect(sandbox.platform.db.fineCases.get(shown.id)?.isShow).toBe(false), slow);
    const pendingRow = await rowOf(pending.title);
    expect(within(pendingRow).getByRole('switch')).toBeDisabled();
    expect(within(pendingRow).getByRole('button', { name: 'Edit' })).toBeDisabled();
  });

  it('checks a new case before sending: title, project, customer, date and all three photo sets; nothing is added', async () => {
    const before = sandbox.platform.db.fineCases.count();
    renderAtRoute(<CaseListPage />, '/hospital/case');
    await fast().click(screen.getByRole('button', { name: 'Add case' }));
    const drawer = await screen.findByRole('dialog', {}, slow);
    await fast().click(within(drawer).getByRole('button', { name: 'Submit for review' }));
    expect((await within(drawer).findAllByText('Required', {}, slow)).length).toBe(6);
    expect(within(drawer).getByText('Upload at least one before photo')).toBeInTheDocument();
    expect(within(drawer).getByText('Upload at least one after photo')).toBeInTheDocument();
    expect(within(drawer).getByText('Upload the customer’s portrait authorisation')).toBeInTheDocument();
    expect(sandbox.platform.db.fineCases.count()).toBe(before);
  });

  it('deletes a case only after asking', async () => {
    const entry = firstCase({ auditStatus: 3 });
    renderAtRoute(<CaseListPage />, '/hospital/case?auditStatus=3');
    await fast().click(within(await rowOf(entry.title)).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`Delete the case ${entry.title}? This cannot be undone.`, {}, slow)).toBeInTheDocument();
    expect(sandbox.platform.db.fineCases.get(entry.id)).toBeDefined();
    await fast().click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sandbox.platform.db.fineCases.get(entry.id)).toBeUndefined(), slow);
  });
});
