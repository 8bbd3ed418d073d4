/**
 * Seeded activities: the platform's campaigns the hospital signs up for (/activity/platform) and
 * the hospital's own business activities (/activity/business). One hospital, so a platform
 * activity carries the hospital's registration in its row.
 *
 * Every date is relative to the seed's reference moment; the phase an activity is in (registration
 * open, closed, in progress, ended) is worked out from these dates at each read
 * (mocks/domain/platform-activities.ts), so the windows are wide: a sandbox seeded some days ago
 * (Vitest and Storybook seed at the fixed reference) still shows every phase but "closing soon".
 * The notification codes 200901 / 200902 / 200903 point at PLATFORM_ACTIVITY_IDS.
 */
import type { ActivityBusinessDetail, ActivityPlatformDetail, ActivityProject, ActivityRegistration } from '@generated/main/model';
import { DAY, formatDateTime, HOUR } from './random.ts';

/** A platform activity as stored: its description and the hospital's registration, if any. */
export type StoredPlatformActivity = Omit<ActivityPlatformDetail, 'status' | 'statusStr' | 'isClosingSoon' | 'registrationStatus'> & {
  /** Hospitals other than this one signed up (the shown count adds this hospital's live registration). */
  otherSignUps: number;
  registration: ActivityRegistration | null;
};

/** A business activity as stored: for approved ones (3-5) the status is recomputed from the dates at each read. */
export type StoredBusinessActivity = ActivityBusinessDetail;

/** Ids the seeded notifications open (200901 registration start, 200902 result, 200903 closing soon). */
export const PLATFORM_ACTIVITY_IDS = { registrationOpen: 1213, result: 1212, closingSoon: 1214 } as const;

const project = (
  projectId: number,
  projectName: string,
  originalPrice: number,
  activityPrice: number,
  quota: number | null,
): ActivityProject => ({
  projectId,
  projectName,
  originalPrice,
  activityPrice,
  quota,
});

const RULES_HTML =
  '<p>1. 报名机构需具备有效《医疗机构执业许可证》，近90天无重大客诉。</p><p>2. 活动价不得高于近30天最低成交价，活动期间不得另行加价。</p><p>3. 活动订单由平台统一派单，机构须在2小时内首次跟进。</p>';

interface PlatformPlan {
  id: number;
  title: string;
  /** Days from the reference: registration start, registration end, activity start, activity end. */
  days: [number, number, number, number];
  cities: string[];
  rules: {
    projectId: number;
    projectName: string;
    priceCeiling: number | null;
    minDiscountPercent: number | null;
    minQuota: number | null;
  }[];
  maxProjects: number;
  serviceFeeRate: number | null;
  otherSignUps: number;
  registration?: { status: 1 | 2 | 3 | 4; projects: ActivityProject[]; rejectReason?: string; signedDaysAgo: number };
}

