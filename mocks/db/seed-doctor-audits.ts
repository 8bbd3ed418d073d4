/**
 * The review history of the seeded doctors (getDoctorAuditLog): each doctor was submitted by the
 * hospital when created; an approved or rejected doctor also has the platform's decision a few
 * hours later (a rejection with the same reason the doctor row carries).
 */
import type { Doctor } from '@generated/main/model';
import { formatDateTime, HOUR, parseDateTime } from './random.ts';
import type { DoctorAuditRow } from './state.ts';

export const PLATFORM_REVIEWER = '平台审核';

export function seedDoctorAuditLogs(doctors: readonly Doctor[], submitterName: string, firstId = 40_001): DoctorAuditRow[] {
  const rows: DoctorAuditRow[] = [];
  let id = firstId;
  for (const doctor of doctors) {
    rows.push({ id: id++, doctorId: doctor.id, auditStatus: 1, remark: null, operatorName: submitterName, createTime: doctor.createTime });
    if (doctor.auditStatus === 1) continue;
    rows.push({
      id: id++,
      doctorId: doctor.id,
      auditStatus: doctor.auditStatus,
      remark: doctor.auditStatus === 3 ? doctor.rejectReason : '资料齐全，审核通过',
      operatorName: PLATFORM_REVIEWER,
      createTime: formatDateTime(parseDateTime(doctor.createTime) + 3 * HOUR),
    });
  }
  return rows;
}
