import { describe, expect, it } from 'vitest';
import { formatMoneyFromCents } from '../i18n/format.ts';
import {
  centsToText,
  formatYuan,
  fromCents,
  isPositivePrice,
  minCents,
  parseCents,
  percentOf,
  sumCents,
  sumMoney,
  toCents,
} from './money.ts';

describe('money', () => {
  it('reads the gateway number and typed text as exact cents', () => {
    expect(toCents(0.1)).toBe(10);
    expect(toCents(12800)).toBe(1_280_000);
    expect(toCents(1234.56)).toBe(123_456);
    expect(toCents(-5)).toBe(-500);
    expect(parseCents('¥12,800.5')).toBe(1_280_050);
    expect(parseCents(' 0.07 ')).toBe(7);
    expect(parseCents('1.234')).toBeNull();
    expect(parseCents('abc')).toBeNull();
    expect(parseCents(0.1 + 0.2)).toBeNull();
  });

  it('adds 0.1 + 0.2 style amounts over many lines without drift', () => {
    const lines = Array.from({ length: 3000 }, (_, i) => (i % 2 === 0 ? 0.1 : 0.2));
    expect(sumCents(lines)).toBe(45_000);
    expect(sumMoney(lines)).toBe(450);
    // What adding floats would have given: not the sum.
    expect(lines.reduce((a, b) => a + b, 0)).not.toBe(450);
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(formatYuan(sumMoney(lines))).toBe('¥450.00');
  });

  it('gives back the two-decimal number and formats with separators', () => {
    expect(fromCents(30)).toBe(0.3);
    expect(fromCents(-123_456)).toBe(-1234.56);
    expect(formatYuan(1_234_567.8)).toBe('¥1,234,567.80');
  });

  it('takes a percentage rounded to the cent', () => {
    expect(percentOf(1_280_000, 15)).toBe(192_000);
    expect(percentOf(333, 15)).toBe(50); // 49.95 → 50
    expect(percentOf(1001, 6.5)).toBe(65); // 65.065 → 65
    expect(percentOf(-333, 15)).toBe(-50);
  });
});

describe('money in cents (prices)', () => {
  it('reads yuan numbers and texts exactly', () => {
    expect(toCents(26.8)).toBe(2680);
    expect(toCents('0.10')).toBe(10);
    expect(toCents(3980)).toBe(398000);
    expect(toCents(' 1.05 ')).toBe(105);
    expect(toCents(1.15)).toBe(115); // 1.15 * 100 is 114.99999999999999 in floats
    expect(toCents(-2.5)).toBe(-250);
  });

  it('refuses what is not an amount with two decimals', () => {
    expect(() => toCents(0.1 + 0.2)).toThrow(RangeError);
    expect(() => toCents('1.234')).toThrow(RangeError);
    expect(() => toCents('abc')).toThrow(RangeError);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });

  it('adds many 0.1 and 0.2 lines to exactly their total', () => {
    const lines = Array.from({ length: 1000 }, (_, i) => (i % 2 === 0 ? 0.1 : 0.2));
    const floatSum = lines.reduce((sum, line) => sum + line, 0);
    expect(floatSum).not.toBe(150); // what a float sum gives
    expect(sumCents(lines)).toBe(15000);
    expect(fromCents(sumCents(lines))).toBe(150);
    expect(formatMoneyFromCents(sumCents(lines), 'en-US')).toBe('¥150.00');
    expect(fromCents(sumCents([0.1, 0.2]))).toBe(0.3);
  });

  it('writes cents back as yuan', () => {
    expect(fromCents(2680)).toBe(26.8);
    expect(centsToText(5)).toBe('0.05');
    expect(centsToText(-1234)).toBe('-12.34');
    expect(minCents([19.9, 9.99, 100])).toBe(999);
    expect(minCents([])).toBeNull();
  });

  it('accepts positive prices with at most two decimals', () => {
    expect(isPositivePrice('1680')).toBe(true);
    expect(isPositivePrice('0.01')).toBe(true);
    expect(isPositivePrice('12.5')).toBe(true);
    expect(isPositivePrice('0')).toBe(false);
    expect(isPositivePrice('0.00')).toBe(false);
    expect(isPositivePrice('-5')).toBe(false);
    expect(isPositivePrice('1.999')).toBe(false);
    expect(isPositivePrice('')).toBe(false);
    expect(isPositivePrice(undefined)).toBe(false);
  });
});
