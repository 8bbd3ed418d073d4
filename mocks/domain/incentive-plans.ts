/**
 * Order-volume incentive plans (/incentive/board): the plans offered to the hospital, joining one,
 * and the board's figures — counted from the plan's incentive orders as they stand now, so a
 * follow-up recorded on /incentive/orderList moves the board.
 *
 * Designed rules: a plan can be joined while it has not ended (status 0 or 1), before its join
 * deadline, once; the highest tier whose follow and meeting rates are both reached pays its reward
 * orders (paid out only once the plan is settled, status 3).
 */
import type {
  FollowIncentiveBoard,
  FollowIncentiveOrder,
  FollowIncentivePlan,
  FollowIncentivePlanPage,
  FollowIncentiveTier,
} from '@generated/main/model';
import { DAY, HOUR, formatDate, formatDateTime, parseDateTime } from '../db/random.ts';
import type { StoredOrder } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found, refuse } from './errors.ts';
import { settleOverdueIncentiveOrders } from './incentive-orders.ts';
import { listPage } from './list.ts';

const RULES =
  '派单后{hours}小时内首次跟进计为及时跟进；及时跟进率=及时跟进订单÷应跟进订单（不含无效、重单）；到院率=已到院（含成交）订单÷计入订单。计划结束后按达到的最高档位发放奖励派单。';

function tiers(base: [number, number, number], ...more: [number, number, number][]): FollowIncentiveTier[] {
  const names = ['基础档', '进阶档', '冲刺档'];
  return [base, ...more].map(([targetFollowRate, targetMeetRate, rewardOrderCount], i) => ({
    level: i + 1,
    name: names[i] ?? `第${i + 1}档`,
    targetFollowRate,
    targetMeetRate,
    rewardOrderCount,
  }));
}

function plan(
  id: number,
  name: string,
  start: number,
  days: number,
  status: FollowIncentivePlan['status'],
  isJoined: boolean,
  joinDeadline: number,
  hours: number,
  baseOrderCount: number,
  planTiers: FollowIncentiveTier[],
): FollowIncentivePlan {
  const first = planTiers[0] as FollowIncentiveTier;
  return {
    id,
    name,
    startDate: formatDate(start),
    endDate: formatDate(start + (days - 1) * DAY),
    status,
    isJoined,
    joinDeadline: `${formatDate(joinDeadline)} 23:59:59`,
    followDeadlineHours: hours,
    targetFollowRate: first.targetFollowRate,
    targetMeetRate: first.targetMeetRate,
    baseOrderCount,
    rewardOrderCount: first.rewardOrderCount,
    tiers: planTiers,
    rules: RULES.replace('{hours}', String(hours)),
  };
}

/**
 * Six plans around the reference day: three past (settled, settled, settling), the current one
 * (31, joined; the seeded incentive orders, dispatched in its first 72 days, belong to it), one still open to join and one whose
 * join deadline has passed before it starts.
 */
export function seedIncentivePlans(ref: number): FollowIncentivePlan[] {
  const day = (n: number) => ref + n * DAY;
  return [
    plan(28, '2026年第二季度订单量激励计划', day(-200), 30, 3, true, day(-201), 2, 40, tiers([85, 20, 10], [92, 25, 20])),
    plan(29, '暑期到院率提升激励', day(-168), 31, 3, true, day(-169), 2, 50, tiers([88, 22, 15], [93, 28, 25])),
    plan(30, '金秋派单冲量激励', day(-137), 61, 2, true, day(-138), 2, 60, tiers([90, 25, 20], [95, 30, 35])),
    plan(31, '第四季度订单量激励计划', day(-75), 90, 1, true, day(-76), 2, 60, tiers([60, 10, 10], [80, 15, 20], [95, 25, 40])),
    plan(32, '2027年1月订单量激励计划', day(31), 31, 0, false, day(30), 2, 80, tiers([90, 25, 20], [95, 30, 40])),
    plan(33, '新客到院专项激励', day(3), 28, 0, false, day(-1), 1, 30, tiers([95, 30, 15])),
  ];
}

export function listIncentivePlans(platform: SandboxPlatform, query: { page?: number; limit?: number }): FollowIncentivePlanPage {
  return listPage(platform.db.incentivePlans, { sort: ['-startDate'], page: query.page, limit: query.limit });
}

export function getIncentivePlan(platform: SandboxPlatform, id: number): FollowIncentivePlan {
  return found(platform.db.incentivePlans.get(id), '激励计划不存在');
}

