/**
 * Project opening (/hospital/project): the hospital applies to open catalogue projects with the
 * doctors who perform them and the qualifications their category needs; the platform reviews
 * (the control API's `review`, kind `project`, notification 128); an opened project may be closed.
 *
 * Designed transitions: apply → 0 (pending review); 0 → 1 (opened) or 2 (rejected with a reason)
 * by the platform; 0 → 3 (withdrawn by the hospital); 1 → 4 (closed, with a reason); 2 or 3 → 0 by
 * resubmitting the same application; a closed project is applied for again as a new application.
 * A project already opened or under review, a doctor who is not approved, a missing required
 * qualification or one already expired is refused.
 */
import type {
  Doctor,
  SetupProject,
  SetupProjectApplyRequest,
  SetupProjectCloseRequest,
  SetupProjectDetail,
  SetupProjectListRequest,
  SetupProjectOption,
  SetupProjectPage,
  SetupProjectQualification,
  SetupProjectStatus,
} from '@generated/main/model';
import { projectById } from '../db/catalog.ts';
import { formatDate, formatDateTime } from '../db/random.ts';
import type { SandboxPlatform } from '../platform.ts';
import { isBlankText as isBlank } from '../../src/lib/text/blank-text.ts';
import { found, refuse } from './errors.ts';
import { listPage } from './list.ts';
import { addNotification } from './notifications.ts';
import { projectCategory, projectIdsUnder } from './projects.ts';

const STATUS_TEXT: Record<SetupProjectStatus, string> = { 0: '审核中', 1: '已开通', 2: '已驳回', 3: '已撤回', 4: '已关闭' };

/** The documents each top-level category of the dictionary needs (手术整形 1, 注射美容 2, 皮肤美容 3). */
const QUALIFICATIONS_BY_CATEGORY: Record<number, readonly string[]> = {
  1: ['医疗美容科（美容外科）诊疗科目登记', '美容外科主诊医师资格证'],
  2: ['医疗美容科（美容皮肤科）诊疗科目登记', '注射医师执业证书'],
  3: ['医疗美容科（美容皮肤科）诊疗科目登记', '光电设备购置凭证'],
};

export const requiredQualifications = (projectId: number): readonly string[] =>
  QUALIFICATIONS_BY_CATEGORY[projectCategory(projectId)?.id ?? 0] ?? [];

/** A stored application, its derived texts (names, category, status text) filled from its ids. */
export function setupProjectRow(input: {
  id: number;
  projectId: number;
  status: SetupProjectStatus;
  doctors: readonly Pick<Doctor, 'id' | 'name'>[];
  qualifications: SetupProjectQualification[];
  remark: string | null;
  applyTime: string;
  auditTime: string | null;
  rejectReason: string | null;
  closeReason: string | null;
}): SetupProjectDetail {
  return {
    id: input.id,
    projectId: input.projectId,
    projectName: projectById.get(input.projectId)?.name ?? '',
    categoryName: projectCategory(input.projectId)?.name ?? '',
    status: input.status,
    statusStr: STATUS_TEXT[input.status],
    rejectReason: input.rejectReason,
    closeReason: input.closeReason,
    doctorIds: input.doctors.map((d) => d.id),
    doctorNames: input.doctors.map((d) => d.name),
    qualifications: input.qualifications,
    remark: input.remark,
    applyTime: input.applyTime,
    auditTime: input.auditTime,
  };
}

const summary = ({ doctorIds: _ids, qualifications: _q, remark: _r, ...row }: SetupProjectDetail): SetupProject => row;

/** Latest application first; `keyword` matches the project name. */
export function listSetupProjects(platform: SandboxPlatform, query: SetupProjectListRequest): SetupProjectPage {
  const { keyword, status, page, limit } = query;
  return listPage(platform.db.setupProjects, { where: { status }, keyword, sort: ['-applyTime'], page, limit }, summary);
}

export function getSetupProject(platform: SandboxPlatform, id: number): SetupProjectDetail {
  return found(platform.db.setupProjects.get(id), '项目申请不存在');
}

/** The project's live application (opened or under review), if any. */
const liveApplication = (platform: SandboxPlatform, projectId: number) =>
  platform.db.setupProjects.first({ where: { projectId, status: { in: [0, 1] } } });

/** The projects under a category (every category when absent), with their needs and whether they are opened or under review. */
export function setupProjectOptions(platform: SandboxPlatform, parentId?: number): SetupProjectOption[] {
  return projectIdsUnder(parentId).map((projectId) => {
    const live = liveApplication(platform, projectId);
    return {
      projectId,
      projectName: projectById.get(projectId)?.name ?? '',
      parentName: projectCategory(projectId)?.name ?? '',
      requiredQualifications: [...requiredQualifications(projectId)],
      isOpened: live?.status === 1,
      isApplying: live?.status === 0,
    };
  });
}

