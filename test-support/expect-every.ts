/**
 * `expect(list.every(check)).toBe(true)` passes on an empty list, so a filter that returns nothing
 * (or a query that broke) passes too. `expectEvery` fails on an empty list first, then names the
 * first item that does not satisfy the check. Lint refuses `expect(….every(…))` in tests
 * (eslint.config.js), so this is the one way to write such a check.
 *
 * Test support for every Vitest project (src, mocks, electron, scripts), hence outside src/.
 */
import { expect } from 'vitest';

export function expectEvery<T>(list: readonly T[], check: (item: T, index: number) => boolean, what = 'the list'): void {
  expect(list.length, `${what} is empty, so "every item" proves nothing`).toBeGreaterThan(0);
  const index = list.findIndex((item, i) => !check(item, i));
  expect(index === -1 ? undefined : list[index], `${what}[${index}] fails the check`).toBeUndefined();
}
