import { afterEach, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { setServerTimeOffset } from '@/lib/storage/server-time-offset.ts';
import { isAfterPlatformToday, isBeforePlatformToday, platformNowText, platformToday, platformTodayText } from './platform-time.ts';

// 16:30 UTC on the 26th is 00:30 on the 27th in China Standard Time: the hour where a computer in
// UTC and the platform disagree about the day.
const lateUtc = Date.UTC(2026, 10, 26, 16, 30, 0);

afterEach(() => localStorage.clear());

describe('the platform clock', () => {
  it('reads the wall clock in China Standard Time, whatever the computer’s zone', () => {
    expect(platformNowText(lateUtc)).toBe('2026-11-27 00:30:00');
    expect(platformTodayText(lateUtc)).toBe('2026-11-27');
    expect(platformToday(lateUtc).format('YYYY-MM-DD')).toBe('2026-11-27');
    expect(platformTodayText(Date.UTC(2026, 10, 26, 15, 59, 59))).toBe('2026-11-26');
  });

  it('follows the server’s clock (local clock plus the stored offset)', () => {
    setServerTimeOffset(-60 * 60 * 1000);
    expect(platformTodayText(lateUtc)).toBe('2026-11-26');
  });

  it('judges picked days against the platform’s today', () => {
    const today = platformTodayText();
    expect(isBeforePlatformToday(dayjs(today))).toBe(false);
    expect(isAfterPlatformToday(dayjs(today))).toBe(false);
    expect(isBeforePlatformToday(dayjs(today).subtract(1, 'day'))).toBe(true);
    expect(isAfterPlatformToday(dayjs(today).add(1, 'day'))).toBe(true);
  });
});
