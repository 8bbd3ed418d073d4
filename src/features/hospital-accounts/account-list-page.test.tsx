import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findAccount } from '@mocks/domain/session.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import AccountListPage from './account-list-page.tsx';
import { passwordStrength } from './password-rule.ts';

installGatewayServer();
const sandbox = installSandboxGateway();
const slow = { timeout: 10_000 };

const table = () => screen.findByRole('table', { name: 'Accounts' }, slow);
const rowOf = async (account: string) =>
  (await within(await table()).findByText(account, { exact: false }, slow)).closest('tr') as HTMLElement;

describe('accounts (/hospital/account)', { timeout: 120_000 }, () => {
  it('lists the main account first, with its status and no delete', async () => {
    renderAtRoute(<AccountListPage />, '/hospital/account');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const main = await rowOf('demo-main');
    expect(main.parentElement?.querySelector('tr[data-row-key]')).toBe(main);
    expect(within(main).getByText('enabled')).toBeInTheDocument();
    expect(within(main).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('opens filtered by status from the address', async () => {
    renderAtRoute(<AccountListPage />, '/hospital/account?status=0');
    const disabled = await rowOf('zhouxiaowen');
    expect(within(disabled).getByText('disabled')).toBeInTheDocument();
    expect(within(await table()).queryByText(/demo-main/)).not.toBeInTheDocument();
  });

  it('creates a sub-account with two menus after stating the password rule', async () => {
    renderAtRoute(<AccountListPage />, '/hospital/account');
    await table();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'New sub-account' }));
    const drawer = await screen.findByRole('dialog', {}, slow);
    expect(within(drawer).getByText(/8 to 20 characters and contains both letters and digits/)).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('Account'), 'mlyy-kefu09');
    await user.type(within(drawer).getByLabelText('Name'), '赵静怡');
    await user.type(within(drawer).getByLabelText('Mobile phone'), '13912340909');
    await user.type(within(drawer).getByLabelText('Password'), 'abcdefgh');
    await user.type(within(drawer).getByLabelText('Confirm password'), 'abcdefgh');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('The password does not follow the rule')).toBeInTheDocument();
    // antd settles each field's validation on its own: wait for the second message too.
    expect(await within(drawer).findByText('Choose at least one menu')).toBeInTheDocument();
    await user.clear(within(drawer).getByLabelText('Password'));
    await user.type(within(drawer).getByLabelText('Password'), 'Meilai2027');
    await user.clear(within(drawer).getByLabelText('Confirm password'));
    await user.type(within(drawer).getByLabelText('Confirm password'), 'Meilai2027');
    const menus = within(drawer).getByRole('group', { name: 'Menus the account may open' });
    await user.click(await within(menus).findByText('首页', {}, slow));
    await user.click(within(menus).getByText('客户管理'));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(findAccount(sandbox.platform, 'mlyy-kefu09')).toBeDefined(), slow);
    expect(findAccount(sandbox.platform, 'mlyy-kefu09')?.menus.map((m) => m.menuUrl)).toEqual(['dashbord', 'customer']);
  });

  it('disables a sub-account after asking', async () => {
    renderAtRoute(<AccountListPage />, '/hospital/account?keyword=demo-sub');
    const user = userEvent.setup({ delay: null });
    await user.click(within(await rowOf('demo-sub')).getByRole('button', { name: 'Disable' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(findAccount(sandbox.platform, 'demo-sub')?.enabled).toBe(false), slow);
    expect(await within(await rowOf('demo-sub')).findByRole('button', { name: 'Enable' }, slow)).toBeInTheDocument();
  });

  it('deletes a sub-account only after the confirmation', async () => {
    renderAtRoute(<AccountListPage />, '/hospital/account?keyword=hanxue');
    const user = userEvent.setup({ delay: null });
    await user.click(within(await rowOf('hanxue')).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(findAccount(sandbox.platform, 'hanxue')).toBeDefined();
    await user.click(within(await rowOf('hanxue')).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(findAccount(sandbox.platform, 'hanxue')).toBeUndefined(), slow);
  });

  it('sets a password: mismatch stated, then set', async () => {
    renderAtRoute(<AccountListPage />, '/hospital/account?keyword=demo-sub');
    const user = userEvent.setup({ delay: null });
    await user.click(within(await rowOf('demo-sub')).getByRole('button', { name: 'Set password' }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    await user.type(within(dialog).getByLabelText('Password'), 'Meilai#2027x');
    expect(within(dialog).getByText('Strength: strong')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Confirm password'), 'Meilai#2027');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The two passwords differ')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Confirm password'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(findAccount(sandbox.platform, 'demo-sub')?.password).toBe('Meilai#2027x'), slow);
  });

  it('rates passwords against the rule', () => {
    expect([
      passwordStrength('abcdefgh'),
      passwordStrength('meilai2027'),
      passwordStrength('Meilai#2027'),
      passwordStrength('有空格 a1234567'),
    ]).toEqual([0, 1, 2, 0]);
  });
});
