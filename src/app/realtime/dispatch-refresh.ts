/**
 * What a new or changed dispatched order makes stale: home's figures ("Dispatches today", the
 * work to handle), the order lists and their tab counts, the customer lists. Without this the
 * home page kept saying 0 dispatches until a reload. Lists are invalidated by their path, so every
 * page and filter of them is refetched when shown.
 */
import { getGetCustomerCountQueryKey, getGetCustomerListQueryKey } from '@generated/main/customer/customer.ts';
import { getGetHomePageFullDataQueryKey } from '@generated/main/common/common.ts';
import { getGetOrderCountQueryKey, getGetOrderListDataQueryKey, getGetUnprocessedCountV1QueryKey } from '@generated/main/orders/orders.ts';
import type { QueryClient } from '@tanstack/react-query';

/** A generated key without its parameters: `[method?, path]`, which matches every page of it. */
const allOf = (key: readonly unknown[]) => key.filter((part) => typeof part === 'string');

const DISPATCH_STALE = [
  getGetHomePageFullDataQueryKey(),
  getGetUnprocessedCountV1QueryKey(),
  allOf(getGetOrderListDataQueryKey()),
  allOf(getGetOrderCountQueryKey()),
  allOf(getGetCustomerListQueryKey()),
  allOf(getGetCustomerCountQueryKey()),
];

/** Notice types that mean an order changed (specification, section 3): new dispatch, follow-up, reply, contact change. */
export const ORDER_NOTICE_TYPES: ReadonlySet<number> = new Set([1, 2, 3, 133085]);

export function refreshDispatchedWork(queryClient: QueryClient): Promise<void> {
  return Promise.all(DISPATCH_STALE.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