export function joinIncentivePlan(platform: SandboxPlatform, planId: number): void {
  const target = getIncentivePlan(platform, planId);
  if (target.isJoined) refuse('已报名该激励计划，无需重复报名');
  if (target.status !== 0 && target.status !== 1) refuse('该激励计划已结束，不能报名');
  if (target.joinDeadline && formatDateTime(platform.now()) > target.joinDeadline) refuse('该激励计划报名已截止');
  platform.db.incentivePlans.update(planId, (p) => void (p.isJoined = true));
}

/** Percent with two decimals of a ratio; 0 when nothing is counted. */
const percent = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100);

/** The plan the board shows without a `planId`: the one in progress, else the newest. */
function currentPlan(platform: SandboxPlatform): FollowIncentivePlan | undefined {
  const [inProgress] = platform.db.incentivePlans.page({ where: { status: 1 }, sort: ['-startDate'], page: 1, limit: 1 }).rows;
  return inProgress ?? platform.db.incentivePlans.page({ sort: ['-startDate'], page: 1, limit: 1 }).rows[0];
}

/** The figures of a plan's orders (the board and its tests share them). */
export function planFigures(platform: SandboxPlatform, orders: readonly FollowIncentiveOrder[]) {
  const counted = orders.filter((o) => o.incentiveStatus !== 5);
  const due = counted.filter((o) => o.incentiveStatus !== 1);
  const inTime = counted.filter((o) => o.incentiveStatus === 2).length;
  const met = counted.filter((o) => o.taskStatus === 2 || o.taskStatus === 4);
  const dealt = counted.filter((o) => o.taskStatus === 4);
  // Deal amounts in integer cents: no float is ever added.
  const dealCents = dealt.reduce(
    (sum, o) => sum + (platform.db.orders.get(o.orderId)?.deals ?? []).reduce((s, d) => s + Math.round(d.amount * 100), 0),
    0,
  );
  return {
    dispatchCount: orders.length,
    followedCount: counted.filter((o) => o.incentiveStatus === 2 || o.incentiveStatus === 3).length,
    inTimeFollowRate: percent(inTime, due.length),
    metCount: met.length,
    meetRate: percent(met.length, counted.length),
    dealCount: dealt.length,
    dealAmount: dealCents / 100,
    pendingFollowCount: counted.filter((o) => o.incentiveStatus === 1).length,
    overdueCount: counted.filter((o) => o.incentiveStatus === 4).length,
  };
}

export function getIncentiveBoard(platform: SandboxPlatform, planId?: number): FollowIncentiveBoard {
  settleOverdueIncentiveOrders(platform);
  const shown = planId === undefined ? currentPlan(platform) : getIncentivePlan(platform, planId);
  const orders = shown ? platform.db.incentiveOrders.page({ where: { planId: shown.id }, page: 1, limit: 10_000 }).rows : [];
  const figures = planFigures(platform, orders);
  const reached = (shown?.tiers ?? []).filter(
    (tier) => figures.inTimeFollowRate >= tier.targetFollowRate && figures.meetRate >= tier.targetMeetRate,
  );
  const top = reached.at(-1);
  return {
    plan: shown ?? null,
    ...figures,
    isQualified: top !== undefined,
    reachedTierLevel: top?.level ?? null,
    earnedRewardOrderCount: shown?.status === 3 && shown.isJoined && top ? top.rewardOrderCount : 0,
    updateTime: formatDateTime(platform.now()),
  };
}

/**
 * A new dispatch counts toward the plan the hospital has joined and that is running on its day:
 * it becomes an incentive order awaiting its first follow-up, due `followDeadlineHours` later.
 */
export function countTowardIncentivePlan(platform: SandboxPlatform, order: StoredOrder): void {
  const day = order.dispatchTime.slice(0, 10);
  const running = platform.db.incentivePlans
    .page({ where: { status: 1 }, page: 1, limit: 100 })
    .rows.find((p) => p.isJoined && p.startDate <= day && day <= p.endDate);
  if (!running) return;
  const orders = platform.db.incentiveOrders;
  const id = Math.max(12000, Number(orders.ids({ sort: ['-id'], limit: 1 })[0] ?? 0)) + 1;
  orders.insert({
    id,
    planId: running.id,
    orderId: order.id,
    orderNumber: order.number,
    customerName: `${order.customer.name.slice(0, 1)}**`,
    phone: order.customer.phone,
    projectNames: order.orderList.map((s) => s.projectName ?? s.spuName),
    cityName: order.customer.city ?? '上海',
    platformCounselorName: order.platformCounselor?.name ?? null,
    dispatchTime: order.dispatchTime,
    followDeadline: formatDateTime(parseDateTime(order.dispatchTime) + running.followDeadlineHours * HOUR),
    taskStatus: order.taskStatus,
    incentiveStatus: 1,
    lastFollowTime: null,
  });
}
