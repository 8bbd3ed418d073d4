/**
 * A stand-in for the desktop shell's `window.desktop`, for component tests, stories and the
 * end-to-end tests (the Electron binary cannot run on these machines). Every call is recorded in
 * `window.desktopCalls` as `method` or `method:arg` (and passed to `window.desktopCallSink` when an
 * end-to-end test set one, so calls made just before a reload are not lost); `emit` plays the shell's side (update state,
 * tray navigation).
 *
 * `installFakeDesktop` is self-contained on purpose: Playwright sends its source to the page
 * with `page.addInitScript(installFakeDesktop, options)`, so it may not use anything outside.
 */
import type { DesktopBridge, UpdateState } from '@/lib/desktop/desktop.ts';

export interface FakeDesktopOptions {
  appVersion?: string;
  /** The shell's per-run id (default 'run-1'); a new value plays an app restart. */
  runId?: string;
  /** Reported to update listeners right after they subscribe. */
  updateState?: UpdateState;
}

export interface FakeDesktopControls {
  calls: string[];
  emitUpdateState(state: UpdateState): void;
  emitNavigate(path: string): void;
  /** How many update and navigate listeners are subscribed (to check unsubscribing). */
  listenerCounts(): { update: number; navigate: number };
}

declare global {
  interface Window {
    desktopCalls?: string[];
    fakeDesktop?: FakeDesktopControls;
    /** Set by end-to-end tests (`page.exposeFunction`) to keep the calls across page reloads. */
    desktopCallSink?: (call: string) => void;
  }
}

export function installFakeDesktop(options: FakeDesktopOptions = {}): DesktopBridge & FakeDesktopControls {
  const calls: string[] = [];
  const updateListeners = new Set<(state: UpdateState) => void>();
  const navigateListeners = new Set<(path: string) => void>();
  const record =
    (method: string) =>
    (arg?: unknown): void => {
      const call = arg === undefined ? method : `${method}:${typeof arg === 'object' ? JSON.stringify(arg) : String(arg)}`;
      calls.push(call);
      void window.desktopCallSink?.(call);
    };
  const controls: FakeDesktopControls = {
    calls,
    emitUpdateState: (state) => updateListeners.forEach((listener) => listener(state)),
    emitNavigate: (path) => navigateListeners.forEach((listener) => listener(path)),
    listenerCounts: () => ({ update: updateListeners.size, navigate: navigateListeners.size }),
  };
  const desktop: DesktopBridge & FakeDesktopControls = {
    ...controls,
    platform: 'win32',
    appVersion: options.appVersion ?? '1.0.0',
    runId: options.runId ?? 'run-1',
    shakeWindow: record('shakeWindow'),
    requestAttention: record('requestAttention'),
    stopAttention: record('stopAttention'),
    setBadgeCount: record('setBadgeCount'),
    showMessagePreview: record('showMessagePreview'),
    closeToLogin: record('closeToLogin'),
    setAutoStart: record('setAutoStart'),
    setHardwareAcceleration: record('setHardwareAcceleration'),
    checkForUpdates: record('checkForUpdates'),
    installUpdate: record('installUpdate'),
    signedIn: record('signedIn'),
    relaunch: record('relaunch'),
    setLocale: record('setLocale'),
    onUpdateState: (listener) => {
      updateListeners.add(listener);
      const initial = options.updateState;
      if (initial) setTimeout(() => listener(initial), 0);
      return () => void updateListeners.delete(listener);
    },
    onNavigate: (listener) => {
      navigateListeners.add(listener);
      return () => void navigateListeners.delete(listener);
    },
  };
  window.desktop = desktop;
  window.desktopCalls = calls;
  window.fakeDesktop = controls;
  return desktop;
}

export function removeFakeDesktop(): void {
  Reflect.deleteProperty(window, 'desktop');
  Reflect.deleteProperty(window, 'desktopCalls');
  Reflect.deleteProperty(window, 'fakeDesktop');
}
