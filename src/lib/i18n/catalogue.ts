/**
 * The i18n catalogue: one module per namespace under ./locales, each holding both languages so a
 * text and its translation are edited together. en-US is the reference shape; zh-CN must match
 * it key for key (checked by the type below and by catalogue.test.ts).
 */
import { DESKTOP_TEXTS as desktop } from '../desktop/desktop.ts';
import { auth } from './locales/auth.ts';
import { bulletins } from './locales/bulletins.ts';
import { common } from './locales/common.ts';
import { dialogs } from './locales/dialogs.ts';
import { header } from './locales/header.ts';
import { home } from './locales/home.ts';
import { layout } from './locales/layout.ts';
import { notifications } from './locales/notifications.ts';
import { pages } from './locales/pages.ts';
import { diagnostics } from './locales/diagnostics.ts';
import { errors } from './locales/errors.ts';
import { realtime } from './locales/realtime.ts';
import { routes } from './locales/routes.ts';
import { sandboxPanel } from './locales/sandbox-panel.ts';
import { settings } from './locales/settings.ts';
import { shell } from './locales/shell.ts';

export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];

const namespaces = {
  auth,
  bulletins,
  common,
  desktop,
  diagnostics,
  dialogs,
  errors,
  header,
  home,
  layout,
  notifications,
  pages,
  realtime,
  routes,
  sandboxPanel,
  settings,
  shell,
};

type Namespaces = typeof namespaces;
type Leaves<T> = { [K in keyof T & string]: T[K] extends string ? K : never }[keyof T & string];
/** Every key, as `namespace.key`. */
export type MessageKey = { [N in keyof Namespaces & string]: `${N}.${Leaves<Namespaces[N]['en-US']>}` }[keyof Namespaces & string];

// Each namespace must give zh-CN every key en-US has.
type SameKeys<T extends { 'en-US': object; 'zh-CN': object }> = keyof T['en-US'] extends keyof T['zh-CN'] ? true : false;
type AllCovered = { [N in keyof Namespaces]: SameKeys<Namespaces[N]> }[keyof Namespaces];
// `never` (a compile error below) as soon as one namespace lacks a zh-CN text.
const zhCovered: false extends AllCovered ? never : true = true;
void zhCovered;

export function lookup(locale: Locale, key: MessageKey): string | undefined {
  const dot = key.indexOf('.');
  const ns = namespaces[key.slice(0, dot) as keyof Namespaces] as Record<Locale, Record<string, string>> | undefined;
  return ns?.[locale][key.slice(dot + 1)];
}

export function catalogueKeys(locale: Locale): string[] {
  return Object.entries(namespaces).flatMap(([ns, texts]) =>
    Object.keys((texts as Record<Locale, object>)[locale]).map((k) => `${ns}.${k}`),
  );
}
