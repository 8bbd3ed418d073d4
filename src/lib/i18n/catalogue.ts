/**
 * The i18n catalogue: one module per namespace under ./locales, each holding both languages so a
 * text and its translation are edited together. en-US is the reference shape; zh-CN must match
 * it key for key (checked by the type below and by catalogue.test.ts).
 */
import { diagnostics } from './locales/diagnostics.ts';
import { errors } from './locales/errors.ts';
import { routes } from './locales/routes.ts';
import { sandboxPanel } from './locales/sandbox-panel.ts';
import { shell } from './locales/shell.ts';

export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];

const namespaces = { diagnostics, errors, routes, sandboxPanel, shell };

type Namespaces = typeof namespaces;
type Leaves<T> = { [K in keyof T & string]: T[K] extends string ? K : never }[keyof T & string];
/** Every key, as `namespace.key`. */
export type MessageKey = { [N in keyof Namespaces & string]: `${N}.${Leaves<Namespaces[N]['en-US']>}` }[keyof Namespaces & string];

// Each namespace must give zh-CN every key en-US has.
type SameKeys<T extends { 'en-US': object; 'zh-CN': object }> = keyof T['en-US'] extends keyof T['zh-CN'] ? true : false;
const zhCovered: { [N in keyof Namespaces]: SameKeys<Namespaces[N]> } = {
  diagnostics: true,
  errors: true,
  routes: true,
  sandboxPanel: true,
  shell: true,
};
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
