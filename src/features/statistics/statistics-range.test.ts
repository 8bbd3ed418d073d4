import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { presetOf, presetRange, rangeDays } from './statistics-range.ts';

const today = dayjs('2026-03-15');

describe('statistics date presets', () => {
  it('counts back from today, both ends included', () => {
    expect(presetRange('today', today)).toEqual(['2026-03-15', '2026-03-15']);
    expect(presetRange('last7', today)).toEqual(['2026-03-09', '2026-03-15']);
    expect(presetRange('last30', today)).toEqual(['2026-02-14', '2026-03-15']);
    expect(presetRange('thisMonth', today)).toEqual(['2026-03-01', '2026-03-15']);
    expect(presetRange('lastMonth', today)).toEqual(['2026-02-01', '2026-02-28']);
    expect(rangeDays(presetRange('last30', today))).toBe(30);
  });

  it('recognises a preset range and nothing else', () => {
    expect(presetOf(['2026-03-09', '2026-03-15'], today)).toBe('last7');
    expect(presetOf(['2026-03-10', '2026-03-15'], today)).toBeNull();
  });
});
