/**
 * The URL forms of list state that nuqs has no parser for: a sort (`sort=createTime.desc`) and a
 * date range (`created=2026-01-01~2026-01-31`, calendar dates, no time zone to drift). A value
 * that does not parse reads as absent, so a hand-edited address never breaks a page.
 */
import { createParser } from 'nuqs';

export type SortOrder = 'asc' | 'desc';

export interface ListSort {
  /** The column's key, as the list call names it. */
  field: string;
  order: SortOrder;
}

export const parseAsSort = createParser<ListSort>({
  parse: (value) => {
    const match = /^([\w-]+)\.(asc|desc)$/.exec(value);
    return match ? { field: match[1] as string, order: match[2] as SortOrder } : null;
  },
  serialize: (sort) => `${sort.field}.${sort.order}`,
  eq: (a, b) => a.field === b.field && a.order === b.order,
});

/** From and to, both `YYYY-MM-DD`, from ≤ to. */
export type DateRange = [from: string, to: string];

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const parseAsDateRange = createParser<DateRange>({
  parse: (value) => {
    const [from = '', to = '', ...rest] = value.split('~');
    if (rest.length > 0 || !DATE.test(from) || !DATE.test(to) || from > to) return null;
    return [from, to];
  },
  serialize: ([from, to]) => `${from}~${to}`,
  eq: (a, b) => a[0] === b[0] && a[1] === b[1],
});
