/**
 * The current language and the `t` function. The stored choice wins, else the browser's
 * language, else zh-CN (the platform's home market). Subscribers (React, antd and dayjs
 * locales) are told when it changes.
 */
import { type Locale, LOCALES, type MessageKey, lookup } from './catalogue.ts';

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

export type MessageParams = Record<string, string | number>;

export function t(key: MessageKey, params?: MessageParams): string {
  const text = lookup(current, key) ?? lookup('en-US', key) ?? key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
