/**
 * Seeded strict-select (严选) activities for /yanActivityView: the platform's curated package deals
 * a hospital registers for (settlement price, daily capacity, doctors) and is selected or not per
 * city. One hospital, so an activity carries the hospital's registration in its row. The phase
 * (registration not open, open, selecting, selling, ended) is worked out from the dates at each
 * read (mocks/domain/strict-select-activities.ts), so the windows are wide enough for a sandbox
 * seeded some days ago. 3301-3304 sell now (the seeded strict-select orders and the notification
 * codes 200701-200704 point at them) and the hospital was selected for each.
 */
import type { Doctor, StrictSelectActivityDetail, StrictSelectRegistration, StrictSelectRegistrationStatus } from '@generated/main/model';
import { DAY, formatDateTime, HOUR } from './random.ts';

/** An activity as stored: what the platform describes, other hospitals' sign-ups, the hospital's registration. */
export type StoredStrictSelectActivity = Omit<StrictSelectActivityDetail, 'status' | 'statusStr' | 'registrationStatus' | 'signUpCount'> & {
  /** Hospitals other than this one registered (the shown count adds this hospital's live registration). */
  otherSignUps: number;
};

interface StrictActivityPlan {
  id: number;
  title: string;
  projectName: string;
  packageName: string;
  packagePrice: number;
  marketPrice: number;
  maxSettlementPrice: number | null;
  cities: string[];
  /** Days from the reference: registration start, registration end, activity start, activity end. */
  days: [number, number, number, number];
  selectQuota: number;
  serviceFeeRate: number;
  otherSignUps: number;
  requirement: string;
  registration?: {
    status: Exclude<StrictSelectRegistrationStatus, 0>;
    settlementPrice: number;
    dailyCapacity: number | null;
    signedDaysAgo: number;
    remark: string | null;
    resultRemark?: string;
  };
}

