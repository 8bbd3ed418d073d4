/**
 * Platform activities (/activity/platform and its pages): the platform's campaigns, their phase
 * worked out from the registration and activity dates against the sandbox clock, and the
 * hospital's registration — sign up (validated against the activity's project rules), sign up
 * again before review or after a rejection or cancellation, cancel while allowed.
 */
import type {
  ActivityPlatform,
  ActivityPlatformDetail,
  ActivityPlatformListRequest,
  ActivityPlatformPage,
  ActivityPlatformSignedDetail,
  ActivityPlatformSignUpRequest,
  ActivityPlatformStatus,
  ActivityRegistrationStatus,
} from '@generated/main/model';
import { paginate } from '../../src/lib/paging/paging.ts';
import { formatDateTime, HOUR, parseDateTime } from '../db/random.ts';
import type { StoredPlatformActivity } from '../db/seed-activities.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found, refuse } from './errors.ts';

const STATUS_STR: Record<ActivityPlatformStatus, string> = { 1: '未开始报名', 2: '报名中', 3: '报名截止', 4: '活动中', 5: '已结束' };
const REGISTRATION_STR: Record<ActivityRegistrationStatus, string> = { 0: '未报名', 1: '审核中', 2: '报名成功', 3: '未通过', 4: '已取消' };

/** Registration closing within this long counts as closing soon (what notification 200903 announces). */
export const CLOSING_SOON_MS = 72 * HOUR;

/** The four dates every platform-run activity (platform, strict-select) is phased by. */
export type ActivityDates = Pick<StoredPlatformActivity, 'signUpStartTime' | 'signUpEndTime' | 'activityStartTime' | 'activityEndTime'>;

/** 1 registration not open, 2 open, 3 closed, 4 running, 5 ended; the strict-select statuses number the same phases. */
export function platformActivityStatus(row: ActivityDates, now: number): ActivityPlatformStatus {
  if (now < parseDateTime(row.signUpStartTime)) return 1;
  if (now <= parseDateTime(row.signUpEndTime)) return 2;
  if (now < parseDateTime(row.activityStartTime)) return 3;
  if (now <= parseDateTime(row.activityEndTime)) return 4;
  return 5;
}

const registrationStatusOf = (row: StoredPlatformActivity): ActivityRegistrationStatus => row.registration?.status ?? 0;
/** Signed up: a registration the platform has (pending, approved or rejected); a cancelled one is not. */
const isSignedUp = (row: StoredPlatformActivity) => [1, 2, 3].includes(registrationStatusOf(row));

function detailOf(row: StoredPlatformActivity, now: number): ActivityPlatformDetail {
  const { registration, otherSignUps, ...activity } = row;
  const status = platformActivityStatus(row, now);
  const live = registration !== null && (registration.status === 1 || registration.status === 2);
  return {
    ...activity,
    status,
    statusStr: STATUS_STR[status],
    isClosingSoon: status === 2 && parseDateTime(row.signUpEndTime) - now <= CLOSING_SOON_MS,
    registrationStatus: registrationStatusOf(row),
    signUpCount: otherSignUps + (live ? 1 : 0),
  };
}

function summaryOf(row: StoredPlatformActivity, now: number): ActivityPlatform {
  const {
    rules: _rules,
    images: _images,
    projectRules: _projectRules,
    maxProjects: _max,
    serviceFeeRate: _fee,
    ...summary
  } = detailOf(row, now);
  return summary;
}

type Phased = { id: number; status: number; signUpEndTime: string };

/** The order of the activity lists: registration open first (closing soonest first), then the rest by registration end, latest first. */
export function registrationOpenFirst(a: Phased, b: Phased): number {
  const openA = a.status === 2 ? 0 : 1;
  const openB = b.status === 2 ? 0 : 1;
  if (openA !== openB) return openA - openB;
  if (openA === 0) return a.signUpEndTime.localeCompare(b.signUpEndTime);
  return b.signUpEndTime.localeCompare(a.signUpEndTime) || b.id - a.id;
}

/** Registration open first (closing soonest first), then the rest by registration end, latest first. */
export function listPlatformActivities(platform: SandboxPlatform, query: ActivityPlatformListRequest): ActivityPlatformPage {
  const now = platform.now();
  const keyword = query.keyword?.trim();
  const rows = platform.db.platformActivities
    .list()
    .map((row) => ({ row, item: summaryOf(row, now) }))
    .filter(
      ({ row, item }) =>
        (query.status === undefined || item.status === query.status) &&
        (query.registrationStatus === undefined || item.registrationStatus === query.registrationStatus) &&
        (query.isSignedUp === undefined || isSignedUp(row) === query.isSignedUp) &&
        (query.isClosingSoon === undefined || item.isClosingSoon === query.isClosingSoon) &&
        (!keyword || item.title.includes(keyword)),
    )
    .map(({ item }) => item)
    .sort(registrationOpenFirst);
  const page = paginate(rows, query.page, query.limit);
  return { total: page.total, page: page.page, limit: page.limit, list: page.rows };
}

