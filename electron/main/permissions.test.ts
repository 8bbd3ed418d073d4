import { describe, expect, it } from 'vitest';
import { createElectronStub } from '../testing/electron-stub.ts';
import { createAppLocation } from './app-location.ts';
import { installPermissionHandlers } from './permissions.ts';

function setup() {
  const { session } = createElectronStub();
  installPermissionHandlers(session.defaultSession as never, createAppLocation('app://client/'));
  const ses = session.defaultSession;
  const request = (permission: string, requestingUrl: string) => {
    let granted: boolean | undefined;
    ses.permissionRequestHandler?.({}, permission, (answer) => (granted = answer), { requestingUrl });
    return granted;
  };
  return { ses, request };
}

describe('permissions', () => {
  it('grants notifications to the app and nothing else', () => {
    const { request } = setup();
    expect(request('notifications', 'app://client/#/chat')).toBe(true);
    for (const permission of ['media', 'geolocation', 'clipboard-read', 'openExternal', 'hid', 'fullscreen']) {
      expect(request(permission, 'app://client/#/chat')).toBe(false);
    }
  });

  it('refuses notifications to another origin', () => {
    expect(setup().request('notifications', 'https://evil.example/')).toBe(false);
  });

  it('answers permission checks the same way, and refuses devices', () => {
    const { ses } = setup();
    expect(ses.permissionCheckHandler?.({}, 'notifications', 'app://client')).toBe(true);
    expect(ses.permissionCheckHandler?.({}, 'notifications', 'https://evil.example')).toBe(false);
    expect(ses.permissionCheckHandler?.({}, 'media', 'app://client')).toBe(false);
    expect(ses.devicePermissionHandler?.()).toBe(false);
  });
});
