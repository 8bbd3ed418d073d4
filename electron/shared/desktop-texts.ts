/**
 * The words the desktop shell shows itself (tray menu, tray tooltip, native dialogs), in the
 * languages the renderer offers. Plain data the main process reads, in the language the renderer
 * sends (`setLocale`); the renderer never shows them, so they are not in its text catalogue.
 * `DesktopTexts` makes every language give every text; desktop-texts.test.ts checks the
 * placeholders match.
 */
import type { DesktopLocale } from './ipc-contract.ts';

export interface DesktopTexts {
  trayOpen: string;
  traySettings: string;
  trayQuit: string;
  /** Tray tooltip; `{count}` is replaced by the unread total. */
  trayTooltip: string;
  trayTooltipUnread: string;
  restartTitle: string;
  restartMessage: string;
  restartNow: string;
  restartLater: string;
}

export const DESKTOP_TEXTS: Record<DesktopLocale, DesktopTexts> = {
  'en-US': {
    trayOpen: 'Open',
    traySettings: 'Settings',
    trayQuit: 'Quit',
    trayTooltip: 'Hospital workbench',
    trayTooltipUnread: 'Hospital workbench: {count} unread',
    restartTitle: 'Restart required',
    restartMessage: 'The hardware acceleration setting applies after a restart. Restart now?',
    restartNow: 'Restart now',
    restartLater: 'Later',
  },
  'zh-CN': {
    trayOpen: '打开',
    traySettings: '设置',
    trayQuit: '退出',
    trayTooltip: '医美机构工作台',
    trayTooltipUnread: '医美机构工作台：{count} 条未读',
    restartTitle: '需要重启',
    restartMessage: '硬件加速设置将在重启后生效，是否立即重启？',
    restartNow: '立即重启',
    restartLater: '稍后',
  },
};

export const DEFAULT_DESKTOP_LOCALE: DesktopLocale = 'zh-CN';
