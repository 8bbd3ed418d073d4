import { useSyncExternalStore } from 'react';
import { getLocale, subscribeLocale } from './i18n.ts';

/**
 * The current language, for code that needs the language itself (antd's and dayjs's locales, the
 * language switch). Components that only show texts use `useT`, which re-renders them as well.
 */
export function useLocale() {
  return useSyncExternalStore(subscribeLocale, getLocale, getLocale);
}
