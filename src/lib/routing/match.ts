/**
 * Which route an address names: `/finance/invoice/info/12` → `finance/invoice/info` with
 * `{ id: '12' }`. Exact and case-sensitive, like the menu addresses the guard compares with.
 */
import { ROUTES, ROUTE_NAMES, type RouteName } from './routes.ts';

export interface RouteMatch {
  name: RouteName;
  /** Path parameters, decoded. */
  params: Record<string, string>;
}

const patterns = ROUTE_NAMES.map((name) => ({ name, segments: ROUTES[name].path.split('/').slice(1) }));

export function matchRoute(pathname: string): RouteMatch | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  for (const { name, segments: pattern } of patterns) {
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index] ?? '';
      if (!part.startsWith(':')) return part === segment;
      if (segment === '') return false;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return false;
      }
      return true;
    });
    if (matches) return { name, params };
  }
  return undefined;
}
