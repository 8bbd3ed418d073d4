/**
 * Doctor sitting (坐诊) for /hospital/addSit: the platform's registered doctors of other
 * hospitals (the ones the hospital can search and invite), and applications in every status —
 * doctors who applied (pending, dealt, rejected, cancelled, expired) and the hospital's own invitations.
 */
import type { DoctorSittingApplication, DoctorSittingCandidate, DoctorSittingStatus } from '@generated/main/model';
import { DAY, formatDate, formatDateTime } from './random.ts';

export const SITTING_CANDIDATES: readonly DoctorSittingCandidate[] = [
  {
    doctorId: 9101,
    name: '张振宇',
    title: 1,
    avatar: null,
    practiceHospitalName: '杭州整形医院',
    cityName: '杭州',
    specialties: ['综合鼻整形', '肋软骨隆鼻'],
  },
  {
    doctorId: 9102,
    name: '刘思远',
    title: 1,
    avatar: null,
    practiceHospitalName: '北京八大处整形医院',
    cityName: '北京',
    specialties: ['面部轮廓', '下颌角截骨'],
  },
  {
    doctorId: 9103,
    name: '陈雨桐',
    title: 2,
    avatar: null,
    practiceHospitalName: '上海九院',
    cityName: '上海',
    specialties: ['眼部整形', '双眼皮修复'],
  },
  {
    doctorId: 9104,
    name: '王嘉琪',
    title: 2,
    avatar: null,
    practiceHospitalName: '广州中山大学附属第一医院',
    cityName: '广州',
    specialties: ['注射微整', '玻尿酸'],
  },
  {
    doctorId: 9105,
    name: '赵一鸣',
    title: 3,
    avatar: null,
    practiceHospitalName: '成都华西医院',
    cityName: '成都',
    specialties: ['光电抗衰', '热玛吉'],
  },
  {
    doctorId: 9106,
    name: '孙晓楠',
    title: 1,
    avatar: null,
    practiceHospitalName: '南京鼓楼医院',
    cityName: '南京',
    specialties: ['隆胸', '乳房修复'],
  },
  {
    doctorId: 9107,
    name: '周文博',
    title: 2,
    avatar: null,
    practiceHospitalName: '武汉协和医院',
    cityName: '武汉',
    specialties: ['吸脂', '脂肪填充'],
  },
  {
    doctorId: 9108,
    name: '吴佳慧',
    title: 3,
    avatar: null,
    practiceHospitalName: '西安西京医院',
    cityName: '西安',
    specialties: ['皮肤美容', '皮秒'],
  },
  {
    doctorId: 9109,
    name: '郑凯文',
    title: 2,
    avatar: null,
    practiceHospitalName: '深圳市人民医院',
    cityName: '深圳',
    specialties: ['综合鼻整形', '鼻修复'],
  },
  {
    doctorId: 9110,
    name: '林可欣',
    title: 3,
    avatar: null,
    practiceHospitalName: '厦门长庚医院',
    cityName: '厦门',
    specialties: ['注射微整', '肉毒素'],
  },
];

// [candidate index, source, status, apply days before ref, start in days from ref, length in days, weekdays]
const PLAN: readonly [number, 1 | 2, DoctorSittingStatus, number, number, number, number[]][] = [
  [0, 1, 1, 2, 12, 22, [6, 7]],
  [1, 1, 1, 1, 20, 30, [3]],
  [2, 2, 1, 3, 9, 14, [1, 2, 3, 4, 5]],
  [3, 1, 2, 20, -5, 60, [6]],
  [4, 1, 3, 15, 10, 20, [2, 4]],
  [5, 1, 4, 18, 6, 10, [7]],
  [6, 1, 5, 40, -20, 10, [6, 7]],
];
const PROJECTS = [['综合鼻整形', '双眼皮'], ['面部轮廓'], ['眼部整形'], ['玻尿酸', '肉毒素'], ['热玛吉'], ['隆胸'], ['吸脂']];
const PHONES = ['139****5678', '138****2046', '137****8812', '136****3390', '135****7765', '133****1208', '131****6654'];

export function seedSittings(ref: number, dealerName: string): DoctorSittingApplication[] {
  return PLAN.map(([c, source, status, applyDays, startIn, length, weekdays], i) => {
    const doctor = SITTING_CANDIDATES[c] as DoctorSittingCandidate;
    const applied = ref - applyDays * DAY + (10 + i) * 3_600_000;
    const handled = status === 2 || status === 3;
    return {
      id: 6101 + i,
      source,
      doctorId: doctor.doctorId,
      doctorName: doctor.name,
      doctorTitle: doctor.title,
      doctorAvatar: null,
      phone: PHONES[i] as string,
      practiceHospitalName: doctor.practiceHospitalName,
      projects: PROJECTS[i] ?? [],
      startDate: formatDate(ref + startIn * DAY),
      endDate: formatDate(ref + (startIn + length) * DAY),
      weekdays,
      startTime: '09:00',
      endTime: i % 2 === 0 ? '17:30' : '12:00',
      feePerDay: 3000 + i * 1000,
      remark: i === 0 ? '周末两天坐诊，需安排一名助手' : null,
      status,
      dealRemark: status === 2 ? '已安排3楼2号诊室及助手' : null,
      rejectReason: status === 3 ? '12月周末手术室已排满' : null,
      dealerName: handled ? dealerName : null,
      applyTime: formatDateTime(applied),
      dealTime: handled ? formatDateTime(applied + DAY) : null,
    };
  });
}
