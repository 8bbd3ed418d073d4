/**
 * Doctor sitting applications (/hospital/addSit): doctors of other hospitals who apply to sit in
 * (坐诊) here, and the hospital's own invitations after searching the platform's doctors.
 *
 * Designed rules: an invitation starts pending (1); a pending application is dealt (2, with an
 * optional remark) or rejected (3, with a reason shown to the doctor) by a staff member, who is
 * recorded; a doctor with a pending or dealt application whose period has not ended cannot be
 * invited again; the period starts today or later and ends on or after its start, the day's end
 * time is after its start time, and at least one weekday and one project are named.
 */
import type {
  DoctorSittingApplication,
  DoctorSittingApplicationPage,
  DoctorSittingApplicationSaveRequest,
  DoctorSittingCandidate,
  DoctorSittingDealRequest,
  DoctorSittingListRequest,
  DoctorSittingRejectRequest,
} from '@generated/main/model';
import { formatDate, formatDateTime } from '../db/random.ts';
import { SITTING_CANDIDATES } from '../db/seed-sittings.ts';
import type { SandboxAccount } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { toCents } from '../../src/lib/money/money.ts';
import { isBlankText as isBlank } from '../../src/lib/text/blank-text.ts';
import { found, refuse } from './errors.ts';
import { dayRange, listPage } from './list.ts';

/** Latest application first; `keyword` matches the doctor's name; the dates bound the period's start. */
export function listSittings(platform: SandboxPlatform, query: DoctorSittingListRequest): DoctorSittingApplicationPage {
  const { keyword, source, status, startDate, endDate, page, limit } = query;
  return listPage(platform.db.sittings, {
    where: { source, status, startDate: dayRange(startDate, endDate) },
    keyword,
    sort: ['-applyTime'],
    page,
    limit,
  });
}

export const getSitting = (platform: SandboxPlatform, id: number): DoctorSittingApplication =>
  found(platform.db.sittings.get(id), '坐诊申请不存在');

/** At most 20 platform doctors whose name contains the keyword (or whose id is it). */
export function searchSittingDoctors(keyword: string): DoctorSittingCandidate[] {
  const text = keyword.trim();
  if (text === '') return [];
  return SITTING_CANDIDATES.filter((d) => d.name.includes(text) || String(d.doctorId) === text).slice(0, 20);
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function addSitting(platform: SandboxPlatform, input: DoctorSittingApplicationSaveRequest): number {
  const doctor = found(
    SITTING_CANDIDATES.find((d) => d.doctorId === input.doctorId),
    '所选医生不存在',
  );
  const today = formatDate(platform.now());
  const live = platform.db.sittings.list({ where: { doctorId: doctor.doctorId, status: { in: [1, 2] } } }).find((s) => s.endDate >= today);
  if (live) refuse(`医生${doctor.name}已有${live.status === 1 ? '待处理' : '进行中'}的坐诊申请，不能重复申请`);
  if (input.startDate < today) refuse('坐诊开始日期不能早于今天');
  if (input.endDate < input.startDate) refuse('坐诊结束日期不能早于开始日期');
  if (!TIME.test(input.startTime) || !TIME.test(input.endTime) || input.endTime <= input.startTime) refuse('坐诊结束时间须晚于开始时间');
  const weekdays = [...new Set(input.weekdays)].sort((a, b) => a - b);
  if (weekdays.length === 0) refuse('请选择坐诊的星期');
  const projects = input.projects.map((p) => p.trim()).filter((p) => p !== '');
  if (projects.length === 0) refuse('请填写坐诊项目');
  if (input.feePerDay !== undefined && toCents(input.feePerDay) < 0) refuse('坐诊费不能为负数');
  const remark = input.remark?.trim() ?? '';
  const row: DoctorSittingApplication = {
    id: platform.nextId(),
    source: 2,
    doctorId: doctor.doctorId,
    doctorName: doctor.name,
    doctorTitle: doctor.title,
    doctorAvatar: doctor.avatar ?? null,
    practiceHospitalName: doctor.practiceHospitalName,
    projects,
    startDate: input.startDate,
    endDate: input.endDate,
    weekdays,
    startTime: input.startTime,
    endTime: input.endTime,
    feePerDay: input.feePerDay ?? null,
    remark: remark === '' ? null : remark,
    status: 1,
    dealRemark: null,
    rejectReason: null,
    dealerName: null,
    applyTime: formatDateTime(platform.now()),
    dealTime: null,
  };
  platform.db.sittings.put(row);
  return row.id;
}

function pending(platform: SandboxPlatform, id: number): DoctorSittingApplication {
  const row = getSitting(platform, id);
  if (row.status !== 1) refuse('只有待处理的坐诊申请可以处理');
  return row;
}

export function dealSitting(platform: SandboxPlatform, account: SandboxAccount, input: DoctorSittingDealRequest): void {
  pending(platform, input.id);
  platform.db.sittings.update(input.id, (row) => {
    row.status = 2;
    row.dealRemark = input.dealRemark?.trim() || null;
    row.dealerName = account.userInfo.realName;
    row.dealTime = formatDateTime(platform.now());
  });
}

export function rejectSitting(platform: SandboxPlatform, account: SandboxAccount, input: DoctorSittingRejectRequest): void {
  pending(platform, input.id);
  if (isBlank(input.rejectReason)) refuse('请填写拒绝原因');
  platform.db.sittings.update(input.id, (row) => {
    row.status = 3;
    row.rejectReason = input.rejectReason.trim();
    row.dealerName = account.userInfo.realName;
    row.dealTime = formatDateTime(platform.now());
  });
}