const PLANS: PlatformPlan[] = [
  {
    id: 1213,
    title: '新春焕颜节',
    days: [-3, 90, 95, 125],
    cities: [],
    rules: [
      { projectId: 312, projectName: '光子嫩肤', priceCeiling: 799, minDiscountPercent: 80, minQuota: 20 },
      { projectId: 313, projectName: '水光针', priceCeiling: 999, minDiscountPercent: 85, minQuota: 10 },
      { projectId: 305, projectName: '玻尿酸', priceCeiling: 1999, minDiscountPercent: 80, minQuota: null },
    ],
    maxProjects: 2,
    serviceFeeRate: 10,
    otherSignUps: 86,
  },
  {
    id: 1214,
    title: '冬季补水季',
    days: [-12, 2, 5, 35],
    cities: ['上海', '杭州'],
    rules: [
      { projectId: 313, projectName: '水光针', priceCeiling: 880, minDiscountPercent: 80, minQuota: 20 },
      { projectId: 317, projectName: '皮肤管理', priceCeiling: 399, minDiscountPercent: null, minQuota: null },
    ],
    maxProjects: 2,
    serviceFeeRate: 8,
    otherSignUps: 143,
    registration: { status: 1, projects: [project(313, '水光针', 1280, 880, 50)], signedDaysAgo: 4 },
  },
  {
    id: 1212,
    title: '双十二美肤季',
    days: [-25, -3, 18, 24],
    cities: [],
    rules: [
      { projectId: 312, projectName: '光子嫩肤', priceCeiling: 699, minDiscountPercent: 75, minQuota: 30 },
      { projectId: 314, projectName: '皮秒', priceCeiling: 1299, minDiscountPercent: 80, minQuota: 20 },
      { projectId: 315, projectName: '脱毛', priceCeiling: 499, minDiscountPercent: null, minQuota: null },
    ],
    maxProjects: 3,
    serviceFeeRate: 10,
    otherSignUps: 211,
    registration: {
      status: 2,
      projects: [project(312, '光子嫩肤', 1280, 680, 100), project(314, '皮秒', 1680, 1280, 40)],
      signedDaysAgo: 12,
    },
  },
  {
    id: 1215,
    title: '秋季抗衰节',
    days: [-40, -20, -10, 50],
    cities: ['上海'],
    rules: [
      { projectId: 310, projectName: '热玛吉', priceCeiling: 12800, minDiscountPercent: 85, minQuota: 5 },
      { projectId: 311, projectName: '超声刀', priceCeiling: 6800, minDiscountPercent: 85, minQuota: 5 },
    ],
    maxProjects: 2,
    serviceFeeRate: 12,
    otherSignUps: 64,
    registration: { status: 2, projects: [project(310, '热玛吉', 16800, 12800, 20)], signedDaysAgo: 35 },
  },
  {
    id: 1216,
    title: '国庆颜值季',
    days: [-70, -58, -55, -48],
    cities: [],
    rules: [{ projectId: 301, projectName: '双眼皮', priceCeiling: 3999, minDiscountPercent: 80, minQuota: 10 }],
    maxProjects: 1,
    serviceFeeRate: 10,
    otherSignUps: 302,
    registration: {
      status: 3,
      projects: [project(301, '双眼皮', 6800, 4280, 10)],
      rejectReason: '活动价高于该项目近30天最低成交价，请调整后再报名。',
      signedDaysAgo: 62,
    },
  },
  {
    id: 1217,
    title: '春季美白季',
    days: [30, 60, 70, 100],
    cities: [],
    rules: [{ projectId: 314, projectName: '皮秒', priceCeiling: 1199, minDiscountPercent: 80, minQuota: 10 }],
    maxProjects: 1,
    serviceFeeRate: 10,
    otherSignUps: 0,
  },
  {
    id: 1218,
    title: '女神节特惠',
    days: [-1, 50, 55, 85],
    cities: ['上海', '苏州', '南京'],
    rules: [
      { projectId: 307, projectName: '肉毒素', priceCeiling: 1280, minDiscountPercent: 80, minQuota: 20 },
      { projectId: 315, projectName: '脱毛', priceCeiling: 399, minDiscountPercent: 70, minQuota: null },
    ],
    maxProjects: 2,
    serviceFeeRate: 10,
    otherSignUps: 37,
    registration: {
      status: 3,
      projects: [project(307, '肉毒素', 1680, 1280, 10)],
      rejectReason: '名额不足20个，不满足活动最低名额要求。',
      signedDaysAgo: 1,
    },
  },
  {
    id: 1219,
    title: '医美安心购',
    days: [-6, 45, 50, 120],
    cities: [],
    rules: [
      { projectId: 302, projectName: '隆鼻', priceCeiling: null, minDiscountPercent: 90, minQuota: null },
      { projectId: 303, projectName: '眼部整形', priceCeiling: null, minDiscountPercent: 90, minQuota: null },
    ],
    maxProjects: 2,
    serviceFeeRate: null,
    otherSignUps: 58,
    registration: { status: 4, projects: [project(302, '隆鼻', 12800, 11200, null)], signedDaysAgo: 5 },
  },
  {
    id: 1220,
    title: '夏日清爽季',
    days: [-150, -130, -125, -95],
    cities: [],
    rules: [{ projectId: 315, projectName: '脱毛', priceCeiling: 299, minDiscountPercent: null, minQuota: null }],
    maxProjects: 1,
    serviceFeeRate: 10,
    otherSignUps: 420,
  },
  {
    id: 1221,
    title: '眼部焕新周',
    days: [-30, -5, 60, 67],
    cities: ['上海'],
    rules: [{ projectId: 303, projectName: '眼部整形', priceCeiling: 5999, minDiscountPercent: 85, minQuota: 5 }],
    maxProjects: 1,
    serviceFeeRate: 10,
    otherSignUps: 23,
  },
];

