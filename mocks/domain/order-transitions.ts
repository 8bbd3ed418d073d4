/**
 * Which follow actions an order allows, by its follow status and its review flags: the designed
 * transition table of the contract (`StoredOrder.allowedActions`) and the README ("Order follow
 * actions"). The specification leaves the allowed transitions open; this is the one place that
 * decides them. Every action checks it before changing anything, and the order's detail reports
 * the allowed set so the client disables the rest.
 */
import type { FollowStatus, OrderFollowAction } from '@generated/main/model';
import { FOLLOW_STATUS_LABELS } from '../db/catalog.ts';
import { refuse } from './errors.ts';
import type { StoredOrder } from '../db/state.ts';

/** What the staff can do, per follow status, before the review flags narrow it. */
const BY_STATUS: Record<FollowStatus, readonly OrderFollowAction[]> = {
  // 跟进中: contact, book a visit, record the visit, or report the order as a duplicate or dead.
  1: [2, 3, 4, 5, 7, 8, 11, 12, 13, 15],
  // 已到院: deal or not, supply order, book a further visit.
  2: [2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 15],
  // 已成交: after-care follow-ups, further payments and supply orders, duplicate settlement.
  4: [2, 3, 4, 5, 6, 14, 15, 17],
  // 重单: the platform closed it; nothing more to do.
  5: [],
  // 未到院: win the customer back: follow up, re-book (back to 跟进中), record a late visit.
  6: [2, 3, 4, 5, 7, 8, 13, 15],
  // 已交定金: the visit, the balance payment (→ 已成交), supply orders.
  7: [2, 3, 4, 5, 6, 8, 15, 17],
};

/** Words of each action in a refusal: 「当前状态「已成交」不能登记到院」. */
const ACTION_WORDS: Record<OrderFollowAction, string> = {
  1: '派单',
  2: '跟进',
  3: '设置提醒',
  4: '取消提醒',
  5: '补充联系方式',
  6: '补单',
  7: '预约到院',
  8: '登记到院',
  9: '登记成交',
  10: '登记未成交',
  11: '申请重单',
  12: '确认非重单',
  13: '申请无效联系方式',
  14: '申请重单结算',
  15: '设置号码查看',
  16: '再次派单',
  17: '追加成交',
};

/** Why `action` is not allowed on `order` now, or null when it is. */
export function whyNot(order: StoredOrder, action: OrderFollowAction): string | null {
  if (order.isInvalidContact) return '该订单联系方式已判定无效，无需继续跟进';
  if (!BY_STATUS[order.taskStatus]?.includes(action)) {
    return `当前状态「${FOLLOW_STATUS_LABELS[order.taskStatus] ?? '未知状态'}」不能${ACTION_WORDS[action]}`;
  }
  switch (action) {
    case 4:
      return order.remind ? null : '该订单没有跟进提醒';
    case 9:
      return order.deals.length > 0 ? '该订单已录入成交，请使用追加成交' : null;
    case 17:
      return order.deals.length === 0 ? '该订单尚未成交，请先登记成交' : null;
    case 11:
    case 14:
      if (order.repeatStatus === 1) return '该订单已由平台判定为重单';
      return order.repeatStatus === 3 ? '重单申请审核中，请勿重复提交' : null;
    case 12:
      if (order.repeatStatus === 1) return '该订单已由平台判定为重单';
      if (order.repeatStatus === 3) return '重单申请审核中，请等待平台审核';
      return order.repeatStatus === 2 ? '该订单已确认为非重单' : null;
    case 13:
      return order.invalidContactStatus === 1 ? '无效联系方式申请审核中，请勿重复提交' : null;
    default:
      return null;
  }
}

/** Refuses (success: false, nothing changed) unless `action` is allowed on `order` now. */
export function requireAction(order: StoredOrder, action: OrderFollowAction): void {
  const reason = whyNot(order, action);
  if (reason) refuse(reason);
}

const USER_ACTIONS: readonly OrderFollowAction[] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17];

/** The actions the staff may take on `order` now, in the contract's order. */
export function allowedActions(order: StoredOrder): OrderFollowAction[] {
  return USER_ACTIONS.filter((action) => whyNot(order, action) === null);
}

/** The status table itself, for the README check and the tests. */
export const ACTIONS_BY_STATUS = BY_STATUS;
