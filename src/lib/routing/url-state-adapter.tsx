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
import { type ReactNode, createContext, useCallback, useContext, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { type Path, useLocation, useNavigate } from 'react-router-dom';

type Address = Pick<Path, 'pathname' | 'search'>;

/**
 * The address as last written or committed, one for every nuqs hook under the adapter. nuqs calls
 * the adapter hook once per `useQueryState(s)`, so a ref of each hook's own would not do: a hook
 * mounted while a write is still pending renders the old address (the router commits in a
 * transition), and its own write would then drop the pending one (a tab clicked, then a row
 * of the tab's list opened at once: the tab was lost). A store rather than a ref, so that the
 * hooks render what was written.
 */
interface AddressStore {
  get(): Address;
  set(next: Address): void;
  subscribe(listener: () => void): () => void;
}

function createAddressStore(initial: Address): AddressStore {
  const listeners = new Set<() => void>();
  let current: Address = { pathname: initial.pathname, search: initial.search };
  return {
    get: () => current,
    set(next) {
      if (next.pathname === current.pathname && next.search === current.search) return;
      current = { pathname: next.pathname, search: next.search };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const LastAddress = createContext<AddressStore | null>(null);

function useRouterAdapter() {
  const location = useLocation();
  const navigate = useNavigate();
  const store = useContext(LastAddress);
  if (!store) throw new Error('useRouterAdapter outside UrlStateAdapter');
  const last = useSyncExternalStore(store.subscribe, store.get);
  // The address last written while the router has not rendered it yet (it commits in a
  // transition): nuqs drops its queued value once written, and reading the older committed query
  // then would flip the state back for a moment (a chat opened, closed, opened: mounted twice).
  const written = last.pathname === location.pathname ? last.search : location.search;
  const searchParams = useMemo(() => new URLSearchParams(written), [written]);
  const updateUrl = useCallback(
    (search: URLSearchParams, options: Required<unstable_AdapterOptions>) => {
      const next = { pathname: store.get().pathname, search: renderQueryString(search) };
      void navigate(next, { replace: options.history !== 'push', preventScrollReset: !options.scroll });
      // The router renders the new location later (in a transition, slow on a busy machine); an
      // update made before then (a filter, then a tab, clicked quickly) must build on this one,
      // not on the last rendered query, or it drops the filter just set.
      store.set(next);
    },
    [navigate, store],
  );
  // nuqs reads the current query when it flushes queued updates, which may be before the next
  // render; reading window.location instead (empty in a memory router) would drop the route's
  // other parameters.
  const getSearchParamsSnapshot = useCallback(() => new URLSearchParams(store.get().search), [store]);
  return { searchParams, updateUrl, getSearchParamsSnapshot };
}

const AdapterProvider = unstable_createAdapterProvider(useRouterAdapter);

/** Wrap the router's content in it (inside the router: it reads the router's location). */
export function UrlStateAdapter({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [store] = useState(() => createAddressStore(location));
  // Mounted once above every page, it sees each committed location (a navigation by link or the
  // back button included) in order; a hook mounted late never moves it back.
  useLayoutEffect(() => {
    store.set(location);
  }, [store, location]);
  return (
    <LastAddress.Provider value={store}>
      <AdapterProvider>{children}</AdapterProvider>
    </LastAddress.Provider>
  );
}
