import { beforeEach, describe, expect, it } from 'vitest';
import type { LoginResult } from '@generated/main/model';
import { call, contractErrors, testPlatform } from '../../contract/test-client.ts';
import { DEMO_PHONE, DEMO_SMS_CODE, SANDBOX_PASSWORD } from '../../db/accounts.ts';
import { findAccount, issueUcToken } from '../../domain/session.ts';
import type { PlatformEvent, SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const LOGIN = '/api/pc/1.0/Login';
type Envelope<T> = { success: boolean; code: string; msg: string; data: T };

let platform: SandboxPlatform;
let clock: { now: number };
let handlers: ReturnType<typeof sandboxHandlers>;

beforeEach(() => {
  ({ platform, clock } = testPlatform());
  handlers = sandboxHandlers(platform);
});

async function post<T = LoginResult>(path: string, body: unknown, token?: string) {
  const result = await call<Envelope<T>>(platform, handlers, path, { method: 'POST', body, token });
  expect(await contractErrors(result)).toEqual([]);
  return result;
}

describe('LoginByPassword', () => {
  it('signs demo-main in with menus, tokens and auth codes; the token works', async () => {
    const { json } = await post(`${LOGIN}/LoginByPassword`, { account: 'demo-main', password: SANDBOX_PASSWORD });
    expect(json.success).toBe(true);
    expect(json.data.userInfo).toMatchObject({ account: 'demo-main', isMainAccount: true });
    expect(json.data.rootMenus.length).toBeGreaterThan(5);
    expect(json.data.wsNotificationToken).not.toBe(json.data.ucToken);
    const context = await call<Envelope<LoginResult>>(platform, handlers, `${LOGIN}/GetLoginContext`, { token: json.data.ucToken });
    expect(context.json.data.userInfo.account).toBe('demo-main');
    expect(await contractErrors(context)).toEqual([]);
  });

  it('gives the restricted account only dashbord and customer', async () => {
    const { json } = await post(`${LOGIN}/LoginByPassword`, { account: 'demo-restricted', password: SANDBOX_PASSWORD });
    expect(json.data.isRestricted).toBe(true);
    expect(json.data.rootMenus.map((m) => m.menuUrl)).toEqual(['dashbord', 'customer']);
  });

  it.each([
    ['a wrong password', { account: 'demo-main', password: 'Wrong#2026' }],
    ['an unknown account', { account: 'nobody', password: SANDBOX_PASSWORD }],
  ])('refuses %s with 账号或密码错误', async (_label, body) => {
    const { status, json } = await post(`${LOGIN}/LoginByPassword`, body);
    expect(status).toBe(200);
    expect(json).toMatchObject({ success: false, msg: '账号或密码错误', data: null });
    expect(json.code).not.toMatch(/1001|1002/);
    expect(platform.db.sessions.count()).toBe(0);
  });

  it('refuses a disabled account', async () => {
    const { json } = await post(`${LOGIN}/LoginByPassword`, { account: 'zhouxiaowen', password: SANDBOX_PASSWORD });
    expect(json).toMatchObject({ success: false, msg: '账号已被禁用，请联系机构管理员' });
  });
});

describe('SMS code and LoginByPhone', () => {
  it('sends a code with a 60 s cooldown per phone', async () => {
    const first = await post<{ cooldown: number }>(`${LOGIN}/SendSmsCodeV2`, { phone: DEMO_PHONE, scene: 'login' });
    expect(first.json).toMatchObject({ success: true, data: { cooldown: 60 } });
    clock.now += 30_000;
    const again = await post(`${LOGIN}/SendSmsCodeV2`, { phone: DEMO_PHONE, scene: 'login' });
    expect(again.json).toMatchObject({ success: false, msg: '验证码发送过于频繁，请30秒后再试' });
    const other = await post(`${LOGIN}/SendSmsCodeV2`, { phone: '13800000002', scene: 'login' });
    expect(other.json.success).toBe(true);
    clock.now += 31_000;
    expect((await post(`${LOGIN}/SendSmsCodeV2`, { phone: DEMO_PHONE, scene: 'login' })).json.success).toBe(true);
  });

  it('refuses a phone without an account', async () => {
    expect((await post(`${LOGIN}/SendSmsCodeV2`, { phone: '13700000000', scene: 'login' })).json).toMatchObject({ success: false });
  });

  it('signs demo-main in with 13800000001 and 246810', async () => {
    const { json } = await post(`${LOGIN}/LoginByPhone`, { phone: DEMO_PHONE, smsCode: DEMO_SMS_CODE });
    expect(json.data.userInfo.account).toBe('demo-main');
  });

  it('refuses a wrong code and an unknown phone', async () => {
    expect((await post(`${LOGIN}/LoginByPhone`, { phone: DEMO_PHONE, smsCode: '000000' })).json).toMatchObject({
      success: false,
      msg: '验证码错误或已过期',
    });
    expect((await post(`${LOGIN}/LoginByPhone`, { phone: '13700000000', smsCode: DEMO_SMS_CODE })).json.success).toBe(false);
  });
});

describe('token logins', () => {
  it('LoginByUcToken consumes a one-time account-centre token', async () => {
    const account = findAccount(platform, 'demo-sub');
    if (!account) throw new Error('demo-sub missing');
    const ucToken = issueUcToken(platform, account);
    const { json } = await post(`${LOGIN}/LoginByUcToken`, { ucToken });
    expect(json.data.userInfo.account).toBe('demo-sub');
    expect((await post(`${LOGIN}/LoginByUcToken`, { ucToken })).json).toMatchObject({
      success: false,
      msg: '登录凭证无效或已过期，请重新登录',
    });
    // A live session token passes too (a client signed in elsewhere hands its token on).
    expect((await post(`${LOGIN}/LoginByUcToken`, { ucToken: json.data.ucToken })).json.data.userInfo.account).toBe('demo-sub');
  });

  it('LoginByAccount exchanges an account ticket', async () => {
    const account = findAccount(platform, 'demo-main');
    if (!account) throw new Error('demo-main missing');
    const ticket = issueUcToken(platform, account);
    expect((await post(`${LOGIN}/LoginByAccount`, { ticket })).json.data.userInfo.account).toBe('demo-main');
    expect((await post(`${LOGIN}/LoginByAccount`, { ticket: 'forged' })).json.success).toBe(false);
  });

  it('LoginByPushToken restores the session of a stored push token', async () => {
    const login = (await post(`${LOGIN}/LoginByPassword`, { account: 'demo-main', password: SANDBOX_PASSWORD })).json.data;
    const restored = (await post(`${LOGIN}/LoginByPushToken`, { wsNotificationToken: login.wsNotificationToken })).json;
    expect(restored.data).toMatchObject({ ucToken: login.ucToken, userInfo: { account: 'demo-main' } });
    expect((await post(`${LOGIN}/LoginByPushToken`, { wsNotificationToken: 'ws_forged' })).json.success).toBe(false);
  });
});

describe('logout', () => {
  it('ends the session: the token gets 401 and session-ended is emitted', async () => {
    const events: PlatformEvent[] = [];
    platform.subscribe((e) => events.push(e));
    const token = (await post(`${LOGIN}/LoginByPassword`, { account: 'demo-main', password: SANDBOX_PASSWORD })).json.data.ucToken;
    // The contract's logout takes no body.
    const out = await post<boolean>('/api/pc/1.0/logout', undefined, token);
    expect(out.json).toMatchObject({ success: true, data: true });
    expect(events).toContainEqual({ kind: 'session-ended', account: 'demo-main', token });
    const after = await call(platform, handlers, `${LOGIN}/GetLoginContext`, { token });
    expect(after.status).toBe(401);
  });
});
