/**
 * Hospital data statistics (/statistics/board), computed from the stored orders and their follow
 * history, never stored themselves: the funnel of the orders dispatched in a date range (each
 * order counts in the period of its dispatch time, so 'orders received' of a range is the total
 * of the order list filtered by the same dispatch dates), its trend by day, week or month, and
 * the ranking of the staff accounts following the orders, with its .xlsx export.
 */
import type {
  StatisticsGranularity,
  StatisticsMetrics,
  StatisticsOverview,
  StatisticsQuery,
  StatisticsRankField,
  StatisticsRankingRequest,
  StatisticsStaffRank,
  StatisticsStaffRankPage,
  StatisticsTrend,
} from '@generated/main/model';
import { paginate } from '../../src/lib/paging/paging.ts';
import { DAY, formatDate, formatDateTime, MINUTE, money, parseDateTime } from '../db/random.ts';
import type { StoredOrder } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { refuse } from './errors.ts';
import { dayRange } from './list.ts';
import { xlsxFile } from './xlsx.ts';

/** Longest range the board accepts (contract: StatisticsQuery). */
export const MAX_RANGE_DAYS = 366;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Days of a checked range, both ends included. */
function rangeDays(query: StatisticsQuery): number {
  if (!DATE.test(query.startDate) || !DATE.test(query.endDate)) refuse('请选择统计日期范围');
  if (query.startDate > query.endDate) refuse('开始日期不能晚于结束日期');
  const days = Math.round((parseDateTime(query.endDate) - parseDateTime(query.startDate)) / DAY) + 1;
  if (days > MAX_RANGE_DAYS) refuse(`统计日期范围不能超过${MAX_RANGE_DAYS}天`);
  return days;
}

/** The orders dispatched in the range, of the chosen staff and projects. */
function ordersOf(platform: SandboxPlatform, query: StatisticsQuery): StoredOrder[] {
  const projects = query.projectIds ?? [];
  return platform.db.orders.list({
    where: {
      dispatchTime: dayRange(query.startDate, query.endDate),
      followerId: query.staffIds && query.staffIds.length > 0 ? { in: query.staffIds } : undefined,
      or: projects.length > 0 ? projects.map((id) => ({ projectIds: { contains: `|${id}|` } })) : undefined,
    },
  });
}

/** The time of the hospital's first follow record of an order, or null. */
function firstResponse(order: StoredOrder): string | null {
  let first: string | null = null;
  for (const r of order.followRecords) if (r.operatorType === 1 && (first === null || r.followTime < first)) first = r.followTime;
  return first;
}

/** Stages reached by an order; each implies the ones before it (the funnel never widens). */
function stages(order: StoredOrder) {
  const dealt = order.deals.length > 0;
  const met = dealt || Boolean(order.metTime);
  const appointed = met || Boolean(order.meetAppointmentTime);
  const followed = appointed || Boolean(order.lastFollowTime) || firstResponse(order) !== null;
  return { followed, appointed, met, dealt };
}

/** Percent with two decimals; 0 when nothing to divide by. */
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10000) / 100);

/** The funnel of a set of orders (amounts summed in cents: adding yuan as floats drifts). */
export function metricsOf(orders: readonly StoredOrder[]): StatisticsMetrics {
  let followCount = 0;
  let appointCount = 0;
  let meetCount = 0;
  let dealCount = 0;
  let dealCents = 0;
  let responseMs = 0;
  let responded = 0;
  for (const order of orders) {
    const s = stages(order);
    if (s.followed) followCount += 1;
    if (s.appointed) appointCount += 1;
    if (s.met) meetCount += 1;
    if (s.dealt) {
      dealCount += 1;
      dealCents += order.deals.reduce((sum, d) => sum + Math.round(d.amount * 100), 0);
    }
    const first = firstResponse(order);
    if (first !== null) {
      responseMs += Math.max(0, parseDateTime(first) - parseDateTime(order.dispatchTime));
      responded += 1;
    }
  }
  const dispatchCount = orders.length;
  return {
    dispatchCount,
    followCount,
    followRate: percent(followCount, dispatchCount),
    appointCount,
    appointRate: percent(appointCount, dispatchCount),
    meetCount,
    meetRate: percent(meetCount, dispatchCount),
    dealCount,
    dealRate: percent(dealCount, meetCount),
    dealAmount: money(dealCents / 100),
    avgDealAmount: dealCount === 0 ? 0 : money(Math.round(dealCents / dealCount) / 100),
    avgFirstResponseMinutes: responded === 0 ? null : Math.round((responseMs / responded / MINUTE) * 10) / 10,
  };
}

