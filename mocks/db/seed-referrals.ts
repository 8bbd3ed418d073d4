/**
 * Referral pages (/hospital/referral): doctor pages for the first approved doctors (most online),
 * project pages for opened projects (online) and one for a project not opened (offline).
 */
import type { Doctor, ReferralDoctor, ReferralProject } from '@generated/main/model';
import { projectById } from './catalog.ts';
import { projectCategory } from '../domain/projects.ts';
import { DAY, formatDateTime } from './random.ts';

const INTROS = [
  '擅长眼鼻综合整形，面诊需提前一天预约，周二、周六全天坐诊。',
  '注射微整经验十余年，擅长玻尿酸、肉毒素联合年轻化方案。',
  '光电抗衰主诊医生，热玛吉、超声刀操作经验丰富，周一至周五坐诊。',
  '擅长吸脂与脂肪填充，注重术后恢复管理，提供一对一回访。',
  '面部轮廓与隆鼻修复经验丰富，每周三、周日坐诊。',
  '皮肤科主治医师，擅长色斑与痘印治疗方案设计。',
];
const DOCTOR_PROJECTS = [
  [301, 302],
  [305, 307],
  [310, 311],
  [306, 308],
  [309, 302],
  [312, 314],
];

// [project, min, max, status, description]
const PROJECTS: readonly [number, number, number, 0 | 1, string][] = [
  [305, 1980, 6800, 1, '进口乔雅登、瑞蓝均可选，支持现场验药，注射后免费复诊一次。'],
  [307, 980, 3800, 1, '保妥适、衡力可选，按部位定制剂量，两周内免费补打。'],
  [310, 12800, 26800, 1, '正品热玛吉FLX，探头当面拆封扫码验真，主任医师全程操作。'],
  [313, 680, 1980, 1, '多种水光配方可选，三次疗程价更优。'],
  [301, 3800, 9800, 1, '全切、埋线、三点式按眼型定制，术后7天拆线复查。'],
  [311, 6800, 16800, 0, '超声刀全面部提升，开通审核中，暂未上线。'],
];

export function seedReferrals(
  ref: number,
  doctors: readonly Doctor[],
): { referralDoctors: ReferralDoctor[]; referralProjects: ReferralProject[] } {
  const approved = doctors.filter((d) => d.auditStatus === 2).slice(0, 6);
  const referralDoctors = approved.map((doctor, i): ReferralDoctor => ({
    id: 5101 + i,
    doctorId: doctor.id,
    doctorName: doctor.name,
    doctorTitle: doctor.title,
    avatar: doctor.avatar ?? null,
    projects: (DOCTOR_PROJECTS[i] ?? [301]).map((projectId) => ({ projectId, projectName: projectById.get(projectId)?.name ?? '' })),
    consultFee: i % 3 === 0 ? 0 : 100 + i * 50,
    referralIntro: INTROS[i] ?? '',
    status: i === approved.length - 1 ? 0 : 1,
    sort: i + 1,
    viewCount: 80 + ((i * 137) % 400),
    referralCount: 3 + ((i * 7) % 25),
    updateTime: formatDateTime(ref - (3 + i * 4) * DAY + 9 * 3_600_000),
  }));
  const referralProjects = PROJECTS.map(([projectId, minPrice, maxPrice, status, description], i): ReferralProject => ({
    id: 5301 + i,
    projectId,
    projectName: projectById.get(projectId)?.name ?? '',
    parentProjectName: projectCategory(projectId)?.name ?? '',
    minPrice,
    maxPrice,
    cover: { url: `referral/2026/11/project-${projectId}.jpg` },
    images: [],
    description,
    doctors: approved.slice(i % 3, (i % 3) + 2).map((d) => ({ doctorId: d.id, doctorName: d.name })),
    status,
    sort: i + 1,
    viewCount: 120 + ((i * 211) % 600),
    referralCount: status === 1 ? 5 + ((i * 11) % 40) : 0,
    updateTime: formatDateTime(ref - (2 + i * 5) * DAY + 10 * 3_600_000),
  }));
  return { referralDoctors, referralProjects };
}
