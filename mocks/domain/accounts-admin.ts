/**
 * User management: the main account manages the hospital's sub-accounts (list, create and edit
 * with their menus, enable or disable, set a password, delete). Disabling, deleting or a new
 * password ends the account's sessions. Fields the account rows of the state do not model
 * (position, creation time, expiry, last login) are kept beside them under `admin`.
 */
import type { MenuItem, SubAccount, SubAccountDetail, SubAccountPage } from '@generated/main/model';
import { paginate } from '../../src/lib/paging/paging.ts';
import { fullPhoneOf, imIdOf } from '../db/accounts.ts';
import { fullMenuTree, menusFor } from '../db/menus.ts';
import { DAY, formatDate, formatDateTime, maskPhone, parseDateTime } from '../db/random.ts';
import type { AccountAdminFields, SandboxAccount } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found, refuse } from './errors.ts';
import { endSessionsOf } from './session.ts';

export type { AccountAdminFields } from '../db/state.ts';

const admin = (account: SandboxAccount): AccountAdminFields => (account.admin ??= {});

/** Seeded accounts were created a while before the seed's reference day, the main account first. */
function createTimeOf(platform: SandboxPlatform, account: SandboxAccount): string {
  return admin(account).createTime ?? formatDateTime(platform.seededAt() - (400 - (account.userInfo.id - 3001) * 12) * DAY);
}

/** 0 disabled, 1 enabled, 2 expired (past its expiry date). */
export function accountStatus(platform: SandboxPlatform, account: SandboxAccount): 0 | 1 | 2 {
  if (!account.enabled) return 0;
  const expire = admin(account).expireDate;
  return expire && expire < formatDate(platform.now()) ? 2 : 1;
}

/** Why the account may not sign in, or undefined when it may. */
export function loginRefusal(platform: SandboxPlatform, account: SandboxAccount): string | undefined {
  const status = accountStatus(platform, account);
  if (status === 0) return '账号已被禁用，请联系机构管理员';
  if (status === 2) return '账号已过期，请联系机构管理员';
  return undefined;
}

/** Remembers a sign-in for the accounts list. */
export function recordLogin(platform: SandboxPlatform, account: SandboxAccount): void {
  platform.db.accounts.update(account.userInfo.id, (a) => void (admin(a).lastLoginTime = formatDateTime(platform.now())));
}

function menuIds(items: readonly MenuItem[]): number[] {
  return items.flatMap((item) => [item.id, ...menuIds(item.subMenuList)]);
}

export function accountRow(platform: SandboxPlatform, account: SandboxAccount): SubAccount {
  const extra = admin(account);
  return {
    id: account.userInfo.id,
    imId: account.userInfo.imId,
    account: account.account,
    realName: account.userInfo.realName,
    phone: maskPhone(fullPhoneOf(account)),
    position: extra.position ?? (account.userInfo.isMainAccount ? '机构管理员' : '美学顾问'),
    isMainAccount: account.userInfo.isMainAccount,
    status: accountStatus(platform, account),
    menuNames: account.menus.map((m) => m.menuName),
    expireDate: extra.expireDate ?? null,
    isWechatBound: Boolean(extra.wechat),
    lastLoginTime: extra.lastLoginTime ?? null,
    createTime: createTimeOf(platform, account),
  };
}

export function accountDetail(platform: SandboxPlatform, account: SandboxAccount): SubAccountDetail {
  return {
    ...accountRow(platform, account),
    fullPhone: fullPhoneOf(account),
    menuIds: menuIds(account.menus),
    authCodes: [...account.authCode],
  };
}

export function requireManager(viewer: SandboxAccount): void {
  if (!viewer.userInfo.isMainAccount) refuse('仅主账号可管理子账号');
}

export function requireAccount(platform: SandboxPlatform, id: number): SandboxAccount {
  return found(platform.db.accounts.get(id), '账号不存在');
}

