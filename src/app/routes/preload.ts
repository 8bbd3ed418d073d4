/**
 * Starts downloading what the address is going to show before React has rendered anything: the
 * route's page, and for a route inside the main layout the layout itself. Without this, the page
 * is asked for only when the router renders it, after the entry has run; with a token in the
 * address (the account centre's sign-in), the layout and the page now download while the token is
 * being exchanged for a session instead of after.
 *
 * Nothing is fetched for a layout route without a session or a token: the guard sends that visitor
 * away.
 */
import { linkTo } from '@/lib/routing/links.ts';
import { tokenFromUrl } from './access.ts';
import { routeHandleOf } from './route-objects.tsx';

/** The layout's index redirects here. */
const HOME = linkTo('dashbord');

export interface PreloadLoaders {
  layout: () => Promise<unknown>;
}

export function preloadForAddress(address: { hash: string; search: string }, signedIn: boolean, loaders: PreloadLoaders): string[] {
  const inHash = new URL(address.hash.replace(/^#/, '') || '/', 'http://hash.invalid');
  const pathname = inHash.pathname === '/' ? HOME : inHash.pathname;
  const handle = routeHandleOf(pathname);
  const started: string[] = [];
  const load = (what: string, loader: (() => Promise<unknown>) | undefined) => {
    if (!loader) return;
    started.push(what);
    // A failed preload is not an error: the router asks again when it renders the page.
    loader().catch(() => undefined);
  };
  if (handle?.public) {
    load(handle.name, handle.route.page);
    return started;
  }
  if (!signedIn && tokenFromUrl(address.search, inHash.search) === undefined) return started;
  load('layout', loaders.layout);
  load(handle?.name ?? 'page', handle?.route.page);
  return started;
}
