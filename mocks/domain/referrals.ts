/**
 * Referral pages (/hospital/referral): the doctor and project cards platform counselors see when
 * they refer (转诊) a customer to the hospital. The hospital keeps them; no platform review.
 *
 * Designed rules: one page per doctor and one per project; a new page starts offline; a doctor
 * page names an approved doctor, and goes online only while the doctor is approved; a project
 * page goes online only for a project opened on /hospital/project (status 1); the lowest price
 * does not exceed the highest; a page is deleted only when offline. Lists are by `sort`, then
 * latest update.
 */
import type {
  Doctor,
  ReferralDoctor,
  ReferralDoctorPage,
  ReferralDoctorSaveRequest,
  ReferralListRequest,
  ReferralPageStatus,
  ReferralProject,
  ReferralProjectPage,
  ReferralProjectSaveRequest,
} from '@generated/main/model';
import { projectById } from '../db/catalog.ts';
import { formatDateTime } from '../db/random.ts';
import type { SandboxPlatform } from '../platform.ts';
import { toCents } from '../../src/lib/money/money.ts';
import { isBlankText as isBlank } from '../../src/lib/text/blank-text.ts';
import { found, refuse } from './errors.ts';
import { listPage } from './list.ts';
import { projectCategory } from './projects.ts';

const SORT = ['sort', '-updateTime'] as const;

export function listReferralDoctors(platform: SandboxPlatform, query: ReferralListRequest): ReferralDoctorPage {
  const { keyword, status, page, limit } = query;
  return listPage(platform.db.referralDoctors, { where: { status }, keyword, sort: [...SORT], page, limit });
}

export function listReferralProjects(platform: SandboxPlatform, query: ReferralListRequest): ReferralProjectPage {
  const { keyword, status, page, limit } = query;
  return listPage(platform.db.referralProjects, { where: { status }, keyword, sort: [...SORT], page, limit });
}

export const getReferralDoctor = (platform: SandboxPlatform, id: number): ReferralDoctor =>
  found(platform.db.referralDoctors.get(id), '医生转诊页不存在');
export const getReferralProject = (platform: SandboxPlatform, id: number): ReferralProject =>
  found(platform.db.referralProjects.get(id), '项目转诊页不存在');

function approvedDoctor(platform: SandboxPlatform, id: number): Doctor {
  const doctor = found(platform.db.doctors.get(id), '所选医生不存在');
  if (doctor.auditStatus !== 2) refuse(`医生${doctor.name}尚未通过审核`);
  return doctor;
}

function projectsOf(ids: readonly number[]) {
  if (ids.length === 0) refuse('请选择至少一个项目');
  return [...new Set(ids)].map((projectId) => {
    const projectName = projectById.get(projectId)?.name;
    if (projectName === undefined) refuse('所选项目不存在，请重新选择');
    return { projectId, projectName };
  });
}

/** Adds a doctor page (offline) or edits one; returns its id. */
export function saveReferralDoctor(platform: SandboxPlatform, input: ReferralDoctorSaveRequest): number {
  const existing = input.id === undefined ? undefined : getReferralDoctor(platform, input.id);
  const doctor = approvedDoctor(platform, input.doctorId);
  const twin = platform.db.referralDoctors.first({ where: { doctorId: doctor.id } });
  if (twin && twin.id !== existing?.id) refuse(`医生${doctor.name}已有转诊页`);
  if (toCents(input.consultFee) < 0) refuse('面诊费不能为负数');
  if (isBlank(input.referralIntro)) refuse('请填写转诊介绍');
  const row: ReferralDoctor = {
    id: existing?.id ?? platform.nextId(),
    doctorId: doctor.id,
    doctorName: doctor.name,
    doctorTitle: doctor.title,
    avatar: doctor.avatar ?? null,
    projects: projectsOf(input.projectIds),
    consultFee: input.consultFee,
    referralIntro: input.referralIntro.trim(),
    status: existing?.status ?? 0,
    sort: input.sort ?? existing?.sort ?? 0,
    viewCount: existing?.viewCount ?? 0,
    referralCount: existing?.referralCount ?? 0,
    updateTime: formatDateTime(platform.now()),
  };
  platform.db.referralDoctors.put(row);
  return row.id;
}

/** Adds a project page (offline) or edits one; returns its id. */
export function saveReferralProject(platform: SandboxPlatform, input: ReferralProjectSaveRequest): number {
  const existing = input.id === undefined ? undefined : getReferralProject(platform, input.id);
  const projectName = projectById.get(input.projectId)?.name;
  const category = projectCategory(input.projectId);
  if (projectName === undefined || category === undefined) refuse('所选项目不存在，请重新选择');
  const twin = platform.db.referralProjects.first({ where: { projectId: input.projectId } });
  if (twin && twin.id !== existing?.id) refuse(`项目「${projectName}」已有转诊页`);
  if (toCents(input.minPrice) < 0) refuse('价格不能为负数');
  if (toCents(input.minPrice) > toCents(input.maxPrice)) refuse('最低价不能高于最高价');
  if (isBlank(input.cover.url)) refuse('请上传封面图');
  if (isBlank(input.description)) refuse('请填写项目介绍');
  const doctors = [...new Set(input.doctorIds)].map((id) => approvedDoctor(platform, id));
  const row: ReferralProject = {
    id: existing?.id ?? platform.nextId(),
    projectId: input.projectId,
    projectName,
    parentProjectName: category.name,
    minPrice: input.minPrice,
    maxPrice: input.maxPrice,
    cover: input.cover,
    images: (input.images ?? []).filter((image) => !isBlank(image.url)),
    description: input.description.trim(),
    doctors: doctors.map((d) => ({ doctorId: d.id, doctorName: d.name })),
    status: existing?.status ?? 0,
    sort: input.sort ?? existing?.sort ?? 0,
    viewCount: existing?.viewCount ?? 0,
    referralCount: existing?.referralCount ?? 0,
    updateTime: formatDateTime(platform.now()),
  };
  platform.db.referralProjects.put(row);
  return row.id;
}

export function setReferralDoctorStatus(platform: SandboxPlatform, id: number, status: ReferralPageStatus): void {
  const page = getReferralDoctor(platform, id);
  if (status === 1) approvedDoctor(platform, page.doctorId);
  platform.db.referralDoctors.update(id, (row) => {
    row.status = status;
    row.updateTime = formatDateTime(platform.now());
  });
}

export function setReferralProjectStatus(platform: SandboxPlatform, id: number, status: ReferralPageStatus): void {
  const page = getReferralProject(platform, id);
  if (status === 1 && !platform.db.setupProjects.first({ where: { projectId: page.projectId, status: 1 } }))
    refuse(`项目「${page.projectName}」未开通，不能上线转诊页`);
  platform.db.referralProjects.update(id, (row) => {
    row.status = status;
    row.updateTime = formatDateTime(platform.now());
  });
}

export function deleteReferralDoctor(platform: SandboxPlatform, id: number): void {
  if (getReferralDoctor(platform, id).status === 1) refuse('请先下线再删除');
  platform.db.referralDoctors.remove(id);
}

export function deleteReferralProject(platform: SandboxPlatform, id: number): void {
  if (getReferralProject(platform, id).status === 1) refuse('请先下线再删除');
  platform.db.referralProjects.remove(id);
}
