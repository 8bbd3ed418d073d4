/**
 * A recording stand-in for the parts of Electron the shell uses. Each call of
 * createElectronStub() gives fresh, independent fakes; tests drive them (fire ready, send IPC from
 * a frame URL, click a menu item) and read what the code did to them.
 */
import { EventEmitter } from 'node:events';
import type { BrowserWindowConstructorOptions, MenuItemConstructorOptions } from 'electron';
import type { ElectronApi } from '../main/desktop-app.ts';
import type { UpdaterLike } from '../main/updater.ts';
import type { WindowLike } from '../main/window-like.ts';

export interface FakeImage {
  readonly fake: 'image';
  readonly buffer: Buffer;
  readonly scaleFactor?: number;
}

export class FakeWebContents extends EventEmitter {
  readonly sent: Array<[string, unknown]> = [];
  destroyed = false;
  windowOpenHandler: ((details: { url: string }) => { action: string }) | undefined;
  send(channel: string, payload: unknown): void {
    this.sent.push([channel, payload]);
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler;
  }
}

/** An event with preventDefault, as Electron passes to close and navigation listeners. */
export function cancellableEvent() {
  return {
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
}

export class FakeBrowserWindow extends EventEmitter {
  readonly webContents = new FakeWebContents();
  readonly loadedUrls: string[] = [];
  readonly positions: Array<[number, number]> = [];
  readonly flashFrameCalls: boolean[] = [];
  readonly overlayCalls: Array<[FakeImage | null, string]> = [];
  position: [number, number] = [100, 200];
  bounds: unknown;
  visible = false;
  focused = false;
  minimized = false;
  destroyed = false;

  constructor(readonly options: BrowserWindowConstructorOptions) {
    super();
  }
  loadURL(url: string): Promise<void> {
    this.loadedUrls.push(url);
    return Promise.resolve();
  }
  show(): void {
    this.visible = true;
    this.focus();
  }
  showInactive(): void {
    this.visible = true;
  }
  hide(): void {
    this.visible = false;
    this.focused = false;
  }
  focus(): void {
    this.focused = true;
    this.emit('focus');
  }
  close(): void {
    if (this.destroyed) return;
    const event = cancellableEvent();
    this.emit('close', event);
    if (!event.defaultPrevented) this.destroy();
  }
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.visible = false;
    this.webContents.destroyed = true;
    this.emit('closed');
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  isVisible(): boolean {
    return this.visible;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  isFocused(): boolean {
    return this.focused;
  }
  restore(): void {
    this.minimized = false;
  }
  getPosition(): number[] {
    return [...this.position];
  }
  setPosition(x: number, y: number): void {
    this.position = [x, y];
    this.positions.push([x, y]);
  }
  setBounds(bounds: unknown): void {
    this.bounds = bounds;
  }
  flashFrame(flag: boolean): void {
    this.flashFrameCalls.push(flag);
  }
  setOverlayIcon(image: FakeImage | null, description: string): void {
    this.overlayCalls.push([image, description]);
  }
}

/** The fake seen through the narrow type the modules take (the fake's images are not NativeImages). */
export const asWindow = (win: FakeBrowserWindow): WindowLike => win as unknown as WindowLike;

export class FakeTray extends EventEmitter {
  readonly images: FakeImage[] = [];
  tooltip = '';
  menu: MenuItemConstructorOptions[] = [];
  destroyed = false;
  constructor(readonly initialImage: FakeImage) {
    super();
  }
  setImage(image: FakeImage): void {
    this.images.push(image);
  }
  setToolTip(text: string): void {
    this.tooltip = text;
  }
  setContextMenu(menu: { template: MenuItemConstructorOptions[] }): void {
    this.menu = menu.template;
  }
  destroy(): void {
    this.destroyed = true;
  }
  /** Clicks the menu item with this id, as the user would. */
  clickItem(id: string): void {
    const item = this.menu.find((entry) => entry.id === id);
    if (!item?.click) throw new Error(`no tray menu item ${id}`);
    (item.click as () => void)();
  }
}

export class FakeApp extends EventEmitter {
  /** Every call, in order (e.g. to prove a switch came before ready). */
  readonly calls: string[] = [];
  readonly loginItemSettings: unknown[] = [];
  readonly badgeCounts: number[] = [];
  hasSingleInstanceLock = true;
  isPackaged = true;
  private ready = false;
  private resolveReady!: () => void;
  private readonly readyPromise = new Promise<void>((resolve) => {
    this.resolveReady = resolve;
  });

  /** Makes the app ready, as Electron does once after start. */
  fireReady(): void {
    this.calls.push('ready');
    this.ready = true;
    this.emit('ready');
    this.resolveReady();
  }
  whenReady(): Promise<void> {
    return this.readyPromise;
  }
  isReady(): boolean {
    return this.ready;
  }
  getPath(name: string): string {
    return `/fake/${name}`;
  }
  getVersion(): string {
    return '1.2.3';
  }
  requestSingleInstanceLock(): boolean {
    this.calls.push('requestSingleInstanceLock');
    return this.hasSingleInstanceLock;
  }
  disableHardwareAcceleration(): void {
    this.calls.push('disableHardwareAcceleration');
  }
  setLoginItemSettings(settings: unknown): void {
    this.calls.push('setLoginItemSettings');
    this.loginItemSettings.push(settings);
  }
  setBadgeCount(count: number): boolean {
    this.badgeCounts.push(count);
    return true;
  }
  /** Like Electron: before-quit, then every window is asked to close. */
  quit(): void {
    this.calls.push('quit');
    this.emit('before-quit', cancellableEvent());
    this.emit('stub:close-all');
  }
  relaunch(): void {
    this.calls.push('relaunch');
  }
  exit(code: number): void {
    this.calls.push(`exit:${code}`);
  }
}

export class FakeIpcMain extends EventEmitter {
  /** Sends a message as the renderer would, from a frame at `frameUrl` (null: no frame). */
  sendFrom(frameUrl: string | null, channel: string, ...args: unknown[]): void {
    this.emit(channel, { senderFrame: frameUrl === null ? null : { url: frameUrl } }, ...args);
  }
}

type HeadersListener = (
  details: { url: string; responseHeaders?: Record<string, string[]> },
  callback: (response: { responseHeaders?: Record<string, string[]> }) => void,
) => void;

export class FakeSession {
  headersListener: HeadersListener | undefined;
  permissionRequestHandler:
    ((contents: unknown, permission: string, callback: (granted: boolean) => void, details: { requestingUrl: string }) => void) | undefined;
  permissionCheckHandler: ((contents: unknown, permission: string, origin: string) => boolean) | undefined;
  devicePermissionHandler: (() => boolean) | undefined;
  readonly webRequest = {
    onHeadersReceived: (listener: HeadersListener) => {
      this.headersListener = listener;
    },
  };
  setPermissionRequestHandler(handler: FakeSession['permissionRequestHandler']): void {
    this.permissionRequestHandler = handler;
  }
  setPermissionCheckHandler(handler: FakeSession['permissionCheckHandler']): void {
    this.permissionCheckHandler = handler;
  }
  setDevicePermissionHandler(handler: FakeSession['devicePermissionHandler']): void {
    this.devicePermissionHandler = handler;
  }
}

export class FakeAutoUpdater extends EventEmitter {
  autoDownload = true;
  autoInstallOnAppQuit = true;
  readonly calls: string[] = [];
  checkResult: Promise<unknown> = Promise.resolve(null);
  downloadResult: Promise<unknown> = Promise.resolve([]);
  checkForUpdates(): Promise<unknown> {
    this.calls.push('checkForUpdates');
    return this.checkResult;
  }
  downloadUpdate(): Promise<unknown> {
    this.calls.push('downloadUpdate');
    return this.downloadResult;
  }
  quitAndInstall(): void {
    this.calls.push('quitAndInstall');
  }
}

export function createElectronStub() {
  const windows: FakeBrowserWindow[] = [];
  const trays: FakeTray[] = [];
  const app = new FakeApp();
  const ipcMain = new FakeIpcMain();
  const defaultSession = new FakeSession();
  const schemes: unknown[] = [];
  const protocolHandlers = new Map<string, (request: Request) => Promise<Response>>();
  const openedExternally: string[] = [];
  const messageBoxes: unknown[] = [];
  let messageBoxResponse = 1;

  class BrowserWindow extends FakeBrowserWindow {
    constructor(options: BrowserWindowConstructorOptions) {
      super(options);
      windows.push(this);
      app.emit('web-contents-created', {}, this.webContents);
    }
  }
  app.on('stub:close-all', () => {
    for (const win of [...windows]) win.close();
  });

  class Tray extends FakeTray {
    constructor(image: FakeImage) {
      super(image);
      trays.push(this);
    }
  }

  const electron = {
    app,
    BrowserWindow,
    Tray,
    Menu: { buildFromTemplate: (template: MenuItemConstructorOptions[]) => ({ template }) },
    nativeImage: {
      createFromBuffer: (buffer: Buffer, options?: { scaleFactor?: number }): FakeImage => ({
        fake: 'image',
        buffer,
        scaleFactor: options?.scaleFactor,
      }),
    },
    ipcMain,
    session: { defaultSession },
    protocol: {
      registerSchemesAsPrivileged: (list: unknown[]) => {
        app.calls.push('registerSchemesAsPrivileged');
        schemes.push(...list);
      },
      handle: (scheme: string, handler: (request: Request) => Promise<Response>) => {
        protocolHandlers.set(scheme, handler);
      },
    },
    shell: {
      openExternal: (url: string) => {
        openedExternally.push(url);
        return Promise.resolve();
      },
    },
    screen: { getPrimaryDisplay: () => ({ workArea: { x: 0, y: 0, width: 1920, height: 1040 } }) },
    dialog: {
      showMessageBox: (options: unknown) => {
        messageBoxes.push(options);
        return Promise.resolve({ response: messageBoxResponse, checkboxChecked: false });
      },
    },
  };

  return {
    /** Typed as the API desktop-app.ts takes; the fakes implement the parts it uses. */
    api: electron as unknown as ElectronApi,
    ...electron,
    windows,
    trays,
    schemes,
    protocolHandlers,
    openedExternally,
    messageBoxes,
    answerMessageBoxWith(response: number) {
      messageBoxResponse = response;
    },
  };
}

export type ElectronStub = ReturnType<typeof createElectronStub>;

export function createFakeAutoUpdater(): FakeAutoUpdater & UpdaterLike {
  return new FakeAutoUpdater() as FakeAutoUpdater & UpdaterLike;
}

/** The renderer side: what a preload sees of `electron`. */
export function createRendererStub() {
  const exposed = new Map<string, unknown>();
  const sent: Array<[string, ...unknown[]]> = [];
  const ipcRenderer = Object.assign(new EventEmitter(), {
    send(channel: string, ...args: unknown[]) {
      sent.push([channel, ...args]);
    },
  });
  const contextBridge = {
    exposeInMainWorld(key: string, api: unknown) {
      exposed.set(key, api);
    },
  };
  return { ipcRenderer, contextBridge, exposed, sent };
}
