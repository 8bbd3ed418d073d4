/**
 * "Look here": the tray flashes and the taskbar entry flashes until the main window gets focus or
 * the renderer says stop. Both are stopped explicitly (flashFrame(false)), because some platforms
 * keep the taskbar flashing after focus otherwise.
 */
import type { WindowLike } from './window-like.ts';

export interface AttentionDeps {
  tray: { startFlashing(): void; stopFlashing(): void };
  getMain(): Pick<WindowLike, 'flashFrame' | 'isFocused'> | undefined;
}

export interface Attention {
  request(): void;
  stop(): void;
}

export function createAttention(deps: AttentionDeps): Attention {
  return {
    request() {
      const main = deps.getMain();
      // The user is looking at the window already; a flash would only wait for the next focus.
      if (main?.isFocused()) return;
      deps.tray.startFlashing();
      main?.flashFrame(true);
    },
    stop() {
      deps.tray.stopFlashing();
      deps.getMain()?.flashFrame(false);
    },
  };
}
