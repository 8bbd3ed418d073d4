import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contract } from '@generated/main/model';
import { DEMO_SMS_CODE } from '@mocks/db/accounts.ts';
import { describe, expect, it } from 'vitest';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import ContractListPage from './contract-list-page.tsx';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 15_000 };
const fast = () => userEvent.setup({ delay: null });

describe('agreements (/hospital/contract)', { timeout: 90_000 }, () => {
  it('opens the agreement the address names (a 1331020x jump: id and type), with its text', async () => {
    const toSign = sandbox.platform.db.contracts.first({ where: { status: 0 } }) as Contract;
    renderAtRoute(<ContractListPage />, `/hospital/contract?id=${toSign.id}&contractType=${toSign.contractType}`);
    const drawer = await screen.findByRole('dialog', {}, slow);
    expect(await within(drawer).findByText(toSign.contractNo, {}, slow)).toBeInTheDocument();
    expect(within(drawer).getByText('第一条 合作内容')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Sign' })).toBeInTheDocument();
  });

  it('signs only with the signer, a 6-digit code and the agreement accepted; then it is under review', async () => {
    const toSign = sandbox.platform.db.contracts.first({ where: { status: 0 } }) as Contract;
    renderAtRoute(<ContractListPage />, `/hospital/contract?contractType=${toSign.contractType}`);
    const row = (await screen.findByText(toSign.title, { selector: 'a' }, slow)).closest('tr') as HTMLElement;
    await fast().click(within(row).getByRole('button', { name: 'Sign' }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    await fast().click(within(dialog).getByRole('button', { name: 'Sign' }));
    expect(await within(dialog).findByText('Enter the signer’s name', {}, slow)).toBeInTheDocument();
    expect(within(dialog).getByText('The code has 6 digits')).toBeInTheDocument();
    expect(within(dialog).getByText('Read and agree to the agreement first')).toBeInTheDocument();
    expect(sandbox.platform.db.contracts.get(toSign.id)?.status).toBe(0);

    await fast().type(within(dialog).getByLabelText('Signer’s name'), '周建国');
    await fast().type(within(dialog).getByLabelText('Signer’s mobile number'), '13800000001');
    await fast().type(within(dialog).getByLabelText('Verification code'), DEMO_SMS_CODE);
    await fast().click(within(dialog).getByRole('checkbox', { name: 'I have read and agree to this agreement' }));
    await fast().click(within(dialog).getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(sandbox.platform.db.contracts.get(toSign.id)?.status).toBe(1), slow);
  });
});
