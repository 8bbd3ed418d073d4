/**
 * Keeps what lives outside React in the renderer's language: the page's `lang` (screen readers,
 * fonts, hyphenation) and the desktop shell's tray menu and native dialogs. Set at start and on
 * every change.
 */
import { getDesktop } from '@/lib/desktop/desktop.ts';
import { getLocale, subscribeLocale } from '@/lib/i18n/i18n.ts';

export function syncLocaleOutsideReact(): () => void {
  const apply = () => {
    const locale = getLocale();
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
    getDesktop()?.setLocale(locale);
  };
  apply();
  return subscribeLocale(apply);
}
