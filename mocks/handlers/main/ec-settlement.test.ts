/** E-commerce settlement through the gateway: months computed from the seeded orders in cents, totals equal to their orders, refunds and states. */
import type { EcSettlementDetail, EcSettlementPage } from '@generated/main/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { percentOf, sumCents, toCents } from '../../../src/lib/money/money.ts';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const BASE = '/api/pc/1.0/sku/settlement';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform));
});

const list = async (body: object = {}) => (await api.post<EcSettlementPage>(`${BASE}/getList`, { page: 1, limit: 50, ...body })).data;
const detail = async (month: string) => (await api.get<EcSettlementDetail>(`${BASE}/getDetail`, { month })).data;

describe('e-commerce settlement', () => {
  it('has one row per month of the seeded orders, newest first, counting every order once', async () => {
    const page = await list();
    const months = page.list.map((m) => m.month);
    expect(months).toEqual([...months].sort().reverse());
    expect(new Set(months).size).toBe(months.length);
    expect(page.list.reduce((n, m) => n + m.orderCount, 0)).toBe(platform.db.ecOrders.count());
    expect(page.list[0]?.status).toBe(0);
    expect(page.list.at(-1)?.status).toBe(2);
    expect(page.list.at(-1)?.settleDate).toMatch(/^\d{4}-\d{2}-05$/);
  });

  it("makes every month's amounts the exact sums of its orders, fee 5% per order, settled = paid − refund − fee", async () => {
    for (const month of (await list()).list) {
      const d = await detail(month.month);
      expect(d.orders).toHaveLength(month.orderCount);
      for (const key of ['orderAmount', 'payAmount', 'refundAmount', 'netAmount', 'serviceFee', 'settleAmount'] as const)
        expect(toCents(d[key])).toBe(sumCents(d.orders.map((o) => o[key])));
      for (const o of d.orders) {
        expect(toCents(o.netAmount)).toBe(toCents(o.payAmount) - toCents(o.refundAmount));
        expect(toCents(o.serviceFee)).toBe(percentOf(toCents(o.netAmount), 5));
        expect(toCents(o.settleAmount)).toBe(toCents(o.netAmount) - toCents(o.serviceFee));
      }
    }
  });

  it('takes a completed refund off its month at once and filters by month and status', async () => {
    const order = platform.db.ecOrders.first({ where: { refundStatus: 0 } })!;
    const month = order.payTime.slice(0, 7);
    const before = await detail(month);
    platform.db.ecOrders.put({ ...order, refundStatus: 2, refundAmount: order.payAmount, verifyStatus: 4 });
    const after = await detail(month);
    expect(toCents(after.refundAmount) - toCents(before.refundAmount)).toBe(toCents(order.payAmount));
    expect(after.refundCount).toBe(before.refundCount + 1);
    const only = await list({ startMonth: month, endMonth: month });
    expect(only.list.map((m) => m.month)).toEqual([month]);
    const settled = await list({ status: 2 });
    for (const m of settled.list) expect(m.status).toBe(2);
    expect((await api.post(`${BASE}/getList`, { page: 1, limit: 10, startMonth: '2026-10', endMonth: '2026-01' })).msg).toBe(
      '开始月份不能晚于结束月份',
    );
    expect((await api.get(`${BASE}/getDetail`, { month: '2019-01' })).msg).toBe('该月没有电商订单');
  });
});
