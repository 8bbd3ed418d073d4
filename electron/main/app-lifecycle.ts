/**
 * What happens around the app's own life: one running instance, hardware acceleration switched
 * off before the app is ready (Chromium reads it only at start), auto start at login, and the
 * quitting flag that tells a real quit from a close-to-tray.
 */
import type { App } from 'electron';
import type { DesktopSettings } from './settings-store.ts';

/**
 * Takes the single-instance lock. A second start hands over to the running app (which shows its
 * window) and ends; returns false in that second process.
 */
export function claimSingleInstance(app: Pick<App, 'requestSingleInstanceLock' | 'quit' | 'on'>, onSecondInstance: () => void): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', () => onSecondInstance());
  return true;
}

/** Must run before `ready`: Electron ignores the switch afterwards. */
export function applyHardwareAcceleration(app: Pick<App, 'disableHardwareAcceleration' | 'isReady'>, settings: DesktopSettings): void {
  if (!settings.disableHardwareAcceleration) return;
  if (app.isReady()) throw new Error('hardware acceleration can only be switched off before the app is ready');
  app.disableHardwareAcceleration();
}

/**
 * Registers or removes the login item. An unpackaged run would register the bare Electron binary,
 * so development leaves the system alone.
 */
export function applyAutoStart(app: Pick<App, 'setLoginItemSettings' | 'isPackaged'>, enabled: boolean): void {
  if (!app.isPackaged) return;
  app.setLoginItemSettings({ openAtLogin: enabled });
}

export interface QuitState {
  readonly quitting: boolean;
  /** For quits that do not pass through before-quit first (the updater's quitAndInstall). */
  markQuitting(): void;
}

export function trackQuitting(app: Pick<App, 'on'>): QuitState {
  let quitting = false;
  app.on('before-quit', () => {
    quitting = true;
  });
  return {
    get quitting() {
      return quitting;
    },
    markQuitting() {
      quitting = true;
    },
  };
}
