import { expect, screen, waitFor, within } from 'storybook/test';
import type { SubAccount } from '@generated/main/model';
import { clearSession } from '@/lib/session/session-store.ts';
import { withRouter } from '@/testing/story-decorators.tsx';
import { startStorySession } from '@/testing/story-session.tsx';
import preview from '../../../.storybook/preview.tsx';
import { AppletCodeDialog } from './account-applet-code.tsx';
import { WechatBindingDialog } from './account-wechat.tsx';

/** Seeded accounts of the Storybook sandbox (mocks/db/accounts.ts): one bound to WeChat, one not. */
const row = (id: number, account: string, realName: string, isWechatBound: boolean): SubAccount => ({
  id,
  account,
  realName,
  phone: '139****0000',
  isMainAccount: false,
  status: 1,
  isWechatBound,
  createTime: '2026-03-08 10:00:00',
});
const bound = row(3004, 'zhanghuimin', '张慧敏', true);
const unbound = row(3009, 'wuwanqing', '吴婉清', false);

const meta = preview.meta({
  title: 'Accounts/WeChat binding and applet code',
  decorators: [withRouter('/hospital/account')],
  beforeEach: () => {
    startStorySession();
    return () => clearSession();
  },
});

/** A bound WeChat: its nickname and bind time, *Unbind*, and the notices it receives. */
export const BoundWechat = meta.story({
  render: () => <WechatBindingDialog account={bound} onClose={() => undefined} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('慧敏Amy')).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: /Unbind|解除绑定/ })).toBeVisible();
    const notices = within(dialog).getByRole('group', { name: /Notices this WeChat receives|该微信接收的通知/ });
    await expect(within(notices).getByRole('checkbox', { name: /Reconciliation and invoices|对账与发票/ })).toBeChecked();
    await expect(within(notices).getByRole('checkbox', { name: /New dispatched orders|新派单/ })).not.toBeChecked();
  },
});

/** Not bound yet: the binding QR code to scan, waiting for the scan. */
export const BindingQrCode = meta.story({
  render: () => <WechatBindingDialog account={unbound} onClose={() => undefined} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const qr = await within(dialog).findByRole('img', { name: /QR code binding WeChat to wuwanqing|绑定 wuwanqing 微信的二维码/ });
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    // The dialog zooms in: visible once it has.
    await waitFor(() => expect(within(dialog).getByText(/Waiting for the scan|等待扫码/)).toBeVisible());
  },
});

/** The mini-program code of an account, with its download. */
export const AppletCode = meta.story({
  render: () => <AppletCodeDialog account={unbound} onClose={() => undefined} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const image = await within(dialog).findByRole('img', { name: /Mini-program code of wuwanqing|wuwanqing 的小程序码/ });
    // The dialog animates in: wait until the picture shows.
    await waitFor(() => expect(image).toBeVisible());
    await expect(within(dialog).getByRole('link', { name: /Download|下载/ })).toHaveAttribute('download', 'applet-code-wuwanqing.svg');
  },
});