export const STRICT_ACTIVITY_PLANS: readonly StrictActivityPlan[] = [
  {
    id: 3301,
    title: '严选·冬季抗衰节',
    projectName: '热玛吉',
    packageName: '严选·热玛吉FLX 全脸600发',
    packagePrice: 12800,
    marketPrice: 19800,
    maxSettlementPrice: 11800,
    cities: ['上海', '杭州', '苏州'],
    days: [-45, -30, -25, 60],
    selectQuota: 3,
    serviceFeeRate: 8,
    otherSignUps: 21,
    requirement: '需开通热玛吉项目，使用正品探头并术前当面验码；近90天无有效投诉。',
    registration: {
      status: 2,
      settlementPrice: 11200,
      dailyCapacity: 6,
      signedDaysAgo: 40,
      remark: '正品探头，术前验码',
      resultRemark: '资质与价格符合要求，入选上海站。',
    },
  },
  {
    id: 3302,
    title: '严选·焕肤美白季',
    projectName: '皮秒',
    packageName: '严选·超皮秒祛斑 全脸1次',
    packagePrice: 1980,
    marketPrice: 3280,
    maxSettlementPrice: 1800,
    cities: ['上海', '南京'],
    days: [-50, -36, -32, 45],
    selectQuota: 5,
    serviceFeeRate: 8,
    otherSignUps: 34,
    requirement: '需具备皮秒激光设备并有两名以上激光科执业医生。',
    registration: { status: 2, settlementPrice: 1680, dailyCapacity: 12, signedDaysAgo: 45, remark: null, resultRemark: '入选上海站。' },
  },
  {
    id: 3303,
    title: '严选·明眸计划',
    projectName: '双眼皮',
    packageName: '严选·埋线双眼皮',
    packagePrice: 3980,
    marketPrice: 6800,
    maxSettlementPrice: 3600,
    cities: ['上海'],
    days: [-40, -26, -21, 70],
    selectQuota: 2,
    serviceFeeRate: 10,
    otherSignUps: 15,
    requirement: '主刀医生须具备5年以上眼部整形经验。',
    registration: {
      status: 2,
      settlementPrice: 3400,
      dailyCapacity: 4,
      signedDaysAgo: 38,
      remark: '主刀医生均有8年以上经验',
      resultRemark: '入选上海站。',
    },
  },
  {
    id: 3304,
    title: '严选·填充塑形周',
    projectName: '玻尿酸',
    packageName: '严选·瑞蓝2号玻尿酸 1ml',
    packagePrice: 3280,
    marketPrice: 4980,
    maxSettlementPrice: 2980,
    cities: ['上海', '杭州'],
    days: [-35, -22, -18, 50],
    selectQuota: 3,
    serviceFeeRate: 8,
    otherSignUps: 27,
    requirement: '玻尿酸须为国家药监局批准的正品，术前当面验证防伪码。',
    registration: { status: 2, settlementPrice: 2880, dailyCapacity: 8, signedDaysAgo: 30, remark: null, resultRemark: '入选上海站。' },
  },
  {
    id: 3305,
    title: '严选·热玛吉全脸焕新',
    projectName: '热玛吉',
    packageName: '严选·热玛吉五代全脸900发',
    packagePrice: 16800,
    marketPrice: 25800,
    maxSettlementPrice: 15200,
    cities: ['上海', '杭州'],
    days: [-10, 4, 10, 120],
    selectQuota: 3,
    serviceFeeRate: 8,
    otherSignUps: 17,
    requirement: '需开通热玛吉项目并签署严选合作协议，近90天无有效投诉。',
    registration: { status: 1, settlementPrice: 14800, dailyCapacity: 5, signedDaysAgo: 3, remark: '可安排周末专场' },
  },
  {
    id: 3306,
    title: '严选·光子嫩肤体验季',
    projectName: '光子嫩肤',
    packageName: '严选·M22光子嫩肤 全脸1次',
    packagePrice: 680,
    marketPrice: 1280,
    maxSettlementPrice: 580,
    cities: [],
    days: [-3, 30, 36, 100],
    selectQuota: 5,
    serviceFeeRate: 10,
    otherSignUps: 42,
    requirement: '需具备M22或同级光子设备，操作人员持证上岗。',
  },
  {
    id: 3307,
    title: '严选·水光补水计划',
    projectName: '水光针',
    packageName: '严选·嗨体水光 2ml',
    packagePrice: 1280,
    marketPrice: 2380,
    maxSettlementPrice: null,
    cities: ['上海', '苏州', '南京'],
    days: [6, 30, 36, 95],
    selectQuota: 4,
    serviceFeeRate: 8,
    otherSignUps: 0,
    requirement: '注射类项目须由具备注射资质的医生操作。',
  },
  {
    id: 3308,
    title: '严选·超声炮紧致月',
    projectName: '超声炮',
    packageName: '严选·超声炮 全脸400发',
    packagePrice: 6800,
    marketPrice: 9800,
    maxSettlementPrice: 6200,
    cities: ['上海'],
    days: [-30, -2, 12, 80],
    selectQuota: 2,
    serviceFeeRate: 8,
    otherSignUps: 19,
    requirement: '需具备超声炮设备并提供近3个月的正品采购凭证。',
    registration: { status: 1, settlementPrice: 5980, dailyCapacity: 4, signedDaysAgo: 12, remark: null },
  },
  {
    id: 3309,
    title: '严选·秋日祛斑季',
    projectName: '皮秒',
    packageName: '严选·蜂巢皮秒 全脸1次',
    packagePrice: 1680,
    marketPrice: 2980,
    maxSettlementPrice: 1500,
    cities: ['上海', '杭州'],
    days: [-130, -110, -105, -15],
    selectQuota: 3,
    serviceFeeRate: 8,
    otherSignUps: 38,
    requirement: '需具备皮秒激光设备。',
    registration: {
      status: 3,
      settlementPrice: 1480,
      dailyCapacity: 10,
      signedDaysAgo: 120,
      remark: null,
      resultRemark: '同城报名机构较多，本期按近90天客户评价择优，未能入选。',
    },
  },
  {
    id: 3310,
    title: '严选·线雕提升月',
    projectName: '线雕',
    packageName: '严选·大V线提升 全脸',
    packagePrice: 8800,
    marketPrice: 13800,
    maxSettlementPrice: 8000,
    cities: ['上海'],
    days: [-8, 40, 46, 130],
    selectQuota: 2,
    serviceFeeRate: 10,
    otherSignUps: 9,
    requirement: '主刀医生须具备线雕操作经验及相关培训证书。',
    registration: { status: 4, settlementPrice: 7600, dailyCapacity: 3, signedDaysAgo: 6, remark: null },
  },
  {
    id: 3311,
    title: '严选·夏日脱毛季',
    projectName: '脱毛',
    packageName: '严选·冰点脱毛 腋下6次',
    packagePrice: 299,
    marketPrice: 680,
    maxSettlementPrice: 260,
    cities: [],
    days: [-170, -150, -145, -90],
    selectQuota: 6,
    serviceFeeRate: 10,
    otherSignUps: 57,
    requirement: '需具备医用激光脱毛设备。',
  },
];

