/**
 * Doctor schedules (/schedule): the grid of a date range, its sheet as a download, and an uploaded
 * sheet checked (nothing saved) or saved whole — one bad row and nothing is saved.
 *
 * A date nobody saved reads from the doctor's default week (seeded by the doctor's id: two rest
 * days, mornings, afternoons, full days and an evening), so every doctor has a realistic month
 * without thousands of stored rows; a saved sheet overrides it per doctor and date.
 */
import type {
  ScheduleDay,
  ScheduleDoctorPage,
  ScheduleListRequest,
  ScheduleUploadError,
  ScheduleUploadResult,
} from '@generated/main/model';
import {
  SCHEDULE_DOCTOR_COLUMN,
  SHIFT_HOURS,
  SHIFT_NAMES,
  checkScheduleSheet,
  type ScheduleRowProblem,
} from '../../src/lib/schedule/schedule-sheet.ts';
import { XlsxReadError, readFirstSheet, type SheetRows } from '../../src/lib/xlsx/read-sheet.ts';
import { xlsxFile } from '../../src/lib/xlsx/write-sheet.ts';
import { DAY, cstMs, formatDate } from '../db/random.ts';
import type { ScheduleRow } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { refuse } from './errors.ts';
import { listPage } from './list.ts';

const MAX_DAYS = 31;

/** The dates from `start` to `end` ('yyyy-MM-dd', both included); refused when reversed or longer than 31 days. */
function datesOf(start: string, end: string): string[] {
  const [y1, m1, d1] = start.split('-').map(Number);
  const [y2, m2, d2] = end.split('-').map(Number);
  const from = cstMs(y1 ?? 1970, m1 ?? 1, d1 ?? 1);
  const to = cstMs(y2 ?? 1970, m2 ?? 1, d2 ?? 1);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) refuse('结束日期不能早于开始日期');
  const count = Math.round((to - from) / DAY) + 1;
  if (count > MAX_DAYS) refuse(`一次最多查看${MAX_DAYS}天的排班`);
  return Array.from({ length: count }, (_, i) => formatDate(from + i * DAY));
}

/** The default week of a doctor: weekday → shift, shifted by the doctor's id so doctors differ. */
const WEEK: ScheduleDay['shift'][] = [0, 1, 2, 1, 3, 4, 0];
function defaultShift(doctorId: number, date: string): ScheduleDay['shift'] {
  const [y, m, d] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return WEEK[(weekday + doctorId) % 7] ?? 0;
}

function dayOf(stored: ScheduleRow | undefined, doctorId: number, date: string): ScheduleDay {
  if (stored) return { date, shift: stored.shift, startTime: stored.startTime, endTime: stored.endTime, remark: stored.remark };
  const shift = defaultShift(doctorId, date);
  const hours = SHIFT_HOURS[shift];
  return { date, shift, startTime: hours?.[0] ?? null, endTime: hours?.[1] ?? null, remark: null };
}

function daysOf(platform: SandboxPlatform, doctorId: number, dates: readonly string[]): ScheduleDay[] {
  const first = dates[0] ?? '';
  const last = dates.at(-1) ?? '';
  const stored = new Map(
    platform.db.schedules.page({ where: { doctorId, date: { gte: first, lte: last } }, page: 1, limit: 100 }).rows.map((r) => [r.date, r]),
  );
  return dates.map((date) => dayOf(stored.get(date), doctorId, date));
}

/** Approved doctors, by name, each with one day per date of the range. */
export function listSchedules(platform: SandboxPlatform, query: ScheduleListRequest): ScheduleDoctorPage {
  const dates = datesOf(query.startDate, query.endDate);
  const rowOf = (d: {
    id: number;
    name: string;
    title: ScheduleDoctorPage['list'][number]['title'];
    avatar?: ScheduleDoctorPage['list'][number]['avatar'];
  }) => ({
    doctorId: d.id,
    doctorName: d.name,
    title: d.title,
    avatar: d.avatar ?? null,
    days: daysOf(platform, d.id, dates),
  });
  const where = { auditStatus: 2 as const };
  if (!query.doctorIds?.length) {
    return listPage(
      platform.db.doctors,
      { where, keyword: query.keyword, sort: ['createTime'], page: query.page, limit: query.limit },
      rowOf,
    );
  }
  // Chosen doctors: few, so filtered here and paged by the same rule.
  const chosen = new Set(query.doctorIds);
  const all = platform.db.doctors
    .page({ where, keyword: query.keyword, sort: ['createTime'], page: 1, limit: 10_000 })
    .rows.filter((d) => chosen.has(d.id));
  const limit = Math.max(1, query.limit ?? 10);
  const page = Math.min(Math.max(1, query.page ?? 1), Math.max(1, Math.ceil(all.length / limit)));
  return { total: all.length, page, limit, list: all.slice((page - 1) * limit, page * limit).map(rowOf) };
}

