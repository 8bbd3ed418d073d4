import { beforeEach, describe, expect, it } from 'vitest';
import { type ElectronStub, type FakeBrowserWindow, createElectronStub } from '../testing/electron-stub.ts';
import { createAppLocation } from './app-location.ts';
import { trackQuitting } from './app-lifecycle.ts';
import { type WindowManager, createWindowManager } from './window-manager.ts';
import { windowOptions } from './window-options.ts';

const silent = { info() {}, warn() {} };

let electron: ElectronStub;
let manager: WindowManager;
let focusCount: number;

beforeEach(() => {
  electron = createElectronStub();
  focusCount = 0;
  const quitState = trackQuitting(electron.api.app);
  manager = createWindowManager({
    createWindow: (kind) => new electron.api.BrowserWindow(windowOptions(kind, { preloadPath: 'p', launchArguments: [] })),
    location: createAppLocation('http://127.0.0.1:5173'),
    isQuitting: () => quitState.quitting,
    quit: () => electron.app.quit(),
    log: silent,
    onMainFocus: () => {
      focusCount += 1;
    },
  });
});

const byUrl = (route: string) => electron.windows.filter((win) => win.loadedUrls.at(-1)?.endsWith(`#${route}`));

describe('window manager', () => {
  it('opens the login window at /login, shown once ready', () => {
    const login = manager.openLogin() as unknown as FakeBrowserWindow;
    expect(login.loadedUrls).toEqual(['http://127.0.0.1:5173/#/login']);
    expect(login.isVisible()).toBe(false);
    login.emit('ready-to-show');
    expect(login.isVisible()).toBe(true);
  });

  it('signedIn opens the main window at the root and closes the login window', () => {
    manager.openLogin();
    manager.signedIn();
    const [login] = byUrl('/login');
    const [main] = byUrl('/');
    expect(login?.isDestroyed()).toBe(true);
    expect(main?.isDestroyed()).toBe(false);
    expect(main?.options.webPreferences?.backgroundThrottling).toBe(false);
    expect(manager.getLogin()).toBeUndefined();
    expect(electron.app.calls).not.toContain('quit');
  });

  it('closeToLogin destroys the main window (not to the tray) and shows the login window', () => {
    manager.openLogin();
    manager.signedIn();
    const main = byUrl('/')[0];
    manager.closeToLogin();
    expect(main?.isDestroyed()).toBe(true);
    expect(manager.getMain()).toBeUndefined();
    expect(manager.getLogin()).toBeDefined();
    expect(electron.app.calls).not.toContain('quit');
  });

  it('closing the main window hides it to the tray', () => {
    const main = manager.openMain() as unknown as FakeBrowserWindow;
    main.show();
    main.close();
    expect(main.isDestroyed()).toBe(false);
    expect(main.isVisible()).toBe(false);
    expect(manager.getMain()).toBe(main);
  });

  it('a real quit closes the main window', () => {
    const main = manager.openMain() as unknown as FakeBrowserWindow;
    electron.app.quit();
    expect(main.isDestroyed()).toBe(true);
  });

  it('closing the login window with nothing behind it quits the app', () => {
    const login = manager.openLogin() as unknown as FakeBrowserWindow;
    login.close();
    expect(electron.app.calls).toContain('quit');
  });

  it('showCurrent brings back the hidden main window, or the login window when signed out', () => {
    const login = manager.openLogin() as unknown as FakeBrowserWindow;
    login.hide();
    manager.showCurrent();
    expect(login.isVisible()).toBe(true);
    manager.signedIn();
    const main = manager.getMain() as unknown as FakeBrowserWindow;
    main.hide();
    main.minimized = true;
    manager.showCurrent();
    expect(main.isVisible() && main.isFocused() && !main.isMinimized()).toBe(true);
    expect(electron.windows.filter((win) => !win.isDestroyed())).toHaveLength(1);
  });

  it('revealMain shows a hidden main window without focusing it', () => {
    expect(manager.revealMain()).toBeUndefined();
    const main = manager.openMain() as unknown as FakeBrowserWindow;
    main.hide();
    manager.revealMain();
    expect(main.isVisible()).toBe(true);
    expect(main.isFocused()).toBe(false);
  });

  it('reports main-window focus and sends only to a live main window', () => {
    manager.sendToMain('x', 1);
    const main = manager.openMain() as unknown as FakeBrowserWindow;
    main.focus();
    expect(focusCount).toBeGreaterThan(0);
    manager.sendToMain('desktop:navigate', '/setting');
    expect(main.webContents.sent).toEqual([['desktop:navigate', '/setting']]);
  });
});
