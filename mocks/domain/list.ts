/**
 * The one list query of the business areas: a page of a collection's stored rows, filtered on its
 * declared fields, matched by keyword, sorted and paged by the specification's rule (page size at
 * least the count: page 1 with everything; a page past the end: the last page), in the contract's
 * page shape `{ total, page, limit, list }`.
 *
 *   listPage(platform.db.doctors, { where: { auditStatus }, keyword, sort: ['-createTime'], page, limit })
 */
import type { Collection, Condition, PageQuery } from '../store/index.ts';

export interface ListPage<T> {
  total: number;
  page: number;
  limit: number;
  list: T[];
}

export function listPage<Row, FV>(collection: Collection<Row, FV>, query: PageQuery<FV>): ListPage<Row>;
export function listPage<Row, FV, T>(collection: Collection<Row, FV>, query: PageQuery<FV>, view: (row: Row) => T): ListPage<T>;
export function listPage<Row, FV, T>(collection: Collection<Row, FV>, query: PageQuery<FV>, view?: (row: Row) => T): ListPage<Row | T> {
  const page = collection.page(query);
  return { total: page.total, page: page.page, limit: page.limit, list: view ? page.rows.map(view) : page.rows };
}

/**
 * Days `from` to `to` (both 'yyyy-MM-dd', both included, either may be absent) as a condition on a
 * 'yyyy-MM-dd HH:mm:ss' field; undefined when both are absent.
 */
export function dayRange(from?: string | null, to?: string | null): Condition<string> | undefined {
  if (!from && !to) return undefined;
  return { gte: from || undefined, lte: to ? `${to} 23:59:59` : undefined };
}

/** A condition that holds for the rows of one day ('yyyy-MM-dd'). */
export const onDay = (day: string) => dayRange(day, day);
