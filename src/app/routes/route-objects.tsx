/**
 * The route table as React Router route objects: lazy pages (each told its own route through
 * PageRouteContext), redirects to a default child, and the handle (name, title key, definition)
 * of every route. `useRouteHandle` tells the guard and the layout's title which route the address
 * matches.
 */
import { type ComponentType, type LazyExoticComponent, type ReactNode, lazy, useMemo } from 'react';
import { Navigate, type RouteObject, matchRoutes, useLocation } from 'react-router-dom';
import { PageRouteContext, type PageRoute } from './route-handle.ts';
import { LAYOUT_ROUTES, PUBLIC_ROUTES, type PageLoader, type RouteDef, titleKey } from './route-table.ts';

/** A route's name, title key and definition in the route table. */
export interface RouteHandle extends PageRoute {
  route: RouteDef;
}

/** One React.lazy component per page loader, so a page is never downloaded or mounted twice. */
const lazyPages = new Map<PageLoader, LazyExoticComponent<ComponentType>>();

function page(loader: PageLoader, route: PageRoute): ReactNode {
  let Page = lazyPages.get(loader);
  if (!Page) {
    Page = lazy(loader);
    lazyPages.set(loader, Page);
  }
  return (
    <PageRouteContext.Provider value={route}>
      <Page />
    </PageRouteContext.Provider>
  );
}

export function toRouteObjects(routes: RouteDef[], parentPath: string): RouteObject[] {
  return routes.map((route) => {
    const fullPath = `${parentPath}/${route.path}`;
    const name = route.name ?? fullPath.slice(1);
    const handle: RouteHandle = { name, titleKey: titleKey(name), route };
    const children = toRouteObjects(route.children ?? [], fullPath);
    const object: RouteObject = { path: route.path, handle };
    if (route.redirect) children.unshift({ index: true, element: <Navigate to={route.redirect} replace /> });
    if (route.page && children.length > 0) {
      // A page with hidden children (detail pages): the page is the index, children are siblings of it.
      children.unshift({ index: true, handle, element: page(route.page, handle) });
    } else if (route.page) {
      object.element = page(route.page, handle);
    }
    if (children.length > 0) object.children = children;
    return object;
  });
}

export const PUBLIC_ROUTE_OBJECTS = toRouteObjects(PUBLIC_ROUTES, '');
export const LAYOUT_ROUTE_OBJECTS = toRouteObjects(LAYOUT_ROUTES, '');

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
