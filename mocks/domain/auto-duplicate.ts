/**
 * Hits of the auto duplicate check (/order/autoCheck): a dispatched order whose contact matches a
 * customer the hospital already has. In the sandbox that is every re-dispatch of a known customer
 * (`dispatchType` 2): the check runs when the order is dispatched, matches on the customer's
 * WeChat for some orders and on the phone otherwise, and the staff's duplicate judgement is the
 * order's own `repeatStatus`. The setting is not stored yet, so every hit is a hint (action 1).
 */
import type { AutoDuplicateHit, AutoDuplicateHitListRequest, AutoDuplicateHitPage, ContactKind } from '@generated/main/model';
import type { SandboxPlatform } from '../platform.ts';
import { dayRange, listPage } from './list.ts';
import type { StoredOrder } from '../db/state.ts';

/** The contact kind the check matched on, or null when the order is no hit. */
export function hitFieldOf(order: StoredOrder): ContactKind | null {
  if (order.dispatchType !== 2) return null;
  const hasWechat = order.contacts.some((c) => c.kind === 'wechat');
  return hasWechat && order.id % 3 === 0 ? 'wechat' : 'phone';
}

function hitOf(platform: SandboxPlatform, order: StoredOrder, hitField: ContactKind): AutoDuplicateHit {
  const hitKeyword = order.contacts.find((c) => c.kind === hitField)?.contactVal ?? order.customer.phone;
  const lastVisit = platform.db.customers.get(order.customer.id)?.lastVisitTime ?? null;
  const fieldName = hitField === 'wechat' ? '微信' : '手机号';
  return {
    id: order.id,
    followId: order.id,
    number: order.number,
    followNumber: order.followNumber,
    customerName: order.customer.name,
    customerPhone: order.customer.phone,
    dispatchTime: order.dispatchTime,
    hitTime: order.dispatchTime,
    hitField,
    hitKeyword,
    hitReason: `${fieldName}与院内客户${order.customer.name}一致${lastVisit ? `（${lastVisit.slice(0, 10)}到院）` : ''}`,
    matchedCustomerName: order.customer.name,
    matchedLastVisitTime: lastVisit,
    action: 1,
    repeatStatus: order.repeatStatus,
    taskStatus: order.taskStatus,
    taskStatusStr: order.taskStatusStr,
    follower: order.follower ?? null,
  };
}

/** The hit list, newest hit first. */
export function listAutoDuplicateHits(platform: SandboxPlatform, query: AutoDuplicateHitListRequest): AutoDuplicateHitPage {
  return listPage(
    platform.db.orders,
    {
      where: {
        hitField: query.hitField ?? { ne: null },
        repeatStatus: query.repeatStatus,
        dispatchTime: dayRange(query.hitStartDate, query.hitEndDate),
      },
      keyword: query.keyword,
      sort: ['-dispatchTime'],
      page: query.page,
      limit: query.limit,
    },
    (o) => hitOf(platform, o, hitFieldOf(o) ?? 'phone'),
  );
}