function stored(platform: SandboxPlatform, id: number): StoredPlatformActivity {
  return found(platform.db.platformActivities.get(id), '活动不存在或已下线');
}

/** unPlatdetail: the activity, its rules and project ceilings. */
export function getPlatformActivity(platform: SandboxPlatform, id: number): ActivityPlatformDetail {
  return detailOf(stored(platform, id), platform.now());
}

/** platDetail: the activity with the hospital's registration (null when it never signed up). */
export function getPlatformActivityWithRegistration(platform: SandboxPlatform, id: number): ActivityPlatformSignedDetail {
  const row = stored(platform, id);
  return { ...detailOf(row, platform.now()), registration: row.registration };
}

const cents = (yuan: number) => Math.round(yuan * 100);

function checkProjects(activity: ActivityPlatformDetail, request: ActivityPlatformSignUpRequest): void {
  if (request.projects.length === 0) refuse('请至少选择一个报名项目');
  if (activity.maxProjects !== undefined && request.projects.length > activity.maxProjects) {
    refuse(`本活动最多报名${activity.maxProjects}个项目`);
  }
  const seen = new Set<number>();
  for (const p of request.projects) {
    const rule = activity.projectRules.find((r) => r.projectId === p.projectId);
    if (!rule) refuse(`项目「${p.projectName}」不在本活动可报名的项目中`);
    if (seen.has(p.projectId)) refuse(`项目「${rule.projectName}」重复报名`);
    seen.add(p.projectId);
    const price = cents(p.activityPrice);
    const original = cents(p.originalPrice);
    if (price <= 0 || original <= 0) refuse(`项目「${rule.projectName}」的价格须大于0`);
    if (price >= original) refuse(`项目「${rule.projectName}」的活动价须低于原价`);
    if (rule.priceCeiling !== null && rule.priceCeiling !== undefined && price > cents(rule.priceCeiling)) {
      refuse(`项目「${rule.projectName}」的活动价不得高于${rule.priceCeiling}元`);
    }
    if (rule.minDiscountPercent !== null && rule.minDiscountPercent !== undefined && price * 100 > original * rule.minDiscountPercent) {
      refuse(`项目「${rule.projectName}」的活动价不得高于原价的${rule.minDiscountPercent}%`);
    }
    const quota = p.quota ?? null;
    if (quota !== null && (!Number.isInteger(quota) || quota < 1)) refuse(`项目「${rule.projectName}」的名额须为正整数`);
    if (quota !== null && rule.minQuota !== null && rule.minQuota !== undefined && quota < rule.minQuota) {
      refuse(`项目「${rule.projectName}」的名额不得少于${rule.minQuota}个`);
    }
  }
}

/**
 * Signs up while registration is open. A pending registration is replaced; a rejected or
 * cancelled one is followed by a new one; an approved one cannot change.
 */
export function signUpPlatformActivity(platform: SandboxPlatform, request: ActivityPlatformSignUpRequest): number {
  const row = stored(platform, request.activityId);
  const now = platform.now();
  const activity = detailOf(row, now);
  if (activity.status === 1) refuse('活动尚未开始报名');
  if (activity.status !== 2) refuse('活动报名已截止，无法报名');
  if (row.registration?.status === 2) refuse('报名已审核通过，无法修改');
  checkProjects(activity, request);
  const replaces = row.registration?.status === 1 ? row.registration.id : null;
  const id = replaces ?? platform.nextId();
  platform.db.platformActivities.update(row.id, (r) => {
    r.registration = {
      id,
      activityId: r.id,
      status: 1,
      statusStr: REGISTRATION_STR[1],
      projects: request.projects.map((p) => {
        const rule = activity.projectRules.find((x) => x.projectId === p.projectId);
        return { ...p, projectName: rule?.projectName ?? p.projectName, quota: p.quota ?? null };
      }),
      contactName: request.contactName,
      contactPhone: request.contactPhone,
      remark: request.remark?.trim() || null,
      rejectReason: null,
      signUpTime: formatDateTime(now),
      auditTime: null,
    };
  });
  return id;
}

/** Cancels a pending registration while registration is still open. */
export function cancelPlatformSignUp(platform: SandboxPlatform, activityId: number): void {
  const row = stored(platform, activityId);
  const registration = row.registration;
  if (!registration || registration.status === 4) refuse('尚未报名该活动');
  if (registration.status === 2) refuse('报名已审核通过，无法取消');
  if (registration.status === 3) refuse('报名未通过审核，无需取消');
  if (platformActivityStatus(row, platform.now()) !== 2) refuse('活动报名已截止，无法取消报名');
  platform.db.platformActivities.update(activityId, (r) => {
    if (r.registration) {
      r.registration.status = 4;
      r.registration.statusStr = REGISTRATION_STR[4];
    }
  });
}
