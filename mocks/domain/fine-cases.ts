/**
 * The fine-case library (/hospital/case): before-and-after cases the platform reviews before they
 * may be shown on the hospital's page (the control API's `review`, kind `case`).
 *
 * Designed transitions: save (add or edit) → 1 (pending, hidden); 1 → 2 (approved, shown) or 3
 * (rejected with a reason) by the platform; an approved case is shown or hidden by the hospital; a
 * rejected or approved case may be edited (back to 1); a pending one may not. Any case may be deleted.
 * The specification names no notification code for a case review, so none is pushed.
 */
import type { FineCase, FineCaseListRequest, FineCasePage, FineCaseSaveRequest } from '@generated/main/model';
import { projectById } from '../db/catalog.ts';
import { formatDate, formatDateTime } from '../db/random.ts';
import type { SandboxPlatform } from '../platform.ts';
import { isBlankText as isBlank } from '../../src/lib/text/blank-text.ts';
import { found, refuse } from './errors.ts';
import { listPage } from './list.ts';

/** Newest first; `keyword` matches the title. */
export function listFineCases(platform: SandboxPlatform, query: FineCaseListRequest): FineCasePage {
  const { keyword, projectId, doctorId, auditStatus, isShow, page, limit } = query;
  return listPage(platform.db.fineCases, {
    where: { projectId, doctorId, auditStatus, isShow },
    keyword,
    sort: ['-createTime'],
    page,
    limit,
  });
}

export function getFineCase(platform: SandboxPlatform, id: number): FineCase {
  return found(platform.db.fineCases.get(id), '案例不存在');
}

const images = (list: readonly { url: string }[]) => list.filter((image) => !isBlank(image.url));

/** Adds a case, or edits one (`id`); either way it goes to review and is hidden until approved. Returns its id. */
export function saveFineCase(platform: SandboxPlatform, input: FineCaseSaveRequest): number {
  const existing = input.id === undefined ? undefined : getFineCase(platform, input.id);
  if (existing?.auditStatus === 1) refuse('案例正在审核中，审核完成后才能编辑');
  if (isBlank(input.title)) refuse('请填写案例标题');
  const projectName = projectById.get(input.projectId)?.name;
  if (projectName === undefined) refuse('所选项目不存在，请重新选择');
  const doctor = input.doctorId === undefined ? undefined : found(platform.db.doctors.get(input.doctorId), '所选医生不存在');
  if (doctor && doctor.auditStatus !== 2) refuse(`医生${doctor.name}尚未通过审核，不能关联案例`);
  if (input.operationDate > formatDate(platform.now())) refuse('手术日期不能晚于今天');
  const beforeImages = images(input.beforeImages);
  const afterImages = images(input.afterImages);
  const authorizationImages = images(input.authorizationImages);
  if (beforeImages.length === 0) refuse('请上传术前照片');
  if (afterImages.length === 0) refuse('请上传术后照片');
  if (authorizationImages.length === 0) refuse('请上传顾客肖像授权书');
  const now = formatDateTime(platform.now());
  const row: FineCase = {
    id: existing?.id ?? platform.nextId(),
    title: input.title.trim(),
    projectId: input.projectId,
    projectName,
    doctorId: doctor?.id ?? null,
    doctorName: doctor?.name ?? null,
    customerGender: input.customerGender,
    customerAge: input.customerAge,
    operationDate: input.operationDate,
    recoveryDays: input.recoveryDays,
    beforeImages,
    afterImages,
    description: input.description?.trim() ?? '',
    authorizationImages,
    isShow: false,
    auditStatus: 1,
    rejectReason: null,
    viewCount: existing?.viewCount ?? 0,
    createTime: existing?.createTime ?? now,
    updateTime: now,
  };
  platform.db.fineCases.put(row);
  return row.id;
}

export function setFineCaseShow(platform: SandboxPlatform, id: number, isShow: boolean): void {
  const row = getFineCase(platform, id);
  if (isShow && row.auditStatus !== 2) refuse('只有审核通过的案例可以展示');
  platform.db.fineCases.update(id, (c) => {
    c.isShow = isShow;
    c.updateTime = formatDateTime(platform.now());
  });
}

export function deleteFineCase(platform: SandboxPlatform, id: number): void {
  getFineCase(platform, id);
  platform.db.fineCases.remove(id);
}

/** The platform decides a pending case: approved (and shown) or rejected with a reason. */
export function decideFineCaseReview(platform: SandboxPlatform, id: number, decision: 'approve' | 'reject', reason?: string): FineCase {
  const row = getFineCase(platform, id);
  if (row.auditStatus !== 1) refuse('该案例没有待审核的申请');
  if (decision === 'reject' && isBlank(reason)) refuse('驳回时请填写原因');
  return platform.db.fineCases.update(id, (c) => {
    c.auditStatus = decision === 'approve' ? 2 : 3;
    c.isShow = decision === 'approve';
    c.rejectReason = decision === 'reject' ? (reason ?? '').trim() : null;
    c.updateTime = formatDateTime(platform.now());
  }) as FineCase;
}
