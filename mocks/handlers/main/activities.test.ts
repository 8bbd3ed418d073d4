/**
 * The activities area through the gateway: platform activities by phase, signing up within the
 * project rules and the registration window, cancelling while allowed; business activities and
 * the transitions of their life cycle.
 */
import type {
  ActivityBusinessDetail,
  ActivityBusinessPage,
  ActivityBusinessSaveRequest,
  ActivityPlatformPage,
  ActivityPlatformSignedDetail,
  ActivityPlatformSignUpRequest,
} from '@generated/main/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import { DAY, formatDateTime } from '../../db/random.ts';
import { PLATFORM_ACTIVITY_IDS } from '../../db/seed-activities.ts';
import { decideReview } from '../../domain/reviews.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const PLATFORM = '/api/pc/1.0/activity/platform';
const BUSINESS = '/api/pc/1.0/activity/business';
let platform: SandboxPlatform;
let clock: { now: number };
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform, clock } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform));
});

const platformList = async (filters: object = {}) =>
  (await api.post<ActivityPlatformPage>(`${PLATFORM}/getList`, { page: 1, limit: 50, ...filters })).data;
const platformDetail = async (id: number) => (await api.get<ActivityPlatformSignedDetail>(`${PLATFORM}/getDetail`, { id })).data;

const signUp = (activityId: number, overrides: Partial<ActivityPlatformSignUpRequest> = {}): ActivityPlatformSignUpRequest => ({
  activityId,
  projects: [{ projectId: 312, projectName: '光子嫩肤', originalPrice: 980, activityPrice: 680, quota: 30 }],
  contactName: '王雅琴',
  contactPhone: '13800000001',
  ...overrides,
});

