/**
 * Schedules (/schedule) of doctors and staff: the grid of a date range, its sheet as a download, and
 * an uploaded sheet checked (nothing saved) or saved whole — one bad row and nothing is saved.
 *
 * The people: approved doctors (/hospital/doctor), then enabled staff accounts (/hospital/account:
 * the main account and the sub-accounts). A staff member's shifts are stored (seeded around the
 * seed's day, mocks/db/seed-schedules.ts); a date with none is rest. A doctor's date nobody saved
 * reads from the doctor's default week (seeded by the doctor's id: two rest days, mornings,
 * afternoons, full days and an evening), so every doctor has a realistic month without thousands
 * of stored rows; a saved sheet overrides it per person and date.
 */
import {
  SchedulePersonType,
  type ScheduleDay,
  type ScheduleListRequest,
  type SchedulePersonPage,
  type SchedulePersonRow,
  type ScheduleUploadError,
  type ScheduleUploadResult,
} from '@generated/main/model';
import {
  PERSON_KIND_NAMES,
  SCHEDULE_DOCTOR_COLUMN,
  SCHEDULE_KIND_COLUMN,
  SCHEDULE_NAME_COLUMN,
  SHIFT_HOURS,
  SHIFT_NAMES,
  checkScheduleSheet,
  scheduleSheetHeader,
  scheduleSheetRow,
  type ScheduleRowProblem,
} from '../../src/lib/schedule/schedule-sheet.ts';
import { XlsxReadError, readFirstSheet, type SheetRows } from '../../src/lib/xlsx/read-sheet.ts';
import { xlsxFile } from '../../src/lib/xlsx/write-sheet.ts';
import { DAY, cstMs, formatDate } from '../db/random.ts';
import type { ScheduleRow } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { accountRow, accountStatus } from './accounts-admin.ts';
import { refuse } from './errors.ts';

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

/** A person of the schedule: what a grid row and a sheet row need. */
interface Person {
  personType: SchedulePersonType;
  personId: number;
  name: string;
  row: Omit<SchedulePersonRow, 'days'>;
}

/** Approved doctors by creation time, then enabled staff accounts by id (main account first). */
function peopleOf(platform: SandboxPlatform, filter: Pick<ScheduleListRequest, 'personType' | 'doctorIds' | 'keyword'> = {}): Person[] {
  const keyword = filter.keyword?.trim() ?? '';
  const chosen = filter.doctorIds?.length ? new Set(filter.doctorIds) : null;
  const doctors: Person[] =
    filter.personType === SchedulePersonType.Staff
      ? []
      : platform.db.doctors
          .page({ where: { auditStatus: 2 }, keyword: keyword || undefined, sort: ['createTime'], page: 1, limit: 10_000 })
          .rows.filter((d) => !chosen || chosen.has(d.id))
          .map((d) => ({
            personType: SchedulePersonType.Doctor,
            personId: d.id,
            name: d.name,
            row: {
              personType: SchedulePersonType.Doctor,
              personId: d.id,
              personName: d.name,
              position: null,
              doctorId: d.id,
              doctorName: d.name,
              title: d.title,
              avatar: d.avatar ?? null,
            },
          }));
  // Chosen doctors (the first design's filter) answer those doctors only.
  const staff: Person[] =
    filter.personType === SchedulePersonType.Doctor || chosen
      ? []
      : platform.db.accounts
          .list()
          .filter((a) => accountStatus(platform, a) === 1 && a.userInfo.realName.includes(keyword))
          .sort((a, b) => Number(b.userInfo.isMainAccount) - Number(a.userInfo.isMainAccount) || a.userInfo.id - b.userInfo.id)
          .map((a) => ({
            personType: SchedulePersonType.Staff,
            personId: a.userInfo.id,
            name: a.userInfo.realName,
            row: {
              personType: SchedulePersonType.Staff,
              personId: a.userInfo.id,
              personName: a.userInfo.realName,
              position: accountRow(platform, a).position ?? null,
              avatar: null,
            },
          }));
  return [...doctors, ...staff];
}

function dayOf(stored: ScheduleRow | undefined, person: Person, date: string): ScheduleDay {
  if (stored) return { date, shift: stored.shift, startTime: stored.startTime, endTime: stored.endTime, remark: stored.remark };
  const shift = person.personType === SchedulePersonType.Doctor ? defaultShift(person.personId, date) : 0;
  const hours = SHIFT_HOURS[shift];
  return { date, shift, startTime: hours?.[0] ?? null, endTime: hours?.[1] ?? null, remark: null };
}

