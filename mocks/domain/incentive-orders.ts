/**
 * Orders of the follow incentive plan (/incentive/orderList): the list, follow deadline first, and
 * one order with its follow-ups, which are the hospital's follow records of the dispatched order
 * (notifications 20230508 and 20230727 open it).
 */
import type {
  FollowIncentiveFollowRecord,
  FollowIncentiveFollowRequest,
  FollowIncentiveOrderDetail,
  FollowIncentiveOrderListRequest,
  FollowIncentiveOrderPage,
} from '@generated/main/model';
import type { SandboxAccount } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { formatDateTime } from '../db/random.ts';
import { found, refuse } from './errors.ts';
import { followUp } from './orders.ts';
import { dayRange, listPage } from './list.ts';

/** The plan a request without one means: the newest plan. */
function currentPlanId(platform: SandboxPlatform): number | undefined {
  const plans = platform.db.incentiveOrders.values('planId');
  return plans.at(-1) as number | undefined;
}

/**
 * An order still awaiting its first follow-up becomes overdue (4) when its deadline passes, as the
 * platform's do. Settled before every read of the orders rather than by a timer: the seed (made
 * around the hour) holds orders whose deadline passes while the sandbox runs, and a new dispatch's
 * passes two hours later.
 */
export function settleOverdueIncentiveOrders(platform: SandboxPlatform): void {
  const now = formatDateTime(platform.now());
  for (const order of platform.db.incentiveOrders.list({ where: { incentiveStatus: 1, followDeadline: { lt: now } } })) {
    platform.db.incentiveOrders.update(order.id, (o) => void (o.incentiveStatus = 4));
  }
}

export function listIncentiveOrders(platform: SandboxPlatform, query: FollowIncentiveOrderListRequest): FollowIncentiveOrderPage {
  settleOverdueIncentiveOrders(platform);
  const { planId, incentiveStatus, followStatus, keyword, startDate, endDate, page, limit } = query;
  return listPage(platform.db.incentiveOrders, {
    where: {
      planId: planId ?? currentPlanId(platform),
      incentiveStatus,
      taskStatus: followStatus,
      dispatchTime: dayRange(startDate, endDate),
    },
    keyword,
    sort: ['followDeadline'],
    page,
    limit,
  });
}

export function getIncentiveOrder(platform: SandboxPlatform, id: number): FollowIncentiveOrderDetail {
  settleOverdueIncentiveOrders(platform);
  const order = found(platform.db.incentiveOrders.get(id), '激励订单不存在');
  const dispatched = platform.db.orders.get(order.orderId);
  const follows: FollowIncentiveFollowRecord[] = (dispatched?.followRecords ?? [])
    .filter((r) => r.operatorType === 1)
    .map((r) => ({
      id: r.id,
      followStatus: r.statusAfter ?? order.taskStatus,
      content: r.content,
      images: r.images,
      nextFollowTime: r.nextFollowTime ?? null,
      operatorName: r.operator?.name ?? '',
      createTime: r.followTime,
    }));
  return { ...order, follows };
}

/**
 * A follow-up on an incentive order: recorded on the dispatched order (so /order/alllist shows it
 * too) and, the first time, judged against the follow deadline (in time 2, late 3). `followStatus`
 * is the order's status as the person saw it: when the order has moved on meanwhile the follow-up
 * is refused, so nobody follows up on a state they did not see.
 */
export function addIncentiveFollow(platform: SandboxPlatform, actor: SandboxAccount, input: FollowIncentiveFollowRequest): void {
  const order = found(platform.db.incentiveOrders.get(input.id), '激励订单不存在');
  if (order.incentiveStatus === 5) refuse('该订单为无效订单，不计入激励，无需跟进');
  if (order.taskStatus !== input.followStatus) refuse('订单状态已变化，请刷新后再跟进');
  const content = input.content.trim();
  if (!content) refuse('请填写跟进内容');
  const record = followUp(platform, actor, {
    followId: order.orderId,
    content,
    images: input.images,
    ...(input.nextFollowTime ? { nextFollowTime: input.nextFollowTime } : {}),
  });
  const followTime = record.followTime;
  platform.db.incentiveOrders.update(order.id, (o) => {
    if (o.incentiveStatus === 1 || o.incentiveStatus === 4) o.incentiveStatus = followTime <= o.followDeadline ? 2 : 3;
    o.lastFollowTime = followTime;
    o.taskStatus = platform.db.orders.get(o.orderId)?.taskStatus ?? o.taskStatus;
  });
}
