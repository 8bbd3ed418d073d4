import { useQueryStates } from 'nuqs';
import type { RouteQuery } from './links.ts';
import { ROUTES, type RouteName } from './routes.ts';

/**
 * A page's own query, typed by the registry: `const [{ id, open }, setQuery] =
 * useRouteQuery('order/alllist')`. Invalid values read as null; `setQuery({ open: null })`
 * removes a parameter (replacing the history entry).
 */
export function useRouteQuery<N extends RouteName>(name: N) {
  return useQueryStates(ROUTES[name].query) as unknown as [
    RouteQuery<N>,
    (values: Partial<RouteQuery<N>> | null) => Promise<URLSearchParams>,
  ];
}
