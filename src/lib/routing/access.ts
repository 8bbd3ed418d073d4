/**
 * Who may open a route (specification, section 2 "Route guard", steps 3 to 6), for the guard and
 * for every link: public routes pass; everything else needs a session; the index and
 * signed-in routes (wechat) pass once signed in; any other route needs its name among the menu
 * addresses of the login result (menus and sub-menus). A link is shown only where the guard
 * would let the person through.
 */
import type { MenuItem } from '@generated/main/model';
import { menuNames } from '../session/session-store.ts';
import { ROUTES, type RouteName } from './routes.ts';

/** The session as far as access needs it. */
export interface AccessSession {
  menus: readonly MenuItem[];
}

// The menus of a session never change in place (a new login brings a new array).
const namesByMenus = new WeakMap<readonly MenuItem[], Set<string>>();
function namesOf(menus: readonly MenuItem[]): Set<string> {
  let names = namesByMenus.get(menus);
  if (!names) {
    names = menuNames(menus);
    namesByMenus.set(menus, names);
  }
  return names;
}

/**
 * Routes no menu names, opened by whoever has one of the menus they belong to (designed: the
 * platform's menus never list /FollowDetail, an order's detail in a window of its own).
 */
const OPENS_WITH_MENUS: Partial<Record<RouteName, readonly RouteName[]>> = {
  FollowDetail: ['order', 'order/alllist', 'order/mylist'],
};

/** '' is the index route (`/`), which redirects to the home page. */
export function canOpenRoute(name: RouteName | '', session: AccessSession | undefined): boolean {
  if (name !== '' && ROUTES[name].access === 'public') return true;
  if (!session) return false;
  if (name === '' || ROUTES[name].access === 'signedIn') return true;
  const names = namesOf(session.menus);
  return names.has(name) || (OPENS_WITH_MENUS[name]?.some((menu) => names.has(menu)) ?? false);
}
