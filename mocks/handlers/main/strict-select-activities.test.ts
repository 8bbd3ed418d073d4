/** Strict-select activities through the gateway: phases and filters, sign up, change, cancel, the deadline, the selection. */
import type { NotificationItem, StrictSelectActivityDetail, StrictSelectActivityPage } from '@generated/main/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import { DAY } from '../../db/random.ts';
import { decideReview } from '../../domain/reviews.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const BASE = '/api/pc/1.0/strictSelect';
let platform: SandboxPlatform;
let clock: { now: number };
let api: ReturnType<typeof apiClient>;
let doctorId: number;

beforeEach(() => {
  ({ platform, clock } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform));
  doctorId = platform.db.doctors.list().find((d) => d.auditStatus === 2)!.id;
});

const list = async (filters: object = {}) =>
  (await api.post<StrictSelectActivityPage>(`${BASE}/getActivityList`, { page: 1, limit: 50, ...filters })).data;
const detail = async (id: number) => (await api.get<StrictSelectActivityDetail>(`${BASE}/getActivityDetail`, { id })).data;
const signUp = (activityId: number, extra: object = {}) =>
  api.post<{ id: number }>(`${BASE}/signUp`, { activityId, settlementPrice: 520, dailyCapacity: 6, doctorIds: [doctorId], ...extra });

describe('strict-select activities', () => {
  it('lists every phase, registration open first; status, registration and keyword filter for real', async () => {
    const all = await list();
    expect(all.total).toBe(11);
    expect(new Set(all.list.map((a) => a.status))).toEqual(new Set([1, 2, 3, 4, 5]));
    const firstClosed = all.list.findIndex((a) => a.status !== 2);
    expectEvery(all.list.slice(0, firstClosed), (a) => a.status === 2);
    expectEvery(all.list.slice(firstClosed), (a) => a.status !== 2);
    const selling = await list({ status: 4 });
    expect(selling.list.map((a) => a.id).sort()).toEqual([3301, 3302, 3303, 3304]);
    expectEvery(selling.list, (a) => a.registrationStatus === 2);
    const pending = await list({ registrationStatus: 1 });
    expect(pending.list.map((a) => a.id).sort()).toEqual([3305, 3308]);
    expect((await list({ keyword: '热玛吉' })).list.map((a) => a.id).sort()).toEqual([3301, 3305]);
  });

  it('signs up while open: counted, pending, then replaced by a change; cancelled before the deadline', async () => {
    const before = await detail(3306);
    expect(before).toMatchObject({ status: 2, registrationStatus: 0, registration: null });
    const saved = await signUp(3306, { remark: '  周末可接待  ' });
    expect(saved.success).toBe(true);
    const after = await detail(3306);
    expect(after.signUpCount).toBe((before.signUpCount ?? 0) + 1);
    expect(after.registration).toMatchObject({
      id: saved.data.id,
      status: 1,
      settlementPrice: 520,
      doctorIds: [doctorId],
      remark: '周末可接待',
    });
    const changed = await signUp(3306, { settlementPrice: 500 });
    expect(changed.data.id).toBe(saved.data.id);
    expect((await detail(3306)).registration?.settlementPrice).toBe(500);
    expect((await api.post(`${BASE}/cancelSignUp`, { id: 3306 })).success).toBe(true);
    expect(await detail(3306)).toMatchObject({ registrationStatus: 4, signUpCount: before.signUpCount });
    expect(await api.post(`${BASE}/cancelSignUp`, { id: 3306 })).toMatchObject({ success: false, msg: '尚未报名该严选活动' });
  });

  it('refuses a late or early sign-up, a price above the ceilings, no doctor, an unapproved doctor — changing nothing', async () => {
    expect(await signUp(3308)).toMatchObject({ success: false, msg: '严选活动报名已截止，无法报名' });
    expect(await signUp(3307)).toMatchObject({ success: false, msg: '严选活动尚未开始报名' });
    expect(await signUp(3306, { settlementPrice: 700 })).toMatchObject({ success: false, msg: '结算价不得高于严选售价680元' });
    expect(await signUp(3306, { settlementPrice: 580.01 })).toMatchObject({ success: false, msg: '结算价不得高于本活动上限580元' });
    // An empty doctor list is refused by the contract's minItems before the domain sees it.
    expect((await signUp(3306, { doctorIds: [] })).success).toBe(false);
    const underReview = platform.db.doctors.update(doctorId, (d) => {
      d.auditStatus = 1;
    })!;
    expect(await signUp(3306)).toMatchObject({ success: false, msg: `医生「${underReview.name}」的资料未通过审核，不能参与严选` });
    expect((await detail(3306)).registration).toBeNull();
    // Pending 3305: cancelling after the deadline is refused.
    clock.now += 40 * DAY;
    api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform)); // the old session expired meanwhile
    expect(await api.post(`${BASE}/cancelSignUp`, { id: 3305 })).toMatchObject({ success: false, msg: '报名已截止，无法取消报名' });
  });

  it('needs a signed strict-select agreement', async () => {
    for (const c of platform.db.contracts.list().filter((x) => x.contractType === 3)) {
      platform.db.contracts.update(c.id, (row) => {
        row.status = 5;
      });
    }
    expect(await signUp(3306)).toMatchObject({ success: false, msg: '请先签署严选合作协议后再报名' });
  });

  it('the platform selects a pending registration after the deadline and notifies the result (200703)', async () => {
    expect(() => decideReview(platform, 'strictSelect', { account: 'demo-main', id: 3305, decision: 'approve' })).toThrow(
      '报名尚未截止，暂不能评选',
    );
    expect(() => decideReview(platform, 'strictSelect', { account: 'demo-main', id: 3308, decision: 'reject' })).toThrow(
      '未入选时请填写原因',
    );
    decideReview(platform, 'strictSelect', { account: 'demo-main', id: 3308, decision: 'reject', reason: '同城名额已满' });
    expect(await detail(3308)).toMatchObject({ registrationStatus: 3, registration: { status: 3, resultRemark: '同城名额已满' } });
    const notices = platform.db.notifications.list().filter((n) => n.type === 200703 && n.assid === '3308') as NotificationItem[];
    expect(notices.map((n) => n.text)).toEqual([expect.stringContaining('未入选')]);
  });
});
