/**
 * The app-specific pieces the transport needs, injected once at start-up so this library depends
 * on neither React, antd, the session store nor the desktop bridge:
 * - getToken: the session token, sent as the `token` header when present;
 * - onSessionInvalid: what HTTP 401 / codes 1001, 1002 do (the session feature knows whether to
 *   close the desktop window or go to the account centre);
 * - reload: reloads the page after the server time offset was corrected;
 * - notify: shows a toast (the app passes antd's message API);
 * - navigate: used by the default onSessionInvalid.
 *
 * Defaults are safe for tests: no token, no-op toast display, and in the `test` profile reload and
 * navigation do nothing (jsdom cannot navigate, and the test profile's hosts do not exist).
 */
import { config } from '../config/config.ts';
import { loginInvalidMessage } from './error-catalogue.ts';
import { type ToastDisplay, resetToasts, setToastDisplay, showErrorToast } from './notifier.ts';

export type TokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

export interface TransportOptions {
  getToken: TokenGetter;
  onSessionInvalid: () => void;
  reload: () => void;
  notify: ToastDisplay;
  navigate: (url: string) => void;
}

const inTestProfile = config.profile === 'test';

function defaultReload(): void {
  if (!inTestProfile) globalThis.location?.reload();
}

function defaultNavigate(url: string): void {
  if (!inTestProfile) globalThis.location?.assign(url);
}

/** Section 8, outside the desktop: tell the user, then go to the account centre. */
function defaultOnSessionInvalid(): void {
  showErrorToast(loginInvalidMessage());
  options.navigate(config.accountCenterUrl);
}

function defaults(): TransportOptions {
  return {
    getToken: () => undefined,
    onSessionInvalid: defaultOnSessionInvalid,
    reload: defaultReload,
    notify: () => {},
    navigate: defaultNavigate,
  };
}

let options: TransportOptions = defaults();

/** Replaces the given pieces; omitted ones keep their current value. */
export function configureTransport(next: Partial<TransportOptions>): void {
  const defined = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined)) as Partial<TransportOptions>;
  options = { ...options, ...defined };
  if (defined.notify) setToastDisplay(defined.notify);
}

export function getTransportOptions(): Readonly<TransportOptions> {
  return options;
}

const resetHooks = new Set<() => void>();

/** Lets modules with once-per-page state (session, clock) be reset with the transport. */
export function onTransportReset(hook: () => void): void {
  resetHooks.add(hook);
}

/** Back to the defaults, with toasts and once-per-page guards cleared. For tests. */
export function resetTransport(): void {
  options = defaults();
  setToastDisplay(undefined);
  resetToasts();
  for (const hook of resetHooks) hook();
}
