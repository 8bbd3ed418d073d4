/**
 * The text catalogue: each feature and each lib module that shows words defines its own
 * namespace in a `*-texts.ts` file beside it (`defineTexts('home', { 'en-US': …, 'zh-CN': … })`).
 * The namespace registers itself when its module is evaluated, so a page's texts travel in the
 * page's chunk and the entry carries only what the entry shows.
 *
 * en-US is the reference shape and carries the specification's texts verbatim. The types below
 * make a missing or extra zh-CN key, or a plural in one language and a plain text in the other, a
 * compile error; catalogue.test.ts checks the placeholders match.
 */
import type { Locale } from './i18n.ts';

/**
 * A text that depends on a number, one form per `Intl.PluralRules` category of the language. The
 * number is the `count` parameter (written in the language's digits and grouping); `other` is
 * required and is what a language without plural forms (zh-CN) gives alone.
 */
export interface PluralText {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

export type Text = string | PluralText;
export type TextTable = { readonly [key: string]: Text };

/** What zh-CN must give for an en-US table: every key, each of the same kind, nothing else. */
export type Translation<E extends TextTable> = { readonly [K in keyof E]: E[K] extends string ? string : PluralText };

export interface Namespace<N extends string = string, E extends TextTable = TextTable> {
  readonly name: N;
  readonly 'en-US': E;
  readonly 'zh-CN': TextTable;
}

const registry = new Map<string, Namespace>();

/**
 * Defines and registers a namespace. Call it once per namespace, in a module named `*-texts.ts`
 * (catalogue.test.ts finds every namespace by that name) beside the code that shows the texts.
 */
export function defineTexts<const N extends string, const E extends TextTable>(
  name: N,
  texts: { readonly 'en-US': E; readonly 'zh-CN': NoInfer<Translation<E>> },
): Namespace<N, E> {
  const namespace: Namespace<N, E> = { name, 'en-US': texts['en-US'], 'zh-CN': texts['zh-CN'] };
  // A module evaluated again (hot reload) replaces its own namespace.
  registry.set(name, namespace);
  return namespace;
}

/** The text of `namespace.key` in a language, if its namespace has been loaded. */
export function lookup(locale: Locale, key: string): Text | undefined {
  const dot = key.indexOf('.');
  if (dot < 0) return undefined;
  return registry.get(key.slice(0, dot))?.[locale][key.slice(dot + 1)];
}

/** The namespaces loaded so far (for the catalogue checks). */
export function loadedNamespaces(): readonly Namespace[] {
  return [...registry.values()];
}

// Types that turn namespaces into the keys `t` accepts and the parameters each key needs.

/** `{name}` placeholders of a text. */
type Holes<S> = S extends `${string}{${infer P}}${infer R}` ? P | Holes<R> : never;
type TextHoles<V> = V extends string ? Holes<V> : V extends PluralText ? Holes<V[keyof V]> | 'count' : never;
type Entries<NS> =
  NS extends Namespace<infer N, infer E> ? { [K in keyof E & string]: readonly [`${N}.${K}`, E[K]] }[keyof E & string] : never;

/** Every `namespace.key` of the given namespaces, with its en-US text. */
export type TextMap<NS extends Namespace> = { [P in Entries<NS> as P[0]]: P[1] };
/** A key of the given namespaces, e.g. `KeyOf<typeof homeTexts>` is `'home.greeting' | …`. */
export type KeyOf<NS extends Namespace> = keyof TextMap<NS> & string;
/** A key whose text takes no parameters: what a lookup table (code → label) holds. */
export type PlainKeyOf<NS extends Namespace> = { [K in KeyOf<NS>]: [TextHoles<TextMap<NS>[K]>] extends [never] ? K : never }[KeyOf<NS>];

export type ParamValue = string | number;
/** The parameters a text needs: one per placeholder; a plural's `count` is a number. */
export type ParamsOf<V> = { readonly [P in TextHoles<V>]: P extends 'count' ? number : ParamValue };
type ParamArgs<V> = [TextHoles<V>] extends [never] ? [] : [params: ParamsOf<V>];

/** A `t` for some namespaces: a wrong key, a missing or an unknown parameter does not compile. */
export type Translate<M> = <K extends keyof M & string>(key: K, ...params: ParamArgs<M[K]>) => string;
