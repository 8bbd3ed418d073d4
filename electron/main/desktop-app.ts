/**
 * Wires the main-process modules together over injected Electron APIs. main.ts passes the real
 * `electron` and `electron-updater`; tests pass the stub of electron/testing. Everything before
 * `whenReady` here must happen before the app is ready (single-instance lock, hardware
 * acceleration, privileged scheme).
 */
import type {
  App,
  BrowserWindowConstructorOptions,
  Dialog,
  IpcMain,
  Menu,
  NativeImage,
  Protocol,
  Screen,
  Session,
  Shell,
  WebContents,
} from 'electron';
import { APP_VERSION_ARGUMENT, RUN_ID_ARGUMENT } from '../shared/launch-arguments.ts';
import { IPC_CHANNELS, type DesktopBridge, type MessagePreview, type UpdateState } from '../shared/ipc-contract.ts';
import { applyAutoStart, applyHardwareAcceleration, claimSingleInstance, trackQuitting } from './app-lifecycle.ts';
import { APP_BASE_URL, createAppLocation } from './app-location.ts';
import { handleAppProtocol, registerAppScheme } from './app-protocol.ts';
import { createAttention } from './attention.ts';
import { createBadge } from './badge.ts';
import type { DesktopBuildConfig } from './build-config.ts';
import { buildCsp, installCsp } from './content-security-policy.ts';
import { appMarkPng, blankPng, unreadDotPng } from './icons.ts';
import { type InboundHandlers, createIpcRouter } from './ipc-router.ts';
import type { Log } from './log.ts';
import { createMessagePreview } from './message-preview.ts';
import { guardWebContents } from './navigation-guard.ts';
import { installPermissionHandlers } from './permissions.ts';
import { createSettingsActions } from './settings-actions.ts';
import { type SettingsFileSystem, createSettingsStore } from './settings-store.ts';
import { createShaker } from './shaker.ts';
import type { Timers } from './timers.ts';
import { type TrayLike, createTrayController } from './tray-controller.ts';
import { type UpdaterLike, createUpdater } from './updater.ts';
import type { WindowConstructor } from './window-like.ts';
import { createWindowManager } from './window-manager.ts';
import { type WindowKind, windowOptions } from './window-options.ts';

export type SessionLike = Pick<
  Session,
  'webRequest' | 'setPermissionRequestHandler' | 'setPermissionCheckHandler' | 'setDevicePermissionHandler'
>;

export interface ElectronApi {
  app: Pick<
    App,
    | 'on'
    | 'quit'
    | 'exit'
    | 'relaunch'
    | 'whenReady'
    | 'isReady'
    | 'getPath'
    | 'getVersion'
    | 'requestSingleInstanceLock'
    | 'disableHardwareAcceleration'
    | 'setLoginItemSettings'
    | 'setBadgeCount'
    | 'isPackaged'
  >;
  BrowserWindow: WindowConstructor;
  Tray: new (image: NativeImage) => TrayLike;
  Menu: Pick<typeof Menu, 'buildFromTemplate'>;
  nativeImage: { createFromBuffer(buffer: Buffer, options?: { scaleFactor?: number }): NativeImage };
  ipcMain: Pick<IpcMain, 'on' | 'removeAllListeners'>;
  session: { readonly defaultSession: SessionLike };
  protocol: Pick<Protocol, 'registerSchemesAsPrivileged' | 'handle'>;
  shell: Pick<Shell, 'openExternal'>;
  screen: Pick<Screen, 'getPrimaryDisplay'>;
  dialog: Pick<Dialog, 'showMessageBox'>;
}

export interface DesktopAppOptions {
  build: DesktopBuildConfig;
  autoUpdater: UpdaterLike;
  preloadPath: string;
  /** The built client served by app://client/ (unused in development). */
  clientRoot: string;
  platform: DesktopBridge['platform'];
  /** Random per app start; handed to every window (see DesktopBridge.runId). */
  runId: string;
  fs: SettingsFileSystem;
  readFile(path: string): Promise<Uint8Array>;
  timers: Timers;
  log: Log;
}

/** A (re)loaded main window is told the update state after it had time to subscribe. */
export const UPDATE_REPLAY_DELAY_MS = 2000;

export interface DesktopApp {
  /** Resolves once the app is ready and the first window is open. */
  ready: Promise<void>;
}

