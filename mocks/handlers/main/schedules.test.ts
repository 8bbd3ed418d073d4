/** Schedules of doctors and staff through the gateway: the grid, the sheet round trip, a bad row saves nothing. */
import type { SchedulePersonPage, ScheduleUploadResult } from '@generated/main/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { readFirstSheet } from '../../../src/lib/xlsx/read-sheet.ts';
import { xlsxFile } from '../../../src/lib/xlsx/write-sheet.ts';
import { apiClient, call, testPlatform, tokenFor } from '../../contract/test-client.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const BASE = '/api/pc/1.0/schedule';
const RANGE = { startDate: '2026-12-01', endDate: '2026-12-07' };
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;
let token: string;

beforeEach(() => {
  ({ platform } = testPlatform());
  token = tokenFor(platform);
  api = apiClient(platform, sandboxHandlers(platform), token);
});

async function upload(rows: string[][], mode: 'check' | 'apply') {
  const form = new FormData();
  const [header = [], ...data] = rows;
  form.append('file', new Blob([xlsxFile('排班', header, data) as Uint8Array<ArrayBuffer>]), 'schedule.xlsx');
  form.append('mode', mode);
  return (
    await call<{ success: boolean; msg: string; data: ScheduleUploadResult }>(
      platform,
      sandboxHandlers(platform),
      `${BASE}/uploadSchedule`,
      { method: 'POST', token, body: form },
    )
  ).json;
}

const grid = async (filter: Record<string, unknown> = {}) =>
  (await api.post<SchedulePersonPage>(`${BASE}/getScheduleList`, { ...RANGE, page: 1, limit: 100, ...filter })).data;

