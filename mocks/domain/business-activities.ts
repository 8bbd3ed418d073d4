/**
 * Business activities (/activity/business, businessDetail, businessEdit): the hospital's own
 * promotions and their life cycle (designed; contracts/main-gateway/parts/activity.yaml, save):
 *
 *   save 0/2 → 0 draft | 1 under review;  withdraw 1 → 0;  platform review 1 → 3 | 2;
 *   3 → 4 → 5 by the start and end dates;  take offline 3/4 → 6;  delete 0, 2, 5, 6.
 *
 * An approved activity's status (3, 4, 5) is worked out from its dates at each read; the others
 * are stored. Any other move is refused with the reason, nothing changed.
 */
import type {
  ActivityBusiness,
  ActivityBusinessDetail,
  ActivityBusinessListRequest,
  ActivityBusinessPage,
  ActivityBusinessSaveRequest,
  ActivityBusinessStatus,
} from '@generated/main/model';
import { paginate } from '../../src/lib/paging/paging.ts';
import { formatDateTime, parseDateTime } from '../db/random.ts';
import type { StoredBusinessActivity } from '../db/seed-activities.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found, refuse } from './errors.ts';

export const BUSINESS_STATUS_STR: Record<ActivityBusinessStatus, string> = {
  0: '草稿',
  1: '审核中',
  2: '审核驳回',
  3: '未开始',
  4: '进行中',
  5: '已结束',
  6: '已下线',
};

const EDITABLE: readonly ActivityBusinessStatus[] = [0, 2];
const DELETABLE: readonly ActivityBusinessStatus[] = [0, 2, 5, 6];
const CAN_GO_OFFLINE: readonly ActivityBusinessStatus[] = [3, 4];

export function businessActivityStatus(row: StoredBusinessActivity, now: number): ActivityBusinessStatus {
  if (row.status !== 3 && row.status !== 4 && row.status !== 5) return row.status;
  if (now < parseDateTime(row.activityStartTime)) return 3;
  if (now <= parseDateTime(row.activityEndTime)) return 4;
  return 5;
}

function detailOf(row: StoredBusinessActivity, now: number): ActivityBusinessDetail {
  const status = businessActivityStatus(row, now);
  return { ...row, status, statusStr: BUSINESS_STATUS_STR[status] };
}

function summaryOf(row: StoredBusinessActivity, now: number): ActivityBusiness {
  const { content: _content, images: _images, projects: _projects, auditTime: _auditTime, ...summary } = detailOf(row, now);
  return summary;
}

/** Newest first; `keyword` is part of the title. */
export function listBusinessActivities(platform: SandboxPlatform, query: ActivityBusinessListRequest): ActivityBusinessPage {
  const now = platform.now();
  const keyword = query.keyword?.trim();
  const rows = platform.db.businessActivities
    .list({ sort: ['-createTime'] })
    .map((row) => summaryOf(row, now))
    .filter((a) => (query.status === undefined || a.status === query.status) && (!keyword || a.title.includes(keyword)));
  const page = paginate(rows, query.page, query.limit);
  return { total: page.total, page: page.page, limit: page.limit, list: page.rows };
}

function stored(platform: SandboxPlatform, id: number): StoredBusinessActivity {
  return found(platform.db.businessActivities.get(id), '活动不存在或已删除');
}

export function getBusinessActivity(platform: SandboxPlatform, id: number): ActivityBusinessDetail {
  return detailOf(stored(platform, id), platform.now());
}

const cents = (yuan: number) => Math.round(yuan * 100);

function checkSave(request: ActivityBusinessSaveRequest, now: number): void {
  if (!request.title.trim()) refuse('请填写活动标题');
  if (!request.content.trim()) refuse('请填写活动内容');
  if (!request.cover.url) refuse('请上传活动封面');
  const start = parseDateTime(request.activityStartTime);
  const end = parseDateTime(request.activityEndTime);
  if (end <= start) refuse('活动结束时间须晚于开始时间');
  if (end <= now) refuse('活动结束时间不能早于当前时间');
  if (request.projects.length === 0) refuse('请至少添加一个活动项目');
  const seen = new Set<number>();
  for (const p of request.projects) {
    if (seen.has(p.projectId)) refuse(`项目「${p.projectName}」重复添加`);
    seen.add(p.projectId);
    if (cents(p.activityPrice) <= 0 || cents(p.originalPrice) <= 0) refuse(`项目「${p.projectName}」的价格须大于0`);
    if (cents(p.activityPrice) >= cents(p.originalPrice)) refuse(`项目「${p.projectName}」的活动价须低于原价`);
    if (p.quota !== null && p.quota !== undefined && (!Number.isInteger(p.quota) || p.quota < 1)) {
      refuse(`项目「${p.projectName}」的名额须为正整数`);
    }
  }
}

