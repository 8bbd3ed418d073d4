/**
 * The hospital's project applications (/hospital/project): one row per project, in every status
 * so each tab and action has rows — opened projects (some long ago), one pending review, one
 * rejected with the platform's reason, one withdrawn, one closed with the hospital's reason.
 * Doctors are the seeded approved ones; qualifications are the ones the project's category needs.
 */
import type { Doctor, SetupProjectDetail, SetupProjectStatus } from '@generated/main/model';
import { requiredQualifications, setupProjectRow } from '../domain/setup-projects.ts';
import { DAY, formatDate, formatDateTime } from './random.ts';

// [project id, status, days before the reference it was applied, reason]
const PLAN: readonly [number, SetupProjectStatus, number, string | null][] = [
  [305, 1, 420, null],
  [307, 1, 400, null],
  [313, 1, 300, null],
  [310, 1, 210, null],
  [312, 1, 180, null],
  [301, 1, 150, null],
  [311, 0, 2, null],
  [302, 2, 20, '主刀医师的美容外科主诊医师资格证已过期，请更新后重新提交'],
  [314, 3, 12, null],
  [315, 4, 260, '脱毛设备停用检修，暂停该项目'],
  [316, 0, 1, null],
];

export function seedSetupProjects(ref: number, doctors: readonly Doctor[]): SetupProjectDetail[] {
  const approved = doctors.filter((d) => d.auditStatus === 2);
  return PLAN.map(([projectId, status, daysAgo, reason], i) => {
    const applyMs = ref - daysAgo * DAY + (9 + (i % 6)) * 3_600_000;
    const team = [approved[i % approved.length], approved[(i + 3) % approved.length]].filter((d): d is Doctor => d !== undefined);
    return setupProjectRow({
      id: 7301 + i,
      projectId,
      status,
      doctors: team,
      qualifications: requiredQualifications(projectId).map((name, q) => ({
        name,
        images: [{ url: `hospital/project/${projectId}-${q + 1}.jpg` }],
        expireDate: q === 0 ? null : formatDate(ref + (200 + i * 30) * DAY),
      })),
      remark: i % 3 === 0 ? '所用产品均为正规渠道采购，可提供进货凭证' : null,
      applyTime: formatDateTime(applyMs),
      auditTime: status === 0 || status === 3 ? null : formatDateTime(applyMs + 26 * 3_600_000),
      rejectReason: status === 2 ? reason : null,
      closeReason: status === 4 ? reason : null,
    });
  });
}