/** The range as the sheet the upload reads: 医生, then one column per date; cells are shift names. */
export function scheduleSheet(platform: SandboxPlatform, startDate: string, endDate: string): Uint8Array {
  const dates = datesOf(startDate, endDate);
  const doctors = platform.db.doctors.page({ where: { auditStatus: 2 }, sort: ['createTime'], page: 1, limit: 1000 }).rows;
  const rows = doctors.map((d) => [
    d.name,
    ...daysOf(platform, d.id, dates).map((day) => (day.shift === 0 ? SHIFT_NAMES[0] : SHIFT_NAMES[day.shift])),
  ]);
  return xlsxFile('排班', [SCHEDULE_DOCTOR_COLUMN, ...dates], rows);
}

const PROBLEM_MESSAGES: Readonly<Record<ScheduleRowProblem, string>> = {
  missingDoctor: '缺少医生姓名',
  unknownShift: `班次只能填写${Object.values(SHIFT_NAMES).join('、')}或留空`,
  duplicateDoctor: '同一医生在表格中出现多次',
};

function readSheet(bytes: Uint8Array | undefined): SheetRows {
  if (!bytes || bytes.length === 0) return refuse('请上传 .xlsx 格式的 Excel 文件');
  try {
    return readFirstSheet(bytes);
  } catch (error) {
    if (error instanceof XlsxReadError) return refuse('文件不是有效的 .xlsx 表格，请先下载排班表再修改上传');
    throw error;
  }
}

/** Checks an uploaded sheet; `apply` saves it only when no row fails. */
export function uploadSchedule(platform: SandboxPlatform, bytes: Uint8Array | undefined, mode: 'check' | 'apply'): ScheduleUploadResult {
  const sheet = checkScheduleSheet(readSheet(bytes));
  if (!sheet.ok) {
    if (sheet.error === 'columns')
      refuse(`表格列不正确：第一列应为「${SCHEDULE_DOCTOR_COLUMN}」，其后每列为一个日期（yyyy-MM-dd），请先下载排班表`);
    if (sheet.error === 'tooManyDays') refuse(`一次最多上传${MAX_DAYS}天的排班`);
    if (sheet.error === 'noRows') refuse('表格中没有医生的排班');
    return refuse('一次最多上传500名医生的排班');
  }
  const doctors = new Map(
    platform.db.doctors.page({ where: { auditStatus: 2 }, page: 1, limit: 1000 }).rows.map((d) => [d.name, d.id] as const),
  );
  const errors: ScheduleUploadError[] = [];
  const valid: { doctorId: number; shifts: ScheduleDay['shift'][] }[] = [];
  for (const row of sheet.rows) {
    const fail = (message: string, date: string | null = null) =>
      errors.push({ row: row.row, doctorName: row.doctorName || null, date, message });
    if (row.problem) {
      fail(PROBLEM_MESSAGES[row.problem], row.badDate);
      continue;
    }
    const doctorId = doctors.get(row.doctorName);
    if (doctorId === undefined) fail('医生不存在或未审核通过');
    else valid.push({ doctorId, shifts: row.shifts as ScheduleDay['shift'][] });
  }
  const totalRows = sheet.rows.length;
  if (mode === 'check' || errors.length > 0) return { totalRows, successCount: 0, failCount: errors.length, errors };
  for (const { doctorId, shifts } of valid) {
    sheet.dates.forEach((date, i) => {
      const shift = shifts[i] ?? 0;
      const hours = SHIFT_HOURS[shift];
      platform.db.schedules.put({ doctorId, date, shift, startTime: hours?.[0] ?? null, endTime: hours?.[1] ?? null, remark: null });
    });
  }
  return { totalRows, successCount: valid.length, failCount: 0, errors: [] };
}
