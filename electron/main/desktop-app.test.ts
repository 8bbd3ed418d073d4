import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP_TEXTS } from '../shared/desktop-texts.ts';
import { IPC_CHANNELS } from '../shared/ipc-contract.ts';
import { type ElectronStub, type FakeAutoUpdater, createElectronStub, createFakeAutoUpdater } from '../testing/electron-stub.ts';
import { memoryFs } from '../testing/memory-fs.ts';
import type { DesktopBuildConfig } from './build-config.ts';
import { UPDATE_REPLAY_DELAY_MS, startDesktopApp } from './desktop-app.ts';
import { systemTimers } from './timers.ts';

const PACKAGED: DesktopBuildConfig = {
  profile: 'production',
  connectOrigins: ['https://gw.example.com'],
  externalOrigins: ['https://help.example.com'],
};
const DEV: DesktopBuildConfig = { ...PACKAGED, profile: 'sandbox', devServerUrl: 'http://127.0.0.1:5173' };
const APP_FRAME = 'app://client/index.html#/';

let electron: ElectronStub;
let updater: FakeAutoUpdater;

function start(build = PACKAGED, files: Record<string, string> = {}) {
  electron = createElectronStub();
  updater = createFakeAutoUpdater();
  const started = startDesktopApp(electron.api, {
    build,
    autoUpdater: updater as never,
    preloadPath: '/app/dist-electron/preload.cjs',
    clientRoot: '/app/dist',
    platform: 'win32',
    runId: 'run-1',
    fs: memoryFs(files),
    readFile: () => Promise.resolve(new TextEncoder().encode('<!doctype html>')),
    timers: systemTimers,
    log: { info() {}, warn() {} },
  });
  return started;
}

async function startReady(build = PACKAGED, files: Record<string, string> = {}) {
  const started = start(build, files);
  electron.app.fireReady();
  await started?.ready;
  return started;
}

const alive = () => electron.windows.filter((win) => !win.isDestroyed());
const windowAt = (route: string) => alive().find((win) => win.loadedUrls.at(-1) === `app://client/#${route}`);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('desktop app, before ready', () => {
  it('takes the lock, switches hardware acceleration off and registers app:// before ready', () => {
    start(PACKAGED, { '/fake/userData/settings.json': JSON.stringify({ disableHardwareAcceleration: true }) });
    electron.app.fireReady();
    expect(electron.app.calls.slice(0, 4)).toEqual([
      'requestSingleInstanceLock',
      'disableHardwareAcceleration',
      'registerSchemesAsPrivileged',
      'ready',
    ]);
  });

  it('keeps hardware acceleration by default', () => {
    start();
    expect(electron.app.calls).not.toContain('disableHardwareAcceleration');
  });

  it('a second instance quits and opens nothing', async () => {
    electron = createElectronStub();
    electron.app.hasSingleInstanceLock = false;
    const started = startDesktopApp(electron.api, {
      build: PACKAGED,
      autoUpdater: createFakeAutoUpdater() as never,
      preloadPath: 'p',
      clientRoot: 'd',
      platform: 'linux',
      runId: 'run-2',
      fs: memoryFs(),
      readFile: () => Promise.resolve(new Uint8Array()),
      timers: systemTimers,
      log: { info() {}, warn() {} },
    });
    expect(started).toBeUndefined();
    electron.app.fireReady();
    await Promise.resolve();
    expect(electron.windows).toEqual([]);
    expect(electron.app.calls).toContain('quit');
  });
});