const approvedDoctors = () => platform.db.doctors.list().filter((d) => d.auditStatus === 2);
const enabledStaff = () => platform.db.accounts.list().filter((a) => a.enabled);
const HEADER = ['类型', '姓名', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07'];
const week = (shift: string) => Array.from({ length: 7 }, () => shift);

describe('schedules', () => {
  it('answers one day per date for every approved doctor and then every enabled staff account, and refuses a range over 31 days', async () => {
    const page = await grid();
    expect(page.total).toBe(approvedDoctors().length + enabledStaff().length);
    expect(page.list[0]?.days.map((d) => d.date)).toEqual(HEADER.slice(2));
    const kinds = page.list.map((r) => r.personType);
    expect(kinds.indexOf(2)).toBe(approvedDoctors().length);
    expect(kinds.lastIndexOf(1)).toBe(approvedDoctors().length - 1);
    // A doctor row keeps the first design's fields; a staff row names the account and its position.
    expect(page.list[0]).toMatchObject({ personId: page.list[0]?.doctorId, personName: page.list[0]?.doctorName, position: null });
    const main = page.list.find((r) => r.personType === 2);
    expect(main).toMatchObject({ personId: 3001, personName: '王雅琴', position: '机构管理员' });
    expect(main?.doctorId).toBeUndefined();
    // Disabled accounts (周晓雯) have no row.
    expect(page.list.some((r) => r.personName === '周晓雯')).toBe(false);
    expect(await api.post(`${BASE}/getScheduleList`, { startDate: '2026-12-01', endDate: '2027-01-15', page: 1, limit: 10 })).toMatchObject(
      {
        success: false,
        msg: '一次最多查看31天的排班',
      },
    );
  });

  it("has the staff's seeded shifts around the seed's day, and filters by kind and name", async () => {
    const staff = await grid({ personType: 2, startDate: '2026-11-14', endDate: '2026-11-27' });
    expect(staff.total).toBe(enabledStaff().length);
    expectEvery(staff.list, (r) => r.personType === 2);
    // Every staff member works most days and rests some (two rest weekdays a week).
    for (const row of staff.list) {
      const working = row.days.filter((d) => d.shift !== 0);
      expect(working.length).toBeGreaterThanOrEqual(8);
      expect(working.length).toBeLessThanOrEqual(12);
      expectEvery(working, (d) => d.startTime !== null && d.endTime !== null);
    }
    const doctors = await grid({ personType: 1 });
    expect(doctors.total).toBe(approvedDoctors().length);
    expect((await grid({ keyword: '慧敏' })).list.map((r) => [r.personType, r.personName])).toEqual([[2, '张慧敏']]);
    // The first design's filter: chosen doctors, no staff.
    const chosen = approvedDoctors()[0]!;
    expect((await grid({ doctorIds: [chosen.id] })).list.map((r) => r.personId)).toEqual([chosen.id]);
  });

  it('downloads the sheet with a kind column; a bad doctor or staff row saves nothing and names the row; fixed, it is saved', async () => {
    const download = await call(platform, sandboxHandlers(platform), `${BASE}/downloadSchedule`, { method: 'GET', token, query: RANGE });
    const sheet = readFirstSheet(new Uint8Array(await download.response.arrayBuffer()));
    expect(sheet[0]).toEqual(HEADER);
    const doctorRow = sheet.find((r) => r[0] === '医生')!;
    const staffRow = sheet.find((r) => r[0] === '员工' && r[1] === '李思远')!;
    expect(sheet.filter((r) => r[0] === '员工')).toHaveLength(enabledStaff().length);
    const seededStaff = (await grid({ personType: 2 })).list.find((r) => r.personName === '李思远')!;
    // The sheet writes the seeded shifts by name.
    expect(staffRow.slice(2)).toEqual(seededStaff.days.map((d) => ['休息', '全天', '上午', '下午', '晚班'][d.shift]));
    const doctor = doctorRow[1]!;
    const stored = platform.db.schedules.count();

    const bad = await upload(
      [
        HEADER,
        ['医生', doctor, ...week('晚班')],
        ['员工', '李思远', ...week('上午')],
        ['员工', '不存在的员工', ...week('全天')],
        ['员工', '周晓雯', ...week('全天')],
        ['护士', '刘佳琪', ...week('全天')],
        ['医生', '不存在的医生', ...week('全天')],
        ['员工', '刘佳琪', '午班'],
      ],
      'apply',
    );
    expect(bad.data).toMatchObject({ totalRows: 7, successCount: 0, failCount: 5 });
    expect(bad.data.errors).toEqual([
      { row: 4, personType: 2, personName: '不存在的员工', doctorName: null, date: null, message: '员工不存在或已停用' },
      { row: 5, personType: 2, personName: '周晓雯', doctorName: null, date: null, message: '员工不存在或已停用' },
      { row: 6, personType: null, personName: '刘佳琪', doctorName: null, date: null, message: '类型只能填写医生或员工' },
      { row: 7, personType: 1, personName: '不存在的医生', doctorName: '不存在的医生', date: null, message: '医生不存在或未审核通过' },
      {
        row: 8,
        personType: 2,
        personName: '刘佳琪',
        doctorName: null,
        date: '2026-12-01',
        message: '班次只能填写休息、全天、上午、下午、晚班或留空',
      },
    ]);
    expect(platform.db.schedules.count()).toBe(stored);

    const good = [HEADER, ['医生', doctor, ...week('晚班')], ['员工', '李思远', ...week('上午')]];
    expect((await upload(good, 'check')).data).toMatchObject({ successCount: 0, failCount: 0 });
    expect((await grid({ personType: 2 })).list.find((r) => r.personName === '李思远')).toEqual(seededStaff);
    expect((await upload(good, 'apply')).data).toMatchObject({ successCount: 2, failCount: 0 });
    // The doctor's 7 days are stored anew; the staff member's replace the seeded ones.
    expect(platform.db.schedules.count()).toBe(stored + 7);
    const after = (await grid()).list;
    const doctorAfter = after.find((r) => r.personType === 1 && r.personName === doctor);
    expect(doctorAfter?.days.map((d) => d.shift)).toEqual(week('4').map(Number));
    expect(doctorAfter?.days[0]).toMatchObject({ startTime: '18:00', endTime: '21:00' });
    const staffAfter = after.find((r) => r.personType === 2 && r.personName === '李思远');
    expect(staffAfter?.days.map((d) => [d.shift, d.startTime, d.endTime, d.remark])).toEqual(
      week('').map(() => [2, '09:00', '12:00', null]),
    );
  });

  it('still reads a doctor-only sheet (医生, then dates)', async () => {
    const doctor = approvedDoctors()[0]!.name;
    const result = await upload(
      [
        ['医生', ...HEADER.slice(2)],
        [doctor, ...week('下午')],
      ],
      'apply',
    );
    expect(result.data).toMatchObject({ successCount: 1, failCount: 0 });
    expect((await grid({ keyword: doctor, personType: 1 })).list[0]?.days.map((d) => d.shift)).toEqual(week('3').map(Number));
  });
});
