/**
 * What a change to a customer makes stale: every query of the customer area (any parameters),
 * as the prefixes of their generated keys. A mark, a profile edit or a repeat judgement shows in
 * the list row, the tab counts, the filter options and every part of the detail.
 */
import type { QueryKey } from '@tanstack/react-query';
import {
  getGetClientEmergencyContactQueryKey,
  getGetClientRepeatLogListQueryKey,
  getGetCustomerCountQueryKey,
  getGetCustomerDetailQueryKey,
  getGetCustomerFilterOptionsQueryKey,
  getGetCustomerListQueryKey,
  getGetCustomerOrderPagedListQueryKey,
  getGetToCheckedTelQueryKey,
} from '@generated/main/customer/customer';

export const CUSTOMER_QUERIES: QueryKey[] = [
  getGetCustomerListQueryKey(),
  getGetCustomerCountQueryKey(),
  getGetCustomerFilterOptionsQueryKey(),
  getGetCustomerDetailQueryKey(),
  getGetClientEmergencyContactQueryKey(),
  getGetClientRepeatLogListQueryKey(),
  getGetToCheckedTelQueryKey(),
  getGetCustomerOrderPagedListQueryKey(),
];