export function statisticsOverview(platform: SandboxPlatform, query: StatisticsQuery): StatisticsOverview {
  const days = rangeDays(query);
  const previousEnd = parseDateTime(query.startDate) - DAY;
  const previousStartDate = formatDate(previousEnd - (days - 1) * DAY);
  const previousEndDate = formatDate(previousEnd);
  return {
    current: metricsOf(ordersOf(platform, query)),
    previous: metricsOf(ordersOf(platform, { ...query, startDate: previousStartDate, endDate: previousEndDate })),
    previousStartDate,
    previousEndDate,
    updateTime: formatDateTime(platform.now()),
  };
}

/** The period a day belongs to: the day, the Monday of its week, or its month. */
export function periodOf(day: string, granularity: StatisticsGranularity): string {
  if (granularity === 'month') return day.slice(0, 7);
  if (granularity === 'day') return day;
  const ms = parseDateTime(day);
  const weekday = (new Date(ms + 8 * 3_600_000).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return formatDate(ms - weekday * DAY);
}

export function statisticsTrend(
  platform: SandboxPlatform,
  query: StatisticsQuery & { granularity: StatisticsGranularity },
): StatisticsTrend {
  const days = rangeDays(query);
  const buckets = new Map<string, StoredOrder[]>();
  // Every period of the range, also those without orders, oldest first.
  const start = parseDateTime(query.startDate);
  for (let i = 0; i < days; i += 1) {
    const period = periodOf(formatDate(start + i * DAY), query.granularity);
    if (!buckets.has(period)) buckets.set(period, []);
  }
  for (const order of ordersOf(platform, query)) buckets.get(periodOf(order.dispatchTime.slice(0, 10), query.granularity))?.push(order);
  return {
    granularity: query.granularity,
    points: [...buckets].map(([period, orders]) => ({ period, ...metricsOf(orders) })),
  };
}

const RANK_FIELDS: readonly StatisticsRankField[] = ['dispatchCount', 'followRate', 'meetRate', 'dealRate', 'dealAmount'];

/** Every staff account following orders of the range, ranked by `rankBy` descending (ties: more orders, then id). */
function ranking(platform: SandboxPlatform, query: StatisticsQuery & { rankBy: StatisticsRankField }): StatisticsStaffRank[] {
  rangeDays(query);
  if (!RANK_FIELDS.includes(query.rankBy)) refuse('不支持的排序指标');
  const byStaff = new Map<number, { name: string; orders: StoredOrder[] }>();
  for (const order of ordersOf(platform, query)) {
    if (!order.follower) continue; // an unassigned order has no one to rank
    const entry = byStaff.get(order.follower.id) ?? { name: order.follower.name, orders: [] };
    entry.orders.push(order);
    byStaff.set(order.follower.id, entry);
  }
  const rows = [...byStaff].map(([staffId, { name, orders }]) => ({ staffId, staffName: name, avatar: null, ...metricsOf(orders) }));
  rows.sort((a, b) => b[query.rankBy] - a[query.rankBy] || b.dispatchCount - a.dispatchCount || a.staffId - b.staffId);
  return rows.map((row, i) => ({ rank: i + 1, ...row }));
}

export function statisticsStaffRanking(platform: SandboxPlatform, query: StatisticsRankingRequest): StatisticsStaffRankPage {
  const page = paginate(ranking(platform, query), query.page, query.limit);
  return { total: page.total, page: page.page, limit: page.limit, list: page.rows };
}

/** The whole ranking (paging ignored) as the board's table shows it. */
export function exportStatisticsStaffRanking(platform: SandboxPlatform, query: StatisticsRankingRequest): Uint8Array {
  const rows = ranking(platform, query).map((r) => [
    r.rank,
    r.staffName,
    r.dispatchCount,
    r.followCount,
    r.followRate,
    r.appointCount,
    r.meetCount,
    r.meetRate,
    r.dealCount,
    r.dealRate,
    r.dealAmount,
    r.avgFirstResponseMinutes,
  ]);
  return xlsxFile(
    '咨询师排行',
    [
      '排名',
      '咨询师',
      '接单数',
      '跟进数',
      '跟进率(%)',
      '预约数',
      '到院数',
      '到院率(%)',
      '成交数',
      '成交率(%)',
      '成交金额(元)',
      '首次响应(分钟)',
    ],
    rows,
  );
}
