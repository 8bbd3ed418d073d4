/**
 * Signing in and out (specification, section 4 "Login"). Other modules that hold per-user state
 * (sockets, the query cache) register with `onSignOut` so logout reaches them without this module
 * knowing them.
 */
import type { LoginResult } from '@generated/main/model';
import { clearIdentity, identify } from '../analytics/analytics.ts';
import { resetSessionInvalidation } from '../http/session-invalidation.ts';
import { STORAGE_KEYS, clearMemoryStore, readText, storageKey, writeText } from '../storage/local-store.ts';
import { type Session, clearSession, getSession, startSession } from './session-store.ts';

/** In sessionStorage while this browser session signed in; without it, a no-auto-login session ends. */
const ALIVE_KEY = storageKey('sessionAlive');
/** Device settings, not user data: they survive logout (the device id is generated once per installation). */
const KEPT_ON_LOGOUT = [STORAGE_KEYS.deviceId, STORAGE_KEYS.serverTimeOffset, 'locale'];

const signOutHooks = new Set<() => void>();

export function onSignOut(hook: () => void): () => void {
  signOutHooks.add(hook);
  return () => signOutHooks.delete(hook);
}

export function signedIn(result: LoginResult, options: { autoLogin: boolean }): Session {
  const session = startSession(result, options);
  globalThis.sessionStorage?.setItem(ALIVE_KEY, '1');
  identify(session.userInfo);
  resetSessionInvalidation();
  return session;
}

/**
 * Logout on this device: disconnects (through the hooks), clears the session, local storage
 * (but for the device settings above) and session storage, and the analytics identity.
 */
export function signOutLocally(): void {
  for (const hook of signOutHooks) {
    try {
      hook();
    } catch {
      // One failing hook must not leave the user half signed in.
    }
  }
  clearSession();
  const kept = KEPT_ON_LOGOUT.map(
    (name) => [name, name === 'locale' ? globalThis.localStorage?.getItem('locale') : readText(name)] as const,
  );
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
  clearMemoryStore();
  for (const [name, value] of kept) {
    if (value === undefined || value === null) continue;
    if (name === 'locale') globalThis.localStorage?.setItem('locale', value);
    else writeText(name, value);
  }
  clearIdentity();
}

/**
 * At start-up: auto login uses the stored session only when it is complete (user info, token,
 * push token and menus) and, for a session that asked not to sign in automatically, only within
 * the same browser session. Anything else logs out. Returns the session to continue with.
 */
export function bootSession(): Session | undefined {
  const session = getSession();
  const storedSomething = ['userInfo', 'token', 'pushToken', 'menus'].some((name) => readText(name) !== undefined);
  if (!session) {
    if (storedSomething) signOutLocally();
    return undefined;
  }
  if (!session.autoLogin && globalThis.sessionStorage?.getItem(ALIVE_KEY) !== '1') {
    signOutLocally();
    return undefined;
  }
  identify(session.userInfo);
  return session;
}
