/**
 * The message-box preview: a small frameless always-on-top window in the corner by the tray that
 * shows the client's /msgBox route for an incoming message, hides itself after a few seconds, and
 * brings the main window forward when clicked (a click focuses it; showing it never does).
 */
import type { Rectangle, Screen } from 'electron';
import type { DesktopBridge, MessagePreview } from '../shared/ipc-contract.ts';
import type { AppLocation } from './app-location.ts';
import type { Log } from './log.ts';
import type { TimerHandle, Timers } from './timers.ts';
import type { WindowLike } from './window-like.ts';
import { PREVIEW_SIZE } from './window-options.ts';

export const PREVIEW_VISIBLE_MS = 6000;
const MARGIN = 12;

export interface MessagePreviewDeps {
  createWindow(): WindowLike;
  location: AppLocation;
  screen: Pick<Screen, 'getPrimaryDisplay'>;
  platform: DesktopBridge['platform'];
  timers: Timers;
  log: Log;
  /** The user clicked the preview. */
  onActivate(preview: MessagePreview): void;
  visibleMs?: number;
}

export interface MessagePreviewWindow {
  show(preview: MessagePreview): void;
  hide(): void;
}

/** Bottom-right of the work area; top-right on macOS, where the tray sits in the menu bar. */
export function previewBounds(workArea: Rectangle, platform: DesktopBridge['platform']) {
  const x = workArea.x + workArea.width - PREVIEW_SIZE.width - MARGIN;
  const y = platform === 'darwin' ? workArea.y + MARGIN : workArea.y + workArea.height - PREVIEW_SIZE.height - MARGIN;
  return { x, y, ...PREVIEW_SIZE };
}

export function createMessagePreview(deps: MessagePreviewDeps): MessagePreviewWindow {
  let win: WindowLike | undefined;
  let current: MessagePreview | undefined;
  let hideTimer: TimerHandle | undefined;

  const hide = () => {
    deps.timers.clearTimeout(hideTimer);
    hideTimer = undefined;
    if (win && !win.isDestroyed()) win.hide();
  };

  const ensureWindow = () => {
    if (win && !win.isDestroyed()) return win;
    const created = deps.createWindow();
    created.on('focus', () => {
      const clicked = current;
      hide();
      if (clicked) deps.onActivate(clicked);
    });
    created.on('closed', () => {
      if (win === created) win = undefined;
    });
    win = created;
    return created;
  };

  return {
    show(preview) {
      current = preview;
      const target = ensureWindow();
      target.setBounds(previewBounds(deps.screen.getPrimaryDisplay().workArea, deps.platform));
      const url = deps.location.routeUrl('/msgBox', {
        chatId: preview.chatId,
        title: preview.title,
        text: preview.text,
        avatar: preview.avatar,
      });
      target.loadURL(url).catch((error: unknown) => deps.log.warn('could not load the message preview', error));
      target.showInactive();
      deps.timers.clearTimeout(hideTimer);
      hideTimer = deps.timers.setTimeout(hide, deps.visibleMs ?? PREVIEW_VISIBLE_MS);
    },
    hide,
  };
}
