import { useSession } from '../session/session-store.ts';
import { canOpenRoute } from './access.ts';
import type { RouteName } from './routes.ts';

/**
 * Whether the signed-in person may open a route (the guard's rule, see access.ts): show a link
 * only when this is true. Undefined (no route, e.g. an unresolvable server link) is false.
 */
export function useCanOpen(name: RouteName | undefined): boolean {
  const session = useSession();
  return name !== undefined && canOpenRoute(name, session);
}
