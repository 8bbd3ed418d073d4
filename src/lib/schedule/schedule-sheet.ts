/**
 * The schedule sheet (downloadSchedule / uploadSchedule): one row per person — 类型 (医生 or 员工),
 * 姓名, then one column per date, each cell a shift name. A sheet of the first, doctor-only design
 * (医生, then dates) is still read, every row a doctor. One home for both sides: the client's
 * preview runs these checks before anything is sent, the sandbox runs them again plus the one that
 * needs the people (an unknown or unapproved doctor, an unknown or disabled staff account).
 * Problems are codes; each side words them (the client through its texts, the sandbox in the
 * platform's Chinese messages).
 */
import { SchedulePersonType, ScheduleShift } from '@generated/main/model';
import type { SheetRows } from '../xlsx/read-sheet.ts';

/** The first two header cells; the others are dates 'yyyy-MM-dd'. */
export const SCHEDULE_KIND_COLUMN = '类型';
export const SCHEDULE_NAME_COLUMN = '姓名';
/** The first header cell of a doctor-only sheet (the first design), still read. */
export const SCHEDULE_DOCTOR_COLUMN = '医生';

/** The kind as the sheet writes it. */
export const PERSON_KIND_NAMES: Readonly<Record<SchedulePersonType, string>> = {
  [SchedulePersonType.Doctor]: '医生',
  [SchedulePersonType.Staff]: '员工',
};
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

function parseKind(text: string): SchedulePersonType | null {
  const value = text.trim();
  const hit = (Object.entries(PERSON_KIND_NAMES) as [string, string][]).find(([code, name]) => name === value || code === value);
  return hit ? (Number(hit[0]) as SchedulePersonType) : null;
}

export type ScheduleRowProblem = 'missingName' | 'unknownKind' | 'unknownShift' | 'duplicatePerson';

export interface ScheduleSheetRow {
  /** The sheet's row number (the header is row 1). */
  row: number;
  /** Doctor or staff; null when the kind cell is neither. */
  personType: SchedulePersonType | null;
  name: string;
  /** One shift per date column, in the header's order (null where the cell is not a shift). */
  shifts: (ScheduleShift | null)[];
  problem: ScheduleRowProblem | null;
  /** The first date whose cell is not a shift (for `unknownShift`). */
  badDate: string | null;
}

export type ScheduleSheet =
  { ok: true; dates: string[]; rows: ScheduleSheetRow[] } | { ok: false; error: 'columns' | 'noRows' | 'tooManyRows' | 'tooManyDays' };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The header of a sheet over `dates`. */
export const scheduleSheetHeader = (dates: readonly string[]): string[] => [SCHEDULE_KIND_COLUMN, SCHEDULE_NAME_COLUMN, ...dates];

/** A person's row of the sheet: kind, name, each day's shift name. */
export const scheduleSheetRow = (personType: SchedulePersonType, name: string, shifts: readonly ScheduleShift[]): string[] => [
  PERSON_KIND_NAMES[personType],
  name,
  ...shifts.map((shift) => SHIFT_NAMES[shift]),
];

/** The sheet's rows with the problems found without the people, or why the sheet as a whole is refused. */
export function checkScheduleSheet(sheet: SheetRows): ScheduleSheet {
  const header = (sheet[0] ?? []).map((c) => c.trim());
  while (header.length > 0 && header[header.length - 1] === '') header.pop();
  // The doctor-only sheet has no kind column: its rows are doctors, the name in the first column.
  const doctorOnly = header[0] === SCHEDULE_DOCTOR_COLUMN;
  const leading = doctorOnly ? 1 : 2;
  const dates = header.slice(leading);
  if (
    (!doctorOnly && (header[0] !== SCHEDULE_KIND_COLUMN || header[1] !== SCHEDULE_NAME_COLUMN)) ||
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
    const personType = doctorOnly ? SchedulePersonType.Doctor : parseKind(cells[0] ?? '');
    const name = (cells[leading - 1] ?? '').trim();
    const shifts = dates.map((_, d) => parseShift(cells[d + leading] ?? ''));
    const bad = shifts.findIndex((s) => s === null);
    const key = `${personType}|${name}`;
    let problem: ScheduleRowProblem | null = null;
    if (personType === null) problem = 'unknownKind';
    else if (!name) problem = 'missingName';
    else if (bad >= 0) problem = 'unknownShift';
    else if (seen.has(key)) problem = 'duplicatePerson';
    if (personType !== null && name) seen.add(key);
    return [{ row: i + 2, personType, name, shifts, problem, badDate: bad >= 0 ? (dates[bad] ?? null) : null }];
  });
  return { ok: true, dates, rows };
}
