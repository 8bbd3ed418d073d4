/**
 * Web permissions: the client may show notifications, from its own origin, and nothing else
 * (no camera, microphone, geolocation, clipboard reads, USB, ...). Both the asynchronous request
 * and the synchronous check are answered, since Chromium asks either way.
 */
import type { Session } from 'electron';
import type { AppLocation } from './app-location.ts';

export const ALLOWED_PERMISSIONS: readonly string[] = ['notifications'];

export function installPermissionHandlers(
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'>,
  location: Pick<AppLocation, 'isAppUrl' | 'isAppOrigin'>,
): void {
  session.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(ALLOWED_PERMISSIONS.includes(permission) && location.isAppUrl(details.requestingUrl));
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) => {
    return ALLOWED_PERMISSIONS.includes(permission) && location.isAppOrigin(requestingOrigin.replace(/\/$/, ''));
  });
  session.setDevicePermissionHandler(() => false);
}
