/**
 * The schedule sheet (downloadSchedule / uploadSchedule): one row per doctor, one column per date,
 * each cell a shift name. One home for both sides: the client's preview runs these checks before
 * anything is sent, the sandbox runs them again plus the one that needs the doctors (an unknown or
 * unapproved doctor). Problems are codes; each side words them (the client through its texts, the
 * sandbox in the platform's Chinese messages).
 */
import { ScheduleShift } from '@generated/main/model';
import type { SheetRows } from '../xlsx/read-sheet.ts';

/** The first header cell; the others are dates 'yyyy-MM-dd'. */
export const SCHEDULE_DOCTOR_COLUMN = '医生';
/** A sheet covers at most a month. */
export const SCHEDULE_MAX_DAYS = 31;
export const SCHEDULE_MAX_ROWS = 500;

/** Shift names as the sheet writes them (a blank cell is a rest day). */
export const SHIFT_NAMES: Readonly<Record<ScheduleShift, string>> = {
  [ScheduleShift.Rest]: '休息',
  [ScheduleShift.FullDay]: '全天',
  [ScheduleShift.Morning]: '上午',
  [ScheduleShift.Afternoon]: '下午',
  [ScheduleShift.Evening]: '晚班',
};

/** Working hours of each shift (the platform's fixed times). */
export const SHIFT_HOURS: Readonly<Record<ScheduleShift, [string, string] | null>> = {
  [ScheduleShift.Rest]: null,
  [ScheduleShift.FullDay]: ['09:00', '18:00'],
  [ScheduleShift.Morning]: ['09:00', '12:00'],
  [ScheduleShift.Afternoon]: ['13:30', '18:00'],
  [ScheduleShift.Evening]: ['18:00', '21:00'],
};

export function parseShift(text: string): ScheduleShift | null {
  const value = text.trim();
  if (value === '') return ScheduleShift.Rest;
  const hit = (Object.entries(SHIFT_NAMES) as [string, string][]).find(([code, name]) => name === value || code === value);
  return hit ? (Number(hit[0]) as ScheduleShift) : null;
}

export type ScheduleRowProblem = 'missingDoctor' | 'unknownShift' | 'duplicateDoctor';

export interface ScheduleSheetRow {
  /** The sheet's row number (the header is row 1). */
  row: number;
  doctorName: string;
  /** One shift per date column, in the header's order (null where the cell is not a shift). */
  shifts: (ScheduleShift | null)[];
  problem: ScheduleRowProblem | null;
  /** The first date whose cell is not a shift (for `unknownShift`). */
  badDate: string | null;
}

export type ScheduleSheet =
  { ok: true; dates: string[]; rows: ScheduleSheetRow[] } | { ok: false; error: 'columns' | 'noRows' | 'tooManyRows' | 'tooManyDays' };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The sheet's rows with the problems found without the doctors, or why the sheet as a whole is refused. */
export function checkScheduleSheet(sheet: SheetRows): ScheduleSheet {
  const header = (sheet[0] ?? []).map((c) => c.trim());
  while (header.length > 0 && header[header.length - 1] === '') header.pop();
  const dates = header.slice(1);
  if (
    header[0] !== SCHEDULE_DOCTOR_COLUMN ||
    dates.length === 0 ||
    !dates.every((d) => DATE.test(d)) ||
    new Set(dates).size !== dates.length
  )
    return { ok: false, error: 'columns' };
  if (dates.length > SCHEDULE_MAX_DAYS) return { ok: false, error: 'tooManyDays' };
  const data = sheet.slice(1).filter((cells) => cells.some((c) => c.trim() !== ''));
  if (data.length === 0) return { ok: false, error: 'noRows' };
  if (data.length > SCHEDULE_MAX_ROWS) return { ok: false, error: 'tooManyRows' };
  const seen = new Set<string>();
  const rows = sheet.slice(1).flatMap((cells, i): ScheduleSheetRow[] => {
    if (!cells.some((c) => c.trim() !== '')) return [];
    const doctorName = (cells[0] ?? '').trim();
    const shifts = dates.map((_, d) => parseShift(cells[d + 1] ?? ''));
    const bad = shifts.findIndex((s) => s === null);
    let problem: ScheduleRowProblem | null = null;
    if (!doctorName) problem = 'missingDoctor';
    else if (bad >= 0) problem = 'unknownShift';
    else if (seen.has(doctorName)) problem = 'duplicateDoctor';
    if (doctorName) seen.add(doctorName);
    return [{ row: i + 2, doctorName, shifts, problem, badDate: bad >= 0 ? (dates[bad] ?? null) : null }];
  });
  return { ok: true, dates, rows };
}
