import { describe, expect, it } from 'vitest';
import { formatYuan, fromCents, parseCents, percentOf, sumCents, sumMoney, toCents } from './money.ts';

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
