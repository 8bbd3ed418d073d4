/**
 * WeChat binding of the hospital's accounts and their mini-program codes (designed; README
 * "Hospital profile and accounts"). The main account asks for a binding QR code; the staff member
 * scans it with WeChat (in the sandbox: the control call `POST wechat/scan`), which binds that
 * WeChat while the code is valid; the client polls the binding meanwhile. A bound WeChat receives
 * the notice kinds chosen for it until it is unbound.
 */
import type { SubAccountQrCode, SubAccountWechatBind, SubAccountWechatNoticeType } from '@generated/main/model';
import { SubAccountWechatNoticeType as NoticeType } from '@generated/main/model';
import { formatDateTime } from '../db/random.ts';
import type { AccountAdminFields, SandboxAccount } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { requireAccount, requireManager } from './accounts-admin.ts';
import { refuse } from './errors.ts';
import { qrDataUrl } from './qr-svg.ts';

/** How long a binding QR code can be scanned, as WeChat's temporary official-account codes. */
export const BIND_QR_MINUTES = 10;
const NOTICE_TYPES = Object.values(NoticeType);

/** Nicknames a scanning WeChat may carry, picked in turn. */
const NICKNAMES = ['晴天', 'Cherry', '木子李', '一只安静的猫', '向日葵', '小鹿', 'Vivian', '橙子味的夏天'];

const admin = (account: SandboxAccount): AccountAdminFields => (account.admin ??= {});

function managed(platform: SandboxPlatform, viewer: SandboxAccount, id: number): SandboxAccount {
  if (viewer.userInfo.id !== id) requireManager(viewer);
  return requireAccount(platform, id);
}

export function wechatBindInfo(platform: SandboxPlatform, viewer: SandboxAccount, id: number): SubAccountWechatBind {
  const account = managed(platform, viewer, id);
  const wechat = admin(account).wechat ?? null;
  return {
    id,
    isBound: wechat !== null,
    nickName: wechat?.nickName ?? null,
    // The sandbox has no WeChat avatar host; the client shows the nickname's initial instead.
    avatar: null,
    bindTime: wechat?.bindTime ?? null,
    noticeTypes: wechat ? ((admin(account).wechatNotices ?? []) as SubAccountWechatNoticeType[]) : [],
  };
}

/** A temporary official-account code that binds the WeChat scanning it to the account. */
export function wechatBindQrCode(platform: SandboxPlatform, viewer: SandboxAccount, id: number): SubAccountQrCode {
  const account = managed(platform, viewer, id);
  if (!account.enabled) refuse('账号已被禁用，请先启用');
  if (admin(account).wechat) refuse('该账号已绑定微信，请先解绑');
  const ticket = `gQ${id.toString(36)}${platform.nextId().toString(36)}${Math.floor(platform.now() / 1000).toString(36)}`;
  const expireTime = formatDateTime(platform.now() + BIND_QR_MINUTES * 60_000);
  platform.db.accounts.update(id, (a) => void (admin(a).wechatTicket = { ticket, expireTime }));
  return { imageUrl: qrDataUrl(`http://weixin.qq.com/q/${ticket}`), scene: `bind_${id}_${ticket}`, expireTime };
}

/**
 * The scan (the control API's `wechat/scan`): binds a WeChat to the account whose binding code is
 * waiting and valid, with every notice on. Returns the binding; refuses when no code is waiting.
 */
export function scanWechatBindQrCode(platform: SandboxPlatform, id: number, nickName?: string): SubAccountWechatBind {
  const account = requireAccount(platform, id);
  const ticket = admin(account).wechatTicket;
  if (admin(account).wechat) refuse(`${account.account} 已绑定微信`);
  if (!ticket) refuse(`${account.account} 没有待扫描的绑定二维码，请先打开绑定二维码`);
  if (ticket.expireTime < formatDateTime(platform.now())) refuse(`${account.account} 的绑定二维码已过期，请刷新二维码`);
  const serial = platform.nextId();
  platform.db.accounts.update(id, (a) => {
    const extra = admin(a);
    extra.wechat = {
      nickName: nickName?.trim() || (NICKNAMES[serial % NICKNAMES.length] ?? NICKNAMES[0]!),
      bindTime: formatDateTime(platform.now()),
      openId: `oSbx_${id}_${serial.toString(36)}`,
    };
    extra.wechatNotices = [...NOTICE_TYPES];
    extra.wechatTicket = null;
  });
  return wechatBindInfo(platform, account, id);
}

export function unbindWechat(platform: SandboxPlatform, viewer: SandboxAccount, id: number): void {
  const account = managed(platform, viewer, id);
  if (!admin(account).wechat) refuse('该账号未绑定微信');
  platform.db.accounts.update(id, (a) => {
    const extra = admin(a);
    extra.wechat = null;
    extra.wechatNotices = [];
    extra.wechatTicket = null;
  });
}

export function saveWechatNotices(
  platform: SandboxPlatform,
  viewer: SandboxAccount,
  input: { id: number; noticeTypes: readonly SubAccountWechatNoticeType[] },
): void {
  const account = managed(platform, viewer, input.id);
  if (!admin(account).wechat) refuse('请先绑定微信');
  const chosen = NOTICE_TYPES.filter((type) => input.noticeTypes.includes(type));
  platform.db.accounts.update(input.id, (a) => void (admin(a).wechatNotices = chosen));
}

/**
 * The account's mini-program code: customers who scan it open the hospital's page attributed to
 * this staff member. Permanent (WeChat's unlimited codes), so the same every time.
 */
export function appletCode(platform: SandboxPlatform, viewer: SandboxAccount, id: number): SubAccountQrCode {
  const account = managed(platform, viewer, id);
  if (!account.enabled) refuse('账号已被禁用，无法使用小程序码');
  const scene = `h=${account.userInfo.hospitalId}&u=${id}`;
  return {
    imageUrl: qrDataUrl(`https://mp.weixin.qq.com/a/sandbox-hospital?${scene}`, `${account.userInfo.realName} · ${account.account}`),
    scene,
    expireTime: null,
  };
}