describe('desktop app, once ready', () => {
  it('opens the login window from app://, guards the session, serves the client, turns auto start on, checks for updates', async () => {
    await startReady();
    expect(alive().map((win) => win.loadedUrls)).toEqual([['app://client/#/login']]);
    expect(electron.session.defaultSession.permissionRequestHandler).toBeDefined();
    expect(electron.session.defaultSession.headersListener).toBeDefined();
    expect([...electron.protocolHandlers.keys()]).toEqual(['app']);
    expect(electron.app.loginItemSettings).toEqual([{ openAtLogin: true }]);
    expect(updater.autoDownload).toBe(false);
    expect(updater.calls).toEqual(['checkForUpdates']);
    expect(alive()[0]?.webContents.windowOpenHandler).toBeDefined();
  });

  it('hands every window the app version and the same run id', async () => {
    await startReady();
    const args = alive()[0]?.options.webPreferences?.additionalArguments;
    expect(args).toEqual(['--app-version=' + electron.app.getVersion(), '--run-id=run-1']);
  });

  it('development loads the dev server and registers no app scheme', async () => {
    await startReady(DEV);
    expect(alive()[0]?.loadedUrls).toEqual(['http://127.0.0.1:5173/#/login']);
    expect(electron.schemes).toEqual([]);
    expect(electron.protocolHandlers.size).toBe(0);
  });

  it('signedIn from the login window opens the main window; closeToLogin goes back', async () => {
    await startReady();
    electron.ipcMain.sendFrom('app://client/#/login', IPC_CHANNELS.signedIn);
    expect(windowAt('/')).toBeDefined();
    expect(windowAt('/login')).toBeUndefined();
    electron.ipcMain.sendFrom(APP_FRAME, IPC_CHANNELS.closeToLogin);
    expect(windowAt('/')).toBeUndefined();
    expect(windowAt('/login')).toBeDefined();
  });

  it('ignores a message from a foreign page', async () => {
    await startReady();
    electron.ipcMain.sendFrom('https://evil.example/', IPC_CHANNELS.signedIn);
    expect(windowAt('/')).toBeUndefined();
  });

  it('tray settings shows the main window and navigates it to /setting; tray quit really quits', async () => {
    await startReady();
    electron.ipcMain.sendFrom(APP_FRAME, IPC_CHANNELS.signedIn);
    const main = windowAt('/')!;
    main.close();
    expect(main.isVisible()).toBe(false);
    expect(main.isDestroyed()).toBe(false);
    electron.trays[0]!.clickItem('settings');
    expect(main.isVisible()).toBe(true);
    expect(main.webContents.sent).toContainEqual([IPC_CHANNELS.navigate, '/setting']);
    electron.trays[0]!.clickItem('quit');
    expect(main.isDestroyed()).toBe(true);
  });

  it('a second start brings the running window forward', async () => {
    await startReady();
    electron.ipcMain.sendFrom(APP_FRAME, IPC_CHANNELS.signedIn);
    const main = windowAt('/')!;
    main.hide();
    electron.app.emit('second-instance');
    expect(main.isVisible() && main.isFocused()).toBe(true);
  });

  it('attention flashes until the main window gets focus, then stops the taskbar flash explicitly', async () => {
    await startReady();
    electron.ipcMain.sendFrom(APP_FRAME, IPC_CHANNELS.signedIn);
    const main = windowAt('/')!;
    main.hide();
    electron.ipcMain.sendFrom(APP_FRAME, IPC_CHANNELS.requestAttention);
    vi.advanceTimersByTime(1000);
    expect(electron.trays[0]!.images.length).toBeGreaterThan(0);
    main.focus();
    expect(main.flashFrameCalls).toEqual([true, false]);
    const frames = electron.trays[0]!.images.length;
    vi.advanceTimersByTime(5000);
    expect(electron.trays[0]!.images).toHaveLength(frames);
  });

  it('shakeWindow reveals and shakes the main window and puts it back', async () => {
    await startReady();
    electron.ipcMain.sendFrom(APP_FRAME, IPC_CHANNELS.signedIn);
    const main = windowAt('/')!;
    main.position = [50, 60];
    electron.ipcMain.sendFrom(APP_FRAME, IPC_CHANNELS.shakeWindow);
    vi.advanceTimersByTime(1000);
    expect(main.positions.length).toBeGreaterThan(2);
    expect(main.position).toEqual([50, 60]);
  });

  it('setLocale relabels the tray; the badge count reaches the tooltip and the taskbar overlay', async () => {
    await startReady();
    electron.ipcMain.sendFrom(APP_FRAME, IPC_CHANNELS.signedIn);
    electron.ipcMain.sendFrom(APP_FRAME, IPC_CHANNELS.setLocale, 'en-US');
    electron.ipcMain.sendFrom(APP_FRAME, IPC_CHANNELS.setBadgeCount, 2);
    const tray = electron.trays[0]!;
    expect(tray.menu[0]?.label).toBe(DESKTOP_TEXTS['en-US'].trayOpen);
    expect(tray.tooltip).toBe('Hospital workbench: 2 unread');
    expect(windowAt('/')!.overlayCalls.at(-1)?.[1]).toBe('2');
  });

  it('a clicked message preview opens the chat in the main window', async () => {
    await startReady();
    electron.ipcMain.sendFrom(APP_FRAME, IPC_CHANNELS.signedIn);
    electron.ipcMain.sendFrom(APP_FRAME, IPC_CHANNELS.showMessagePreview, { chatId: 'c 7', title: 'Li', text: 'hi' });
    const preview = alive().find((win) => win.loadedUrls.at(-1)?.includes('#/msgBox?'))!;
    expect(preview.options).toMatchObject({ frame: false, alwaysOnTop: true });
    preview.focus();
    expect(windowAt('/')!.webContents.sent).toContainEqual([IPC_CHANNELS.navigate, '/chat?chatId=c%207']);
  });

  it('update states reach the main window, and a reloaded main window is told again', async () => {
    await startReady();
    electron.ipcMain.sendFrom(APP_FRAME, IPC_CHANNELS.signedIn);
    const main = windowAt('/')!;
    updater.emit('update-available', { version: '2.0.0' });
    expect(main.webContents.sent).toEqual([[IPC_CHANNELS.updateState, { kind: 'available', version: '2.0.0' }]]);
    main.webContents.emit('did-finish-load');
    vi.advanceTimersByTime(UPDATE_REPLAY_DELAY_MS);
    expect(main.webContents.sent).toHaveLength(2);
    electron.ipcMain.sendFrom(APP_FRAME, IPC_CHANNELS.installUpdate);
    expect(updater.calls).toEqual(['checkForUpdates', 'downloadUpdate']);
  });
});
