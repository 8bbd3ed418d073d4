/**
 * The route table as React Router route objects: lazy pages, redirects to a default child, and
 * the handle (name, title key, definition) of every route. `useRouteHandle` tells the guard and the layout's title which route the address
 * matches.
 */
import { type ComponentType, type LazyExoticComponent, type ReactNode, lazy, useMemo } from 'react';
import { Navigate, type RouteObject, matchRoutes, useLocation } from 'react-router-dom';
import { linkTo } from '@/lib/routing/links.ts';
import { ROUTES, type RouteName, routeTitleKey } from '@/lib/routing/routes.ts';
import type { RouteTitleKey } from '@/lib/routing/route-texts.ts';
import { LAYOUT_ROUTES, PUBLIC_ROUTES, type PageLoader, type RouteDef, relativePath } from './route-table.ts';

/** A route's name, title key and definition in the route table, and whether it is public. */
export interface RouteHandle {
  name: RouteName;
  titleKey: RouteTitleKey;
  route: RouteDef;
  public: boolean;
}

/** One React.lazy component per page loader, so a page is never downloaded or mounted twice. */
const lazyPages = new Map<PageLoader, LazyExoticComponent<ComponentType>>();

function page(loader: PageLoader): ReactNode {
  let Page = lazyPages.get(loader);
  if (!Page) {
    Page = lazy(loader);
    lazyPages.set(loader, Page);
  }
  return <Page />;
}

export function toRouteObjects(routes: RouteDef[], parent?: RouteName): RouteObject[] {
  return routes.map((route) => {
    const name = route.name;
    const handle: RouteHandle = { name, titleKey: routeTitleKey(name), route, public: ROUTES[name].access === 'public' };
    const children = toRouteObjects(route.children ?? [], name);
    const object: RouteObject = { path: relativePath(name, parent), handle };
    if (route.redirect) children.unshift({ index: true, element: <Navigate to={linkTo(route.redirect)} replace /> });
    if (route.page && children.length > 0) {
      // A page with hidden children (detail pages): the page is the index, children are siblings of it.
      children.unshift({ index: true, handle, element: page(route.page) });
    } else if (route.page) {
      object.element = page(route.page);
    }
    if (children.length > 0) object.children = children;
    return object;
  });
}

export const PUBLIC_ROUTE_OBJECTS = toRouteObjects(PUBLIC_ROUTES);
export const LAYOUT_ROUTE_OBJECTS = toRouteObjects(LAYOUT_ROUTES);

/** The same tree the router renders, for matching an address without rendering it. */
const MATCHABLE: RouteObject[] = [...PUBLIC_ROUTE_OBJECTS, { path: '/', children: [{ index: true }, ...LAYOUT_ROUTE_OBJECTS] }];

/** The handle of the deepest route the address matches (none for `/` and unknown addresses). */
export function routeHandleOf(pathname: string): RouteHandle | undefined {
  return matchRoutes(MATCHABLE, pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
}

export function useRouteHandle(): RouteHandle | undefined {
  const { pathname } = useLocation();
  return useMemo(() => routeHandleOf(pathname), [pathname]);
}
