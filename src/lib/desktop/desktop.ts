/**
 * The renderer's one door to the desktop shell (`window.desktop`, typed in electron/shared).
 * In a browser there is no shell: callers get `undefined` and use the web fallbacks.
 */
import type { DesktopBridge } from '../../../electron/shared/ipc-contract.ts';

declare global {
  interface Window {
    desktop?: DesktopBridge;
  }
}

export type { DesktopBridge, UpdateState } from '../../../electron/shared/ipc-contract.ts';

export function getDesktop(): DesktopBridge | undefined {
  return typeof window === 'undefined' ? undefined : window.desktop;
}

export function isDesktop(): boolean {
  return getDesktop() !== undefined;
}
