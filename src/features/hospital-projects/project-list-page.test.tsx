import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SetupProjectDetail } from '@generated/main/model';
import { describe, expect, it } from 'vitest';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import ProjectListPage from './project-list-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 15_000 };
const fast = () => userEvent.setup({ delay: null });
const first = (status: number) =>
  sandbox.platform.db.setupProjects.first({ where: { status }, sort: ['-applyTime'] }) as SetupProjectDetail;
const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'a' }, slow)).closest('tr') as HTMLElement;

describe('project opening (/hospital/project)', { timeout: 90_000 }, () => {
  it('lists the applications; the rejected tab says why and offers to resubmit', async () => {
    const rejected = sandbox.platform.db.setupProjects.count({ where: { status: 2 } });
    renderAtRoute(<ProjectListPage />, '/hospital/project');
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    const newest = sandbox.platform.db.setupProjects.first({ sort: ['-applyTime'] }) as SetupProjectDetail;
    expect(await screen.findByText(newest.projectName, { selector: 'a' }, slow)).toBeInTheDocument();
    await fast().click(screen.getByRole('tab', { name: 'rejected' }));
    // On every tab but this one the withdrawn application offers to resubmit too, and opened ones to close.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Resubmit' })).toHaveLength(rejected), slow);
    expect(screen.getAllByText(/^Reason for rejection:/)).toHaveLength(rejected);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('checks an application before sending: projects, doctors, then each document the projects need; nothing is added', async () => {
    const before = sandbox.platform.db.setupProjects.count();
    renderAtRoute(<ProjectListPage />, '/hospital/project');
    await fast().click(screen.getByRole('button', { name: 'Apply to open projects' }));
    const drawer = await screen.findByRole('dialog', {}, slow);
    expect(within(drawer).getByText('Choose projects first: each one lists the documents its category needs.')).toBeInTheDocument();
    await fast().click(within(drawer).getByRole('button', { name: 'Submit for review' }));
    expect(await within(drawer).findByText('Choose at least one project', {}, slow)).toBeInTheDocument();
    expect(within(drawer).getByText('Choose the doctors who perform the project')).toBeInTheDocument();
    // 脱毛 (closed) may be applied for again: its category's two documents are asked for.
    await fast().type(within(drawer).getByLabelText('Projects to open'), '脱毛');
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-select-item-option[title="脱毛"]');
      if (!found) throw new Error('the 脱毛 option is not listed');
      return found;
    }, slow);
    await fast().click(option);
    expect(await within(drawer).findByText('光电设备购置凭证: images', {}, slow)).toBeInTheDocument();
    await fast().click(within(drawer).getByRole('button', { name: 'Submit for review' }));
    expect(await within(drawer).findByText('Upload 光电设备购置凭证', {}, slow)).toBeInTheDocument();
    expect(within(drawer).getByText('Upload 医疗美容科（美容皮肤科）诊疗科目登记')).toBeInTheDocument();
    expect(sandbox.platform.db.setupProjects.count()).toBe(before);
  });

  it('withdraws an application under review only after asking', async () => {
    const entry = first(0);
    renderAtRoute(<ProjectListPage />, '/hospital/project?status=0');
    await fast().click(within(await rowOf(entry.projectName)).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(`Withdraw the application for ${entry.projectName}?`, {}, slow)).toBeInTheDocument();
    expect(sandbox.platform.db.setupProjects.get(entry.id)?.status).toBe(0);
    await fast().click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sandbox.platform.db.setupProjects.get(entry.id)?.status).toBe(3), slow);
  });

  it('closes an opened project only with a reason', async () => {
    const entry = first(1);
    renderAtRoute(<ProjectListPage />, '/hospital/project?status=1');
    await fast().click(within(await rowOf(entry.projectName)).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    const submit = () => within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement;
    await fast().click(submit());
    expect(await within(dialog).findByText('Enter the reason for closing')).toBeInTheDocument();
    expect(sandbox.platform.db.setupProjects.get(entry.id)?.status).toBe(1);
    await fast().type(within(dialog).getByLabelText('Reason'), '医生离职');
    await fast().click(submit());
    await waitFor(
      () => expect(sandbox.platform.db.setupProjects.get(entry.id)).toMatchObject({ status: 4, closeReason: '医生离职' }),
      slow,
    );
  });
});