const REGISTRATION_STATUS_STR = { 1: '审核中', 2: '报名成功', 3: '未通过', 4: '已取消' } as const;

export function seedPlatformActivities(ref: number): StoredPlatformActivity[] {
  // Registration opens and closes at 10:00 / 18:00 of the day, activities run whole days.
  const day = (offset: number, hour: number) => formatDateTime(ref + offset * DAY + (hour - 9) * HOUR);
  return PLANS.map((plan, index) => {
    const [signUpStart, signUpEnd, start, end] = plan.days;
    const signed = plan.registration;
    const signUpTime = signed ? ref - signed.signedDaysAgo * DAY + 2 * HOUR : 0;
    return {
      id: plan.id,
      title: plan.title,
      cover: { url: `activity/platform/${plan.id}-cover.jpg`, isVideo: false },
      images: [{ url: `activity/platform/${plan.id}-banner.jpg`, isVideo: false }],
      signUpStartTime: day(signUpStart, 10),
      signUpEndTime: day(signUpEnd, 18),
      activityStartTime: day(start, 0).slice(0, 10) + ' 00:00:00',
      activityEndTime: day(end, 0).slice(0, 10) + ' 23:59:59',
      signUpCount: plan.otherSignUps,
      otherSignUps: plan.otherSignUps,
      cityNames: plan.cities,
      rules: RULES_HTML,
      projectRules: plan.rules,
      maxProjects: plan.maxProjects,
      serviceFeeRate: plan.serviceFeeRate,
      registration: signed
        ? {
            id: 88001 + index,
            activityId: plan.id,
            status: signed.status,
            statusStr: REGISTRATION_STATUS_STR[signed.status],
            projects: signed.projects,
            contactName: '王雅琴',
            contactPhone: '13800000001',
            remark: index % 2 === 0 ? '可配合线下到院赠送术后修复面膜' : null,
            rejectReason: signed.rejectReason ?? null,
            signUpTime: formatDateTime(signUpTime),
            auditTime: signed.status === 2 || signed.status === 3 ? formatDateTime(signUpTime + 26 * HOUR) : null,
          }
        : null,
    };
  });
}

interface BusinessPlan {
  title: string;
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  /** Days from the reference of the activity's start and end. */
  days: [number, number];
  projects: ActivityProject[];
  content: string;
  rejectReason?: string;
}