/** Checks the qualifications against what each project needs; blanks dropped, names trimmed. */
function checkedQualifications(platform: SandboxPlatform, projectIds: readonly number[], input: readonly SetupProjectQualification[]) {
  const today = formatDate(platform.now());
  const qualifications = input
    .map((q) => ({ name: q.name.trim(), images: q.images.filter((image) => !isBlank(image.url)), expireDate: q.expireDate ?? null }))
    .filter((q) => q.name !== '' && q.images.length > 0);
  const needed = [...new Set(projectIds.flatMap((id) => requiredQualifications(id)))];
  for (const name of needed) {
    if (!qualifications.some((q) => q.name === name)) refuse(`请上传「${name}」`);
  }
  const expired = qualifications.find((q) => q.expireDate !== null && q.expireDate < today);
  if (expired) refuse(`「${expired.name}」已过期，请上传有效的资质`);
  return qualifications;
}

/**
 * Applies to open projects (one application per project), or resubmits a rejected or withdrawn
 * application (`id`, its own project only). Returns the id of the first application.
 */
export function applySetupProject(platform: SandboxPlatform, input: SetupProjectApplyRequest): number {
  const existing = input.id === undefined ? undefined : getSetupProject(platform, input.id);
  if (existing && existing.status !== 2 && existing.status !== 3) refuse('只有被驳回或已撤回的申请可以重新提交');
  const projectIds = [...new Set(input.projectIds)];
  if (projectIds.length === 0) refuse('请选择要开通的项目');
  if (existing && (projectIds.length !== 1 || projectIds[0] !== existing.projectId)) refuse('重新提交时不能更换项目');
  for (const projectId of projectIds) {
    const name = projectById.get(projectId)?.name;
    if (name === undefined || projectCategory(projectId) === undefined) refuse('所选项目不存在，请重新选择');
    const live = liveApplication(platform, projectId);
    if (live) refuse(`项目「${name}」${live.status === 1 ? '已开通' : '正在审核中'}，不能重复申请`);
  }
  const doctorIds = [...new Set(input.doctorIds)];
  if (doctorIds.length === 0) refuse('请选择执行项目的医生');
  const doctors = doctorIds.map((id) => found(platform.db.doctors.get(id), '所选医生不存在'));
  const unapproved = doctors.find((d) => d.auditStatus !== 2);
  if (unapproved) refuse(`医生${unapproved.name}尚未通过审核，不能执行项目`);
  const remark = input.remark?.trim() ?? '';
  if (remark.length > 200) refuse('备注不能超过200字');
  const qualifications = checkedQualifications(platform, projectIds, input.qualifications);
  const applyTime = formatDateTime(platform.now());
  const ids = projectIds.map((projectId) => {
    const row = setupProjectRow({
      id: existing?.id ?? platform.nextId(),
      projectId,
      status: 0,
      doctors,
      qualifications: qualifications.filter((q) => !requiredOfOthers(q.name, projectId)),
      remark: remark === '' ? null : remark,
      applyTime,
      auditTime: null,
      rejectReason: null,
      closeReason: null,
    });
    platform.db.setupProjects.put(row);
    return row.id;
  });
  return ids[0] as number;
}

/** A document another category needs but this project does not: kept off this project's application. */
const requiredOfOthers = (name: string, projectId: number) =>
  !requiredQualifications(projectId).includes(name) && Object.values(QUALIFICATIONS_BY_CATEGORY).some((names) => names.includes(name));

export function withdrawSetupProject(platform: SandboxPlatform, id: number): void {
  const row = getSetupProject(platform, id);
  if (row.status !== 0) refuse('只有审核中的申请可以撤回');
  platform.db.setupProjects.update(id, (r) => {
    r.status = 3;
    r.statusStr = STATUS_TEXT[3];
  });
}

/** Closes an opened project with the hospital's reason; no more orders are dispatched for it. */
export function closeSetupProject(platform: SandboxPlatform, input: SetupProjectCloseRequest): void {
  const row = getSetupProject(platform, input.id);
  if (row.status !== 1) refuse('只有已开通的项目可以关闭');
  if (isBlank(input.reason)) refuse('请填写关闭原因');
  if (input.reason.trim().length > 200) refuse('关闭原因不能超过200字');
  platform.db.setupProjects.update(row.id, (r) => {
    r.status = 4;
    r.statusStr = STATUS_TEXT[4];
    r.closeReason = input.reason.trim();
  });
}

/** The platform decides a pending application: opened, or rejected with a reason; notification 128 either way. */
export function decideSetupProjectReview(
  platform: SandboxPlatform,
  account: string,
  id: number,
  decision: 'approve' | 'reject',
  reason?: string,
): SetupProjectDetail {
  const row = getSetupProject(platform, id);
  if (row.status !== 0) refuse('该项目没有待审核的申请');
  if (decision === 'reject' && isBlank(reason)) refuse('驳回时请填写原因');
  const status: SetupProjectStatus = decision === 'approve' ? 1 : 2;
  const rejectReason = decision === 'reject' ? (reason ?? '').trim() : null;
  const updated = platform.db.setupProjects.update(id, (r) => {
    r.status = status;
    r.statusStr = STATUS_TEXT[status];
    r.rejectReason = rejectReason;
    r.auditTime = formatDateTime(platform.now());
  }) as SetupProjectDetail;
  addNotification(platform, account, {
    type: 128,
    text:
      decision === 'approve'
        ? `您申请开通的项目「${row.projectName}」已审核通过。`
        : `您申请开通的项目「${row.projectName}」未通过审核：${rejectReason}`,
    assid: id,
  });
  return updated;
}
