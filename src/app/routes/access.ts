/**
 * The route guard's decision (specification, section 2 "Route guard"), as a pure function; the
 * token-in-URL step and the unmatched-route step happen before it (route-guard.tsx, router.tsx).
 */
import { type Session, menuNames } from '@/lib/session/session-store.ts';
import type { RouteDef } from './route-table.ts';

export type Access = { kind: 'pass' } | { kind: 'login-invalid' } | { kind: 'not-authorised' };

export function decideAccess(route: Pick<RouteDef, 'public' | 'always'> & { name: string }, session: Session | undefined): Access {
  // 3. Public routes pass.
  if (route.public) return { kind: 'pass' };
  // 4. Everything else needs a session.
  if (!session) return { kind: 'login-invalid' };
  // 5. The index and wechat pass once logged in.
  if (route.name === '' || route.always) return { kind: 'pass' };
  // 6. Any other route needs its name among the authorised menu addresses (menus and sub-menus).
  return menuNames(session.menus).has(route.name) ? { kind: 'pass' } : { kind: 'not-authorised' };
}

/** `?token=` before the hash (how the account centre returns) or inside the hash query. */
export function tokenFromUrl(windowSearch: string, hashSearch: string): string | undefined {
  return new URLSearchParams(windowSearch).get('token') ?? new URLSearchParams(hashSearch).get('token') ?? undefined;
}
