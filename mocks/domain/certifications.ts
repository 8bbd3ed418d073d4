/**
 * The drug and device qualification library (/hospital/projectCertification): the list with its
 * filters, the status tab counts, one entry (notifications 2024040801 and 2024040802 open it), the
 * platform catalogue search, adding or resubmitting an entry, revoking one, and the platform's
 * review decision (the control API's `review`, kind `certification`).
 *
 * Designed transitions: add → 1 (pending); 1 → 2 (approved, 2024040801) or 3 (rejected with a
 * reason, 2024040802) by the platform; 1 or 2 → 4 (revoked by the hospital, with a reason); 3 or 4
 * → 1 by resubmitting. A registration already pending or approved in another entry, or one whose
 * validity has ended, is refused.
 */
import type {
  ProjectCertification,
  ProjectCertificationAddRequest,
  ProjectCertificationAuditStatusChangeRequest,
  ProjectCertificationCatalogItem,
  ProjectCertificationCatalogSearchRequest,
  ProjectCertificationListRequest,
  ProjectCertificationPage,
  ProjectCertificationStatusCount,
} from '@generated/main/model';
import { projectById } from '../db/catalog.ts';
import { DAY, formatDate, formatDateTime } from '../db/random.ts';
import { CERT_PRODUCTS } from '../db/seed-rows.ts';
import type { SandboxAccount } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { isBlankText as isBlank } from '../../src/lib/text/blank-text.ts';
import { found, refuse } from './errors.ts';
import { listPage } from './list.ts';
import { addNotification } from './notifications.ts';

/** Newest submission first; `keyword` is the product, generic or brand name or the registration number. */
export function listCertifications(platform: SandboxPlatform, query: ProjectCertificationListRequest): ProjectCertificationPage {
  const { kind, auditStatus, keyword, projectId, page, limit } = query;
  return listPage(platform.db.certifications, {
    where: { kind, auditStatus, projectIds: projectId === undefined ? undefined : { contains: `|${projectId}|` } },
    keyword,
    sort: ['-submitTime'],
    page,
    limit,
  });
}

export function certificationStatusCount(platform: SandboxPlatform): ProjectCertificationStatusCount {
  const counts = platform.db.certifications.countBy('auditStatus');
  return { pending: counts.get(1) ?? 0, approved: counts.get(2) ?? 0, rejected: counts.get(3) ?? 0, revoked: counts.get(4) ?? 0 };
}

export function getCertification(platform: SandboxPlatform, id: number): ProjectCertification {
  return found(platform.db.certifications.get(id), '资质不存在');
}

/** The catalogue's registrations stay valid for years; each product's end date is fixed relative to today. */
function catalogItem(platform: SandboxPlatform, index: number): ProjectCertificationCatalogItem {
  const [kind, productName, genericName, brand, manufacturer, registrationNo, specification] = CERT_PRODUCTS[
    index
  ] as (typeof CERT_PRODUCTS)[number];
  return {
    catalogId: 100 + index,
    kind,
    productName,
    genericName,
    brand,
    manufacturer,
    registrationNo,
    specification,
    registrationValidTo: formatDate(platform.now() + (400 + index * 90) * DAY),
  };
}

/** At most 20 catalogue products whose names or registration number contain the keyword. */
export function searchCatalog(
  platform: SandboxPlatform,
  query: ProjectCertificationCatalogSearchRequest,
): ProjectCertificationCatalogItem[] {
  const keyword = query.keyword.trim().toLowerCase();
  return CERT_PRODUCTS.map((_, index) => catalogItem(platform, index))
    .filter((item) => query.kind === undefined || item.kind === query.kind)
    .filter((item) =>
      [item.productName, item.genericName, item.brand, item.registrationNo].some((text) => text.toLowerCase().includes(keyword)),
    )
    .slice(0, 20);
}

const images = (list: readonly { url: string }[] | undefined) => (list ?? []).filter((image) => !isBlank(image.url));

