/**
 * Keeps every web contents on the client: navigations and redirects outside the app origin are
 * blocked, webviews are never attached, and no page may open a window. An https link whose
 * origin is on the allow-list opens in the system browser instead.
 */
import type { Shell, WebContents } from 'electron';
import type { Log } from './log.ts';
import { originOf } from './app-location.ts';

export type GuardedContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

export interface NavigationPolicy {
  isAppUrl(url: string): boolean;
  /** https origins (scheme://host[:port]) that may be opened in the system browser. */
  externalOrigins: readonly string[];
  shell: Pick<Shell, 'openExternal'>;
  log: Log;
}

export function isAllowedExternal(url: string, externalOrigins: readonly string[]): boolean {
  return url.startsWith('https://') && externalOrigins.includes(originOf(url) ?? '');
}

export function guardWebContents(contents: GuardedContents, policy: NavigationPolicy): void {
  const block = (event: { preventDefault(): void }, url: string) => {
    if (policy.isAppUrl(url)) return;
    event.preventDefault();
    policy.log.warn('navigation blocked', url);
  };
  contents.on('will-navigate', (event, url) => block(event, url));
  contents.on('will-redirect', (event, url) => block(event, url));
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    policy.log.warn('webview blocked');
  });
  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternal(url, policy.externalOrigins)) {
      policy.shell.openExternal(url).catch((error: unknown) => policy.log.warn('could not open a link', error));
    } else {
      policy.log.warn('window.open blocked', url);
    }
    return { action: 'deny' };
  });
}
