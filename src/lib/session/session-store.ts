/**
 * The signed-in session: the one owner of user info, token, push token, auth codes, the
 * auto-login flag and the menus (specification, section 4 "Login"). Kept in localStorage so a
 * reload or the next start can sign in again without asking (auto login).
 *
 * Restricted mode (only dashbord and customer, no push-notification handling) is decided by the
 * platform: the login result's `isRestricted` flag. As a safety net the client also treats an
 * account whose menus are exactly dashbord and customer as restricted.
 */
import type { LoginResult, MenuItem, UserInfo } from '@generated/main/model';
import { useSyncExternalStore } from 'react';
import { readJson, removeKey, writeJson } from '../storage/local-store.ts';

export interface Session {
  userInfo: UserInfo;
  token: string;
  pushToken: string;
  authCodes: string[];
  menus: MenuItem[];
  autoLogin: boolean;
  isRestricted: boolean;
}

const KEYS = {
  userInfo: 'userInfo',
  token: 'token',
  pushToken: 'pushToken',
  authCodes: 'authCodes',
  menus: 'menus',
  autoLogin: 'autoLogin',
  restricted: 'restricted',
} as const;

export const RESTRICTED_MENUS = ['dashbord', 'customer'] as const;

const listeners = new Set<() => void>();
let current: Session | undefined;
let loaded = false;

function notify(): void {
  for (const listener of listeners) listener();
}

/** Every menu address (menus and sub-menus), the names the route guard accepts. */
export function menuNames(menus: readonly MenuItem[]): Set<string> {
  const names = new Set<string>();
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      names.add(item.menuUrl);
      walk(item.subMenuList ?? []);
    }
  };
  walk(menus);
  return names;
}

function looksRestricted(menus: readonly MenuItem[]): boolean {
  const names = menuNames(menus);
  return names.size === RESTRICTED_MENUS.length && RESTRICTED_MENUS.every((name) => names.has(name));
}

/**
 * Reads the stored session. Auto login needs user info, token, push token and menus all stored;
 * when any is missing the stored remains are cleared (the caller logs out).
 */
function load(): Session | undefined {
  const userInfo = readJson<UserInfo | null>(KEYS.userInfo, null);
  const token = readJson<string | null>(KEYS.token, null);
  const pushToken = readJson<string | null>(KEYS.pushToken, null);
  const menus = readJson<MenuItem[] | null>(KEYS.menus, null);
  if (!userInfo || !token || !pushToken || !menus) return undefined;
  return {
    userInfo,
    token,
    pushToken,
    menus,
    authCodes: readJson<string[]>(KEYS.authCodes, []),
    autoLogin: readJson<boolean>(KEYS.autoLogin, true),
    isRestricted: readJson<boolean>(KEYS.restricted, false) || looksRestricted(menus),
  };
}

export function getSession(): Session | undefined {
  if (!loaded) {
    loaded = true;
    current = load();
  }
  return current;
}

/** Whether what is stored is complete enough for auto login; a partial store is not. */
export function hasCompleteStoredSession(): boolean {
  return load() !== undefined;
}

export function startSession(result: LoginResult, options: { autoLogin?: boolean } = {}): Session {
  const session: Session = {
    userInfo: result.userInfo,
    token: result.ucToken,
    pushToken: result.wsNotificationToken,
    authCodes: result.authCode,
    menus: result.rootMenus,
    autoLogin: options.autoLogin ?? true,
    isRestricted: Boolean(result.isRestricted) || looksRestricted(result.rootMenus),
  };
  writeJson(KEYS.userInfo, session.userInfo);
  writeJson(KEYS.token, session.token);
  writeJson(KEYS.pushToken, session.pushToken);
  writeJson(KEYS.authCodes, session.authCodes);
  writeJson(KEYS.menus, session.menus);
  writeJson(KEYS.autoLogin, session.autoLogin);
  writeJson(KEYS.restricted, session.isRestricted);
  current = session;
  loaded = true;
  notify();
  return session;
}

/** Forgets the session in memory and in storage (logout clears everything else itself). */
export function clearSession(): void {
  for (const key of Object.values(KEYS)) removeKey(key);
  current = undefined;
  loaded = true;
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | undefined {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** For tests: forget what was read, so the next read goes to storage again. */
export function resetSessionCache(): void {
  current = undefined;
  loaded = false;
}
