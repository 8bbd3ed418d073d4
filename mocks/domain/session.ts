/**
 * Sessions of the sandbox platform: who is signed in with which token and push token, and the
 * one-time tokens the account centre issues for login by token. Everything that authenticates
 * (gateway handlers, both sockets, the control API) asks here.
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
  return platform.state.accounts.find((a) => a.account === account);
}

export function findAccountByPhone(platform: SandboxPlatform, phone: string): SandboxAccount | undefined {
  return platform.state.accounts.find((a) => a.phone === phone);
}

export function findAccountByImId(platform: SandboxPlatform, imId: string): SandboxAccount | undefined {
  return platform.state.accounts.find((a) => a.userInfo.imId === imId);
}

function live(platform: SandboxPlatform, session: SandboxSession | undefined): SandboxSession | undefined {
  return session && session.expiresAt > platform.now() ? session : undefined;
}

export function findSessionByToken(platform: SandboxPlatform, value: string | null | undefined): SandboxSession | undefined {
  if (!value) return undefined;
  return live(
    platform,
    platform.state.sessions.find((s) => s.token === value),
  );
}

export function findSessionByPushToken(platform: SandboxPlatform, value: string | null | undefined): SandboxSession | undefined {
  if (!value) return undefined;
  return live(
    platform,
    platform.state.sessions.find((s) => s.pushToken === value),
  );
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
  // Expired sessions are dropped as new ones are made, so the state does not grow without bound.
  platform.state.sessions = platform.state.sessions.filter((s) => s.expiresAt > now);
  platform.state.sessions.push(session);
  platform.changed();
  return session;
}

export function endSession(platform: SandboxPlatform, tokenValue: string): void {
  const session = platform.state.sessions.find((s) => s.token === tokenValue);
  platform.state.sessions = platform.state.sessions.filter((s) => s.token !== tokenValue);
  platform.changed();
  if (session) platform.emit({ kind: 'session-ended', account: session.account, token: tokenValue });
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
  platform.state.ucTokens = platform.state.ucTokens.filter((t) => t.expiresAt > platform.now());
  platform.state.ucTokens.push({ ucToken, account: account.account, expiresAt: platform.now() + UC_TOKEN_TTL_MS });
  platform.changed();
  return ucToken;
}

/** A session token is also accepted as a ucToken, so a client already signed in elsewhere can pass its token on. */
export function consumeUcToken(platform: SandboxPlatform, ucToken: string): SandboxAccount | undefined {
  const once = platform.state.ucTokens.find((t) => t.ucToken === ucToken && t.expiresAt > platform.now());
  if (once) {
    platform.state.ucTokens = platform.state.ucTokens.filter((t) => t !== once);
    platform.changed();
    return findAccount(platform, once.account);
  }
  const session = findSessionByToken(platform, ucToken);
  return session ? findAccount(platform, session.account) : undefined;
}
