import { beforeEach, describe, expect, it } from 'vitest';
import { recordedAnalytics } from '../analytics/analytics.ts';
import { getDeviceId } from '../http/device-id.ts';
import { readText } from '../storage/local-store.ts';
import { installFakeDesktop, removeFakeDesktop } from '@/testing/fake-desktop.ts';
import { loginResult } from '@/testing/login-result.ts';
import { getSession, resetSessionCache } from './session-store.ts';
import { bootSession, onSignOut, signOutLocally, signedIn } from './sign-in.ts';

/** A new start of the app: nothing in memory, storage as it was left. */
function restart() {
  resetSessionCache();
  return bootSession();
}

describe('session (specification, section 4 "Login")', () => {
  beforeEach(() => {
    resetSessionCache();
  });

  it('stores user info, token, push token, auth codes, auto-login flag and menus on login', () => {
    signedIn(loginResult(), { autoLogin: true });
    for (const name of ['userInfo', 'token', 'pushToken', 'authCodes', 'menus', 'autoLogin']) expect(readText(name), name).toBeDefined();
    expect(getSession()).toMatchObject({
      token: 'uc_test_token',
      pushToken: 'ws_test_token',
      authCodes: ['order:export'],
      autoLogin: true,
    });
  });

  it('reports the account type to analytics', () => {
    signedIn(loginResult(), { autoLogin: true });
    expect(recordedAnalytics().at(-1)).toEqual({ kind: 'account-type', accountType: 'main' });
    signedIn(loginResult({ userInfo: { ...loginResult().userInfo, isMainAccount: false } }), { autoLogin: true });
    expect(recordedAnalytics().at(-1)).toEqual({ kind: 'account-type', accountType: 'sub' });
  });

  it('signs in automatically at the next start when everything is stored', () => {
    signedIn(loginResult(), { autoLogin: true });
    sessionStorage.clear(); // a new browser session
    expect(restart()?.userInfo.account).toBe('demo-main');
  });

  it.each(['userInfo', 'token', 'pushToken', 'menus'])('logs out at start when %s is missing', (missing) => {
    signedIn(loginResult(), { autoLogin: true });
    localStorage.removeItem(`hospital-client:${missing}`);
    expect(restart()).toBeUndefined();
    expect(readText('token') ?? readText('userInfo')).toBeUndefined();
  });

  it('keeps a session without auto login only within the same browser session', () => {
    signedIn(loginResult(), { autoLogin: false });
    expect(restart()).toBeDefined();
    sessionStorage.clear();
    expect(restart()).toBeUndefined();
  });

  it('on the desktop keeps a session without auto login from the login window to the main window, not across a restart', () => {
    const desktop = installFakeDesktop({ runId: 'run-a' });
    try {
      signedIn(loginResult(), { autoLogin: false });
      // The login window hands off to the main window, which boots with the same session.
      expect(desktop.calls).toEqual(['signedIn']);
      sessionStorage.clear(); // the main window has its own sessionStorage
      expect(restart()).toBeDefined();
      expect(desktop.calls).toEqual(['signedIn', 'signedIn']);
      installFakeDesktop({ runId: 'run-b' }); // the app restarted
      expect(restart()).toBeUndefined();
    } finally {
      removeFakeDesktop();
    }
  });

  it('logout runs the disconnect hooks and clears stores, local and session storage and the analytics identity', () => {
    const deviceId = getDeviceId();
    let disconnected = 0;
    const off = onSignOut(() => (disconnected += 1));
    signedIn(loginResult(), { autoLogin: true });
    localStorage.setItem('something-of-the-user', 'x');
    sessionStorage.setItem('draft', 'y');
    signOutLocally();
    off();
    expect(disconnected).toBe(1);
    expect(getSession()).toBeUndefined();
    expect(localStorage.getItem('something-of-the-user')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(recordedAnalytics().at(-1)).toEqual({ kind: 'clear-identity' });
    // The device id belongs to the installation, not the user.
    expect(getDeviceId()).toBe(deviceId);
  });
});