describe('platform activities', () => {
  it('lists every phase, registration open first; filters by phase, closing soon and registration', async () => {
    const all = await platformList();
    expect(new Set(all.list.map((a) => a.status))).toEqual(new Set([1, 2, 3, 4, 5]));
    const firstClosed = all.list.findIndex((a) => a.status !== 2);
    expectEvery(all.list.slice(0, firstClosed), (a) => a.status === 2);
    expectEvery(all.list.slice(firstClosed), (a) => a.status !== 2);

    const soon = await platformList({ isClosingSoon: true });
    expect(soon.list.map((a) => a.id)).toEqual([PLATFORM_ACTIVITY_IDS.closingSoon]);
    const signed = await platformList({ isSignedUp: true });
    expectEvery(signed.list, (a) => [1, 2, 3].includes(a.registrationStatus));
    const notSigned = await platformList({ isSignedUp: false });
    expectEvery(notSigned.list, (a) => [0, 4].includes(a.registrationStatus));
    expect(signed.total + notSigned.total).toBe(all.total);
    expect((await platformList({ keyword: '双十二' })).list.map((a) => a.id)).toEqual([PLATFORM_ACTIVITY_IDS.result]);
  });

  it('the activity of notification 200902 shows its approved registration', async () => {
    const detail = await platformDetail(PLATFORM_ACTIVITY_IDS.result);
    expect(detail.registration).toMatchObject({ status: 2, statusStr: '报名成功' });
    expect(detail.registrationStatus).toBe(2);
  });

  it('signs up for an open activity, shows it as signed, replaces it before review and cancels it', async () => {
    const id = PLATFORM_ACTIVITY_IDS.registrationOpen;
    const before = await platformDetail(id);
    expect(before.registration).toBeNull();
    const saved = await api.post<{ id: number }>(`${PLATFORM}/signUp`, signUp(id));
    expect(saved.success).toBe(true);
    const after = await platformDetail(id);
    expect(after.registration).toMatchObject({
      id: saved.data.id,
      status: 1,
      projects: [{ projectId: 312, activityPrice: 680, quota: 30 }],
    });
    expect(after.signUpCount).toBe(before.signUpCount + 1);
    expect((await platformList({ isSignedUp: true })).list.map((a) => a.id)).toContain(id);

    const again = await api.post<{ id: number }>(`${PLATFORM}/signUp`, signUp(id, { remark: '第二次提交' }));
    expect(again.data.id).toBe(saved.data.id);
    expect((await platformDetail(id)).registration?.remark).toBe('第二次提交');

    expect((await api.post(`${PLATFORM}/cancelSignUp`, { id })).success).toBe(true);
    const cancelled = await platformDetail(id);
    expect(cancelled.registrationStatus).toBe(4);
    expect(cancelled.signUpCount).toBe(before.signUpCount);
    expect(await api.post(`${PLATFORM}/cancelSignUp`, { id })).toMatchObject({ success: false, msg: '尚未报名该活动' });
  });

  it.each([
    [
      'a project outside the rules',
      { projects: [{ projectId: 301, projectName: '双眼皮', originalPrice: 6800, activityPrice: 4800 }] },
      '项目「双眼皮」不在本活动可报名的项目中',
    ],
    [
      'too many projects',
      { projects: [312, 313, 305].map((projectId) => ({ projectId, projectName: 'x', originalPrice: 2000, activityPrice: 600 })) },
      '本活动最多报名2个项目',
    ],
    [
      'a price above the ceiling',
      { projects: [{ projectId: 312, projectName: '光子嫩肤', originalPrice: 1280, activityPrice: 800 }] },
      '项目「光子嫩肤」的活动价不得高于799元',
    ],
    [
      'a price above the discount',
      { projects: [{ projectId: 312, projectName: '光子嫩肤', originalPrice: 800, activityPrice: 700 }] },
      '项目「光子嫩肤」的活动价不得高于原价的80%',
    ],
    [
      'a price not below the original',
      { projects: [{ projectId: 305, projectName: '玻尿酸', originalPrice: 1800, activityPrice: 1800 }] },
      '项目「玻尿酸」的活动价须低于原价',
    ],
    [
      'a quota under the minimum',
      { projects: [{ projectId: 312, projectName: '光子嫩肤', originalPrice: 980, activityPrice: 680, quota: 5 }] },
      '项目「光子嫩肤」的名额不得少于20个',
    ],
  ])('refuses %s, registering nothing', async (_, overrides, msg) => {
    const id = PLATFORM_ACTIVITY_IDS.registrationOpen;
    expect(await api.post(`${PLATFORM}/signUp`, signUp(id, overrides))).toMatchObject({ success: false, msg });
    expect((await platformDetail(id)).registration).toBeNull();
  });

  it('refuses a late sign-up and a cancellation after the deadline', async () => {
    const id = PLATFORM_ACTIVITY_IDS.closingSoon;
    const detail = await platformDetail(id);
    expect(detail).toMatchObject({ status: 2, isClosingSoon: true, registrationStatus: 1 });
    clock.now += 2 * DAY;
    expect((await platformDetail(id)).status).toBe(3);
    const late = signUp(id, { projects: [{ projectId: 317, projectName: '皮肤管理', originalPrice: 398, activityPrice: 199 }] });
    expect(await api.post(`${PLATFORM}/signUp`, late)).toMatchObject({ success: false, msg: '活动报名已截止，无法报名' });
    expect(await api.post(`${PLATFORM}/cancelSignUp`, { id })).toMatchObject({ success: false, msg: '活动报名已截止，无法取消报名' });
    expect((await platformDetail(id)).registration?.status).toBe(1);
  });

  it('signs up anew after a rejection; refuses to change an approved registration', async () => {
    const rejected = (await platformList({ registrationStatus: 3, status: 2 })).list[0]!;
    const rule = (await platformDetail(rejected.id)).projectRules[0]!;
    const body = signUp(rejected.id, {
      projects: [{ projectId: rule.projectId, projectName: rule.projectName, originalPrice: 1600, activityPrice: 1200, quota: 30 }],
    });
    expect((await api.post(`${PLATFORM}/signUp`, body)).success).toBe(true);
    expect((await platformDetail(rejected.id)).registration).toMatchObject({ status: 1, rejectReason: null });

    const approvedOpen = platform.db.platformActivities.list().find((a) => a.registration?.status === 2)!;
    expect(await api.post(`${PLATFORM}/cancelSignUp`, { id: approvedOpen.id })).toMatchObject({
      success: false,
      msg: '报名已审核通过，无法取消',
    });
  });
});

const businessList = async (filters: object = {}) =>
  (await api.post<ActivityBusinessPage>(`${BUSINESS}/getList`, { page: 1, limit: 50, ...filters })).data;
const businessDetail = async (id: number) => (await api.get<ActivityBusinessDetail>(`${BUSINESS}/getDetail`, { id })).data;

const draft = (overrides: Partial<ActivityBusinessSaveRequest> = {}): ActivityBusinessSaveRequest => ({
  title: '年末水光焕亮周',
  cover: { url: 'activity/business/new-cover.jpg' },
  content: '水光针单次体验价680元。',
  activityStartTime: formatDateTime(TEN_DAYS()),
  activityEndTime: formatDateTime(TEN_DAYS() + 7 * DAY),
  projects: [{ projectId: 313, projectName: '水光针', originalPrice: 1280, activityPrice: 680, quota: 30 }],
  isSubmit: false,
  ...overrides,
});
const TEN_DAYS = () => clock.now + 10 * DAY;

