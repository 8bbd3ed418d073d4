import { useSyncExternalStore } from 'react';
import { getLocale, subscribeLocale } from './i18n.ts';

/** The current language; components using `t` re-render when it changes. */
export function useLocale() {
  return useSyncExternalStore(subscribeLocale, getLocale, getLocale);
}
