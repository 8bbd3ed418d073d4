import { useSession } from './session-store.ts';

/**
 * Whether the session's auth codes (the login result's `authCode` list, section 3) include
 * `authCode`: show an action only to those who hold its code. No session holds none.
 */
export function usePermission(authCode: string): boolean {
  const session = useSession();
  return session?.authCodes.includes(authCode) ?? false;
}
