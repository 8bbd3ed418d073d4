/**
 * The board's date ranges: the quick presets, counted back from the platform's today (its
 * calendar counts the figures, not the computer's; both ends included), the default when the address has none, and the platform's limit.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { platformToday } from '@/lib/dates/platform-time.ts';
import type { DateRange } from '@/lib/list-state/list-parsers.ts';

/** Longest range the platform answers (contract: StatisticsQuery). */
export const MAX_RANGE_DAYS = 366;

export const PRESETS = ['today', 'last7', 'last30', 'thisMonth', 'lastMonth'] as const;
export type Preset = (typeof PRESETS)[number];

const day = (d: Dayjs) => d.format('YYYY-MM-DD');

export function presetRange(preset: Preset, today: Dayjs = platformToday()): DateRange {
  switch (preset) {
    case 'today':
      return [day(today), day(today)];
    case 'last7':
      return [day(today.subtract(6, 'day')), day(today)];
    case 'last30':
      return [day(today.subtract(29, 'day')), day(today)];
    case 'thisMonth':
      return [day(today.startOf('month')), day(today)];
    case 'lastMonth': {
      const last = today.subtract(1, 'month');
      return [day(last.startOf('month')), day(last.endOf('month'))];
    }
  }
}

/** The preset a range is, if any (the quick buttons show it as chosen). */
export function presetOf(range: DateRange, today: Dayjs = platformToday()): Preset | null {
  return (
    PRESETS.find((p) => {
      const r = presetRange(p, today);
      return r[0] === range[0] && r[1] === range[1];
    }) ?? null
  );
}

export const DEFAULT_PRESET: Preset = 'last30';

/** Days of a range, both ends included. */
export const rangeDays = ([from, to]: DateRange) => dayjs(to).diff(dayjs(from), 'day') + 1;
