/**
 * The hospital's doctors (/hospital/doctor, /hospital/doctorDetail): the list with its filters,
 * one doctor (notification 133094 opens it), and putting a doctor online or offline.
 */
import type { Doctor, DoctorListRequest, DoctorOnlineStatus, DoctorPage } from '@generated/main/model';
import { formatDateTime } from '../db/random.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found, refuse } from './errors.ts';
import { listPage } from './list.ts';

/** Newest first; `keyword` is part of the name. */
export function listDoctors(platform: SandboxPlatform, query: DoctorListRequest): DoctorPage {
  const { keyword, title, auditStatus, onlineStatus, page, limit } = query;
  return listPage(platform.db.doctors, { where: { title, auditStatus, onlineStatus }, keyword, sort: ['-createTime'], page, limit });
}

export function getDoctor(platform: SandboxPlatform, id: number): Doctor {
  return found(platform.db.doctors.get(id), '医生不存在或已删除');
}

/** Only a doctor the platform approved can go online (patients see online doctors). */
export function setDoctorOnline(platform: SandboxPlatform, id: number, onlineStatus: DoctorOnlineStatus): void {
  const doctor = getDoctor(platform, id);
  if (onlineStatus === 1 && doctor.auditStatus !== 2) refuse('医生资料审核通过后才能上线');
  platform.db.doctors.update(id, (d) => {
    d.onlineStatus = onlineStatus;
    d.updateTime = formatDateTime(platform.now());
  });
}
