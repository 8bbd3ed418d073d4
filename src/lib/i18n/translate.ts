/**
 * `t` for code outside React and the one place a text is chosen and filled: the language's text,
 * else en-US, else the key; a plural's form by `Intl.PluralRules`; `{name}` placeholders from the
 * parameters, `{count}` in the language's digits and grouping.
 */
import { type Namespace, type ParamValue, type TextMap, type Translate, lookup } from './catalogue.ts';
// Loaded with the first `t`, so the common words are in the entry and every `t` may use them.
import './common-texts.ts';
import type { commonTexts } from './common-texts.ts';
import { formatNumber, pluralCategory } from './format.ts';
import { type Locale, getLocale } from './i18n.ts';

/** What every `t` accepts besides the namespaces it names. */
export type CommonNamespace = typeof commonTexts;
/** The `t` of the given namespaces (plus `common`). */
export type TFor<NS extends Namespace> = Translate<TextMap<CommonNamespace | NS>>;

function fill(text: string, params: Readonly<Record<string, ParamValue>>, locale: Locale): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = params[name];
    return name === 'count' && typeof value === 'number' ? formatNumber(value, locale) : String(value);
  });
}

/** The text of `key` in `locale`, filled with `params`. */
export function translate(locale: Locale, key: string, params?: Readonly<Record<string, ParamValue>>): string {
  const text = lookup(locale, key) ?? lookup('en-US', key);
  if (text === undefined) return key;
  let chosen: string;
  if (typeof text === 'string') chosen = text;
  else {
    const count = params?.count;
    chosen = (typeof count === 'number' ? text[pluralCategory(count, locale)] : undefined) ?? text.other;
  }
  return params ? fill(chosen, params, locale) : chosen;
}

/** A `t` bound to one language (what `useT` hands a render). */
export function translatorIn<NS extends Namespace>(locale: Locale): TFor<NS> {
  return ((key: string, params?: Readonly<Record<string, ParamValue>>) => translate(locale, key, params)) as TFor<NS>;
}

/**
 * `t` for code outside React (the transport's errors, alerts, sockets): reads the language at each
 * call. Naming the namespaces both types the keys and makes the module import them, so they are
 * loaded wherever the code runs.
 */
export function translator<const NS extends readonly Namespace[]>(...namespaces: NS): TFor<NS[number]> {
  void namespaces;
  return ((key: string, params?: Readonly<Record<string, ParamValue>>) => translate(getLocale(), key, params)) as TFor<NS[number]>;
}
