/**
 * Checks over every namespace of the project, found by file name (`src/**\/*-texts.ts`): the two
 * languages have the same keys, the same kind of text and the same placeholders; every plural
 * gives exactly the forms its language uses; en-US keeps the specification's texts verbatim.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Namespace, type Text, loadedNamespaces, lookup } from './catalogue.ts';
import { LOCALES, getLocale, resetLocale, setLocale } from './i18n.ts';
import { translate } from './translate.ts';

const textModules = import.meta.glob<Record<string, unknown>>('/src/**/*-texts.ts', { eager: true });

function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'object' && value !== null && 'name' in value && 'en-US' in value && 'zh-CN' in value;
}

const namespaces = Object.entries(textModules).flatMap(([file, module]) =>
  Object.values(module)
    .filter(isNamespace)
    .map((namespace) => ({ file, namespace })),
);

const placeholders = (text: Text): string[] => {
  const forms = typeof text === 'string' ? [text] : Object.values(text);
  const names = new Set(forms.flatMap((form) => [...(form ?? '').matchAll(/\{(\w+)\}/g)].map((match) => match[1])));
  if (typeof text !== 'string') names.add('count');
  return [...names].sort();
};

const SRC = join(process.cwd(), 'src');
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

describe('text catalogue', () => {
  afterEach(() => {
    localStorage.clear();
    resetLocale();
  });

  it('finds every namespace in a *-texts.ts file, each name once', () => {
    const names = namespaces.map(({ namespace }) => namespace.name);
    expect(names.length).toBeGreaterThan(15);
    expect(new Set(names).size).toBe(names.length);
    // Nothing else registers texts: every namespace loaded so far came from those files.
    expect(
      loadedNamespaces()
        .map((namespace) => namespace.name)
        .sort(),
    ).toEqual([...names].sort());
    const definers = sourceFiles(SRC)
      .filter((file) => !/\.test\.tsx?$/.test(file) && !file.endsWith(join('i18n', 'catalogue.ts')))
      .filter((file) => readFileSync(file, 'utf8').includes('defineTexts('))
      .map((file) => relative(SRC, file));
    expect(definers.filter((file) => !file.endsWith('-texts.ts'))).toEqual([]);
  });

  describe.each(namespaces.map(({ file, namespace }) => [namespace.name, file, namespace] as const))(
    'namespace %s (%s)',
    (_, __, namespace) => {
      it('gives zh-CN every key en-US has, and no other', () => {
        expect(Object.keys(namespace['zh-CN']).sort()).toEqual(Object.keys(namespace['en-US']).sort());
      });

      it('has the same kind of text and the same placeholders in both languages', () => {
        for (const [key, en] of Object.entries(namespace['en-US'])) {
          const zh = namespace['zh-CN'][key] as Text;
          expect(typeof zh, key).toBe(typeof en);
          expect(placeholders(zh), key).toEqual(placeholders(en));
        }
      });

      it('gives every plural exactly the forms its language uses', () => {
        for (const locale of LOCALES) {
          const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.sort();
          for (const [key, text] of Object.entries(namespace[locale])) {
            if (typeof text !== 'string') expect(Object.keys(text).sort(), `${locale} ${key}`).toEqual(categories);
          }
        }
      });

      it('has no empty text', () => {
        for (const locale of LOCALES) {
          for (const [key, text] of Object.entries(namespace[locale])) {
            for (const form of typeof text === 'string' ? [text] : Object.values(text))
              expect(form?.trim(), `${locale} ${key}`).toBeTruthy();
          }
        }
      });
    },
  );

  it('carries the specification texts verbatim in en-US', () => {
    const SPEC: Record<string, string> = {
      'errors.serviceUnavailable': 'service temporarily unavailable, please refresh and retry',
      'errors.serviceTimeout': 'service request timed out, please refresh and retry',
      'errors.networkFailed': 'request error: network connection failed, check your network',
      'errors.networkUnstable': 'request error: your network is unstable, please refresh and retry ({code})',
      'errors.unknown': 'oops, something went wrong ({code})',
      'errors.loginInvalidTitle': 'login invalid',
      'errors.loginInvalid': 'your login information is invalid or expired, please log in again',
      'errors.menuNotAuthorisedTitle': 'menu not authorised',
      'errors.menuNotAuthorised': 'you have not been authorised to access this menu, contact the institution administrator',
      'dialogs.updateText': 'detected an update, update now or remind in 10 minutes',
      'dialogs.updateNow': 'update now',
      'dialogs.remindLater': 'remind later',
      'dialogs.typeConfirmRemindAgainLater': 'confirm-remind-again-later',
      'dialogs.typeTips': 'tips',
      'dialogs.typeConfirm': 'confirm',
      'dialogs.typeAlert': 'alert',
      'dialogs.typeReload': 'reload',
      'dialogs.noticeTitleRequired': 'please fill in the notice title',
      'dialogs.guideNext': 'next',
      'dialogs.guidePrevious': 'previous',
      'dialogs.guideDone': 'done',
      'realtime.offlineNoticeTitle': 'offline notice',
      'realtime.loggedInElsewhere': 'logged in on another device',
      'notification.notSupported': 'not supported yet',
      'notification.type.1': 'new dispatched order',
      'notification.type.133112': 'latest review notice',
      'notification.type.200401': 'SPU taken down',
      'notification.type.20250508': 'data-warning triggered',
      'notification.type.generic': 'generic notice',
    };
    for (const [key, text] of Object.entries(SPEC)) expect(lookup('en-US', key), key).toBe(text);
    expect(translate('en-US', 'errors.networkUnstable', { code: 'ECONNRESET' })).toBe(
      'request error: your network is unstable, please refresh and retry (ECONNRESET)',
    );
  });

  it('uses the stored choice first, then the browser language', () => {
    setLocale('en-US');
    resetLocale();
    expect(getLocale()).toBe('en-US');
    localStorage.clear();
    resetLocale();
    // jsdom reports en-US as the browser language
    expect(getLocale()).toBe(navigator.language.toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN');
  });
});
