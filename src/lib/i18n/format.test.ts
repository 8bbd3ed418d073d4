import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyFromCents, formatNumber, pluralCategory } from './format.ts';

describe('formatting through Intl', () => {
  it('writes numbers with the language grouping', () => {
    expect(formatNumber(1234567, 'en-US')).toBe('1,234,567');
    expect(formatNumber(1234567, 'zh-CN')).toBe('1,234,567');
    expect(formatNumber(12345678901234567890n, 'en-US')).toBe('12,345,678,901,234,567,890');
  });

  it('writes yuan amounts with ¥, thousands separators and two decimals in both languages', () => {
    expect(formatMoney('286500', 'zh-CN')).toBe('¥286,500.00');
    expect(formatMoney('286500', 'en-US')).toBe('¥286,500.00');
    expect(formatMoney(45678.5, 'en-US')).toBe('¥45,678.50');
    expect(formatMoney('-12.3', 'zh-CN')).toBe('-¥12.30');
  });

  it('formats the decimal text exactly, with no floating-point step', () => {
    // 0.1 + 0.2 in floating point is 0.30000000000000004; as text the amount stays what it is.
    expect(formatMoney('0.30', 'en-US')).toBe('¥0.30');
    // Beyond 2^53 a number would already have lost the cents; the text keeps them.
    expect(formatMoney('90071992547409.93', 'en-US')).toBe('¥90,071,992,547,409.93');
    expect(formatMoney('1.005', 'en-US')).toBe('¥1.01');
  });

  it('writes integer cents as yuan', () => {
    expect(formatMoneyFromCents(28650012, 'zh-CN')).toBe('¥286,500.12');
    expect(formatMoneyFromCents(5, 'en-US')).toBe('¥0.05');
    expect(formatMoneyFromCents(-199, 'en-US')).toBe('-¥1.99');
    expect(formatMoneyFromCents(9007199254740993n, 'en-US')).toBe('¥90,071,992,547,409.93');
  });

  it('refuses what is not an amount', () => {
    expect(() => formatMoney('12,50', 'en-US')).toThrow(RangeError);
    expect(() => formatMoney('abc', 'en-US')).toThrow(RangeError);
    expect(() => formatMoneyFromCents(12.5, 'en-US')).toThrow(RangeError);
  });

  it('knows the plural categories of each language', () => {
    expect(pluralCategory(1, 'en-US')).toBe('one');
    expect(pluralCategory(2, 'en-US')).toBe('other');
    expect(pluralCategory(1, 'zh-CN')).toBe('other');
  });
});
