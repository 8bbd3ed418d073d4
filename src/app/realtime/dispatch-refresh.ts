/**
 * A new or changed dispatched order seen on the sockets makes stale what any order change does
 * (src/lib/orders/order-stale-keys.ts): home's figures ("Dispatches today", the work to handle),
 * the order lists and their tab counts, the customer lists. Without this the home page kept
 * saying 0 dispatches until a reload.
 */
import type { QueryClient } from '@tanstack/react-query';
import { ORDER_STALE_KEYS } from '@/lib/orders/order-stale-keys.ts';

/** Notice types that mean an order changed (specification, section 3): new dispatch, follow-up, reply, contact change. */
export const ORDER_NOTICE_TYPES: ReadonlySet<number> = new Set([1, 2, 3, 133085]);

export function refreshDispatchedWork(queryClient: QueryClient): Promise<void> {
  return Promise.all(ORDER_STALE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
