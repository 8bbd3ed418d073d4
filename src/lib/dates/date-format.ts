/**
 * The date formats of the specification (section 9), written as dayjs tokens. The specification
 * names them in the yyyy-MM-dd style of other libraries; in dayjs the year and day tokens are
 * upper case (YYYY, DD), so these constants are the one place that translation is made.
 */
import dayjs, { type ConfigType } from 'dayjs';

/** yyyy-MM-dd HH:mm:ss */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** yyyy-MM-dd HH:mm */
export const DATE_TIME_MINUTE_FORMAT = 'YYYY-MM-DD HH:mm';
/** yyyy-MM-dd */
export const DATE_FORMAT = 'YYYY-MM-DD';
/** yyyy-MM */
export const MONTH_FORMAT = 'YYYY-MM';
/** HH:mm */
export const TIME_FORMAT = 'HH:mm';

export type DateInput = ConfigType;

/** Formats `value`; a missing or unparseable value gives '' so tables show an empty cell, not 'Invalid Date'. */
export function formatWith(value: DateInput, format: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : '';
}

export const formatDateTime = (value: DateInput): string => formatWith(value, DATE_TIME_FORMAT);
export const formatDateTimeMinute = (value: DateInput): string => formatWith(value, DATE_TIME_MINUTE_FORMAT);
export const formatDate = (value: DateInput): string => formatWith(value, DATE_FORMAT);
export const formatMonth = (value: DateInput): string => formatWith(value, MONTH_FORMAT);
export const formatTime = (value: DateInput): string => formatWith(value, TIME_FORMAT);
