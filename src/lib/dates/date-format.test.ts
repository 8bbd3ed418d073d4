import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  DATE_TIME_MINUTE_FORMAT,
  MONTH_FORMAT,
  TIME_FORMAT,
  formatDate,
  formatDateTime,
  formatDateTimeMinute,
  formatMonth,
  formatTime,
} from './date-format.ts';

// Local time, so the expectations hold in any time zone.
const moment = new Date(2026, 10, 2, 9, 5, 7);

describe('date formats', () => {
  it('names the five formats of the specification in dayjs tokens', () => {
    expect([DATE_TIME_FORMAT, DATE_TIME_MINUTE_FORMAT, DATE_FORMAT, MONTH_FORMAT, TIME_FORMAT]).toEqual([
      'YYYY-MM-DD HH:mm:ss',
      'YYYY-MM-DD HH:mm',
      'YYYY-MM-DD',
      'YYYY-MM',
      'HH:mm',
    ]);
  });

  it('formats with zero padding and a 24-hour clock', () => {
    expect(formatDateTime(moment)).toBe('2026-11-02 09:05:07');
    expect(formatDateTimeMinute(moment)).toBe('2026-11-02 09:05');
    expect(formatDate(moment)).toBe('2026-11-02');
    expect(formatMonth(moment)).toBe('2026-11');
    expect(formatTime(new Date(2026, 0, 1, 21, 30))).toBe('21:30');
  });

  it('accepts the platform date-time strings and epoch milliseconds', () => {
    expect(formatDate('2026-11-22 09:30:00')).toBe('2026-11-22');
    expect(formatDateTime(moment.getTime())).toBe('2026-11-02 09:05:07');
  });

  it('gives an empty string for missing or invalid input', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatTime('not a date')).toBe('');
  });
});
