/**
 * The state of a list — page, page size, sort and filters — kept in the route's hash query, so a
 * list is deep-linkable, survives a reload, and the back button (from a detail page, or after
 * paging) brings it back as it was. PagedTable and FilterBar share one of these:
 *
 *   const list = useListState({ keyword: parseAsString, status: parseAsInteger, created: parseAsDateRange });
 *   const query = useGetCustomerList({ ...list.paging, keyword: list.filters.keyword ?? undefined });
 *   <FilterBar list={list} fields={…} />
 *   <PagedTable list={list} query={query} … />
 *
 * Filters are nuqs parsers (`parseAsString`, `parseAsInteger`, `parseAsNumberLiteral`,
 * `parseAsDateRange`…): invalid values read as null. Changing a filter, the sort or the page size
 * goes back to page 1. Every change is a new history entry. Defaults stay out of the address.
 */
import { type ParserMap, type inferParserType, parseAsInteger, useQueryStates } from 'nuqs';
import { useMemo } from 'react';
import { DEFAULT_LIMIT, DEFAULT_PAGE } from '../paging/paging.ts';
import { type ListSort, parseAsSort } from './list-parsers.ts';

/** The page sizes a list offers (the first is the specification's default, 10). */
export const PAGE_SIZES = [DEFAULT_LIMIT, 20, 50, 100] as const;

export interface ListStateOptions {
  /** Sort when the address has none (not written to the address). */
  defaultSort?: ListSort;
  /** Prefix of the query keys (`o.page`…) when one page shows two lists. */
  prefix?: string;
}

export type ListFilters<F extends ParserMap> = inferParserType<F>;

export interface ListState<F extends ParserMap> {
  page: number;
  size: number;
  sort: ListSort | null;
  filters: ListFilters<F>;
  /** `{ page, limit }`, what every paged list call of the contract takes. */
  paging: { page: number; limit: number };
  /** Whether any filter has a value (FilterBar's reset is enabled then). */
  filtered: boolean;
  setPage(page: number, size?: number): void;
  setSort(sort: ListSort | null): void;
  /** Sets the given filters (null clears one) and goes back to page 1. */
  setFilters(filters: Partial<{ [K in keyof F]: ListFilters<F>[K] | null }>): void;
  /** Clears every filter and the sort, back to page 1. */
  reset(): void;
}

const validSize = (size: number) => (PAGE_SIZES as readonly number[]).includes(size);

export function useListState<F extends ParserMap>(filterParsers: F, options: ListStateOptions = {}): ListState<F> {
  const { prefix, defaultSort } = options;
  const filterKey = Object.keys(filterParsers).join('&');
  const parsers = useMemo(
    () => ({
      ...filterParsers,
      page: parseAsInteger.withDefault(DEFAULT_PAGE),
      size: parseAsInteger.withDefault(DEFAULT_LIMIT),
      sort: parseAsSort,
    }),
    // The parsers of a list are fixed for its page; listing their keys keeps the memo stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filterKey],
  );
  const urlKeys = useMemo(
    () => (prefix ? Object.fromEntries(Object.keys(parsers).map((key) => [key, `${prefix}.${key}`])) : undefined),
    [parsers, prefix],
  );
  const [state, setState] = useQueryStates(parsers, { history: 'push', urlKeys: urlKeys as Partial<Record<keyof typeof parsers, string>> });
  const values = state as Record<string, unknown>;
  const page = Math.max(1, Number(values.page) || DEFAULT_PAGE);
  const size = validSize(Number(values.size)) ? Number(values.size) : DEFAULT_LIMIT;
  const sort = (values.sort as ListSort | null) ?? defaultSort ?? null;
  const filterKeys = Object.keys(filterParsers);
  const filters = Object.fromEntries(filterKeys.map((key) => [key, values[key] ?? null])) as ListFilters<F>;
  const set = setState as unknown as (update: Record<string, unknown>) => Promise<URLSearchParams>;

  return {
    page,
    size,
    sort,
    filters,
    paging: { page, limit: size },
    filtered: filterKeys.some((key) => values[key] !== null && values[key] !== undefined),
    setPage: (next, nextSize) => {
      const sizeChanged = nextSize !== undefined && nextSize !== size;
      void set({ page: sizeChanged ? DEFAULT_PAGE : next, ...(nextSize !== undefined ? { size: nextSize } : {}) });
    },
    setSort: (next) => void set({ sort: next, page: DEFAULT_PAGE }),
    setFilters: (next) => void set({ ...next, page: DEFAULT_PAGE }),
    reset: () => void set({ ...Object.fromEntries(filterKeys.map((key) => [key, null])), sort: null, page: DEFAULT_PAGE }),
  };
}
