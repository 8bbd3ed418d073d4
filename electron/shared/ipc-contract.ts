/**
 * The one seam between the renderer and the desktop shell: what `window.desktop` offers.
 * The preload script implements it over IPC; `src/lib/desktop` is its only caller in the
 * renderer and falls back to browser equivalents when it is absent (the web client).
 * Channel names are listed once here so the main process can validate every message.
 */

export type UpdateState =
  | { kind: 'idle' }
  | { kind: 'available'; version: string }
  | { kind: 'downloading'; percent: number }
  | { kind: 'downloaded'; version: string }
  | { kind: 'error'; message: string };

export interface MessagePreview {
  chatId: string;
  title: string;
  text: string;
  /** An absolute http(s) address. */
  avatar?: string;
}

/**
 * What the main process accepts in a message preview (lengths in UTF-16 code units, as
 * `String.length` counts); a preview over them is dropped there, so the renderer fits every
 * preview to them before sending (src/lib/alerts/message-preview.ts).
 */
export const MESSAGE_PREVIEW_LIMITS = {
  chatIdLength: 128,
  titleLength: 200,
  textLength: 2000,
  avatarLength: 2048,
} as const;

export interface DesktopBridge {
  readonly platform: 'win32' | 'darwin' | 'linux';
  readonly appVersion: string;
  /**
   * Random per app start and the same in every window of that run. The renderer ties a session
   * without auto login to it: such a session survives the move from the login window to the main
   * window (sessionStorage is per window) but not a restart.
   */
  readonly runId: string;
  /** Shakes the main window (dispatch messages, bizType 19). */
  shakeWindow(): void;
  /** Flashes the tray icon and the taskbar until the window is focused or `stopAttention` is called. */
  requestAttention(): void;
  stopAttention(): void;
  /** Unread total for the tray tooltip and the dock or taskbar badge; muted chats left out. */
  setBadgeCount(count: number): void;
  /** Shows the message-box preview window (`/msgBox`) for an incoming message. */
  showMessagePreview(preview: MessagePreview): void;
  /** Session ended (401, kickout): close the main window and show the login window. */
  closeToLogin(): void;
  setAutoStart(enabled: boolean): void;
  /** Applied at the next start; the shell offers the restart. */
  setHardwareAcceleration(disabled: boolean): void;
  checkForUpdates(): void;
  installUpdate(): void;
  onUpdateState(listener: (state: UpdateState) => void): () => void;
  /** The login window signed in: open the main window at the root and close the login window. */
  signedIn(): void;
  /** Restarts the app (after changing hardware acceleration, which applies only at start). */
  relaunch(): void;
  /** The renderer's language, for the tray menu and native dialogs. */
  setLocale(locale: DesktopLocale): void;
  /** The shell asks the renderer to open a route (tray menu 'settings' opens `/setting`). */
  onNavigate(listener: (path: string) => void): () => void;
}

export type DesktopLocale = 'zh-CN' | 'en-US';

export const IPC_CHANNELS = {
  shakeWindow: 'desktop:shake-window',
  requestAttention: 'desktop:request-attention',
  stopAttention: 'desktop:stop-attention',
  setBadgeCount: 'desktop:set-badge-count',
  showMessagePreview: 'desktop:show-message-preview',
  closeToLogin: 'desktop:close-to-login',
  setAutoStart: 'desktop:set-auto-start',
  setHardwareAcceleration: 'desktop:set-hardware-acceleration',
  checkForUpdates: 'desktop:check-for-updates',
  installUpdate: 'desktop:install-update',
  updateState: 'desktop:update-state',
  signedIn: 'desktop:signed-in',
  relaunch: 'desktop:relaunch',
  setLocale: 'desktop:set-locale',
  navigate: 'desktop:navigate',
} as const;
