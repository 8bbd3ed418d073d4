/**
 * The drug and device qualification library (/hospital/projectCertification): the list with its
 * filters, the status tab counts, and one entry (notifications 2024040801 and 2024040802 open it).
 */
import type {
  ProjectCertification,
  ProjectCertificationListRequest,
  ProjectCertificationPage,
  ProjectCertificationStatusCount,
} from '@generated/main/model';
import type { SandboxPlatform } from '../platform.ts';
import { found } from './errors.ts';
import { listPage } from './list.ts';

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
