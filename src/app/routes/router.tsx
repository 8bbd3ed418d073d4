/**
 * Every route of the table, rendered with React Router's declarative API (`useRoutes` inside the
 * app's HashRouter): the guard sees every navigation, pages load lazily, redirects go to a default
 * child, and every unmatched address goes to notFound. The URL-state adapter (nuqs) sits inside the router so
 * list state reads and writes the hash's query.
 *
 * Declarative rather than the data router: the app loads its data with React Query, not route
 * loaders, and the data router costs about 16 KB gzip more in the entry (bundle bench). Screens
 * read the matched route with `useRouteHandle` (route-objects.tsx), not `useMatches`.
 */
import { type ReactNode, Suspense, useMemo } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { linkTo } from '@/lib/routing/links.ts';
import { UrlStateAdapter } from '@/lib/routing/url-state-adapter.tsx';
import { RouteGuard } from './route-guard.tsx';
import { LAYOUT_ROUTE_OBJECTS, PUBLIC_ROUTE_OBJECTS } from './route-objects.tsx';

/** Every route of the table; `layout` wraps the routes inside the main layout. */
export function appRoutes(layout: ReactNode): RouteObject[] {
  return [
    {
      // The guard sees every navigation, public or not.
      element: (
        <UrlStateAdapter>
          <RouteGuard />
        </UrlStateAdapter>
      ),
      children: [
        ...PUBLIC_ROUTE_OBJECTS,
        {
          path: '/',
          element: layout,
          children: [{ index: true, element: <Navigate to={linkTo('dashbord')} replace /> }, ...LAYOUT_ROUTE_OBJECTS],
        },
        // 2. An unmatched route goes to notFound.
        { path: '*', element: <Navigate to={linkTo('notFound')} replace /> },
      ],
    },
  ];
}

/** The app's routes; render inside a router (the app's HashRouter, a MemoryRouter in tests). */
export function AppRoutes({ layout }: { layout: ReactNode }) {
  const routes = useMemo(() => appRoutes(layout), [layout]);
  const element = useRoutes(routes);
  // A public page (login) suspends while its chunk downloads; nothing is shown meanwhile.
  return <Suspense fallback={null}>{element}</Suspense>;
}
