/** Doctor sitting through the gateway: list, search, invite with its refusals, deal, reject with a reason. */
import type { DoctorSittingApplication, DoctorSittingApplicationPage, DoctorSittingCandidate } from '@generated/main/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import { DAY, formatDate } from '../../db/random.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const BASE = '/api/pc/1.0/doctor';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform));
});

const day = (n: number) => formatDate(platform.now() + n * DAY);
const INVITE = () => ({
  doctorId: 9108,
  startDate: day(7),
  endDate: day(37),
  weekdays: [6, 6, 7],
  startTime: '09:00',
  endTime: '17:00',
  projects: [' 皮秒 ', ''],
  feePerDay: 3000,
});
const detail = async (id: number) => (await api.get<DoctorSittingApplication>(`${BASE}/getSittingApplicationDetail`, { id })).data;

describe('doctor sitting', () => {
  it('lists latest first, by status and source; searches platform doctors by name', async () => {
    const pending = (await api.post<DoctorSittingApplicationPage>(`${BASE}/getSittingApplicationList`, { page: 1, limit: 20, status: 1 }))
      .data.list;
    expect(pending.length).toBe(3);
    expectEvery(pending, (s) => s.status === 1);
    const found = (await api.post<DoctorSittingCandidate[]>(`${BASE}/searchSittingDoctor`, { keyword: '张振' })).data;
    expect(found.map((d) => d.name)).toEqual(['张振宇']);
  });

  it('invites a doctor: pending, from the hospital, weekdays once and in order, blanks dropped', async () => {
    const { id } = (await api.post<{ id: number }>(`${BASE}/addSittingApplication`, INVITE())).data;
    expect(await detail(id)).toMatchObject({ source: 2, status: 1, doctorName: '吴佳慧', weekdays: [6, 7], projects: ['皮秒'] });
  });

  it('refuses a second live application for a doctor, a past start, an upside-down period or day; changes nothing', async () => {
    const before = platform.db.sittings.count();
    const cases: [Record<string, unknown>, string][] = [
      [{ doctorId: 9101 }, '医生张振宇已有待处理的坐诊申请，不能重复申请'],
      [{ doctorId: 9104 }, '医生王嘉琪已有进行中的坐诊申请，不能重复申请'],
      [{ startDate: day(-1) }, '坐诊开始日期不能早于今天'],
      [{ endDate: day(6) }, '坐诊结束日期不能早于开始日期'],
      [{ endTime: '08:00' }, '坐诊结束时间须晚于开始时间'],
      [{ projects: [' '] }, '请填写坐诊项目'],
    ];
    for (const [change, msg] of cases) {
      expect(await api.post(`${BASE}/addSittingApplication`, { ...INVITE(), ...change })).toMatchObject({ success: false, msg });
    }
    expect(platform.db.sittings.count()).toBe(before);
  });

  it('deals one pending application and rejects another with a reason, naming the staff member; a handled one stays', async () => {
    await api.post(`${BASE}/dealSittingApplication`, { id: 6101, dealRemark: '安排3楼诊室' });
    expect(await detail(6101)).toMatchObject({ status: 2, dealRemark: '安排3楼诊室', dealerName: '王雅琴' });
    expect(await api.post(`${BASE}/rejectSittingApplication`, { id: 6101, rejectReason: '排满' })).toMatchObject({
      success: false,
      msg: '只有待处理的坐诊申请可以处理',
    });
    expect(await api.post(`${BASE}/rejectSittingApplication`, { id: 6102, rejectReason: ' ' })).toMatchObject({
      success: false,
      msg: '请填写拒绝原因',
    });
    await api.post(`${BASE}/rejectSittingApplication`, { id: 6102, rejectReason: '手术室已排满' });
    expect(await detail(6102)).toMatchObject({ status: 3, rejectReason: '手术室已排满' });
  });
});
