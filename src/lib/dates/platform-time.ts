/**
 * Times as the platform reads them: wall-clock 'yyyy-MM-dd HH:mm:ss' in China Standard Time (the
 * platform's zone, no daylight saving), on the server's clock (local clock plus the stored
 * offset). A time picked in a form is that wall-clock text whatever the computer's own zone, so
 * "in the future" is decided the way the platform decides it, and "today" (date presets, "not
 * before today" rules) is the platform's day: between 16:00 and 24:00 UTC a computer in UTC is
 * still on the day before the platform's.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '@/lib/dates/date-format.ts';
import { getServerTimeOffset } from '@/lib/storage/server-time-offset.ts';

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Now on the platform's clock and in its zone: '2026-11-22 10:05:00'. */
export function platformNowText(localNow: number = Date.now()): string {
  return new Date(localNow + getServerTimeOffset() + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Now as a picker value (its wall clock is the platform's). */
export const platformNow = (): Dayjs => dayjs(platformNowText());

/** A picker's value as the platform's text. */
export const pickedText = (value: Dayjs): string => value.format(DATE_TIME_FORMAT);

/** Validators for date-time pickers: the picked wall-clock time against the platform's now. */
export const isFuture = (value: Dayjs): boolean => pickedText(value) > platformNowText();
export const isPast = (value: Dayjs): boolean => pickedText(value) <= platformNowText();

/** The platform's today as 'yyyy-MM-dd'. */
export const platformTodayText = (localNow?: number): string => platformNowText(localNow).slice(0, 10);

/** The platform's today as a picker value (midnight of that wall-clock day). */
export const platformToday = (localNow?: number): Dayjs => dayjs(platformTodayText(localNow));

/** Day-level rules for date pickers: the picked calendar day against the platform's today. */
export const isBeforePlatformToday = (value: Dayjs): boolean => value.format(DATE_FORMAT) < platformTodayText();
export const isAfterPlatformToday = (value: Dayjs): boolean => value.format(DATE_FORMAT) > platformTodayText();