function requireSubAccount(platform: SandboxPlatform, id: number): SandboxAccount {
  const account = requireAccount(platform, id);
  if (account.userInfo.isMainAccount) refuse('主账号不能执行此操作');
  return account;
}

/** The main account first, then sub-accounts, newest first. */
export function listAccounts(
  platform: SandboxPlatform,
  viewer: SandboxAccount,
  query: { page?: number; limit?: number; keyword?: string; status?: number },
): SubAccountPage {
  requireManager(viewer);
  // Status depends on the sandbox clock (expiry), so it is filtered here, on the hospital's few accounts.
  const rows = platform.db.accounts
    .list({ keyword: query.keyword })
    .filter((a) => query.status === undefined || accountStatus(platform, a) === query.status)
    .sort((a, b) => {
      if (a.userInfo.isMainAccount !== b.userInfo.isMainAccount) return a.userInfo.isMainAccount ? -1 : 1;
      const ta = createTimeOf(platform, a);
      const tb = createTimeOf(platform, b);
      return ta < tb ? 1 : ta > tb ? -1 : b.userInfo.id - a.userInfo.id;
    });
  const page = paginate(rows, query.page, query.limit);
  return { total: page.total, page: page.page, limit: page.limit, list: page.rows.map((a) => accountRow(platform, a)) };
}

export function getAccountDetail(platform: SandboxPlatform, viewer: SandboxAccount, id: number): SubAccountDetail {
  if (viewer.userInfo.id !== id) requireManager(viewer);
  return accountDetail(platform, requireAccount(platform, id));
}

/** The menus of the hospital's contract, assignable to sub-accounts. */
export function assignableMenus(): MenuItem[] {
  return fullMenuTree();
}

/** A disabled sub-account is logged out and can no longer sign in. */
export function setAccountEnabled(platform: SandboxPlatform, viewer: SandboxAccount, id: number, enabled: boolean): void {
  requireManager(viewer);
  const account = requireSubAccount(platform, id);
  platform.db.accounts.update(id, (a) => void (a.enabled = enabled));
  if (!enabled) endSessionsOf(platform, account.account);
}

const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,20}$/;

/** Sets an account's password; its other sessions end. */
export function setAccountPassword(
  platform: SandboxPlatform,
  viewer: SandboxAccount,
  input: { id: number; password: string; confirmPassword: string },
  viewerToken?: string,
): void {
  if (viewer.userInfo.id !== input.id) requireManager(viewer);
  const account = requireAccount(platform, input.id);
  if (input.password !== input.confirmPassword) refuse('两次输入的密码不一致');
  if (!PASSWORD_RULE.test(input.password)) refuse('密码需为8-20位，且同时包含字母和数字');
  platform.db.accounts.update(account.userInfo.id, (a) => void (a.password = input.password));
  endSessionsOf(platform, account.account, viewerToken);
}

/** SMS notices an account may get: at most one a minute and five a day (the contract's limits). */
const SMS_PER_DAY = 5;

/**
 * Texts a sub-account its sign-in: the account name, a new random password (the old one stops
 * working, its sessions end) and the download address. Returns the masked phone it went to.
 */
export function sendAccountSms(platform: SandboxPlatform, viewer: SandboxAccount, id: number): string {
  requireManager(viewer);
  const account = requireSubAccount(platform, id);
  if (!account.enabled) refuse('账号已被禁用，请先启用');
  const now = platform.now();
  const today = formatDate(now);
  const sent = (admin(account).smsTimes ?? []).filter((time) => time.startsWith(today));
  const last = sent.at(-1);
  if (last && now - parseDateTime(last) < 60_000) refuse('短信发送过于频繁，请1分钟后再试');
  if (sent.length >= SMS_PER_DAY) refuse('该账号今日短信通知次数已达上限（5次）');
  const password = `Mc${platform.nextId().toString(36)}${Math.floor(now / 1000) % 1000}`;
  platform.db.accounts.update(id, (a) => {
    a.password = password;
    admin(a).smsTimes = [...sent, formatDateTime(now)];
  });
  endSessionsOf(platform, account.account);
  return maskPhone(fullPhoneOf(account));
}

