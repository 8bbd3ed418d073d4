/**
 * Builds the hash router from the route table: lazy pages, redirects to a default child, and
 * every unmatched address to notFound. The URL-state adapter sits inside the router so list
 * state (nuqs) reads and writes the hash's query.
 */
import { Navigate, type RouteObject, createHashRouter } from 'react-router-dom';
import { linkTo } from '@/lib/routing/links.ts';
import { routeTitleKey } from '@/lib/routing/routes.ts';
import { UrlStateAdapter } from '@/lib/routing/url-state-adapter.tsx';
import { RouteGuard } from './route-guard.tsx';
import { LAYOUT_ROUTES, PUBLIC_ROUTES, type RouteDef, relativePath } from './route-table.ts';

function toRouteObjects(routes: RouteDef[], parent?: RouteDef): RouteObject[] {
  return routes.map((route) => {
    const name = route.name;
    const children = toRouteObjects(route.children ?? [], route);
    const object: RouteObject = { path: relativePath(name, parent?.name), handle: { name, titleKey: routeTitleKey(name), route } };
    if (route.redirect) children.unshift({ index: true, element: <Navigate to={linkTo(route.redirect)} replace /> });
    if (route.page && children.length > 0) {
      // A page with hidden children (detail pages): the page is the index, children are siblings of it.
      const page = route.page;
      children.unshift({ index: true, handle: object.handle, lazy: async () => ({ Component: (await page()).default }) });
    } else if (route.page) {
      const page = route.page;
      object.lazy = async () => ({ Component: (await page()).default });
    }
    if (children.length > 0) object.children = children;
    return object;
  });
}

/** Every route of the table; `layout` wraps the routes inside the main layout. */
export function appRoutes(layout: RouteObject['element']): RouteObject[] {
  return [
    {
      // The guard sees every navigation, public or not.
      element: (
        <UrlStateAdapter>
          <RouteGuard />
        </UrlStateAdapter>
      ),
      children: [
        ...toRouteObjects(PUBLIC_ROUTES),
        {
          path: '/',
          element: layout,
          children: [{ index: true, element: <Navigate to={linkTo('dashbord')} replace /> }, ...toRouteObjects(LAYOUT_ROUTES)],
        },
        // 2. An unmatched route goes to notFound.
        { path: '*', element: <Navigate to={linkTo('notFound')} replace /> },
      ],
    },
  ];
}

export function createAppRouter(layout: RouteObject['element']) {
  return createHashRouter(appRoutes(layout));
}
