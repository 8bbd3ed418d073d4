/**
 * Addresses built from the registry: `linkTo('order/alllist', { id: '7', open: true })` is
 * `/order/alllist?id=7&open=true` for the router; `hashHref` and `appUrl` are the same address
 * for places outside the router (an `href`, the account centre's return address). Reading goes
 * the other way with `parseRouteQuery` (or `useRouteQuery` in a page).
 *
 * Values are typed by the route's parsers, so `nowTab: 4` or an unknown parameter does not
 * compile; a path parameter (`/finance/invoice/info/:id`) is required.
 */
import { createLoader, createSerializer, type inferParserType } from 'nuqs';
import { ROUTES, type RouteName, type Routes } from './routes.ts';

type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a route's query can hold (null when absent or invalid). */
export type RouteQuery<N extends RouteName> = inferParserType<Routes[N]['query']>;

/** What `linkTo` takes for a route: any of its query values, and every path parameter. */
export type LinkParams<N extends RouteName> = Partial<{ [K in keyof RouteQuery<N>]: NonNullable<RouteQuery<N>[K]> }> & {
  [K in PathParamNames<Routes[N]['path']>]: string | number;
};

/** Routes with path parameters need their params; the others may leave them out. */
export type LinkArgs<N extends RouteName> = [PathParamNames<Routes[N]['path']>] extends [never]
  ? [params?: LinkParams<N>]
  : [params: LinkParams<N>];

const serializers = new Map<RouteName, (values: Record<string, unknown>) => string>();
function serializerOf(name: RouteName) {
  let serialize = serializers.get(name);
  if (!serialize) {
    serialize = createSerializer(ROUTES[name].query) as (values: Record<string, unknown>) => string;
    serializers.set(name, serialize);
  }
  return serialize;
}

/** The router address of a route: `/order/alllist?id=7&open=true`. */
export function linkTo<N extends RouteName>(name: N, ...[params]: LinkArgs<N>): string {
  return linkToRoute(name, params);
}

/**
 * `linkTo` for a name known only at run time (a table of destinations, a parsed address): the
 * same address, with the parameters checked when it runs instead of by the compiler — a key that
 * is neither a path parameter nor in the route's query throws.
 */
export function linkToRoute(name: RouteName, params: Record<string, unknown> = {}): string {
  const values: Record<string, unknown> = { ...params };
  const path = ROUTES[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = values[key];
    delete values[key];
    if (value === undefined || value === null || String(value) === '') throw new Error(`linkTo(${name}): missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
  const unknown = Object.keys(values).filter((key) => !Object.hasOwn(ROUTES[name].query, key));
  if (unknown.length > 0) throw new Error(`linkTo(${name}): no query parameter ${unknown.join(', ')}`);
  return `${path}${serializerOf(name)(values)}`;
}

/** The same address as an `href` in the hash-routed page: `#/order/alllist?id=7&open=true`. */
export function hashHref<N extends RouteName>(name: N, ...args: LinkArgs<N>): string {
  return `#${linkTo(name, ...args)}`;
}

/**
 * The absolute address of a route in this client (`https://host/app/#/dashbord`), for whoever
 * sends the browser back here (the account centre's `redirect`).
 */
export function appUrl<N extends RouteName>(name: N, ...args: LinkArgs<N>): string {
  return `${window.location.origin}${window.location.pathname}${hashHref(name, ...args)}`;
}

/** A route's query read from a search string (`?id=7&open=true`) or its parameters: typed, invalid values null. */
export function parseRouteQuery<N extends RouteName>(name: N, search: string | URLSearchParams): RouteQuery<N> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return createLoader(ROUTES[name].query)(params) as RouteQuery<N>;
}
