import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMIT, DEFAULT_PAGE, clampPage, paginate } from './paging.ts';

const rowsOf = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('clampPage', () => {
  it('returns page 1 when the page size is at least the count', () => {
    expect(clampPage({ page: 3, limit: 10 }, 10)).toEqual({ page: 1, limit: 10 });
    expect(clampPage({ page: 5, limit: 50 }, 7)).toEqual({ page: 1, limit: 50 });
    expect(clampPage({ page: 2, limit: 10 }, 0)).toEqual({ page: 1, limit: 10 });
  });

  it('uses the last page when the page is past the end', () => {
    expect(clampPage({ page: 9, limit: 10 }, 25)).toEqual({ page: 3, limit: 10 });
    expect(clampPage({ page: 3, limit: 10 }, 30)).toEqual({ page: 3, limit: 10 });
    expect(clampPage({ page: 4, limit: 10 }, 30)).toEqual({ page: 3, limit: 10 });
  });

  it('falls back to page 1, size 10 for missing or invalid values', () => {
    expect(DEFAULT_PAGE).toBe(1);
    expect(DEFAULT_LIMIT).toBe(10);
    expect(clampPage({}, 100)).toEqual({ page: 1, limit: 10 });
    expect(clampPage({ page: 0, limit: -5 }, 100)).toEqual({ page: 1, limit: 10 });
    expect(clampPage({ page: Number.NaN, limit: null }, 100)).toEqual({ page: 1, limit: 10 });
    expect(clampPage({ page: 2.7, limit: 10.2 }, 100)).toEqual({ page: 2, limit: 10 });
  });
});

describe('paginate', () => {
  it('slices the requested page', () => {
    expect(paginate(rowsOf(25), 2, 10)).toEqual({ page: 2, limit: 10, total: 25, rows: rowsOf(20).slice(10) });
  });

  it('gives everything on page 1 when the size covers the count', () => {
    expect(paginate(rowsOf(7), 4, 10)).toEqual({ page: 1, limit: 10, total: 7, rows: rowsOf(7) });
  });

  it('serves the last page for a page past the end', () => {
    expect(paginate(rowsOf(25), 99, 10).rows).toEqual([21, 22, 23, 24, 25]);
  });

  it('never returns an empty page while rows exist, and pages partition the rows', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: -3, max: 50 }),
        fc.integer({ min: -3, max: 60 }),
        (count, page, limit) => {
          const rows = rowsOf(count);
          const result = paginate(rows, page, limit);
          if (count > 0) expect(result.rows.length).toBeGreaterThan(0);
          expect(result.rows.length).toBeLessThanOrEqual(result.limit);
          expect(result.total).toBe(count);
          if (result.limit >= count) expect(result.rows).toEqual(rows);
          // Walking every page from 1 to the last one yields each row exactly once, in order.
          const last = Math.max(1, Math.ceil(count / result.limit));
          const all = Array.from({ length: last }, (_, i) => paginate(rows, i + 1, result.limit).rows).flat();
          expect(all).toEqual(rows);
        },
      ),
    );
  });
});
