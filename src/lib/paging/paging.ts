/**
 * Paging rules (specification, sections 5 and 9), pure so the client and the sandbox platform
 * apply the same ones:
 * - when the page size is at least the row count, page 1 holds every row;
 * - a page past the end becomes the last page (so deleting the last row of the last page, or a
 *   stale page number in the URL, still shows rows instead of an empty table);
 * - missing or invalid values fall back to page 1, size 10.
 */
export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 10;

export interface PageRequest {
  page?: number | null;
  limit?: number | null;
}

export interface ClampedPage {
  page: number;
  limit: number;
}

export interface Paginated<T> extends ClampedPage {
  rows: T[];
  total: number;
}

function positiveInteger(value: number | null | undefined, fallback: number): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return fallback;
  const whole = Math.floor(value);
  return whole >= 1 ? whole : fallback;
}

/** The page actually served for `request` when there are `total` rows. */
export function clampPage(request: PageRequest, total: number): ClampedPage {
  const limit = positiveInteger(request.limit, DEFAULT_LIMIT);
  const page = positiveInteger(request.page, DEFAULT_PAGE);
  const count = Math.max(0, Math.floor(total));
  if (limit >= count) return { page: 1, limit };
  const lastPage = Math.ceil(count / limit);
  return { page: Math.min(page, lastPage), limit };
}

/** The rows of one page, after clamping; `total` is the full row count. */
export function paginate<T>(rows: readonly T[], page?: number | null, limit?: number | null): Paginated<T> {
  const clamped = clampPage({ page, limit }, rows.length);
  const start = (clamped.page - 1) * clamped.limit;
  return { ...clamped, total: rows.length, rows: rows.slice(start, start + clamped.limit) };
}
