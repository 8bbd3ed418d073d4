import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { scanWechatBindQrCode } from '@mocks/domain/account-wechat.ts';
import { findAccount } from '@mocks/domain/session.ts';
import { getGetSubAccountWechatBindInfoMockHandler } from '@generated/main/user-management/user-management.msw';
import { answer } from '@/testing/gateway-handlers.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import { appletCodeFileName } from './account-applet-code.tsx';
import AccountListPage from './account-list-page.tsx';
import { BIND_POLL_MS } from './account-wechat.tsx';

installGatewayServer();
/** Every binding read the page makes, to see the polling start and stop. */
const bindReads: number[] = [];
const sandbox = installSandboxGateway('demo-main', () => [
  answer(getGetSubAccountWechatBindInfoMockHandler, () => {
    bindReads.push(Date.now());
    return undefined; // on to the sandbox
  }),
]);
const slow = { timeout: 10_000 };

const rowOf = async (account: string) =>
  (await within(await screen.findByRole('table', { name: 'Accounts' }, slow)).findByText(account, { exact: false }, slow)).closest(
    'tr',
  ) as HTMLElement;

async function openFrom(account: string, action: 'WeChat binding' | 'Applet code') {
  renderAtRoute(<AccountListPage />, `/hospital/account?keyword=${account}`);
  const user = userEvent.setup({ delay: null });
  await user.click(within(await rowOf(account)).getByRole('button', { name: action }));
  return { user, dialog: await screen.findByRole('dialog', {}, slow) };
}

describe('WeChat binding and applet code (/hospital/account)', { timeout: 60_000 }, () => {
  it('shows the QR code of an unbound account, turns bound after the scan, stops polling when closed', async () => {
    const { user, dialog } = await openFrom('liujiaqi', 'WeChat binding');
    expect(within(await screen.findByRole('table', { name: 'Accounts' })).getAllByText('Not bound').length).toBeGreaterThan(0);
    const qr = await within(dialog).findByRole('img', { name: 'QR code binding WeChat to liujiaqi' }, slow);
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(within(dialog).getByText('Waiting for the scan…')).toBeInTheDocument();
    sandbox.platform.transaction(() => scanWechatBindQrCode(sandbox.platform, 3005, '橙子味的夏天'));
    expect(await within(dialog).findByText('橙子味的夏天', {}, { timeout: BIND_POLL_MS * 3 })).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(await within(await rowOf('liujiaqi')).findByText('Bound', {}, slow)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const readsWhenClosed = bindReads.length;
    await new Promise((resolve) => setTimeout(resolve, BIND_POLL_MS + 500));
    expect(bindReads.length).toBe(readsWhenClosed);
  });

  it('unbinds only after the confirmation, then offers a new QR code', async () => {
    const { user, dialog } = await openFrom('sunmengjie', 'WeChat binding');
    expect(await within(dialog).findByText('梦洁', {}, slow)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Unbind' }));
    expect(await screen.findByText('Unbind WeChat “梦洁” from sunmengjie? It stops receiving notices.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(findAccount(sandbox.platform, 'sunmengjie')?.admin?.wechat?.nickName).toBe('梦洁');
    await user.click(within(dialog).getByRole('button', { name: 'Unbind' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(findAccount(sandbox.platform, 'sunmengjie')?.admin?.wechat).toBeNull(), slow);
    expect(await within(dialog).findByRole('img', { name: 'QR code binding WeChat to sunmengjie' }, slow)).toBeInTheDocument();
  });

  it('saves the notices the WeChat receives and warns when none is chosen', async () => {
    const { user, dialog } = await openFrom('zhanghuimin', 'WeChat binding');
    const notices = await within(dialog)
      .findByRole('group', { name: 'Notices this WeChat receives' }, slow)
      .catch(() => dialog);
    expect(within(notices).getByRole('checkbox', { name: 'Reconciliation and invoices' })).toBeChecked();
    expect(within(notices).getByRole('checkbox', { name: 'New dispatched orders' })).not.toBeChecked();
    await user.click(within(notices).getByRole('checkbox', { name: 'Reconciliation and invoices' }));
    await user.click(within(notices).getByRole('checkbox', { name: 'Licence, contract and account expiry' }));
    expect(await within(dialog).findByText('No notice is chosen: this WeChat will receive nothing.')).toBeInTheDocument();
    await user.click(within(notices).getByRole('checkbox', { name: 'New dispatched orders' }));
    await user.click(within(notices).getByRole('checkbox', { name: 'Order follow-up reminders' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save notices' }));
    await waitFor(
      () => expect(findAccount(sandbox.platform, 'zhanghuimin')?.admin?.wechatNotices).toEqual(['newOrder', 'orderFollow']),
      slow,
    );
  });

  it('says why a disabled account gets no QR code', async () => {
    await openFrom('zhouxiaowen', 'WeChat binding');
    expect(await screen.findByText('账号已被禁用，请先启用', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it('shows the mini-program code with a download named after the account', async () => {
    const { dialog } = await openFrom('demo-sub', 'Applet code');
    const image = await within(dialog).findByRole('img', { name: 'Mini-program code of demo-sub' }, slow);
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(within(dialog).getByText(/attributed to 李思远/)).toBeInTheDocument();
    const download = within(dialog).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('download', 'applet-code-demo-sub.svg');
    expect(download).toHaveAttribute('href', image.getAttribute('src'));
  });

  it('names a downloaded code by its own type', () => {
    expect([
      appletCodeFileName('a1', 'data:image/png;base64,AAAA'),
      appletCodeFileName('a1', 'https://img.example.invalid/applet/h_3002.JPG?x=1'),
      appletCodeFileName('a1', 'https://img.example.invalid/applet/code'),
    ]).toEqual(['applet-code-a1.png', 'applet-code-a1.jpg', 'applet-code-a1.png']);
  });
});
