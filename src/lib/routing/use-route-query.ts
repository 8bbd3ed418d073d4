import { useQueryStates } from 'nuqs';
import type { RouteQuery } from './links.ts';
import { ROUTES, type RouteName } from './routes.ts';

/**
 * A page's own query, typed by the registry: `const [{ id, open }, setQuery] =
 * useRouteQuery('order/alllist')`. Invalid values read as null; `setQuery({ open: null })`
 * removes a parameter (replacing the history entry; `{ history: 'push' }` adds one, so the back
 * button undoes it: a detail drawer opened by `?id=`).
 */
export function useRouteQuery<N extends RouteName>(name: N) {
  return useQueryStates(ROUTES[name].query) as unknown as [
    RouteQuery<N>,
    (values: Partial<RouteQuery<N>> | null, options?: { history?: 'push' | 'replace' }) => Promise<URLSearchParams>,
  ];
}
