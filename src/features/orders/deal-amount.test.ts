import { describe, expect, it } from 'vitest';
import { parseYuan, yuanOf } from './deal-amount.ts';

describe('deal amounts as decimal text', () => {
  it('reads yuan with up to two decimals as exact cents', () => {
    expect(parseYuan('1280')).toEqual({ cents: 128000 });
    expect(parseYuan(' 99.5 ')).toEqual({ cents: 9950 });
    expect(parseYuan('0.05')).toEqual({ cents: 5 });
    // 1.005 * 100 is 100.49999999999999 as floats; as text it is refused, and 0.29 stays 29 cents.
    expect(parseYuan('0.29')).toEqual({ cents: 29 });
    expect(parseYuan('10000000')).toEqual({ cents: 1_000_000_000 });
    expect(yuanOf('99.50')).toBe(99.5);
  });

  it('refuses other shapes, zero and more than 10 million', () => {
    for (const text of ['', 'abc', '1.005', '-5', '1e3', '1,000', '.5', '12.']) expect(parseYuan(text)).toEqual({ problem: 'format' });
    expect(parseYuan('0')).toEqual({ problem: 'notPositive' });
    expect(parseYuan('0.00')).toEqual({ problem: 'notPositive' });
    expect(parseYuan('10000000.01')).toEqual({ problem: 'tooLarge' });
  });
});
