/**
 * Keeps the desktop shell's language (tray menu, native dialogs) the same as the renderer's: sent
 * once at start and again on every change. Nothing to do in a browser.
 */
import { getDesktop } from '@/lib/desktop/desktop.ts';
import { getLocale, subscribeLocale } from '@/lib/i18n/i18n.ts';

export function syncDesktopLocale(): () => void {
  const desktop = getDesktop();
  if (!desktop) return () => {};
  desktop.setLocale(getLocale());
  return subscribeLocale(() => desktop.setLocale(getLocale()));
}
