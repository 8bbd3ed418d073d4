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
import { type MutableRefObject, type ReactNode, createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import { type Path, useLocation, useNavigate } from 'react-router-dom';

/**
 * The address as last written or committed, one for every nuqs hook under the adapter. nuqs calls
 * the adapter hook once per `useQueryState(s)`, so a ref of each hook's own would not do: a hook
 * mounted while a write is still pending renders the old address (the router commits in a
 * transition), and its own write would then drop the pending one (a tab clicked, then a row
 * of the tab's list opened at once: the tab was lost).
 */
const LastAddress = createContext<MutableRefObject<Pick<Path, 'pathname' | 'search'>> | null>(null);

function useRouterAdapter() {
  const location = useLocation();
  const navigate = useNavigate();
  const lastRef = useContext(LastAddress);
  if (!lastRef) throw new Error('useRouterAdapter outside UrlStateAdapter');
  const searchParams = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const updateUrl = useCallback(
    (search: URLSearchParams, options: Required<unstable_AdapterOptions>) => {
      const next = { pathname: lastRef.current.pathname, search: renderQueryString(search) };
      void navigate(next, { replace: options.history !== 'push', preventScrollReset: !options.scroll });
      // The router renders the new location later (in a transition, slow on a busy machine); an
      // update made before then (a filter, then a tab, clicked quickly) must build on this one,
      // not on the last rendered query, or it drops the filter just set.
      lastRef.current = next;
    },
    [navigate, lastRef],
  );
  // nuqs reads the current query when it flushes queued updates, which may be before the next
  // render; reading window.location instead (empty in a memory router) would drop the route's
  // other parameters.
  const getSearchParamsSnapshot = useCallback(() => new URLSearchParams(lastRef.current.search), [lastRef]);
  return { searchParams, updateUrl, getSearchParamsSnapshot };
}

const AdapterProvider = unstable_createAdapterProvider(useRouterAdapter);

/** Wrap the router's content in it (inside the router: it reads the router's location). */
export function UrlStateAdapter({ children }: { children: ReactNode }) {
  const location = useLocation();
  const lastRef = useRef<Pick<Path, 'pathname' | 'search'>>(location);
  // Mounted once above every page, it sees each committed location (a navigation by link or the
  // back button included) in order; a hook mounted late never moves it back.
  useLayoutEffect(() => {
    lastRef.current = location;
  }, [location]);
  return (
    <LastAddress.Provider value={lastRef}>
      <AdapterProvider>{children}</AdapterProvider>
    </LastAddress.Provider>
  );
}
