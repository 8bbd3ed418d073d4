/**
 * A link that arrives in server data (a guide alert's `jumpUrl`, a notice's target) is never
 * used as it is: `//host` or `https://…` would leave the app, `javascript:` would run. It is
 * read as a route of the registry plus that route's own query parameters, each validated by the
 * route's parser, and the link is rebuilt from the route name (`linkTo`). Anything else — an
 * unknown route, another scheme, a protocol-relative or backslashed address — has no link.
 *
 * Accepted forms: `/hospital/contract?id=3`, `#/hospital/contract?id=3` and the bare route name
 * `hospital/contract?id=3` (how the platform writes menu addresses). Unknown or invalid query
 * parameters are dropped, not passed on.
 */
import { linkToRoute, parseRouteQuery } from './links.ts';
import { matchRoute } from './match.ts';
import type { RouteName } from './routes.ts';

export interface InAppLink {
  name: RouteName;
  /** The rebuilt router address (`linkTo`). */
  to: string;
}

/** Path parameters are ids: letters, digits, `-` and `_` only. */
const SAFE_PARAM = /^[\w-]{1,64}$/;
// Control characters and backslashes (browsers read `/\host` as `//host`).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

export interface ResolveOptions {
  /**
   * Keep the whole query of a recognised route instead of only its registry parameters: for an
   * address the app itself put in the URL (the login page's `redirect`), whose list state
   * (page, filters) should survive. The path is still checked, so the link stays inside the app.
   */
  keepQuery?: boolean;
}

export function resolveInAppLink(raw: string | null | undefined, options: ResolveOptions = {}): InAppLink | undefined {
  if (typeof raw !== 'string') return undefined;
  let address = raw.trim();
  if (address === '' || UNSAFE.test(address)) return undefined;
  if (address.startsWith('#')) address = address.slice(1);
  if (address.startsWith('//')) return undefined;
  const queryAt = address.indexOf('?');
  let path = queryAt === -1 ? address : address.slice(0, queryAt);
  const query = queryAt === -1 ? '' : address.slice(queryAt + 1);
  // A scheme (`javascript:`, `https:`), a fragment or anything but a path is not a route.
  if (path.includes(':') || path.includes('#') || query.includes('#')) return undefined;
  if (!path.startsWith('/')) path = `/${path}`;
  const match = matchRoute(path);
  if (!match) return undefined;
  if (!Object.values(match.params).every((value) => SAFE_PARAM.test(value))) return undefined;
  if (options.keepQuery) {
    const path = linkToRoute(match.name, match.params);
    const search = new URLSearchParams(query).toString();
    return { name: match.name, to: search ? `${path}?${search}` : path };
  }
  const values = Object.fromEntries(Object.entries(parseRouteQuery(match.name, query)).filter(([, value]) => value !== null)) as Record<
    string,
    unknown
  >;
  return { name: match.name, to: linkToRoute(match.name, { ...values, ...match.params }) };
}
