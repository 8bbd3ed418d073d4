import { afterEach, describe, expect, it } from 'vitest';
import { defineTexts } from './catalogue.ts';
import { resetLocale, setLocale } from './i18n.ts';
import { translate, translator } from './translate.ts';

// A namespace of this test only (`*-texts.ts` files hold the real ones).
const sample = defineTexts('translateSample', {
  'en-US': {
    hello: 'Hello, {name}',
    expires: { one: 'expires in {count} day, on {date}', other: 'expires in {count} days, on {date}' },
    unit: { one: 'day', other: 'days' },
    unread: '{count} unread',
    code: 'failed ({code})',
    untranslatedHole: 'keeps {missing} when not given',
  },
  'zh-CN': {
    hello: '{name}，您好',
    expires: { other: '{count} 天后到期（{date}）' },
    unit: { other: '天' },
    unread: '{count} 条未读',
    code: '失败（{code}）',
    untranslatedHole: '未提供时保留 {missing}',
  },
});

afterEach(() => {
  localStorage.clear();
  resetLocale();
});

describe('translate', () => {
  it('chooses the plural form of the count: "1 day", "2 days", never "1 days"', () => {
    expect(translate('en-US', 'translateSample.expires', { count: 1, date: '2026-02-10' })).toBe('expires in 1 day, on 2026-02-10');
    expect(translate('en-US', 'translateSample.expires', { count: 2, date: '2026-02-10' })).toBe('expires in 2 days, on 2026-02-10');
    expect(translate('en-US', 'translateSample.expires', { count: 0, date: '2026-02-10' })).toBe('expires in 0 days, on 2026-02-10');
    expect(translate('en-US', 'translateSample.unit', { count: 1 })).toBe('day');
    expect(translate('en-US', 'translateSample.unit', { count: 11 })).toBe('days');
  });

  it('gives zh-CN its one form whatever the count', () => {
    expect(translate('zh-CN', 'translateSample.expires', { count: 1, date: '2026-02-10' })).toBe('1 天后到期（2026-02-10）');
    expect(translate('zh-CN', 'translateSample.expires', { count: 33, date: '2026-02-10' })).toBe('33 天后到期（2026-02-10）');
  });

  it('writes {count} with the language grouping, other numbers as they are', () => {
    expect(translate('en-US', 'translateSample.unread', { count: 12345 })).toBe('12,345 unread');
    expect(translate('zh-CN', 'translateSample.expires', { count: 1200, date: 'x' })).toBe('1,200 天后到期（x）');
    // A code is an identifier, not an amount: no grouping.
    expect(translate('en-US', 'translateSample.code', { code: 100200 })).toBe('failed (100200)');
  });

  it('fills placeholders and leaves one without a value visible', () => {
    expect(translate('zh-CN', 'translateSample.hello', { name: '王丽' })).toBe('王丽，您好');
    expect(translate('en-US', 'translateSample.untranslatedHole', {})).toBe('keeps {missing} when not given');
  });

  it('shows the key of a namespace that is not loaded, rather than nothing', () => {
    expect(translate('en-US', 'notLoaded.someKey')).toBe('notLoaded.someKey');
  });

  it('outside React reads the language at each call, so one switch changes every text at once', () => {
    const t = translator(sample);
    setLocale('zh-CN');
    expect(t('translateSample.hello', { name: '王丽' })).toBe('王丽，您好');
    expect(t('common.retry')).toBe('重试');
    setLocale('en-US');
    expect(t('translateSample.hello', { name: '王丽' })).toBe('Hello, 王丽');
    expect(t('common.retry')).toBe('Retry');
  });
});
