/**
 * Construction options of the three windows. All share secureWebPreferences; only the main window
 * turns background throttling off (heartbeats while hidden in the tray).
 */
import type { BrowserWindowConstructorOptions } from 'electron';
import { secureWebPreferences } from './web-preferences.ts';

export type WindowKind = 'login' | 'main' | 'preview';

export const PREVIEW_SIZE = { width: 320, height: 120 } as const;

export interface WindowEnvironment {
  preloadPath: string;
  launchArguments: string[];
  icon?: BrowserWindowConstructorOptions['icon'];
}

const SHAPES: Record<WindowKind, BrowserWindowConstructorOptions> = {
  login: { width: 420, height: 560, resizable: false, maximizable: false, fullscreenable: false },
  main: { width: 1280, height: 800, minWidth: 1024, minHeight: 640 },
  preview: {
    ...PREVIEW_SIZE,
    frame: false,
    alwaysOnTop: true,
    skipTaskbar: true,
    resizable: false,
    movable: false,
    minimizable: false,
    maximizable: false,
    fullscreenable: false,
    focusable: true,
  },
};

export function windowOptions(kind: WindowKind, environment: WindowEnvironment): BrowserWindowConstructorOptions {
  return {
    ...SHAPES[kind],
    show: false,
    ...(environment.icon ? { icon: environment.icon } : {}),
    webPreferences: secureWebPreferences({
      preload: environment.preloadPath,
      additionalArguments: environment.launchArguments,
      backgroundThrottling: kind !== 'main',
    }),
  };
}
