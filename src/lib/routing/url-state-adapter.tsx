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
      const next = { ...latest.current, search: renderQueryString(search) };
      void navigate(
        { pathname: next.pathname, search: next.search },
        { replace: options.history !== 'push', preventScrollReset: !options.scroll },
      );
      // The router renders the new location later (in a transition, slow on a busy machine); an
      // update made before then (a filter, then a tab, clicked quickly) must build on this one,
      // not on the last rendered query, or it drops the filter just set.
      latest.current = next;
    },
    [navigate],
  );
  const getSearchParamsSnapshot = useCallback(() => new URLSearchParams(latest.current.search), []);
  return { searchParams, updateUrl, getSearchParamsSnapshot };
}

/** Wrap the router's content in it (inside the router: it reads the router's location). */
export const UrlStateAdapter = unstable_createAdapterProvider(useRouterAdapter);