/** Deletes a sub-account; orders it followed stay with the hospital. */
export function deleteAccount(platform: SandboxPlatform, viewer: SandboxAccount, id: number): void {
  requireManager(viewer);
  const account = requireSubAccount(platform, id);
  endSessionsOf(platform, account.account);
  platform.db.accounts.remove(id);
}

export interface AccountInput {
  id?: number;
  account: string;
  realName: string;
  phone: string;
  password?: string;
  position?: string;
  menuIds?: number[];
  authCodes?: string[];
  expireDate?: string | null;
}

function menusOf(ids: readonly number[]): MenuItem[] {
  const wanted = new Set(ids);
  const urls: string[] = [];
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (wanted.has(item.id)) urls.push(item.menuUrl);
      walk(item.subMenuList);
    }
  };
  walk(fullMenuTree());
  return menusFor(urls);
}

/** Creates a sub-account (no id) or updates an account; the main account keeps every menu. Returns the id. */
export function saveAccount(platform: SandboxPlatform, viewer: SandboxAccount, input: AccountInput): number {
  requireManager(viewer);
  const name = input.account.trim();
  if (!/^[A-Za-z0-9_-]{4,30}$/.test(name)) refuse('账号需为4-30位字母、数字、下划线或短横线');
  if (!/^1\d{10}$/.test(input.phone)) refuse('请填写正确的手机号');
  if (!input.realName.trim()) refuse('请填写姓名');
  const taken = platform.db.accounts.first({ where: { account: name } });
  if (taken && taken.userInfo.id !== input.id) refuse('账号已存在');

  if (input.id !== undefined) {
    const account = requireAccount(platform, input.id);
    if (account.account !== name) {
      for (const session of platform.db.sessions.list({ where: { account: account.account } })) {
        platform.db.sessions.put({ ...session, account: name });
      }
      account.account = name;
      account.userInfo.account = name;
    }
    account.userInfo.realName = input.realName.trim();
    account.phone = input.phone;
    if (!account.userInfo.isMainAccount) {
      if (input.menuIds) account.menus = menusOf(input.menuIds);
      if (input.authCodes) account.authCode = [...input.authCodes];
    }
    const extra = admin(account);
    if (input.position !== undefined) extra.position = input.position;
    if (input.expireDate !== undefined) extra.expireDate = input.expireDate;
    platform.db.accounts.put(account);
    return account.userInfo.id;
  }

  if (!input.password) refuse('请设置登录密码');
  if (!PASSWORD_RULE.test(input.password ?? '')) refuse('密码需为8-20位，且同时包含字母和数字');
  const main = platform.db.accounts.first({ where: { isMainAccount: true } }) ?? viewer;
  const id = Number(platform.db.accounts.ids({ sort: ['-id'], limit: 1 })[0] ?? 3000) + 1;
  const account: SandboxAccount = {
    account: name,
    password: input.password ?? '',
    phone: input.phone,
    userInfo: {
      id,
      imId: imIdOf(id),
      account: name,
      realName: input.realName.trim(),
      hospitalId: main.userInfo.hospitalId,
      hospitalRegisteredName: main.userInfo.hospitalRegisteredName,
      isMainAccount: false,
    },
    isRestricted: false,
    menus: menusOf(input.menuIds ?? []),
    authCode: [...(input.authCodes ?? [])],
    enabled: true,
    admin: {
      position: input.position ?? '美学顾问',
      createTime: formatDateTime(platform.now()),
      expireDate: input.expireDate ?? null,
      lastLoginTime: null,
      wechat: null,
    },
  };
  platform.db.accounts.insert(account);
  return id;
}