export function startDesktopApp(electron: ElectronApi, options: DesktopAppOptions): DesktopApp | undefined {
  const { app } = electron;
  const { build, log, timers } = options;
  const store = createSettingsStore({ directory: app.getPath('userData'), fs: options.fs, log });

  let showCurrent = () => {};
  if (!claimSingleInstance(app, () => showCurrent())) return undefined;
  applyHardwareAcceleration(app, store.get());
  if (!build.devServerUrl) registerAppScheme(electron.protocol);

  const quitState = trackQuitting(app);
  const location = createAppLocation(build.devServerUrl ?? APP_BASE_URL);
  const csp = buildCsp({ connectOrigins: build.connectOrigins, devServerOrigin: build.devServerUrl ? location.origin : undefined });

  // Every web contents ever created (windows, and anything a page might try) gets the guard.
  app.on('web-contents-created', (_event: unknown, contents: WebContents) =>
    guardWebContents(contents, { isAppUrl: location.isAppUrl, externalOrigins: build.externalOrigins, shell: electron.shell, log }),
  );
  // The window manager decides when the app ends (login closed, tray quit); a hidden main window
  // in the tray is not "all windows closed".
  app.on('window-all-closed', () => {});

  const ready = app.whenReady().then(() => {
    const session = electron.session.defaultSession;
    installPermissionHandlers(session, location);
    installCsp(session, csp, location.isAppUrl);
    if (!build.devServerUrl) handleAppProtocol(electron.protocol, { root: options.clientRoot, readFile: options.readFile, csp });
    applyAutoStart(app, store.get().autoStart);

    const image = (png: Buffer) => electron.nativeImage.createFromBuffer(png, { scaleFactor: 2 });
    const windowIcon: BrowserWindowConstructorOptions['icon'] =
      options.platform === 'linux' ? electron.nativeImage.createFromBuffer(appMarkPng(256)) : undefined;
    const createWindow = (kind: WindowKind) =>
      new electron.BrowserWindow(
        windowOptions(kind, {
          preloadPath: options.preloadPath,
          launchArguments: [`${APP_VERSION_ARGUMENT}${app.getVersion()}`, `${RUN_ID_ARGUMENT}${options.runId}`],
          icon: windowIcon,
        }),
      );

    const navigateMain = (path: string) => {
      const main = windows.getMain();
      if (!main) {
        windows.showCurrent();
        return;
      }
      windows.openMain();
      windows.sendToMain(IPC_CHANNELS.navigate, path);
    };

    const windows = createWindowManager({
      createWindow,
      location,
      isQuitting: () => quitState.quitting,
      quit: () => app.quit(),
      log,
      onMainCreated: (win) => {
        badge.refresh();
        win.webContents.on('did-finish-load', () => {
          timers.setTimeout(() => {
            if (updater.state.kind !== 'idle') windows.sendToMain(IPC_CHANNELS.updateState, updater.state);
          }, UPDATE_REPLAY_DELAY_MS);
        });
      },
      onMainFocus: () => attention.stop(),
    });
    showCurrent = () => windows.showCurrent();

    const tray = createTrayController({
      Tray: electron.Tray,
      Menu: electron.Menu,
      images: { icon: image(appMarkPng(32)), blank: image(blankPng(32)) },
      timers,
      locale: store.get().locale,
      actions: { open: () => windows.showCurrent(), settings: () => navigateMain('/setting'), quit: () => app.quit() },
    });
    const attention = createAttention({ tray, getMain: () => windows.getMain() });
    const badge = createBadge({
      app,
      platform: options.platform,
      overlay: image(unreadDotPng(32)),
      tray,
      getMain: () => windows.getMain(),
    });
    const shaker = createShaker(timers);
    const preview = createMessagePreview({
      createWindow: () => createWindow('preview'),
      location,
      screen: electron.screen,
      platform: options.platform,
      timers,
      log,
      onActivate: (clicked: MessagePreview) => navigateMain(`/chat?chatId=${encodeURIComponent(clicked.chatId)}`),
    });
    const updater = createUpdater({
      autoUpdater: options.autoUpdater,
      publish: (state: UpdateState) => windows.sendToMain(IPC_CHANNELS.updateState, state),
      markQuitting: () => quitState.markQuitting(),
      log,
    });
    const settings = createSettingsActions({ store, app, dialog: electron.dialog, log });

    const handlers: InboundHandlers = {
      shakeWindow: () => {
        const main = windows.revealMain();
        if (main) shaker.shake(main);
      },
      requestAttention: () => attention.request(),
      stopAttention: () => attention.stop(),
      setBadgeCount: (count) => badge.setCount(count),
      showMessagePreview: (message) => preview.show(message),
      closeToLogin: () => {
        attention.stop();
        preview.hide();
        windows.closeToLogin();
      },
      setAutoStart: (enabled) => settings.setAutoStart(enabled),
      setHardwareAcceleration: (disabled) => void settings.setHardwareAcceleration(disabled),
      checkForUpdates: () => updater.check(),
      installUpdate: () => updater.download(),
      signedIn: () => windows.signedIn(),
      relaunch: () => settings.relaunch(),
      setLocale: (locale) => {
        store.update({ locale });
        tray.setLocale(locale);
      },
    };
    createIpcRouter({ ipcMain: electron.ipcMain, isTrustedUrl: location.isAppUrl, handlers, log });

    windows.openLogin();
    updater.check();
  });

  return { ready };
}
