/**
 * The automatic duplicate check of one order (autoRepeat): does the order's customer match a
 * customer the hospital already has? Two kinds of match, both of the platform's identities:
 * - the same customer (the platform dedupes a phone number into one customer) with an order
 *   dispatched before this one: a match on the phone;
 * - another customer with the same WeChat, QQ or email as one of this order's contacts. Phones are
 *   stored masked (138****0001), which many customers share, so a phone never matches across customers.
 * The auto-duplicate setting is not stored yet (see auto-duplicate.ts), so every match is a hint
 * (setting action 1): the answer shows it and the order's duplicate state does not change.
 */
import type { ContactKind, OrderAutoRepeatMatch, OrderAutoRepeatResult } from '@generated/main/model';
import { formatDateTime } from '../db/random.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found } from './errors.ts';
import { findOrder } from './orders.ts';

const CROSS_CUSTOMER_KINDS: readonly ContactKind[] = ['wechat', 'qq', 'email'];

export function autoRepeat(platform: SandboxPlatform, followId: number): OrderAutoRepeatResult {
  const order = found(findOrder(platform, followId), '订单不存在');
  const matches: OrderAutoRepeatMatch[] = [];
  const customer = platform.db.customers.get(order.customer.id);
  const earlier = platform.db.orders
    .list({ where: { customerId: order.customer.id, dispatchTime: { lt: order.dispatchTime } } })
    .filter((o) => o.id !== order.id);
  if (earlier.length > 0) {
    const visits = earlier.map((o) => o.metTime).filter((t): t is string => !!t);
    matches.push({
      matchField: 'phone',
      matchedValue: order.customer.phone,
      customerName: order.customer.name,
      lastVisitTime: customer?.lastVisitTime ?? visits.sort().at(-1) ?? null,
    });
  }
  const values = new Map<string, ContactKind>();
  for (const c of order.contacts) if (c.kind && CROSS_CUSTOMER_KINDS.includes(c.kind)) values.set(c.contactVal, c.kind);
  if (values.size > 0) {
    for (const other of platform.db.customers.list()) {
      if (other.id === order.customer.id) continue;
      const hit = other.contacts.find((c) => c.kind && values.get(c.contactVal) === c.kind);
      if (hit?.kind) {
        matches.push({
          matchField: hit.kind,
          matchedValue: hit.contactVal,
          customerName: other.name,
          lastVisitTime: other.lastVisitTime ?? null,
        });
      }
    }
  }
  return {
    followId: order.id,
    isSuspectedRepeat: matches.length > 0,
    repeatStatus: order.repeatStatus,
    matches,
    checkTime: formatDateTime(platform.now()),
  };
}