const STATUS_STR = { 1: '待评选', 2: '已入选', 3: '未入选', 4: '已取消' } as const;

const rulesOf = (plan: StrictActivityPlan) =>
  `<p>1. ${plan.requirement}</p><p>2. 结算价为机构每笔核销订单的收入（扣除${plan.serviceFeeRate}%平台服务费前），报名后至评选结束前可修改。</p><p>3. 入选机构须在派单后24小时内首次跟进，客户到院当面核销严选码。</p>`;

/** `doctors`: the seeded doctors; registrations name the first approved ones. */
export function seedStrictSelectActivities(ref: number, doctors: readonly Doctor[]): StoredStrictSelectActivity[] {
  const approved = doctors.filter((d) => d.auditStatus === 2).slice(0, 3);
  // Registration opens and closes at 10:00 / 18:00 of the day, activities run whole days.
  const day = (offset: number, hour: number) => formatDateTime(ref + offset * DAY + (hour - 9) * HOUR);
  return STRICT_ACTIVITY_PLANS.map((plan, index) => {
    const [signUpStart, signUpEnd, start, end] = plan.days;
    const signed = plan.registration;
    const signUpTime = signed ? ref - signed.signedDaysAgo * DAY + 3 * HOUR : 0;
    const named = approved.slice(0, 1 + (index % 2));
    const registration: StrictSelectRegistration | null = signed
      ? {
          id: 77201 + index,
          status: signed.status,
          statusStr: STATUS_STR[signed.status],
          settlementPrice: signed.settlementPrice,
          dailyCapacity: signed.dailyCapacity,
          doctorIds: named.map((d) => d.id),
          doctorNames: named.map((d) => d.name),
          remark: signed.remark,
          resultRemark: signed.resultRemark ?? null,
          signUpTime: formatDateTime(signUpTime),
          resultTime: signed.status === 2 || signed.status === 3 ? day(signUpEnd + 2, 15) : null,
        }
      : null;
    return {
      id: plan.id,
      title: plan.title,
      cover: { url: `yan/activity/${plan.id}-cover.jpg`, isVideo: false },
      images: [{ url: `yan/activity/${plan.id}-banner.jpg`, isVideo: false }],
      projectName: plan.projectName,
      packageName: plan.packageName,
      packagePrice: plan.packagePrice,
      marketPrice: plan.marketPrice,
      cityNames: plan.cities,
      signUpStartTime: day(signUpStart, 10),
      signUpEndTime: day(signUpEnd, 18),
      activityStartTime: `${day(start, 0).slice(0, 10)} 00:00:00`,
      activityEndTime: `${day(end, 0).slice(0, 10)} 23:59:59`,
      selectQuota: plan.selectQuota,
      otherSignUps: plan.otherSignUps,
      rules: rulesOf(plan),
      serviceFeeRate: plan.serviceFeeRate,
      maxSettlementPrice: plan.maxSettlementPrice,
      registration,
    };
  });
}
