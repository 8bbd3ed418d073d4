/**
 * Orders of the follow incentive plan (/incentive/orderList): the list, follow deadline first, and
 * one order with its follow-ups, which are the hospital's follow records of the dispatched order
 * (notifications 20230508 and 20230727 open it).
 */
import type {
  FollowIncentiveFollowRecord,
  FollowIncentiveOrderDetail,
  FollowIncentiveOrderListRequest,
  FollowIncentiveOrderPage,
} from '@generated/main/model';
import type { SandboxPlatform } from '../platform.ts';
import { found } from './errors.ts';
import { dayRange, listPage } from './list.ts';

/** The plan a request without one means: the newest plan. */
function currentPlanId(platform: SandboxPlatform): number | undefined {
  const plans = platform.db.incentiveOrders.values('planId');
  return plans.at(-1) as number | undefined;
}

export function listIncentiveOrders(platform: SandboxPlatform, query: FollowIncentiveOrderListRequest): FollowIncentiveOrderPage {
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
