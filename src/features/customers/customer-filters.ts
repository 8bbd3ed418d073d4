/**
 * The customer list's state in the address and how it becomes the contract's query: one mapping
 * for the list, the status-tab counts and the export, so the three always agree on the filters.
 *
 *   /customer?status=4&source=1&city=310100&dispatched=2026-11-01~2026-11-20&mark=yes&sort=dealAmount.desc&page=2
 */
import {
  CustomerSortField,
  CustomerSourceChannel,
  FollowStatus,
  type GetCustomerCountParams,
  type GetCustomerListParams,
} from '@generated/main/model';
import { parseAsBoolean, parseAsInteger, parseAsNumberLiteral, parseAsString, parseAsStringLiteral } from 'nuqs';
import { parseAsDateRange } from '@/lib/list-state/list-parsers.ts';
import type { ListState } from '@/lib/list-state/use-list-state.ts';

const YES_NO = ['yes', 'no'] as const;

export const CUSTOMER_FILTERS = {
  keyword: parseAsString,
  status: parseAsNumberLiteral(Object.values(FollowStatus)),
  source: parseAsNumberLiteral(Object.values(CustomerSourceChannel)),
  city: parseAsInteger,
  counselor: parseAsInteger,
  dispatched: parseAsDateRange,
  repeat: parseAsStringLiteral(YES_NO),
  mark: parseAsStringLiteral(YES_NO),
  tag: parseAsString,
  mine: parseAsBoolean,
};

export type CustomerListState = ListState<typeof CUSTOMER_FILTERS>;

/** The columns the server sorts by (the contract's CustomerSortField). */
export const SORTABLE = new Set<string>(Object.values(CustomerSortField));

const yesNo = (value: 'yes' | 'no' | null) => (value === null ? undefined : value === 'yes');

const defined = <T extends object>(params: T): T =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as T;

/** The contract's filters for the list's state, sorted, without paging (the list adds it; the export takes it as it is). */
export function customerQuery(list: Pick<CustomerListState, 'filters' | 'sort'>): GetCustomerListParams {
  const f = list.filters;
  const sortField = list.sort && SORTABLE.has(list.sort.field) ? (list.sort.field as CustomerSortField) : undefined;
  const params: GetCustomerListParams = {
    ...customerCountQuery(list),
    followStatus: f.status ?? undefined,
    sortField,
    sortOrder: sortField ? list.sort?.order : undefined,
  };
  return defined(params);
}

/** The filters the status tabs count under: the list's, without the status itself. */
export function customerCountQuery(list: Pick<CustomerListState, 'filters'>): GetCustomerCountParams {
  const f = list.filters;
  return defined({
    keyword: f.keyword ?? undefined,
    sourceChannel: f.source ?? undefined,
    cityId: f.city ?? undefined,
    platformCounselorId: f.counselor ?? undefined,
    dispatchStartDate: f.dispatched?.[0],
    dispatchEndDate: f.dispatched?.[1],
    isRepeatOrder: yesNo(f.repeat),
    hasMyMark: yesNo(f.mark),
    myMarkTag: f.tag ?? undefined,
    onlyMine: f.mine ?? undefined,
  });
}
