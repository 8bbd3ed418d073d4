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

export type { DesktopBridge, MessagePreview, UpdateState } from '../../../electron/shared/ipc-contract.ts';
/** The main process drops a message preview over these; the renderer fits previews to them first. */
export { MESSAGE_PREVIEW_LIMITS } from '../../../electron/shared/ipc-contract.ts';

export function getDesktop(): DesktopBridge | undefined {
  return typeof window === 'undefined' ? undefined : window.desktop;
}

export function isDesktop(): boolean {
  return getDesktop() !== undefined;
}
