import { beforeEach, describe, expect, it } from 'vitest';
import type { HomeGuideAlert, HomePageFullData, HomePaperExpiryInfo, HomeRoleInfo, HomeUserAuthExpiration } from '@generated/main/model';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import { createDispatchOrder } from '../../domain/orders.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const H = '/api/pc/1.0/home';
let platform: SandboxPlatform;
let handlers: ReturnType<typeof sandboxHandlers>;
let main: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  handlers = sandboxHandlers(platform);
  main = apiClient(platform, handlers, tokenFor(platform, 'demo-main'));
});

describe('home figures from the state', () => {
  it('counts today’s dispatches, unprocessed orders and unread notices', async () => {
    const before = (await main.get<HomePageFullData>(`${H}/getPageFullData`)).data;
    expect(before.unreadNoticeCount).toBe(
      platform.db.notifications.list({ where: { account: 'demo-main' } }).filter((n) => !n.isRead).length,
    );
    createDispatchOrder(platform, 'demo-main', { oldCustomer: false });
    const after = (await main.get<HomePageFullData>(`${H}/getPageFullData`)).data;
    expect(after.todayDispatchCount).toBe(before.todayDispatchCount + 1);
    expect(after.todayNewCustomerCount).toBe(before.todayNewCustomerCount + 1);
    expect(after.unprocessedOrderCount).toBe(before.unprocessedOrderCount + 1);
    expect(after.updateTime).toBe('2026-11-22 10:00:00');
  });

  it('counts the month’s deals and their amount, the account’s own for a sub-account', async () => {
    const sub = apiClient(platform, handlers, tokenFor(platform, 'demo-sub'));
    const before = (await main.get<HomePageFullData>(`${H}/getPageFullData`)).data;
    const subBefore = (await sub.get<HomePageFullData>(`${H}/getPageFullData`)).data;
    const order = createDispatchOrder(platform, 'demo-sub', { oldCustomer: false });
    expect((await sub.post('/api/pc/1.0/TransferTreatmentOrder/SetMet', { followId: order.id, metTime: '2026-11-22 09:00:00' })).msg).toBe(
      'ok',
    );
    const deal = {
      followId: order.id,
      dealType: 0,
      amount: 6800.5,
      projectIds: [order.intendedProjects?.[0]?.id ?? 1105],
      dealTime: '2026-11-22 09:30:00',
      images: [{ url: 'order/2026/11/receipt.jpg' }],
    };
    expect((await sub.post('/api/pc/1.0/TransferTreatmentOrder/SetDealt', deal)).msg).toBe('ok');
    const after = (await main.get<HomePageFullData>(`${H}/getPageFullData`)).data;
    const subAfter = (await sub.get<HomePageFullData>(`${H}/getPageFullData`)).data;
    expect(after.monthDealCount).toBe(before.monthDealCount + 1);
    expect(after.monthDealAmount).toBeCloseTo(before.monthDealAmount + 6800.5, 2);
    expect(subAfter.monthDealCount).toBe(subBefore.monthDealCount + 1);
    expect(subAfter.monthDealCount).toBeLessThan(after.monthDealCount);
  });

  it('answers the role of main, sub and restricted accounts', async () => {
    expect((await main.get<HomeRoleInfo>(`${H}/getRoleInfo`)).data).toMatchObject({ isMainAccount: true, isRestricted: false });
    const restricted = apiClient(platform, handlers, tokenFor(platform, 'demo-restricted'));
    expect((await restricted.get<HomeRoleInfo>(`${H}/getRoleInfo`)).data).toMatchObject({ isMainAccount: false, isRestricted: true });
  });

  it('lists expiring papers, expired first then soonest', async () => {
    const info = (await main.get<HomePaperExpiryInfo>(`${H}/getHospitalPaperExpiryInfo`)).data;
    expect(info.expiringCount).toBeGreaterThan(0);
    const ad = info.list.find((p) => p.paperType === 3);
    expect(ad).toMatchObject({ expireDate: '2026-11-30', daysLeft: 8, status: 1, nowTab: 2 });
    // The tab the notification of the same event opens: medical licence about to expire (200106) is tab 1.
    expect(info.list.find((p) => p.paperType === 2)).toMatchObject({ status: 1, nowTab: 1 });
    // Contracts are no tab of the hospital information: they open /hospital/contract.
    const contracts = info.list.filter((p) => p.paperType === 5);
    expect(contracts.length).toBeGreaterThan(0);
    for (const c of contracts) expect(c.nowTab).toBeUndefined();
    const days = info.list.map((p) => p.daysLeft);
    expect(days).toEqual([...days].sort((a, b) => a - b));
  });

  it('asks the main account to sign a waiting agreement; not sub-accounts', async () => {
    expect((await main.get<HomeGuideAlert>('/api/pc/1.0/Alert/checkGuideAlert')).data).toMatchObject({
      needAlert: true,
      dialogType: 'confirm',
      jumpUrl: '/hospital/contract',
    });
    const sub = apiClient(platform, handlers, tokenFor(platform, 'demo-sub'));
    expect((await sub.get<HomeGuideAlert>('/api/pc/1.0/Alert/checkGuideAlert')).data).toEqual({ needAlert: false });
  });

  it('reports the account’s authorisation expiry', async () => {
    expect((await main.get<HomeUserAuthExpiration>(`${H}/getUserAuthExpirationInfo`)).data).toEqual({
      needRemind: false,
      isExpired: false,
      expireDate: null,
      daysLeft: null,
    });
    await main.post('/api/pc/1.0/user/save', {
      id: 3002,
      account: 'demo-sub',
      realName: '李思远',
      phone: '13800000002',
      expireDate: '2026-11-30',
    });
    const sub = apiClient(platform, handlers, tokenFor(platform, 'demo-sub'));
    expect((await sub.get<HomeUserAuthExpiration>(`${H}/getUserAuthExpirationInfo`)).data).toMatchObject({
      needRemind: true,
      isExpired: false,
      expireDate: '2026-11-30',
      daysLeft: 8,
    });
  });
});
