/**
 * The hospital's doctors (/hospital/doctor, /hospital/doctorDetail, /hospital/doctorEdit): the list
 * with its filters, one doctor (notification 133094 opens it) with its review history, adding and
 * editing (which submits the profile for platform review), putting a doctor online or offline,
 * deleting, and the platform's review decision (the control API's `review`).
 *
 * Designed transitions: save → audit 1 (pending), offline; pending → 2 (approved) or 3 (rejected,
 * with a reason) by the platform; only an approved doctor goes online; a pending doctor cannot be
 * edited (the platform is looking at it); only an offline doctor can be deleted.
 */
import type {
  Doctor,
  DoctorAuditRecord,
  DoctorListRequest,
  DoctorOnlineStatus,
  DoctorPage,
  DoctorSaveRequest,
} from '@generated/main/model';
import { projectById } from '../db/catalog.ts';
import { formatDateTime } from '../db/random.ts';
import { PLATFORM_REVIEWER } from '../db/seed-doctor-audits.ts';
import type { SandboxAccount } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { isBlankText as isBlank } from '../../src/lib/text/blank-text.ts';
import { found, refuse } from './errors.ts';
import { listPage } from './list.ts';
import { addNotification } from './notifications.ts';

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

/** 医师执业证书编码: 15 digits; 医师资格证书编码: 15 to 27 digits (older certificates are longer). */
const PRACTISING_NO = /^\d{15}$/;
const QUALIFICATION_NO = /^\d{15,27}$/;

function checkInput(input: DoctorSaveRequest): void {
  if (isBlank(input.name)) refuse('请填写医生姓名');
  if (input.name.trim().length > 20) refuse('医生姓名不能超过20个字');
  if (!PRACTISING_NO.test(input.practisingCertificateNo.trim())) refuse('医师执业证书编码应为15位数字');
  if (!isBlank(input.qualificationCertificateNo) && !QUALIFICATION_NO.test((input.qualificationCertificateNo ?? '').trim())) {
    refuse('医师资格证书编码应为15至27位数字');
  }
  const images = input.qualificationImages.filter((image) => !isBlank(image.url));
  if (images.length === 0) refuse('请上传医师资格证或执业证照片');
  if (images.length > 9) refuse('证书照片最多9张');
  if (input.projectIds.length === 0) refuse('请选择至少一个擅长项目');
  if (input.projectIds.some((id) => !projectById.has(id))) refuse('所选项目不存在，请重新选择');
  if (!Number.isInteger(input.practiceYears) || input.practiceYears < 0 || input.practiceYears > 70) refuse('从业年限应为0到70年');
  if ((input.specialties ?? []).length > 10) refuse('擅长标签最多10个');
  if ((input.introduction ?? '').length > 2000) refuse('医生简介不能超过2000个字');
}

function addAuditRecord(platform: SandboxPlatform, doctorId: number, record: Omit<DoctorAuditRecord, 'id' | 'createTime'>): void {
  platform.db.doctorAuditLogs.insert({ ...record, id: platform.nextId(), doctorId, createTime: formatDateTime(platform.now()) });
}

/**
 * Adds a doctor or changes one; either way the profile goes to platform review (audit 1) and the
 * doctor is offline until approved. Returns the doctor's id.
 */
export function saveDoctor(platform: SandboxPlatform, account: SandboxAccount, input: DoctorSaveRequest): number {
  checkInput(input);
  const existing = input.id === undefined ? undefined : getDoctor(platform, input.id);
  if (existing?.auditStatus === 1) refuse('医生资料正在审核中，审核结束后才能修改');
  const practisingNo = input.practisingCertificateNo.trim();
  const twin = platform.db.doctors.list().find((d) => d.practisingCertificateNo === practisingNo && d.id !== existing?.id);
  if (twin) refuse(`执业证书编码与医生「${twin.name}」重复`);
  const time = formatDateTime(platform.now());
  const fields = {
    name: input.name.trim(),
    gender: input.gender,
    avatar: input.avatar && !isBlank(input.avatar.url) ? input.avatar : null,
    title: input.title,
    practisingCertificateNo: practisingNo,
    qualificationCertificateNo: isBlank(input.qualificationCertificateNo) ? null : (input.qualificationCertificateNo ?? '').trim(),
    qualificationImages: input.qualificationImages.filter((image) => !isBlank(image.url)),
    specialties: (input.specialties ?? []).map((s) => s.trim()).filter((s) => s !== ''),
    projects: input.projectIds.map((projectId) => ({ projectId, projectName: projectById.get(projectId)?.name ?? '' })),
    practiceYears: input.practiceYears,
    introduction: input.introduction ?? '',
    auditStatus: 1 as const,
    rejectReason: null,
    onlineStatus: 0 as const,
    updateTime: time,
  };
  const id = existing?.id ?? platform.nextId();
  platform.db.doctors.put(existing ? { ...existing, ...fields } : { id, ...fields, createTime: time });
  addAuditRecord(platform, id, {
    auditStatus: 1,
    remark: existing ? '修改资料，重新提交审核' : null,
    operatorName: account.userInfo.realName,
  });
  return id;
}

/** Deleting an online doctor would take them off the platform unannounced: offline first. */
export function deleteDoctor(platform: SandboxPlatform, id: number): void {
  const doctor = getDoctor(platform, id);
  if (doctor.onlineStatus === 1) refuse('请先将医生下线再删除');
  platform.db.doctors.remove(id);
  platform.db.doctorAuditLogs.removeWhere({ where: { doctorId: id } });
}

/** Submissions and decisions, newest first. */
export function doctorAuditLog(platform: SandboxPlatform, id: number): DoctorAuditRecord[] {
  getDoctor(platform, id);
  return platform.db.doctorAuditLogs
    .list({ where: { doctorId: id }, sort: ['-createTime', '-id'] })
    .map(({ doctorId: _doctorId, ...record }) => record);
}

/**
 * The platform decides a pending review (the control API's `review`, kind `doctor`): approved or
 * rejected with a reason, recorded in the history and notified to the account (133094).
 */
export function decideDoctorReview(
  platform: SandboxPlatform,
  account: string,
  id: number,
  decision: 'approve' | 'reject',
  reason?: string,
): Doctor {
  const doctor = getDoctor(platform, id);
  if (doctor.auditStatus !== 1) refuse('该医生没有待审核的资料');
  if (decision === 'reject' && isBlank(reason)) refuse('驳回时请填写原因');
  const auditStatus = decision === 'approve' ? 2 : 3;
  const rejectReason = decision === 'reject' ? (reason ?? '').trim() : null;
  const updated = platform.db.doctors.update(id, (d) => {
    d.auditStatus = auditStatus;
    d.rejectReason = rejectReason;
    d.updateTime = formatDateTime(platform.now());
  }) as Doctor;
  addAuditRecord(platform, id, { auditStatus, remark: rejectReason ?? '资料齐全，审核通过', operatorName: PLATFORM_REVIEWER });
  addNotification(platform, account, {
    type: 133094,
    text: decision === 'approve' ? `医生「${doctor.name}」的资料已审核通过` : `医生「${doctor.name}」的资料审核未通过：${rejectReason}`,
    assid: id,
  });
  return updated;
}
