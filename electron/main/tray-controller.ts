/**
 * The tray icon: its menu (open, settings, quit) in the renderer's language, a tooltip with the
 * unread total, and flashing (the icon alternates with a blank frame) while attention is wanted.
 */
import type { Menu, MenuItemConstructorOptions, NativeImage, Tray } from 'electron';
import { DESKTOP_TEXTS } from '../shared/desktop-texts.ts';
import type { DesktopLocale } from '../shared/ipc-contract.ts';
import type { TimerHandle, Timers } from './timers.ts';

export type TrayLike = Pick<Tray, 'setImage' | 'setToolTip' | 'setContextMenu' | 'on' | 'destroy'>;

export interface TrayActions {
  open(): void;
  settings(): void;
  quit(): void;
}

export interface TrayDeps {
  Tray: new (image: NativeImage) => TrayLike;
  Menu: Pick<typeof Menu, 'buildFromTemplate'>;
  images: { icon: NativeImage; blank: NativeImage };
  timers: Timers;
  actions: TrayActions;
  locale: DesktopLocale;
  flashIntervalMs?: number;
}

export interface TrayController {
  setLocale(locale: DesktopLocale): void;
  setUnread(count: number): void;
  startFlashing(): void;
  stopFlashing(): void;
  readonly flashing: boolean;
  destroy(): void;
}

export const TRAY_FLASH_INTERVAL_MS = 500;

export function trayMenuTemplate(locale: DesktopLocale, actions: TrayActions): MenuItemConstructorOptions[] {
  const texts = DESKTOP_TEXTS[locale];
  return [
    { id: 'open', label: texts.trayOpen, click: () => actions.open() },
    { id: 'settings', label: texts.traySettings, click: () => actions.settings() },
    { type: 'separator' },
    { id: 'quit', label: texts.trayQuit, click: () => actions.quit() },
  ];
}

export function trayTooltip(locale: DesktopLocale, unread: number): string {
  const texts = DESKTOP_TEXTS[locale];
  return unread > 0 ? texts.trayTooltipUnread.replace('{count}', String(unread)) : texts.trayTooltip;
}

export function createTrayController(deps: TrayDeps): TrayController {
  const tray = new deps.Tray(deps.images.icon);
  let locale = deps.locale;
  let unread = 0;
  let flashTimer: TimerHandle | undefined;
  let showingBlank = false;

  const render = () => {
    tray.setToolTip(trayTooltip(locale, unread));
    tray.setContextMenu(deps.Menu.buildFromTemplate(trayMenuTemplate(locale, deps.actions)));
  };
  render();
  // Windows and Linux open the app on a click; macOS shows the menu.
  tray.on('click', () => deps.actions.open());
  tray.on('double-click', () => deps.actions.open());

  const stopFlashing = () => {
    deps.timers.clearInterval(flashTimer);
    flashTimer = undefined;
    if (showingBlank) tray.setImage(deps.images.icon);
    showingBlank = false;
  };

  return {
    setLocale(next) {
      locale = next;
      render();
    },
    setUnread(count) {
      unread = count;
      tray.setToolTip(trayTooltip(locale, unread));
    },
    startFlashing() {
      if (flashTimer !== undefined) return;
      flashTimer = deps.timers.setInterval(() => {
        showingBlank = !showingBlank;
        tray.setImage(showingBlank ? deps.images.blank : deps.images.icon);
      }, deps.flashIntervalMs ?? TRAY_FLASH_INTERVAL_MS);
    },
    stopFlashing,
    get flashing() {
      return flashTimer !== undefined;
    },
    destroy() {
      stopFlashing();
      tray.destroy();
    },
  };
}
