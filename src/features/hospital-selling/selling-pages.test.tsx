import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSellingPoints } from '../../../mocks/domain/selling-points.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import SellingEditPage from './selling-edit-page.tsx';
import SellingViewPage from './selling-view-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 15_000 };
const fast = () => userEvent.setup({ delay: null });
const stored = () => sandbox.platform.db.sellingPoints.get(1);

describe('selling points (/hospital/hospitalSelling)', { timeout: 90_000 }, () => {
  it('shows the approved points in order with their review', async () => {
    renderAtRoute(<SellingViewPage />, '/hospital/hospitalSelling/view');
    expect(await screen.findByText(/^Approved .*: customers see these selling points\.$/, {}, slow)).toBeInTheDocument();
    const titles = (stored()?.points ?? []).map((p) => p.title);
    expect(await screen.findByText(titles[0] ?? '', {}, slow)).toBeInTheDocument();
    const shown = [...document.querySelectorAll('.ant-card-head-title')].map((el) => el.textContent);
    expect(shown).toEqual(titles);
    expect(screen.getByRole('button', { name: 'Edit selling points' })).toBeEnabled();
  });

  it('refuses a blank or repeated title before sending; nothing is submitted', async () => {
    renderAtRoute(<SellingEditPage />, '/hospital/hospitalSelling/edit');
    const titles = await screen.findAllByLabelText('Title', {}, slow);
    await fast().clear(titles[0] as HTMLElement);
    await fast().clear(titles[1] as HTMLElement);
    await fast().type(titles[1] as HTMLElement, stored()?.points[2]?.title ?? '');
    await fast().click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Required', {}, slow)).toBeInTheDocument();
    expect((await screen.findAllByText('Another selling point has this title', {}, slow)).length).toBeGreaterThan(0);
    expect(stored()?.auditStatus).toBe(2);
  });

  it('adds a suggestion, moves it first, removes one, and submits the list in that order', async () => {
    const before = (stored()?.points ?? []).map((p) => p.title);
    renderAtRoute(<SellingEditPage />, '/hospital/hospitalSelling/edit');
    await screen.findAllByLabelText('Title', {}, slow);
    await fast().click(screen.getByRole('combobox', { name: 'Start from a suggestion' }));
    await fast().click(await screen.findByText('service · 术后免费复查', {}, slow));
    const n = before.length + 1;
    for (let i = n; i > 1; i -= 1) await fast().click(screen.getByRole('button', { name: `Move selling point ${i} up` }));
    await fast().click(screen.getByRole('button', { name: `Remove selling point ${n}` }));
    await fast().click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(stored()?.auditStatus).toBe(1), slow);
    expect(stored()?.points.map((p) => p.title)).toEqual(['术后免费复查', ...before.slice(0, -1)]);
  });

  it('locks the form while a submission is under review', async () => {
    sandbox.platform.transaction(() =>
      saveSellingPoints(sandbox.platform, { points: [{ category: 4, title: '一对一面诊', content: '执业医师一对一面诊。' }] }),
    );
    renderAtRoute(<SellingEditPage />, '/hospital/hospitalSelling/edit');
    expect(await screen.findByText(/under review: customers see the last approved version/, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeDisabled();
    expect(screen.getByLabelText('Title')).toBeDisabled();
  });
});
