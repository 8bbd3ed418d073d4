/**
 * The texts in React: `const t = useT(homeTexts)` gives a `t` for `home.*` and `common.*` keys and
 * re-renders the component when the language changes (it subscribes to the locale store). Its
 * identity changes with the language, so memos and effects that use it follow too.
 */
import { useMemo } from 'react';
import type { Namespace } from './catalogue.ts';
import { type TFor, translatorIn } from './translate.ts';
import { useLocale } from './use-locale.ts';

export function useT<const NS extends readonly Namespace[]>(...namespaces: NS): TFor<NS[number]> {
  void namespaces;
  const locale = useLocale();
  return useMemo(() => translatorIn<NS[number]>(locale), [locale]);
}