/** Creates, or edits a draft or rejected activity; `isSubmit` sends it for review. Returns the id. */
export function saveBusinessActivity(platform: SandboxPlatform, request: ActivityBusinessSaveRequest): number {
  const now = platform.now();
  const existing = request.id !== undefined ? stored(platform, request.id) : undefined;
  if (existing && !EDITABLE.includes(existing.status)) {
    refuse(`「${BUSINESS_STATUS_STR[businessActivityStatus(existing, now)]}」的活动不能编辑`);
  }
  checkSave(request, now);
  const status: ActivityBusinessStatus = request.isSubmit ? 1 : 0;
  const row: StoredBusinessActivity = {
    id: existing?.id ?? platform.nextId(),
    title: request.title.trim(),
    cover: request.cover,
    images: request.images ?? [],
    content: request.content,
    activityStartTime: request.activityStartTime,
    activityEndTime: request.activityEndTime,
    projects: request.projects.map((p) => ({ ...p, quota: p.quota ?? null })),
    minActivityPrice: Math.min(...request.projects.map((p) => p.activityPrice)),
    status,
    statusStr: BUSINESS_STATUS_STR[status],
    // A resubmitted activity keeps its last rejection reason until the platform reviews it again.
    rejectReason: existing?.rejectReason ?? null,
    viewCount: existing?.viewCount ?? 0,
    consultCount: existing?.consultCount ?? 0,
    createTime: existing?.createTime ?? formatDateTime(now),
    auditTime: existing?.auditTime ?? null,
  };
  platform.db.businessActivities.put(row);
  return row.id;
}

/** Under review back to draft. */
export function withdrawBusinessActivity(platform: SandboxPlatform, id: number): void {
  const row = stored(platform, id);
  if (row.status !== 1) refuse('只有审核中的活动可以撤回');
  platform.db.businessActivities.update(id, (r) => {
    r.status = 0;
    r.statusStr = BUSINESS_STATUS_STR[0];
  });
}

/** Approved and not ended (not started or in progress) to offline. */
export function takeBusinessActivityOffline(platform: SandboxPlatform, id: number): void {
  const row = stored(platform, id);
  const status = businessActivityStatus(row, platform.now());
  if (!CAN_GO_OFFLINE.includes(status)) refuse(`「${BUSINESS_STATUS_STR[status]}」的活动不能下线`);
  platform.db.businessActivities.update(id, (r) => {
    r.status = 6;
    r.statusStr = BUSINESS_STATUS_STR[6];
  });
}

export function deleteBusinessActivity(platform: SandboxPlatform, id: number): void {
  const row = stored(platform, id);
  const status = businessActivityStatus(row, platform.now());
  if (status === 1) refuse('审核中的活动不能删除，请先撤回');
  if (!DELETABLE.includes(status)) refuse(`「${BUSINESS_STATUS_STR[status]}」的活动不能删除，请先下线`);
  platform.db.businessActivities.remove(id);
}

/** The platform's review (the sandbox's stand-in for the platform staff): approve or reject with a reason. */
export function reviewBusinessActivity(platform: SandboxPlatform, id: number, approve: boolean, reason?: string): void {
  const row = stored(platform, id);
  if (row.status !== 1) refuse('只有审核中的活动可以审核');
  platform.db.businessActivities.update(id, (r) => {
    r.status = approve ? 3 : 2;
    r.rejectReason = approve ? null : reason || '活动内容不符合平台规范';
    r.auditTime = formatDateTime(platform.now());
    r.statusStr = BUSINESS_STATUS_STR[businessActivityStatus(r, platform.now())];
  });
}
