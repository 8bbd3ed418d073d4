import { beforeEach, describe, expect, it } from 'vitest';
import type { LoginResult, SubAccountDetail, SubAccountPage, SubAccountQrCode, SubAccountWechatBind } from '@generated/main/model';
import { scanWechatBindQrCode } from '../../domain/account-wechat.ts';
import { BusinessError } from '../../domain/errors.ts';
import { apiClient, call, testPlatform, tokenFor, type Envelope } from '../../contract/test-client.ts';
import { SANDBOX_PASSWORD } from '../../db/accounts.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const U = '/api/pc/1.0/user';
let platform: SandboxPlatform;
let handlers: ReturnType<typeof sandboxHandlers>;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  handlers = sandboxHandlers(platform);
  api = apiClient(platform, handlers, tokenFor(platform, 'demo-main'));
});

const login = async (account: string, password: string) =>
  (
    await call<Envelope<LoginResult>>(platform, handlers, '/api/pc/1.0/Login/LoginByPassword', {
      method: 'POST',
      body: { account, password },
    })
  ).json;
const accounts = async (body: Record<string, unknown> = {}) =>
  (await api.post<SubAccountPage>(`${U}/getSubAccountList`, { limit: 100, ...body })).data;

describe('sub-accounts', () => {
  it('lists the main account first, then sub-accounts, with statuses', async () => {
    const page = await accounts();
    expect(page.total).toBe(20);
    expect(page.list[0]).toMatchObject({ account: 'demo-main', isMainAccount: true, status: 1 });
    expect(page.list.find((a) => a.account === 'zhouxiaowen')?.status).toBe(0);
    expect((await accounts({ status: 0 })).total).toBe(3);
    expect((await accounts({ keyword: '李思远' })).list.map((a) => a.account)).toEqual(['demo-sub']);
  });

  it('creates a sub-account with menus that can sign in', async () => {
    const saved = await api.post<{ id: number }>(`${U}/save`, {
      account: 'mlyy-zixun09',
      realName: '赵敏',
      phone: '13912342456',
      password: 'Meilai2026',
      menuIds: [],
      position: '咨询师',
    });
    expect(saved.success).toBe(true);
    const detail = (await api.get<SubAccountDetail>(`${U}/getSubAccountInfo`, { id: saved.data.id })).data;
    expect(detail).toMatchObject({
      account: 'mlyy-zixun09',
      phone: '139****2456',
      status: 1,
      isMainAccount: false,
      createTime: '2026-11-22 10:00:00',
    });
    expect((await accounts()).list[1]?.account).toBe('mlyy-zixun09');
    expect((await login('mlyy-zixun09', 'Meilai2026')).success).toBe(true);
    expect(await api.post(`${U}/save`, { account: 'demo-sub', realName: 'x', phone: '13912342456', password: 'Meilai2026' })).toMatchObject(
      { success: false, msg: '账号已存在' },
    );
  });

  it('disabling ends the sessions and refuses sign-in; enabling restores it', async () => {
    const subToken = tokenFor(platform, 'demo-sub');
    await api.post(`${U}/setEnable`, { id: 3002, isEnable: false });
    expect((await call(platform, handlers, '/api/pc/1.0/Login/GetLoginContext', { token: subToken })).status).toBe(401);
    expect(await login('demo-sub', SANDBOX_PASSWORD)).toMatchObject({ success: false, msg: '账号已被禁用，请联系机构管理员' });
    await api.post(`${U}/setEnable`, { id: 3002, isEnable: true });
    expect((await login('demo-sub', SANDBOX_PASSWORD)).success).toBe(true);
    expect((await api.post(`${U}/setEnable`, { id: 3001, isEnable: false })).success).toBe(false);
  });

  it('sets a password: the old one stops working', async () => {
    expect(await api.post(`${U}/setPassword`, { id: 3002, password: 'Meilai2027', confirmPassword: 'Meilai2028' })).toMatchObject({
      success: false,
      msg: '两次输入的密码不一致',
    });
    await api.post(`${U}/setPassword`, { id: 3002, password: 'Meilai2027', confirmPassword: 'Meilai2027' });
    expect((await login('demo-sub', SANDBOX_PASSWORD)).msg).toBe('账号或密码错误');
    expect((await login('demo-sub', 'Meilai2027')).success).toBe(true);
  });

  it('deletes a sub-account but never the main account; only the main account manages', async () => {
    await api.post(`${U}/delete`, { id: 3020 });
    expect((await accounts()).list.map((a) => a.id)).not.toContain(3020);
    expect((await login('hanxue', SANDBOX_PASSWORD)).success).toBe(false);
    expect((await api.post(`${U}/delete`, { id: 3001 })).msg).toBe('主账号不能执行此操作');
    const sub = apiClient(platform, handlers, tokenFor(platform, 'demo-sub'));
    expect(await sub.post(`${U}/getSubAccountList`, {})).toMatchObject({ success: false, msg: '仅主账号可管理子账号' });
  });

  it('the detail gives the main account the whole phone to edit with', async () => {
    const detail = (await api.get<SubAccountDetail>(`${U}/getSubAccountInfo`, { id: 3002 })).data;
    expect(detail).toMatchObject({ phone: '138****0002', fullPhone: '13800000002' });
  });

  it('texts a sub-account a new password: the old one stops working; at most once a minute', async () => {
    await api.post(`${U}/sendAccountSms`, { id: 3002 });
    expect((await login('demo-sub', SANDBOX_PASSWORD)).msg).toBe('账号或密码错误');
    expect(await api.post(`${U}/sendAccountSms`, { id: 3002 })).toMatchObject({ success: false, msg: '短信发送过于频繁，请1分钟后再试' });
    expect((await api.post(`${U}/sendAccountSms`, { id: 3001 })).msg).toBe('主账号不能执行此操作');
  });

  it('binds WeChat only through a valid QR code, then saves notices and unbinds', async () => {
    const bind = async (id: number) => (await api.get<SubAccountWechatBind>(`${U}/getWechatBindInfo`, { id })).data;
    expect(await bind(3005)).toEqual({ id: 3005, isBound: false, nickName: null, avatar: null, bindTime: null, noticeTypes: [] });
    expect(() => scanWechatBindQrCode(platform, 3005)).toThrow(BusinessError);
    const qr = (await api.get<SubAccountQrCode>(`${U}/getWechatBindQrCode`, { id: 3005 })).data;
    expect(qr.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(qr.imageUrl.split(',')[1] ?? '')).toContain('<path');
    expect(qr.expireTime).toBe('2026-11-22 10:10:00');
    platform.transaction(() => scanWechatBindQrCode(platform, 3005, '小鹿'));
    expect(await bind(3005)).toMatchObject({
      isBound: true,
      nickName: '小鹿',
      bindTime: '2026-11-22 10:00:00',
      noticeTypes: ['newOrder', 'orderFollow', 'strictSelectOrder', 'finance', 'expiry'],
    });
    expect((await accounts({ keyword: 'liujiaqi' })).list[0]?.isWechatBound).toBe(true);
    expect((await api.get(`${U}/getWechatBindQrCode`, { id: 3005 })).msg).toBe('该账号已绑定微信，请先解绑');
    await api.post(`${U}/saveWechatNotice`, { id: 3005, noticeTypes: ['finance', 'newOrder'] });
    expect((await bind(3005)).noticeTypes).toEqual(['newOrder', 'finance']);
    expect((await api.post(`${U}/unbindWechat`, { id: 3005 })).success).toBe(true);
    expect(await bind(3005)).toMatchObject({ isBound: false, noticeTypes: [] });
    expect(await api.post(`${U}/saveWechatNotice`, { id: 3005, noticeTypes: ['finance'] })).toMatchObject({
      success: false,
      msg: '请先绑定微信',
    });
    expect((await api.post(`${U}/unbindWechat`, { id: 3005 })).msg).toBe('该账号未绑定微信');
  });

  it('a binding QR code expires; seeded accounts are bound with their notices', async () => {
    expect(await api.get<SubAccountWechatBind>(`${U}/getWechatBindInfo`, { id: 3001 })).toMatchObject({
      data: { isBound: true, nickName: '雅琴', bindTime: '2026-01-15 09:12:40' },
    });
    await api.get(`${U}/getWechatBindQrCode`, { id: 3002 });
    platform.clockOffsetSeconds += 11 * 60;
    expect(() => scanWechatBindQrCode(platform, 3002)).toThrow('demo-sub 的绑定二维码已过期，请刷新二维码');
  });

  it('gives an enabled account a permanent mini-program code carrying the hospital and the account', async () => {
    const code = (await api.get<SubAccountQrCode>(`${U}/getAppletCode`, { id: 3002 })).data;
    expect(code).toMatchObject({ scene: 'h=1&u=3002', expireTime: null });
    expect(code.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await api.get(`${U}/getAppletCode`, { id: 3008 })).msg).toBe('账号已被禁用，无法使用小程序码');
  });
});
