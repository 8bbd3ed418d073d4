/** Strict-select orders through the gateway: counts and filters, one order, a follow-up, the write-off seen on the order. */
import type { StrictSelectOrderCount, StrictSelectOrderDetail, StrictSelectOrderPage } from '@generated/main/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import { DEMO_CODES } from '../../db/seed-order-extras.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const BASE = '/api/pc/1.0/strictSelect';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform));
});

const list = async (filters: object = {}) =>
  (await api.post<StrictSelectOrderPage>(`${BASE}/getOrderList`, { page: 1, limit: 100, ...filters })).data;
const detail = async (id: number) => (await api.get<StrictSelectOrderDetail>(`${BASE}/getOrderDetail`, { id })).data;

describe('strict-select orders', () => {
  it('counts agree with the filters; newest dispatch first', async () => {
    const count = (await api.get<StrictSelectOrderCount>(`${BASE}/getOrderCount`)).data;
    const all = await list();
    expect(all.total).toBe(count.total);
    expect(all.list.map((o) => o.dispatchTime)).toEqual([...all.list.map((o) => o.dispatchTime)].sort().reverse());
    const overdue = await list({ isFollowOverdue: true });
    expect(overdue.total).toBe(count.followOverdue);
    expect(overdue.total).toBeGreaterThan(0);
    expectEvery(overdue.list, (o) => o.isFollowOverdue && !o.lastFollowTime);
    const unverified = await list({ verifyStatus: 0 });
    expectEvery(unverified.list, (o) => o.verifyStatus === 0);
    const byNumber = await list({ keyword: all.list[3]!.orderNo });
    expect(byNumber.list.map((o) => o.id)).toEqual([all.list[3]!.id]);
  });

  it('a follow-up is recorded first and sets the status; a refunded order is refused', async () => {
    const order = (await list({ isFollowOverdue: true })).list[0]!;
    const saved = await api.post<{ id: number }>(`${BASE}/followUp`, {
      orderId: order.id,
      followStatus: 2,
      content: '客户已到院面诊',
      appointmentTime: '2026-11-25 10:00:00',
    });
    expect(saved.success).toBe(true);
    const after = await detail(order.id);
    expect(after).toMatchObject({
      followStatus: 2,
      followStatusStr: '已到院',
      isFollowOverdue: false,
      appointmentTime: '2026-11-25 10:00:00',
    });
    expect(after.followRecords[0]).toMatchObject({ id: saved.data.id, content: '客户已到院面诊' });
    const refunded = (await list({ refundStatus: 2 })).list[0]!;
    expect(await api.post(`${BASE}/followUp`, { orderId: refunded.id, followStatus: 1, content: '回访' })).toMatchObject({
      success: false,
      msg: '订单已退款，无需跟进',
    });
  });

  it('writing off its code verifies the order once; the second write-off is refused', async () => {
    expect((await detail(5501)).verifyStatus).toBe(0);
    const writeOff = { code: DEMO_CODES.strictSelect, orderId: 5501 };
    expect((await api.post('/api/pc/1.0/verification/writeOffStrictSelect', writeOff)).success).toBe(true);
    expect(await detail(5501)).toMatchObject({ verifyStatus: 1 });
    expect((await detail(5501)).verifyTime).toBeTruthy();
    const again = await api.post('/api/pc/1.0/verification/writeOffStrictSelect', writeOff);
    expect(again.success).toBe(false);
    expect(again.msg).toMatch(/不能重复核销/);
  });
});