/** Adds an entry for review, or resubmits a rejected or revoked one (`id`). Returns its id. */
export function addCertification(platform: SandboxPlatform, account: SandboxAccount, input: ProjectCertificationAddRequest): number {
  const existing = input.id === undefined ? undefined : getCertification(platform, input.id);
  if (existing && existing.auditStatus !== 3 && existing.auditStatus !== 4) refuse('只有被驳回或已撤销的资质可以重新提交');
  for (const [text, msg] of [
    [input.productName, '请填写商品名'],
    [input.genericName, '请填写通用名'],
    [input.brand, '请填写品牌'],
    [input.manufacturer, '请填写生产企业'],
    [input.registrationNo, '请填写注册证编号或批准文号'],
    [input.specification, '请填写规格'],
  ] as const) {
    if (isBlank(text)) refuse(msg);
  }
  const today = formatDate(platform.now());
  if (input.registrationValidTo && input.registrationValidTo < today) refuse('注册证已过有效期，不能提交');
  if (input.projectIds.length === 0) refuse('请选择至少一个适用项目');
  if (input.projectIds.some((id) => !projectById.has(id))) refuse('所选项目不存在，请重新选择');
  const registrationImages = images(input.registrationImages);
  const purchaseProofImages = images(input.purchaseProofImages);
  if (registrationImages.length === 0) refuse('请上传注册证或药品批件照片');
  if (purchaseProofImages.length === 0) refuse('请上传采购凭证照片');
  const registrationNo = input.registrationNo.trim();
  const twin = platform.db.certifications
    .list({ where: { auditStatus: { in: [1, 2] } } })
    .find((c) => c.registrationNo === registrationNo && c.id !== existing?.id);
  if (twin) refuse(`注册证号${registrationNo}已有${twin.auditStatus === 1 ? '审核中' : '已通过'}的资质（${twin.productName}）`);
  const row: ProjectCertification = {
    id: existing?.id ?? platform.nextId(),
    kind: input.kind,
    catalogId: input.catalogId ?? null,
    productName: input.productName.trim(),
    genericName: input.genericName.trim(),
    brand: input.brand.trim(),
    manufacturer: input.manufacturer.trim(),
    registrationNo,
    specification: input.specification.trim(),
    registrationValidTo: input.registrationValidTo ?? null,
    projects: input.projectIds.map((projectId) => ({ projectId, projectName: projectById.get(projectId)?.name ?? '' })),
    registrationImages,
    purchaseProofImages,
    authorizationImages: images(input.authorizationImages),
    auditStatus: 1,
    rejectReason: null,
    revokeReason: null,
    submitterName: account.userInfo.realName,
    submitTime: formatDateTime(platform.now()),
    auditTime: null,
  };
  platform.db.certifications.put(row);
  return row.id;
}

/** The hospital revokes a pending or approved entry, with a reason (SKUs bound to it lose the qualification). */
export function revokeCertification(platform: SandboxPlatform, input: ProjectCertificationAuditStatusChangeRequest): void {
  const entry = getCertification(platform, input.id);
  if (input.auditStatus !== 4) refuse('只能撤销资质');
  if (entry.auditStatus !== 1 && entry.auditStatus !== 2) refuse('只有审核中或已通过的资质可以撤销');
  if (isBlank(input.reason)) refuse('请填写撤销原因');
  platform.db.certifications.update(entry.id, (c) => {
    c.auditStatus = 4;
    c.revokeReason = input.reason.trim();
    c.auditTime = formatDateTime(platform.now());
  });
}

/** The platform decides a pending entry: approved (2024040801) or rejected with a reason (2024040802). */
export function decideCertificationReview(
  platform: SandboxPlatform,
  account: string,
  id: number,
  decision: 'approve' | 'reject',
  reason?: string,
): ProjectCertification {
  const entry = getCertification(platform, id);
  if (entry.auditStatus !== 1) refuse('该资质没有待审核的申请');
  if (decision === 'reject' && isBlank(reason)) refuse('驳回时请填写原因');
  const rejectReason = decision === 'reject' ? (reason ?? '').trim() : null;
  const updated = platform.db.certifications.update(id, (c) => {
    c.auditStatus = decision === 'approve' ? 2 : 3;
    c.rejectReason = rejectReason;
    c.auditTime = formatDateTime(platform.now());
  }) as ProjectCertification;
  addNotification(platform, account, {
    type: decision === 'approve' ? 2024040801 : 2024040802,
    text:
      decision === 'approve' ? `药械资质「${entry.productName}」已审核通过` : `药械资质「${entry.productName}」审核未通过：${rejectReason}`,
    assid: id,
  });
  return updated;
}
