/**
 * What the compiler refuses (checked by `npm run typecheck`: each `@ts-expect-error` must meet an
 * error, or the type check fails) and, at run time, that the accepted calls give the right texts.
 */
import { describe, expect, it } from 'vitest';
import { defineTexts } from './catalogue.ts';
import { translator } from './translate.ts';
import { expectEvery } from '../../../test-support/expect-every.ts';

const typed = defineTexts('typingSample', {
  'en-US': { plain: 'Plain', hole: 'Hi {name}', days: { one: '{count} day', other: '{count} days' } },
  'zh-CN': { plain: '普通', hole: '{name} 你好', days: { other: '{count} 天' } },
});

describe('typed texts', () => {
  it('accepts right keys and parameters, and refuses the rest at compile time', () => {
    const t = translator(typed);
    expect(t('typingSample.plain')).toMatch(/Plain|普通/);
    expect(t('typingSample.hole', { name: 'A' })).toMatch(/A/);
    expect(t('typingSample.days', { count: 2 })).toMatch(/2/);
    expect(t('common.retry')).toMatch(/Retry|重试/);

    // @ts-expect-error a key no namespace has
    t('typingSample.missing');
    // @ts-expect-error a key of a namespace this `t` was not given (it would not be loaded here)
    t('home.greeting', { name: 'A' });
    // @ts-expect-error a placeholder without its value
    t('typingSample.hole');
    // @ts-expect-error a value for a placeholder the text does not have
    t('typingSample.hole', { name: 'A', other: 1 });
    // @ts-expect-error parameters for a text without placeholders
    t('typingSample.plain', { name: 'A' });
    // @ts-expect-error a plural without its count
    t('typingSample.days', {});
    // @ts-expect-error a plural's count must be a number
    t('typingSample.days', { count: '2' });
  });

  it('refuses a zh-CN that lacks a text, adds one, or differs in kind, at compile time', () => {
    const missing = () =>
      defineTexts('typingMissing', {
        'en-US': { a: 'A', b: 'B' },
        // @ts-expect-error zh-CN lacks `b`
        'zh-CN': { a: '甲' },
      });
    const extra = () =>
      defineTexts('typingExtra', {
        'en-US': { a: 'A' },
        // @ts-expect-error zh-CN has a key en-US does not
        'zh-CN': { a: '甲', b: '乙' },
      });
    const kind = () =>
      defineTexts('typingKind', {
        'en-US': { n: { one: '{count} item', other: '{count} items' } },
        // @ts-expect-error a plural in en-US must be a plural in zh-CN
        'zh-CN': { n: '{count} 项' },
      });
    expectEvery([missing, extra, kind], (define) => typeof define === 'function');
  });
});