const BUSINESS: BusinessPlan[] = [
  {
    title: '秋冬光子嫩肤焕肤季',
    status: 4,
    days: [-19, 41],
    projects: [project(312, '光子嫩肤', 1280, 680, 50)],
    content: '活动期间光子嫩肤首次体验680元，第二次起980元，含术前面诊与术后修复面膜。',
  },
  {
    title: '水光针补水月',
    status: 4,
    days: [-5, 25],
    projects: [project(313, '水光针', 1280, 780, 80), project(317, '皮肤管理', 398, 198, null)],
    content: '水光针单次780元，加购皮肤管理198元，每位顾客限购一次。',
  },
  {
    title: '元旦热玛吉专场',
    status: 3,
    days: [40, 50],
    projects: [project(310, '热玛吉', 16800, 12800, 20)],
    content: '元旦期间热玛吉全脸900发12800元，赠送眼周300发。',
  },
  {
    title: '双眼皮术后修复关怀',
    status: 1,
    days: [10, 70],
    projects: [project(301, '双眼皮', 6800, 4980, 30)],
    content: '全切双眼皮4980元起，术后7天免费拆线与3次修复护理。',
  },
  {
    title: '冬季脱毛季',
    status: 2,
    days: [15, 90],
    projects: [project(315, '脱毛', 599, 99, null)],
    content: '腋下脱毛99元不限次，全身脱毛另有优惠。',
    rejectReason: '“不限次”表述易引起误解，请写明服务次数与有效期。',
  },
  {
    title: '皮秒祛斑体验周',
    status: 0,
    days: [20, 27],
    projects: [project(314, '皮秒', 1680, 1180, 40)],
    content: '皮秒全脸祛斑体验价1180元，含术后医用面膜5片。',
  },
  {
    title: '国庆玻尿酸特惠',
    status: 5,
    days: [-55, -48],
    projects: [project(305, '玻尿酸', 2980, 1980, 100)],
    content: '进口玻尿酸1ml国庆特惠1980元。',
  },
  {
    title: '中秋肉毒素团购',
    status: 6,
    days: [-80, -30],
    projects: [project(307, '肉毒素', 1680, 980, 60)],
    content: '国产肉毒素100单位980元，限中秋节期间到院使用。',
  },
  {
    title: '隆鼻面诊开放日',
    status: 0,
    days: [30, 31],
    projects: [project(302, '隆鼻', 19800, 16800, 10)],
    content: '资深医生一对一面诊，当日预约手术享16800元活动价。',
  },
  {
    title: '超声刀紧致季',
    status: 4,
    days: [-30, 30],
    projects: [project(311, '超声刀', 8800, 6800, 30)],
    content: '超声刀全脸6800元，术后赠送两次皮肤管理。',
  },
  {
    title: '吸脂塑形夏日计划',
    status: 5,
    days: [-160, -100],
    projects: [project(306, '吸脂', 12800, 9800, 20)],
    content: '腰腹吸脂9800元，含塑身衣与术后复查。',
  },
  {
    title: '胶原蛋白焕活月',
    status: 1,
    days: [12, 42],
    projects: [project(316, '胶原蛋白', 3980, 2980, 30)],
    content: '胶原蛋白注射1ml 2980元，含术前面诊。',
  },
];

export function seedBusinessActivities(ref: number): StoredBusinessActivity[] {
  const dayStart = (offset: number) => `${formatDateTime(ref + offset * DAY).slice(0, 10)} 00:00:00`;
  const dayEnd = (offset: number) => `${formatDateTime(ref + offset * DAY).slice(0, 10)} 23:59:59`;
  return BUSINESS.map((plan, index) => {
    const created = ref + Math.min(plan.days[0], 0) * DAY - (index + 3) * DAY + (index % 5) * HOUR;
    const reviewed = plan.status >= 2;
    return {
      id: 3101 + index,
      title: plan.title,
      cover: { url: `activity/business/${3101 + index}-cover.jpg`, isVideo: false },
      images: [{ url: `activity/business/${3101 + index}-1.jpg`, isVideo: false }],
      content: plan.content,
      activityStartTime: dayStart(plan.days[0]),
      activityEndTime: dayEnd(plan.days[1]),
      minActivityPrice: Math.min(...plan.projects.map((p) => p.activityPrice)),
      status: plan.status,
      statusStr: '',
      rejectReason: plan.rejectReason ?? null,
      viewCount: plan.status >= 4 ? 300 + index * 173 : 0,
      consultCount: plan.status >= 4 ? 8 + index * 5 : 0,
      createTime: formatDateTime(created),
      auditTime: reviewed ? formatDateTime(created + DAY) : null,
      projects: plan.projects,
    };
  });
}
