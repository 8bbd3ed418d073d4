/**
 * The current language: the stored choice wins, else the browser's language, else zh-CN (the
 * platform's home market). Subscribers (React through `useT`/`useLocale`, antd and dayjs locales,
 * the page's `lang`, the desktop shell) are told when it changes.
 */
export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];

const STORAGE_KEY = 'locale';
const listeners = new Set<() => void>();

function detectLocale(): Locale {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  if (stored && (LOCALES as readonly string[]).includes(stored)) return stored as Locale;
  const browser = globalThis.navigator?.language ?? '';
  return browser.toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN';
}

let current: Locale = detectLocale();

export function getLocale(): Locale {
  return current;
}

export function setLocale(locale: Locale): void {
  current = locale;
  globalThis.localStorage?.setItem(STORAGE_KEY, locale);
  for (const listener of listeners) listener();
}

/** Re-reads the stored choice; used after storage is cleared (logout) and in tests. */
export function resetLocale(): void {
  current = detectLocale();
  for (const listener of listeners) listener();
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
