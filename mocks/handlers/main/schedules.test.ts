/** Doctor schedules through the gateway: the grid, the sheet round trip, a bad row saves nothing. */
import type { ScheduleDoctorPage, ScheduleUploadResult } from '@generated/main/model';
import { beforeEach, describe, expect, it } from 'vitest';
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

const grid = async () => (await api.post<ScheduleDoctorPage>(`${BASE}/getScheduleList`, { ...RANGE, page: 1, limit: 100 })).data;

describe('schedules', () => {
  it('answers one day per date for every approved doctor, and refuses a range over 31 days', async () => {
    const page = await grid();
    expect(page.total).toBe(platform.db.doctors.list().filter((d) => d.auditStatus === 2).length);
    expect(page.list[0]?.days.map((d) => d.date)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
      '2026-12-07',
    ]);
    expect(await api.post(`${BASE}/getScheduleList`, { startDate: '2026-12-01', endDate: '2027-01-15', page: 1, limit: 10 })).toMatchObject(
      {
        success: false,
        msg: '一次最多查看31天的排班',
      },
    );
  });

  it('downloads the sheet; an upload with a bad row saves nothing and names the row; fixed, it is saved', async () => {
    const download = await call(platform, sandboxHandlers(platform), `${BASE}/downloadSchedule`, { method: 'GET', token, query: RANGE });
    const sheet = readFirstSheet(new Uint8Array(await download.response.arrayBuffer()));
    expect(sheet[0]).toEqual(['医生', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07']);
    const [header = [], first = []] = sheet;
    const doctor = first[0] as string;
    const edited = [doctor, '晚班', '晚班', '晚班', '晚班', '晚班', '晚班', '晚班'];

    const bad = await upload([header, edited, ['不存在的医生', '全天', '', '', '', '', '', ''], [doctor.slice(0, 1), '午班']], 'apply');
    expect(bad.data).toMatchObject({ totalRows: 3, successCount: 0, failCount: 2 });
    expect(bad.data.errors).toEqual([
      { row: 3, doctorName: '不存在的医生', date: null, message: '医生不存在或未审核通过' },
      { row: 4, doctorName: doctor.slice(0, 1), date: '2026-12-01', message: '班次只能填写休息、全天、上午、下午、晚班或留空' },
    ]);
    expect(platform.db.schedules.count()).toBe(0);

    expect((await upload([header, edited], 'check')).data).toMatchObject({ successCount: 0, failCount: 0 });
    expect(platform.db.schedules.count()).toBe(0);
    expect((await upload([header, edited], 'apply')).data).toMatchObject({ successCount: 1, failCount: 0 });
    const row = (await grid()).list.find((r) => r.doctorName === doctor);
    expect(row?.days.map((d) => d.shift)).toEqual([4, 4, 4, 4, 4, 4, 4]);
    expect(row?.days[0]).toMatchObject({ startTime: '18:00', endTime: '21:00' });
  });
});
