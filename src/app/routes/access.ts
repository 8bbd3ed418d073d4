/**
 * The route guard's decision (specification, section 2 "Route guard"), as a pure function; the
 * token-in-URL step and the unmatched-route step happen before it (route-guard.tsx, router.tsx).
 * Who may open which route is the registry's rule (src/lib/routing/access.ts), shared with every
 * link; this adds which refusal the guard shows.
 */
import { canOpenRoute } from '@/lib/routing/access.ts';
import type { RouteName } from '@/lib/routing/routes.ts';
import type { Session } from '@/lib/session/session-store.ts';

export type Access = { kind: 'pass' } | { kind: 'login-invalid' } | { kind: 'not-authorised' };

/** `name` '' is the index route. */
export function decideAccess(name: RouteName | '', session: Session | undefined): Access {
  if (canOpenRoute(name, session)) return { kind: 'pass' };
  // 4. Public routes passed above; everything else needs a session.
  if (!session) return { kind: 'login-invalid' };
  // 6. Any other route needs its name among the authorised menu addresses (menus and sub-menus).
  return { kind: 'not-authorised' };
}

/** `?token=` before the hash (how the account centre returns) or inside the hash query. */
export function tokenFromUrl(windowSearch: string, hashSearch: string): string | undefined {
  return new URLSearchParams(windowSearch).get('token') ?? new URLSearchParams(hashSearch).get('token') ?? undefined;
}
