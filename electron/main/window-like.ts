/**
 * The parts of BrowserWindow and WebContents the main-process modules use. Narrow on purpose:
 * the Vitest stub implements exactly these, and a module cannot reach further into Electron.
 */
import type { BrowserWindow, BrowserWindowConstructorOptions, WebContents } from 'electron';

export type WebContentsLike = Pick<WebContents, 'send' | 'on' | 'once' | 'isDestroyed'>;

export type WindowLike = Pick<
  BrowserWindow,
  | 'loadURL'
  | 'show'
  | 'showInactive'
  | 'hide'
  | 'focus'
  | 'close'
  | 'destroy'
  | 'isDestroyed'
  | 'isVisible'
  | 'isMinimized'
  | 'isFocused'
  | 'restore'
  | 'getPosition'
  | 'setPosition'
  | 'setBounds'
  | 'flashFrame'
  | 'setOverlayIcon'
  | 'on'
  | 'once'
> & { readonly webContents: WebContentsLike };

export type WindowConstructor<W extends WindowLike = WindowLike> = new (options: BrowserWindowConstructorOptions) => W;
