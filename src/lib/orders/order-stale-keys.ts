/**
 * What a change to an order makes stale, in one place: the order's detail and reminder, every
 * order list and its tab counts, the unprocessed badge, home's figures and the customer's view
 * (lists, counts, detail, its orders), the order's follow tasks and the customer's follow archive. Used by the follow actions, the Excel import and the
 * realtime dispatch refresh. Keys are the generated ones; a prefix covers every parameter set.
 */
import { getGetHomePageFullDataQueryKey } from '@generated/main/common/common';
import {
  getGetCustomerCountQueryKey,
  getGetCustomerDetailQueryKey,
  getGetCustomerListQueryKey,
  getGetCustomerOrderPagedListQueryKey,
} from '@generated/main/customer/customer';
import {
  getGetOrderCountQueryKey,
  getGetClientFollowArchiveQueryKey,
  getGetFollowTaskInfoQueryKey,
  getGetFollowTaskQueryKey,
  getGetOrderListDataQueryKey,
  getGetRemindQueryKey,
  getGetTransferTreatmentOrderDetailQueryKey,
  getGetUnprocessedCountV1QueryKey,
} from '@generated/main/orders/orders';

/** Query-key prefixes: a POST key is [method, path, body], a GET key [path, params]. */
export const ORDER_STALE_KEYS: (readonly unknown[])[] = [
  getGetTransferTreatmentOrderDetailQueryKey(),
  getGetRemindQueryKey(),
  getGetFollowTaskQueryKey(),
  getGetFollowTaskInfoQueryKey(),
  getGetClientFollowArchiveQueryKey().slice(0, 2),
  getGetOrderListDataQueryKey().slice(0, 2),
  getGetOrderCountQueryKey().slice(0, 2),
  getGetUnprocessedCountV1QueryKey(),
  getGetHomePageFullDataQueryKey(),
  getGetCustomerListQueryKey(),
  getGetCustomerCountQueryKey(),
  getGetCustomerDetailQueryKey(),
  getGetCustomerOrderPagedListQueryKey(),
];
