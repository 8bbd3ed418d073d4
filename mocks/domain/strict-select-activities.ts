/**
 * Strict-select activities (/yanActivityView and its detail): the platform's curated package deals,
 * their phase worked out from the registration and activity dates against the sandbox clock (the
 * same phases as the platform activities), and the hospital's registration — sign up while
 * registration is open (a signed strict-select agreement, a settlement price within the package
 * price and the activity's ceiling, approved doctors), change it until the deadline, cancel it
 * until the deadline. After the deadline the platform selects (the review desk's
 * `strictSelect` kind) and notifies the result (200703).
 */
import type {
  StrictSelectActivity,
  StrictSelectActivityDetail,
  StrictSelectActivityListRequest,
  StrictSelectActivityPage,
  StrictSelectActivityStatus,
  StrictSelectRegistrationStatus,
  StrictSelectSignUpRequest,
} from '@generated/main/model';
import { toCents } from '../../src/lib/money/money.ts';
import { paginate } from '../../src/lib/paging/paging.ts';
import { formatDateTime } from '../db/random.ts';
import type { StoredStrictSelectActivity } from '../db/seed-strict-select-activities.ts';
import type { SandboxAccount } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found, refuse } from './errors.ts';
import { addNotification } from './notifications.ts';
import { platformActivityStatus, registrationOpenFirst } from './platform-activities.ts';

const STATUS_STR: Record<StrictSelectActivityStatus, string> = { 1: '未开始报名', 2: '报名中', 3: '评选中', 4: '进行中', 5: '已结束' };
const REGISTRATION_STR: Record<StrictSelectRegistrationStatus, string> = {
  0: '未报名',
  1: '待评选',
  2: '已入选',
  3: '未入选',
  4: '已取消',
};
/** Contract type of the strict-select cooperation agreement; signed = under review (1) or in effect (2). */
const STRICT_SELECT_CONTRACT = 3;

const registrationStatusOf = (row: StoredStrictSelectActivity): StrictSelectRegistrationStatus => row.registration?.status ?? 0;

function detailOf(row: StoredStrictSelectActivity, now: number): StrictSelectActivityDetail {
  const { otherSignUps, ...activity } = row;
  const status: StrictSelectActivityStatus = platformActivityStatus(row, now);
  const live = row.registration !== null && row.registration !== undefined && [1, 2, 3].includes(row.registration.status);
  return {
    ...activity,
    status,
    statusStr: STATUS_STR[status],
    registrationStatus: registrationStatusOf(row),
    signUpCount: otherSignUps + (live ? 1 : 0),
  };
}

function summaryOf(row: StoredStrictSelectActivity, now: number): StrictSelectActivity {
  const { rules: _r, images: _i, serviceFeeRate: _f, maxSettlementPrice: _m, registration: _g, ...summary } = detailOf(row, now);
  return summary;
}

/** Registration open first (closing soonest first), then the rest by registration end, latest first. */
export function listStrictSelectActivities(platform: SandboxPlatform, query: StrictSelectActivityListRequest): StrictSelectActivityPage {
  const now = platform.now();
  const keyword = query.keyword?.trim();
  const rows = platform.db.strictSelectActivities
    .list()
    .map((row) => summaryOf(row, now))
    .filter(
      (a) =>
        (query.status === undefined || a.status === query.status) &&
        (query.registrationStatus === undefined || a.registrationStatus === query.registrationStatus) &&
        (!keyword || a.title.includes(keyword) || a.projectName.includes(keyword)),
    )
    .sort(registrationOpenFirst);
  const page = paginate(rows, query.page, query.limit);
  return { total: page.total, page: page.page, limit: page.limit, list: page.rows };
}

function stored(platform: SandboxPlatform, id: number): StoredStrictSelectActivity {
  return found(platform.db.strictSelectActivities.get(id), '严选活动不存在或已下线');
}

export function getStrictSelectActivity(platform: SandboxPlatform, id: number): StrictSelectActivityDetail {
  return detailOf(stored(platform, id), platform.now());
}

