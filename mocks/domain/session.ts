/**
 * Sessions of the sandbox platform: who is signed in with which token and push token, and the
 * one-time tokens the account centre issues for login by token. Everything that authenticates
 * (gateway routes, both sockets, the control API) asks here.
 */
import type { LoginResult } from '@generated/main/model';
import type { SandboxPlatform } from '../platform.ts';
import type { SandboxAccount, SandboxSession } from '../db/state.ts';

/** A session lasts a working week; the client's 401 path is exercised with the faults API. */
export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;
export const UC_TOKEN_TTL_MS = 5 * 60 * 1000;

let counter = 0;
/** Unguessable enough for a sandbox, and unique within a run. */
function token(prefix: string, platform: SandboxPlatform): string {
  counter += 1;
  return `${prefix}_${platform.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

export function findAccount(platform: SandboxPlatform, account: string): SandboxAccount | undefined {
  return platform.db.accounts.first({ where: { account } });
}

/** The hospital's main account: where the platform's notices about the hospital itself go. */
export function mainAccount(platform: SandboxPlatform): SandboxAccount | undefined {
  return platform.db.accounts.first({ where: { isMainAccount: true } });
}

export function findAccountByPhone(platform: SandboxPlatform, phone: string): SandboxAccount | undefined {
  return platform.db.accounts.first({ where: { phone } });
}

export function findAccountByImId(platform: SandboxPlatform, imId: string): SandboxAccount | undefined {
  return platform.db.accounts.first({ where: { imId } });
}

function live(platform: SandboxPlatform, session: SandboxSession | undefined): SandboxSession | undefined {
  return session && session.expiresAt > platform.now() ? session : undefined;
}

export function findSessionByToken(platform: SandboxPlatform, value: string | null | undefined): SandboxSession | undefined {
  return value ? live(platform, platform.db.sessions.get(value)) : undefined;
}

export function findSessionByPushToken(platform: SandboxPlatform, value: string | null | undefined): SandboxSession | undefined {
  return value ? live(platform, platform.db.sessions.first({ where: { pushToken: value } })) : undefined;
}

export function createSession(platform: SandboxPlatform, account: SandboxAccount): SandboxSession {
  const now = platform.now();
  const session: SandboxSession = {
    token: token('uc', platform),
    pushToken: token('ws', platform),
    account: account.account,
    createdAt: now,
    expiresAt: now + SESSION_TTL_MS,
  };
  platform.transaction(() => {
    // Expired sessions are dropped as new ones are made, so the table does not grow without bound.
    platform.db.sessions.removeWhere({ where: { expiresAt: { lte: now } } });
    platform.db.sessions.insert(session);
  });
  return session;
}

export function endSession(platform: SandboxPlatform, tokenValue: string): void {
  const session = platform.db.sessions.get(tokenValue);
  platform.db.sessions.remove(tokenValue);
  if (session) platform.emit({ kind: 'session-ended', account: session.account, token: tokenValue });
}

/** Ends every session of an account but `keepToken`'s. */
export function endSessionsOf(platform: SandboxPlatform, account: string, keepToken?: string): void {
  for (const session of platform.db.sessions.list({ where: { account } }))
    if (session.token !== keepToken) endSession(platform, session.token);
}

export function loginResult(account: SandboxAccount, session: SandboxSession): LoginResult {
  return {
    rootMenus: account.menus,
    userInfo: account.userInfo,
    ucToken: session.token,
    wsNotificationToken: session.pushToken,
    authCode: account.authCode,
    isRestricted: account.isRestricted,
  };
}

/** The account centre's one-time token, exchanged by login by token (`LoginByUcToken`). */
export function issueUcToken(platform: SandboxPlatform, account: SandboxAccount): string {
  const ucToken = token('once', platform);
  platform.transaction(() => {
    platform.db.ucTokens.removeWhere({ where: { expiresAt: { lte: platform.now() } } });
    platform.db.ucTokens.insert({ ucToken, account: account.account, expiresAt: platform.now() + UC_TOKEN_TTL_MS });
  });
  return ucToken;
}

/** A session token is also accepted as a ucToken, so a client already signed in elsewhere can pass its token on. */
export function consumeUcToken(platform: SandboxPlatform, ucToken: string): SandboxAccount | undefined {
  const once = ucToken ? platform.db.ucTokens.get(ucToken) : undefined;
  if (once && once.expiresAt > platform.now()) {
    platform.db.ucTokens.remove(once.ucToken);
    return findAccount(platform, once.account);
  }
  const session = findSessionByToken(platform, ucToken);
  return session ? findAccount(platform, session.account) : undefined;
}
