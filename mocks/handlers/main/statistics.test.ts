/**
 * Hospital data statistics from the stored orders: 'orders received' of a range equals the order
 * list's total for the same dispatch dates, the trend adds up to the overview, a follow action
 * moves the figures, and the export holds the ranking's rows.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderPage, StatisticsOverview, StatisticsStaffRankPage, StatisticsTrend } from '@generated/main/model';
import { readFirstSheet } from '../../../src/lib/xlsx/read-sheet.ts';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { apiClient, call, contractErrors, testPlatform, tokenFor } from '../../contract/test-client.ts';
import { createDispatchOrder } from '../../domain/orders.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const S = '/api/pc/1.0/hospitalStatistics';
let platform: SandboxPlatform;
let main: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  main = apiClient(platform, sandboxHandlers(platform), tokenFor(platform, 'demo-main'));
});

const overview = async (startDate: string, endDate: string, extra: object = {}) => {
  const answer = await main.post<StatisticsOverview>(`${S}/getOverview`, { startDate, endDate, ...extra });
  expect(answer.msg).toBe('ok');
  return answer.data;
};

const listTotal = async (dispatchStartDate: string, dispatchEndDate: string) =>
  (
    await main.post<OrderPage>('/api/pc/2.0/transferTreatmentOrder/getOrderListData', {
      scope: 'all',
      dispatchStartDate,
      dispatchEndDate,
      page: 1,
      limit: 10,
    })
  ).data.total;

describe('statistics board figures', () => {
  it('counts as orders received the order list’s total for the same range, whatever the range', async () => {
    for (const [start, end] of [
      ['2026-11-01', '2026-11-22'],
      ['2026-10-01', '2026-10-31'],
      ['2026-11-20', '2026-11-20'],
      ['2025-12-01', '2026-11-30'],
    ] as const) {
      const { current } = await overview(start, end);
      expect(current.dispatchCount).toBe(await listTotal(start, end));
    }
    expect((await overview('2026-11-01', '2026-11-22')).current.dispatchCount).toBeGreaterThan(0);
  });

  it('keeps the funnel narrowing and compares with the previous range of the same length', async () => {
    const data = await overview('2026-09-01', '2026-10-31');
    const c = data.current;
    expect(c.dispatchCount).toBeGreaterThanOrEqual(c.followCount);
    expect(c.followCount).toBeGreaterThanOrEqual(c.appointCount);
    expect(c.appointCount).toBeGreaterThanOrEqual(c.meetCount);
    expect(c.meetCount).toBeGreaterThanOrEqual(c.dealCount);
    expect(c.dealCount).toBeGreaterThan(0);
    expect(c.avgFirstResponseMinutes).toBeGreaterThan(0);
    expect([data.previousStartDate, data.previousEndDate]).toEqual(['2026-07-02', '2026-08-31']);
    expect(data.previous.dispatchCount).toBe(await listTotal('2026-07-02', '2026-08-31'));
  });

  it('moves with a new dispatch and its deal', async () => {
    const before = (await overview('2026-11-22', '2026-11-22')).current;
    const order = createDispatchOrder(platform, 'demo-main', { oldCustomer: false });
    await main.post('/api/pc/1.0/TransferTreatmentOrder/SetMet', { followId: order.id, metTime: '2026-11-22 09:59:00' });
    const dealt = await main.post('/api/pc/1.0/TransferTreatmentOrder/SetDealt', {
      followId: order.id,
      dealType: 0,
      amount: 1234.5,
      projectIds: [order.intendedProjects?.[0]?.id ?? 1105],
      dealTime: '2026-11-22 09:59:30',
      images: [{ url: 'order/2026/11/receipt.jpg' }],
    });
    expect(dealt.msg).toBe('ok');
    const after = (await overview('2026-11-22', '2026-11-22')).current;
    expect(after.dispatchCount).toBe(before.dispatchCount + 1);
    expect(after.meetCount).toBe(before.meetCount + 1);
    expect(after.dealCount).toBe(before.dealCount + 1);
    expect(Math.round(after.dealAmount * 100)).toBe(Math.round(before.dealAmount * 100) + 123450);
  });

  it('adds up the trend by day, week and month to the overview, with every period present', async () => {
    const range = { startDate: '2026-10-15', endDate: '2026-11-20' };
    const total = (await overview(range.startDate, range.endDate)).current;
    const points = async (granularity: string) =>
      (await main.post<StatisticsTrend>(`${S}/getTrend`, { ...range, granularity })).data.points;
    const days = await points('day');
    expect(days).toHaveLength(37);
    const weeks = await points('week');
    expect(weeks.map((p) => p.period)[0]).toBe('2026-10-12');
    expectEvery(weeks, (p) => new Date(`${p.period}T00:00:00Z`).getUTCDay() === 1);
    expect((await points('month')).map((p) => p.period)).toEqual(['2026-10', '2026-11']);
    for (const list of [days, weeks]) {
      expect(list.reduce((sum, p) => sum + p.dispatchCount, 0)).toBe(total.dispatchCount);
      expect(list.reduce((sum, p) => sum + p.dealCount, 0)).toBe(total.dealCount);
    }
  });

  it('ranks the staff by the chosen metric and exports the same rows', async () => {
    const request = { startDate: '2026-09-01', endDate: '2026-11-22', rankBy: 'dispatchCount', page: 1, limit: 50 };
    const ranking = (await main.post<StatisticsStaffRankPage>(`${S}/getStaffRanking`, request)).data;
    expect(ranking.total).toBeGreaterThan(1);
    const counts = ranking.list.map((r) => r.dispatchCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(ranking.list.map((r) => r.rank)).toEqual(ranking.list.map((_, i) => i + 1));
    const byAmount = (await main.post<StatisticsStaffRankPage>(`${S}/getStaffRanking`, { ...request, rankBy: 'dealAmount' })).data.list;
    const amounts = byAmount.map((r) => r.dealAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

    const result = await call(platform, sandboxHandlers(platform), `${S}/exportStaffRanking`, {
      method: 'POST',
      body: { ...request, limit: 1 },
      token: tokenFor(platform, 'demo-main'),
    });
    expect(await contractErrors(result)).toEqual([]);
    const rows = readFirstSheet(new Uint8Array(await result.response.arrayBuffer()));
    expect(rows[0]?.[1]).toBe('咨询师');
    expect(rows.slice(1).map((r) => r[1])).toEqual(ranking.list.map((r) => r.staffName));
    expect(rows.slice(1).map((r) => Number(r[2]))).toEqual(counts);
  });

  it('refuses a reversed or too long range', async () => {
    const reversed = await main.post(`${S}/getOverview`, { startDate: '2026-11-20', endDate: '2026-11-01' });
    expect([reversed.success, reversed.msg]).toEqual([false, '开始日期不能晚于结束日期']);
    const long = await main.post(`${S}/getOverview`, { startDate: '2025-01-01', endDate: '2026-11-01' });
    expect([long.success, long.msg]).toEqual([false, '统计日期范围不能超过366天']);
  });
});
