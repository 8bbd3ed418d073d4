/**
 * Signing in and out (specification, section 4 "Login"). Other modules that hold per-user state
 * (sockets, the query cache) register with `onSignOut` so logout reaches them without this module
 * knowing them.
 */
import type { LoginResult } from '@generated/main/model';
import { clearIdentity, identify } from '../analytics/analytics.ts';
import { getDesktop } from '../desktop/desktop.ts';
import { resetSessionInvalidation } from '../http/session-invalidation.ts';
import { STORAGE_KEYS, clearMemoryStore, readText, storageKey, writeText } from '../storage/local-store.ts';
import { type Session, clearSession, getSession, startSession } from './session-store.ts';

/**
 * Marks "signed in during this browser session"; without it, a session without auto login ends.
 * On the web it lives in sessionStorage. The desktop's login and main windows each have their
 * own sessionStorage, so there the mark is the shell's per-run id in localStorage: it survives
 * the move from the login window to the main window, and a restart makes it stale.
 */
const ALIVE_KEY = storageKey('sessionAlive');

function markAlive(): void {
  const desktop = getDesktop();
  if (desktop) globalThis.localStorage?.setItem(ALIVE_KEY, desktop.runId);
  else globalThis.sessionStorage?.setItem(ALIVE_KEY, '1');
}

/**
 * The desktop opens on its small login window; whenever a session exists (signed in just now, by
 * token, or automatically at start) the shell opens the main window at the root and closes the
 * login window. From the main window itself this only brings it to the front.
 */
function handOffToMainWindow(): void {
  getDesktop()?.signedIn();
}

function isAlive(): boolean {
  const desktop = getDesktop();
  if (desktop) return desktop.runId !== '' && globalThis.localStorage?.getItem(ALIVE_KEY) === desktop.runId;
  return globalThis.sessionStorage?.getItem(ALIVE_KEY) === '1';
}
/** Device settings, not user data: they survive logout (the device id is generated once per installation). */
const KEPT_ON_LOGOUT = [STORAGE_KEYS.deviceId, STORAGE_KEYS.serverTimeOffset, 'locale'];

const signOutHooks = new Set<() => void>();

export function onSignOut(hook: () => void): () => void {
  signOutHooks.add(hook);
  return () => signOutHooks.delete(hook);
}

export function signedIn(result: LoginResult, options: { autoLogin: boolean }): Session {
  const session = startSession(result, options);
  markAlive();
  identify(session.userInfo);
  resetSessionInvalidation();
  handOffToMainWindow();
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
  if (!session.autoLogin && !isAlive()) {
    signOutLocally();
    return undefined;
  }
  identify(session.userInfo);
  handOffToMainWindow();
  return session;
}
