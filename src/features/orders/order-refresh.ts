/**
 * What a follow action makes stale, in one place: the order's detail, every order list and its
 * tab counts, the unprocessed badge, the home page's figures and the customer's view (lists,
 * counts, detail, its orders). Keys are the generated ones (prefixes cover every parameter set).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGetHomePageFullDataQueryKey } from '@generated/main/common/common';
import {
  getGetCustomerCountQueryKey,
  getGetCustomerDetailQueryKey,
  getGetCustomerListQueryKey,
  getGetCustomerOrderPagedListQueryKey,
} from '@generated/main/customer/customer';
import {
  getGetOrderCountQueryKey,
  getGetOrderListDataQueryKey,
  getGetRemindQueryKey,
  getGetTransferTreatmentOrderDetailQueryKey,
  getGetUnprocessedCountV1QueryKey,
} from '@generated/main/orders/orders';

/** Query-key prefixes: a POST key is [method, path, body], a GET key [path, params]. */
export const ORDER_STALE_KEYS = [
  getGetTransferTreatmentOrderDetailQueryKey(),
  getGetRemindQueryKey(),
  getGetOrderListDataQueryKey().slice(0, 2),
  getGetOrderCountQueryKey().slice(0, 2),
  getGetUnprocessedCountV1QueryKey(),
  getGetHomePageFullDataQueryKey(),
  getGetCustomerListQueryKey(),
  getGetCustomerCountQueryKey(),
  getGetCustomerDetailQueryKey(),
  getGetCustomerOrderPagedListQueryKey(),
];

/** Refetches everything an order action changed (resolves when the open views have their new data). */
export function useOrderRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all(ORDER_STALE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  }, [queryClient]);
}
