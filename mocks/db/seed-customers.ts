/**
 * The customers' own seed rows beside their orders: the seeded marks become the main account's
 * own marks (a mark is one staff member's, seen by nobody else), and the repeat log holds a row
 * for every order already judged: a duplicate (marked by its follower, or found by the platform's
 * auto check for a re-dispatch) or not a duplicate (the platform's review).
 */
import type { CustomerDetail, CustomerRepeatLog } from '@generated/main/model';
import type { StoredOrder } from './state.ts';
import { HOUR, formatDateTime, parseDateTime } from './random.ts';
import type { StoredCustomer } from './state.ts';

/** The log's words for its actions (CustomerRepeatAction). */
export const REPEAT_ACTION_LABELS: Record<CustomerRepeatLog['action'], string> = {
  1: '标记为重单',
  2: '标记为非重单',
  3: '平台自动查重判定为重单',
};

/** Customer rows with their seeded mark held as `account`'s own. */
export function ownSeededMarks(customers: readonly CustomerDetail[], account: string): StoredCustomer[] {
  return customers.map(({ myMark, ...row }) =>
    myMark ? { ...row, myMark: null, marksByAccount: { [account]: myMark } } : { ...row, myMark: null },
  );
}

/** One log row per judged order, oldest first, ids from `firstId`. */
export function seedRepeatLogs(orders: readonly StoredOrder[], firstId: number): CustomerRepeatLog[] {
  const logs: CustomerRepeatLog[] = [];
  for (const order of orders) {
    if (order.repeatStatus !== 1 && order.repeatStatus !== 2) continue;
    const action: CustomerRepeatLog['action'] = order.repeatStatus === 2 ? 2 : order.dispatchType === 2 ? 3 : 1;
    logs.push({
      id: firstId + logs.length,
      customerId: order.customer.id,
      orderNumber: order.number,
      action,
      actionStr: REPEAT_ACTION_LABELS[action],
      reason: action === 1 ? '客户此前已在本院就诊' : action === 2 ? '平台审核：非重单，请继续跟进' : '手机号与院内客户一致',
      operatorName: action === 1 ? (order.follower?.name ?? '医院前台') : '平台',
      createTime: formatDateTime(parseDateTime(order.dispatchTime) + 2 * HOUR),
    });
  }
  return logs;
}
