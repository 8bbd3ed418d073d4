/**
 * nuqs on the app's hash router. nuqs's own React Router adapter reads and writes
 * `window.location.search`, which in a hash-routed app is the part before `#` (nuqs issue #810),
 * so list state would land outside the route. This adapter asks React Router instead: the
 * query is `useLocation().search` (the part after `#/path?`) and a change is a `navigate` with
 * the new search on the same path — so it works the same under the hash router (the app), the
 * memory router (stories, tests) and any other React Router.
 *
 * Mounted once inside the router (router.tsx); stories and tests mount it with their router.
 */
import { type unstable_AdapterOptions, renderQueryString, unstable_createAdapterProvider } from 'nuqs/adapters/custom';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

function useRouterAdapter() {
  const location = useLocation();
  const navigate = useNavigate();
  const searchParams = useMemo(() => new URLSearchParams(location.search), [location.search]);
  // nuqs reads the current query when it flushes queued updates, which may be before the next
  // render; without this it would read window.location (empty in a memory router) and drop the
  // route's other parameters.
  const latest = useRef(location);
  useLayoutEffect(() => {
    latest.current = location;
  }, [location]);
  const updateUrl = useCallback(
    (search: URLSearchParams, options: Required<unstable_AdapterOptions>) => {
      const next = { pathname: latest.current.pathname, search: renderQueryString(search) };
      // React Router renders a navigation in a transition, so the location above may lag behind
      // what was just written; the next update (a page clicked right after a tab) must build on
      // this one, not on the lagging location, or it drops what this one set.
      latest.current = { ...latest.current, ...next };
      void navigate(next, { replace: options.history !== 'push', preventScrollReset: !options.scroll });
    },
    [navigate],
  );
  const getSearchParamsSnapshot = useCallback(() => new URLSearchParams(latest.current.search), []);
  return { searchParams, updateUrl, getSearchParamsSnapshot };
}

/** Wrap the router's content in it (inside the router: it reads the router's location). */
export const UrlStateAdapter = unstable_createAdapterProvider(useRouterAdapter);