function checkRequest(platform: SandboxPlatform, activity: StrictSelectActivityDetail, request: StrictSelectSignUpRequest) {
  const price = toCents(request.settlementPrice);
  if (!(price > 0)) refuse('请填写大于0的结算价');
  if (price > toCents(activity.packagePrice)) refuse(`结算价不得高于严选售价${activity.packagePrice}元`);
  const ceiling = activity.maxSettlementPrice;
  if (ceiling !== null && ceiling !== undefined && price > toCents(ceiling)) refuse(`结算价不得高于本活动上限${ceiling}元`);
  const capacity = request.dailyCapacity;
  if (capacity !== undefined && capacity !== null && (!Number.isInteger(capacity) || capacity < 1)) refuse('每日接待量须为正整数');
  if (request.doctorIds.length === 0) refuse('请至少选择一位医生');
  if ((request.remark ?? '').length > 200) refuse('备注不得超过200字');
  return request.doctorIds.map((id) => {
    const doctor = found(platform.db.doctors.get(id), '医生不存在');
    if (doctor.auditStatus !== 2) refuse(`医生「${doctor.name}」的资料未通过审核，不能参与严选`);
    return doctor;
  });
}

/**
 * Registers while registration is open: a pending registration is replaced (same id), a cancelled
 * one is followed by a new one. Needs a signed strict-select agreement.
 */
export function signUpStrictSelectActivity(platform: SandboxPlatform, request: StrictSelectSignUpRequest): number {
  const row = stored(platform, request.activityId);
  const now = platform.now();
  const activity = detailOf(row, now);
  if (activity.status === 1) refuse('严选活动尚未开始报名');
  if (activity.status !== 2) refuse('严选活动报名已截止，无法报名');
  const signed = platform.db.contracts.list().some((c) => c.contractType === STRICT_SELECT_CONTRACT && (c.status === 1 || c.status === 2));
  if (!signed) refuse('请先签署严选合作协议后再报名');
  const doctors = checkRequest(platform, activity, request);
  const replaces = row.registration?.status === 1 ? row.registration.id : null;
  const id = replaces ?? platform.nextId();
  platform.db.strictSelectActivities.update(row.id, (r) => {
    r.registration = {
      id,
      status: 1,
      statusStr: REGISTRATION_STR[1],
      settlementPrice: request.settlementPrice,
      dailyCapacity: request.dailyCapacity ?? null,
      doctorIds: doctors.map((d) => d.id),
      doctorNames: doctors.map((d) => d.name),
      remark: request.remark?.trim() || null,
      resultRemark: null,
      signUpTime: formatDateTime(now),
      resultTime: null,
    };
  });
  return id;
}

/** Cancels a pending registration while registration is open. */
export function cancelStrictSelectSignUp(platform: SandboxPlatform, activityId: number): void {
  const row = stored(platform, activityId);
  const registration = row.registration;
  if (!registration || registration.status === 4) refuse('尚未报名该严选活动');
  if (registration.status !== 1) refuse('评选结果已公布，无法取消报名');
  if (platformActivityStatus(row, platform.now()) !== 2) refuse('报名已截止，无法取消报名');
  platform.db.strictSelectActivities.update(activityId, (r) => {
    if (r.registration) {
      r.registration.status = 4;
      r.registration.statusStr = REGISTRATION_STR[4];
    }
  });
}

/**
 * The platform's selection (review desk kind `strictSelect`, id = the activity): a pending
 * registration of an activity whose registration has closed is selected or not, with the
 * platform's note, and the result is notified (200703, opening the activity's detail).
 */
export function decideStrictSelectRegistration(
  platform: SandboxPlatform,
  account: SandboxAccount | string,
  activityId: number,
  decision: 'approve' | 'reject',
  reason?: string,
): StrictSelectActivityDetail {
  const row = stored(platform, activityId);
  if (row.registration?.status !== 1) refuse('该严选活动没有待评选的报名');
  if (platformActivityStatus(row, platform.now()) === 2) refuse('报名尚未截止，暂不能评选');
  const note = reason?.trim() || null;
  if (decision === 'reject' && !note) refuse('未入选时请填写原因');
  const status = decision === 'approve' ? 2 : 3;
  platform.db.strictSelectActivities.update(activityId, (r) => {
    if (r.registration) {
      r.registration.status = status;
      r.registration.statusStr = REGISTRATION_STR[status];
      r.registration.resultRemark = note;
      r.registration.resultTime = formatDateTime(platform.now());
    }
  });
  addNotification(platform, account, {
    type: 200703,
    text:
      decision === 'approve'
        ? `严选活动「${row.title}」报名结果已公布：已入选。`
        : `严选活动「${row.title}」报名结果已公布：未入选，${note ?? ''}`,
    assid: activityId,
  });
  return getStrictSelectActivity(platform, activityId);
}