describe('business activities', () => {
  it('lists every status 0-6, filters by status and keyword', async () => {
    const all = await businessList();
    expect(new Set(all.list.map((a) => a.status))).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    const drafts = await businessList({ status: 0 });
    expect(drafts.total).toBeGreaterThan(0);
    expectEvery(drafts.list, (a) => a.status === 0 && a.statusStr === '草稿');
    expect((await businessList({ keyword: '热玛吉' })).list.map((a) => a.title)).toEqual(['元旦热玛吉专场']);
  });

  it('creates a draft, submits it, withdraws it, and deletes it', async () => {
    const { data } = await api.post<{ id: number }>(`${BUSINESS}/save`, draft());
    expect(await businessDetail(data.id)).toMatchObject({ status: 0, minActivityPrice: 680, title: '年末水光焕亮周' });
    await api.post(`${BUSINESS}/save`, draft({ id: data.id, isSubmit: true }));
    expect((await businessDetail(data.id)).status).toBe(1);
    expect(await api.post(`${BUSINESS}/save`, draft({ id: data.id }))).toMatchObject({ success: false, msg: '「审核中」的活动不能编辑' });
    expect(await api.post(`${BUSINESS}/delete`, { id: data.id })).toMatchObject({ success: false, msg: '审核中的活动不能删除，请先撤回' });
    await api.post(`${BUSINESS}/withdraw`, { id: data.id });
    expect((await businessDetail(data.id)).status).toBe(0);
    expect(await api.post(`${BUSINESS}/withdraw`, { id: data.id })).toMatchObject({ success: false, msg: '只有审核中的活动可以撤回' });
    await api.post(`${BUSINESS}/delete`, { id: data.id });
    expect(await api.get(`${BUSINESS}/getDetail`, { id: data.id })).toMatchObject({ success: false, msg: '活动不存在或已删除' });
  });

  it('the review desk (control API kind businessActivity) rejects only with a reason, which the detail shows', async () => {
    const { data } = await api.post<{ id: number }>(`${BUSINESS}/save`, draft({ isSubmit: true }));
    const review = (decision: 'approve' | 'reject', reason?: string) =>
      decideReview(platform, 'businessActivity', { account: 'demo-main', id: data.id, decision, reason });
    expect(() => review('reject', '  ')).toThrow('驳回时请填写原因');
    expect((await businessDetail(data.id)).status).toBe(1);
    review('reject', '活动图片含有未授权的明星肖像');
    expect(await businessDetail(data.id)).toMatchObject({ status: 2, rejectReason: '活动图片含有未授权的明星肖像' });
    expect(() => review('approve')).toThrow('只有审核中的活动可以审核');
  });

  it('an approved activity runs by its dates and can be taken offline, then deleted', async () => {
    const soon = { activityStartTime: formatDateTime(clock.now + DAY), activityEndTime: formatDateTime(clock.now + 8 * DAY) };
    const { data } = await api.post<{ id: number }>(`${BUSINESS}/save`, draft({ ...soon, isSubmit: true }));
    decideReview(platform, 'businessActivity', { account: 'demo-main', id: data.id, decision: 'approve' });
    expect((await businessDetail(data.id)).status).toBe(3);
    expect(await api.post(`${BUSINESS}/delete`, { id: data.id })).toMatchObject({
      success: false,
      msg: '「未开始」的活动不能删除，请先下线',
    });
    clock.now += 2 * DAY;
    expect((await businessDetail(data.id)).status).toBe(4);
    await api.post(`${BUSINESS}/offline`, { id: data.id });
    expect((await businessDetail(data.id)).status).toBe(6);
    expect(await api.post(`${BUSINESS}/offline`, { id: data.id })).toMatchObject({ success: false, msg: '「已下线」的活动不能下线' });
    expect((await api.post(`${BUSINESS}/delete`, { id: data.id })).success).toBe(true);
  });

  it('a rejected activity is edited and resubmitted', async () => {
    const rejected = (await businessList({ status: 2 })).list[0]!;
    expect(rejected.rejectReason).toBeTruthy();
    const saved = await api.post(`${BUSINESS}/save`, draft({ id: rejected.id, isSubmit: true }));
    expect(saved.success).toBe(true);
    expect((await businessDetail(rejected.id)).status).toBe(1);
  });

  it.each([
    ['an end before the start', () => draft({ activityEndTime: formatDateTime(TEN_DAYS() - DAY) }), '活动结束时间须晚于开始时间'],
    [
      'an activity price not below the original',
      () => draft({ projects: [{ projectId: 313, projectName: '水光针', originalPrice: 680, activityPrice: 680 }] }),
      '项目「水光针」的活动价须低于原价',
    ],
    [
      'the same project twice',
      () => draft({ projects: [1, 2].map(() => ({ projectId: 313, projectName: '水光针', originalPrice: 1280, activityPrice: 680 })) }),
      '项目「水光针」重复添加',
    ],
  ])('refuses %s', async (_, body, msg) => {
    const before = (await businessList()).total;
    expect(await api.post(`${BUSINESS}/save`, body())).toMatchObject({ success: false, msg });
    expect((await businessList()).total).toBe(before);
  });
});
