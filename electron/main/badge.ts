/**
 * The unread total outside the window: the tray tooltip everywhere, the dock or launcher badge on
 * macOS and Linux (app.setBadgeCount), a red dot over the taskbar button on Windows (which has no
 * numeric badge). Remembered so a main window opened later shows it too.
 */
import type { App, NativeImage } from 'electron';
import type { DesktopBridge } from '../shared/ipc-contract.ts';
import type { WindowLike } from './window-like.ts';

export interface BadgeDeps {
  app: Pick<App, 'setBadgeCount'>;
  platform: DesktopBridge['platform'];
  overlay: NativeImage;
  tray: { setUnread(count: number): void };
  getMain(): Pick<WindowLike, 'setOverlayIcon'> | undefined;
}

export interface Badge {
  setCount(count: number): void;
  /** Applies the remembered count to a newly opened main window. */
  refresh(): void;
}

export function createBadge(deps: BadgeDeps): Badge {
  let count = 0;
  const apply = () => {
    deps.tray.setUnread(count);
    if (deps.platform === 'win32') {
      deps.getMain()?.setOverlayIcon(count > 0 ? deps.overlay : null, count > 0 ? String(count) : '');
    } else {
      deps.app.setBadgeCount(count);
    }
  };
  return {
    setCount(next) {
      count = next;
      apply();
    },
    refresh: apply,
  };
}