function daysOf(platform: SandboxPlatform, person: Person, dates: readonly string[]): ScheduleDay[] {
  const first = dates[0] ?? '';
  const last = dates.at(-1) ?? '';
  const stored = new Map(
    platform.db.schedules
      .page({
        where: { personType: person.personType, personId: person.personId, date: { gte: first, lte: last } },
        page: 1,
        limit: 100,
      })
      .rows.map((r) => [r.date, r]),
  );
  return dates.map((date) => dayOf(stored.get(date), person, date));
}

/** A page of people (doctors first, then staff), each with one day per date of the range. */
export function listSchedules(platform: SandboxPlatform, query: ScheduleListRequest): SchedulePersonPage {
  const dates = datesOf(query.startDate, query.endDate);
  const all = peopleOf(platform, query);
  const limit = Math.max(1, query.limit ?? 10);
  const page = Math.min(Math.max(1, query.page ?? 1), Math.max(1, Math.ceil(all.length / limit)));
  return {
    total: all.length,
    page,
    limit,
    list: all.slice((page - 1) * limit, page * limit).map((person) => ({ ...person.row, days: daysOf(platform, person, dates) })),
  };
}

/** The range as the sheet the upload reads: 类型, 姓名, then one column per date; cells are shift names. */
export function scheduleSheet(platform: SandboxPlatform, startDate: string, endDate: string): Uint8Array {
  const dates = datesOf(startDate, endDate);
  const rows = peopleOf(platform).map((person) =>
    scheduleSheetRow(
      person.personType,
      person.name,
      daysOf(platform, person, dates).map((day) => day.shift),
    ),
  );
  return xlsxFile('排班', scheduleSheetHeader(dates), rows);
}

const PROBLEM_MESSAGES: Readonly<Record<ScheduleRowProblem, string>> = {
  missingName: '缺少姓名',
  unknownKind: `类型只能填写${Object.values(PERSON_KIND_NAMES).join('或')}`,
  unknownShift: `班次只能填写${Object.values(SHIFT_NAMES).join('、')}或留空`,
  duplicatePerson: '同一人在表格中出现多次',
};

const UNKNOWN_PERSON: Readonly<Record<SchedulePersonType, string>> = {
  [SchedulePersonType.Doctor]: '医生不存在或未审核通过',
  [SchedulePersonType.Staff]: '员工不存在或已停用',
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
      refuse(
        `表格列不正确：前两列应为「${SCHEDULE_KIND_COLUMN}」「${SCHEDULE_NAME_COLUMN}」（或仅医生时第一列为「${SCHEDULE_DOCTOR_COLUMN}」），其后每列为一个日期（yyyy-MM-dd），请先下载排班表`,
      );
    if (sheet.error === 'tooManyDays') refuse(`一次最多上传${MAX_DAYS}天的排班`);
    if (sheet.error === 'noRows') refuse('表格中没有排班');
    return refuse('一次最多上传500人的排班');
  }
  // People by kind and name; a name two people share cannot say which one is meant.
  const byName = new Map<string, Person[]>();
  for (const person of peopleOf(platform)) {
    const key = `${person.personType}|${person.name}`;
    byName.set(key, [...(byName.get(key) ?? []), person]);
  }
  const errors: ScheduleUploadError[] = [];
  const valid: { person: Person; shifts: ScheduleDay['shift'][] }[] = [];
  for (const row of sheet.rows) {
    const fail = (message: string, date: string | null = null) =>
      errors.push({
        row: row.row,
        personType: row.personType,
        personName: row.name || null,
        doctorName: row.personType === SchedulePersonType.Doctor ? row.name || null : null,
        date,
        message,
      });
    if (row.problem || row.personType === null) {
      fail(PROBLEM_MESSAGES[row.problem ?? 'unknownKind'], row.badDate);
      continue;
    }
    const found = byName.get(`${row.personType}|${row.name}`) ?? [];
    if (found.length === 0) fail(UNKNOWN_PERSON[row.personType]);
    else if (found.length > 1) fail(`有${found.length}位同名${PERSON_KIND_NAMES[row.personType]}，无法确定是哪一位`);
    else valid.push({ person: found[0] as Person, shifts: row.shifts as ScheduleDay['shift'][] });
  }
  const totalRows = sheet.rows.length;
  if (mode === 'check' || errors.length > 0) return { totalRows, successCount: 0, failCount: errors.length, errors };
  for (const { person, shifts } of valid) {
    sheet.dates.forEach((date, i) => {
      const shift = shifts[i] ?? 0;
      const hours = SHIFT_HOURS[shift];
      platform.db.schedules.put({
        personType: person.personType,
        personId: person.personId,
        date,
        shift,
        startTime: hours?.[0] ?? null,
        endTime: hours?.[1] ?? null,
        remark: null,
      });
    });
  }
  return { totalRows, successCount: valid.length, failCount: 0, errors: [] };
}
