/**
 * The smaller tables of the seed: doctors, bulletins, e-commerce products, finance bills,
 * invoices, courses, contracts and drug/device certifications. Their sizes do not scale. `ref` is
 * the seed's reference moment (milliseconds): every date is placed relative to it.
 */
import type { Faker } from '@faker-js/faker';
import type {
  Bulletin,
  Contract,
  Doctor,
  FinanceBill,
  FinanceInvoice,
  ProjectCertification,
  StudyCenterCourse,
} from '@generated/main/model';
import { HOSPITAL } from './accounts.ts';
import { PROJECTS } from './catalog.ts';
import { cstMs, DAY, formatDate, formatDateTime, HOUR, MINUTE, money, type Rng } from './random.ts';

const SPECIALTIES = [
  '眼部整形',
  '鼻部综合',
  '微创注射',
  '面部抗衰',
  '脂肪雕塑',
  '皮肤美容',
  '面部轮廓',
  '乳房整形',
  '激光美肤',
  '私密整形',
  '修复手术',
  '毛发移植',
];

export function seedDoctors(rng: Rng, ref: number, faker: Faker, count = 30): Doctor[] {
  const doctors: Doctor[] = [];
  for (let i = 0; i < count; i++) {
    const id = 8801 + i;
    const gender = rng.chance(0.45) ? 2 : 1;
    const created = ref - rng.int(30, 900) * DAY + rng.int(9, 18) * HOUR;
    const updated = created + rng.int(0, 20) * DAY + rng.int(0, 300) * MINUTE;
    // Every fifth doctor waits for review, every seventh was rejected.
    const auditStatus = i % 5 === 4 ? 1 : i % 7 === 6 ? 3 : 2;
    const years = rng.int(3, 32);
    const projects = rng.sample(PROJECTS, rng.int(1, 4)).map((p) => ({ projectId: p.id, projectName: p.name }));
    const specialties = rng.sample(SPECIALTIES, rng.int(2, 4));
    doctors.push({
      id,
      name: faker.person.fullName({ sex: gender === 2 ? 'female' : 'male' }).slice(0, 20),
      gender,
      avatar: { url: `doctor/2026/10/${id}-avatar.jpg`, isVideo: false },
      title: rng.weighted([1, 2, 3] as const, [2, 3, 4]),
      practisingCertificateNo: `110310000${String(rng.int(0, 999999)).padStart(6, '0')}`,
      qualificationCertificateNo: rng.chance(0.85) ? `1998311103${String(rng.int(0, 99999)).padStart(5, '0')}` : null,
      qualificationImages: [
        { url: `doctor/2026/10/${id}-licence.jpg`, isVideo: false },
        { url: `doctor/2026/10/${id}-qualification.jpg`, isVideo: false },
      ],
      specialties,
      projects,
      practiceYears: years,
      introduction: `从事整形美容临床工作${years}年，擅长${specialties.join('、')}，注重自然美学设计。`,
      auditStatus,
      rejectReason: auditStatus === 3 ? '执业证书照片不清晰，请重新上传' : null,
      onlineStatus: auditStatus === 2 && rng.chance(0.85) ? 1 : 0,
      createTime: formatDateTime(created),
      updateTime: formatDateTime(Math.min(updated, ref - HOUR)),
    });
  }
  return doctors;
}

const BULLETIN_TITLES = [
  '双十一光子嫩肤限时特惠',
  '热玛吉年终感恩季，到院即送眼周体验',
  '元旦期间门诊时间调整通知',
  '新进院专家坐诊公告',
  '水光针会员日，第二支半价',
  '院内停车场改造期间停车指引',
  '冬季皮肤管理套餐上线',
  '玻尿酸品牌正品验真说明',
  '周末夜间门诊开放通知',
  '老客户推荐有礼活动',
  '术后复诊预约流程调整',
  '春节假期门诊安排',
  '超声炮新品体验价公告',
  '医生团队学术交流停诊通知',
  '隆鼻修复专题面诊日',
];

export function seedBulletins(rng: Rng, ref: number, count = 15): Bulletin[] {
  const rows: Bulletin[] = [];
  for (let i = 0; i < count; i++) {
    const created = ref - (count - i) * 9 * DAY - rng.int(0, 8) * HOUR;
    // Mostly published; two drafts, two under review, two rejected (the last is the 200904 one).
    const status = i === 3 || i === 9 ? 0 : i === 6 || i === 12 ? 1 : i === 10 || i === count - 1 ? 3 : 2;
    const hasPeriod = rng.chance(0.6);
    const start = created + DAY;
    rows.push({
      id: 501 + i,
      title: BULLETIN_TITLES[i % BULLETIN_TITLES.length] ?? '机构公告',
      // Rich text as the editor writes it (paragraphs, bold, a list), so lists and previews show real markup.
      content:
        `<p><strong>${BULLETIN_TITLES[i % BULLETIN_TITLES.length]}</strong>：活动期间到院客户可享受专属优惠。</p>` +
        '<ul><li>详情请咨询前台或在线咨询师</li><li>到院请携带身份证件</li></ul>' +
        `<p>地址：${HOSPITAL.address}。</p>`,
      images: rng.chance(0.4) ? [{ url: `hospital/2026/11/bulletin-${501 + i}.jpg`, isVideo: false }] : [],
      status,
      rejectReason: status === 3 ? '公告内容含有绝对化用语（“最好”“第一”），请修改后重新提交' : null,
      isTop: status === 2 && (i === 0 || i === 7),
      startTime: hasPeriod ? formatDateTime(start) : null,
      endTime: hasPeriod ? formatDateTime(start + rng.int(7, 45) * DAY) : null,
      createTime: formatDateTime(created),
      updateTime: formatDateTime(created + rng.int(1, 48) * HOUR),
    });
  }
  return rows;
}

const BILL_STATUS_LABELS: Record<number, string> = { 0: '待填写', 1: '待确认', 2: '已确认', 3: '有异议' };

export function seedFinanceBills(rng: Rng, ref: number): FinanceBill[] {
  const rows: FinanceBill[] = [];
  // The twelve months before the reference month, a referral and an e-commerce bill each.
  const [refYear, refMonth] = formatDate(ref).split('-').map(Number) as [number, number];
  let id = 7001;
  for (let m = 0; m < 12; m++) {
    const months = refYear * 12 + (refMonth - 1) - 12 + m;
    const year = Math.floor(months / 12);
    const month = (months % 12) + 1;
    const start = cstMs(year, month, 1);
    const nextStart = cstMs(month === 12 ? year + 1 : year, month === 12 ? 1 : month + 1, 1);
    const end = nextStart - DAY;
    for (const billType of [1, 2] as const) {
      const isLatest = m === 11;
      const isPrevious = m === 10;
      // Latest referral bill: draft; latest e-commerce: submitted and checked; the one before: one error.
      const status = isLatest ? (billType === 1 ? 0 : 1) : isPrevious && billType === 2 ? 3 : 2;
      const orderCount = billType === 1 ? rng.int(60, 140) : rng.int(20, 90);
      const dealOrderCount = status === 0 ? rng.int(0, 10) : Math.floor(orderCount * (rng.int(15, 35) / 100));
      const dealAmount = dealOrderCount * rng.int(3000, 12000);
      const rate = billType === 1 ? 15 : 6;
      const commission = money((dealAmount * rate) / 100);
      const adjust = rng.chance(0.25) ? -rng.int(1, 10) * 100 : 0;
      const payable = money(commission + adjust);
      const paid = status === 2 ? (m < 10 ? payable : money(Math.floor(payable / 2))) : 0;
      const createTime = nextStart + 2 * HOUR;
      const submit = status === 0 ? null : nextStart + rng.int(3, 8) * DAY + rng.int(9, 18) * HOUR;
      const bill: FinanceBill = {
        id,
        billNo: `ZD${year}${String(month).padStart(2, '0')}${String(id).padStart(6, '0')}`,
        billType,
        billPeriod: `${year}-${String(month).padStart(2, '0')}`,
        periodStartDate: formatDate(start),
        periodEndDate: formatDate(end),
        orderCount,
        dealOrderCount,
        dealAmount: money(dealAmount),
        commissionRate: rate,
        commissionAmount: commission,
        amountPayable: payable,
        amountPaid: paid,
        status,
        statusStr: BILL_STATUS_LABELS[status] ?? '',
        payStatus: paid === 0 ? 0 : paid < payable ? 1 : 2,
        pendingConfirm: status === 1,
        isInvoiced: status === 2 && m < 9,
        lockVersion: status === 0 ? 1 : status === 2 ? rng.int(3, 6) : rng.int(2, 4),
        fillDeadline: formatDate(nextStart + 9 * DAY),
        submitTime: submit === null ? null : formatDateTime(Math.min(submit, ref - DAY)),
        confirmTime: status === 2 && submit !== null ? formatDateTime(Math.min(submit + rng.int(1, 5) * DAY, ref - HOUR)) : null,
        createTime: formatDateTime(createTime),
      };
      if (adjust !== 0) bill.adjustAmount = money(adjust);
      rows.push(bill);
      id++;
    }
  }
  return rows;
}

const INVOICE_STATUS_LABELS: Record<number, string> = { 1: '已申请', 2: '已开票', 3: '已驳回', 4: '已作废' };

export function seedInvoices(rng: Rng, ref: number, bills: readonly FinanceBill[], count = 10): FinanceInvoice[] {
  const invoiced = bills.filter((b) => b.status === 2);
  const rows: FinanceInvoice[] = [];
  for (let i = 0; i < count; i++) {
    const bill = invoiced[i % Math.max(1, invoiced.length)];
    const applied = ref - (count - i) * 20 * DAY - rng.int(0, 6) * HOUR;
    const status = i === count - 1 ? 1 : i === count - 3 ? 3 : i === 2 ? 4 : 2;
    const invoiceType = i % 4 === 3 ? 2 : 1;
    const applyNo = `FP${formatDate(applied).replace(/-/g, '')}${String(i + 1).padStart(4, '0')}`;
    const issuedAt = applied + rng.int(1, 5) * DAY;
    rows.push({
      id: 2401 + i,
      applyNo,
      invoiceType,
      title: `${HOSPITAL.registeredName}有限公司`,
      taxNo: HOSPITAL.taxNo,
      amount: bill ? bill.amountPayable : money(rng.int(5000, 30000)),
      billCount: 1,
      status,
      statusStr: INVOICE_STATUS_LABELS[status] ?? '',
      invoiceNo: status === 2 || status === 4 ? `2431200000${String(rng.int(0, 9999999999)).padStart(10, '0')}` : null,
      invoiceDate: status === 2 || status === 4 ? formatDate(issuedAt) : null,
      fileUrl: (status === 2 || status === 4) && invoiceType === 1 ? `finance/invoice/${applyNo}.pdf` : null,
      rejectReason: status === 3 ? '开票抬头与营业执照名称不一致' : null,
      applyTime: formatDateTime(applied),
    });
  }
  return rows;
}

const COURSES: [string, number, string][] = [
  ['派单客户首次电话跟进话术', 12, '咨询师成交技巧'],
  ['如何邀约客户到院面诊', 12, '咨询师成交技巧'],
  ['客户异议处理：价格篇', 12, '咨询师成交技巧'],
  ['老客户复购与转介绍', 12, '咨询师成交技巧'],
  ['重单判定规则与申诉流程', 13, '平台规则'],
  ['派单跟进时效与激励计划解读', 13, '平台规则'],
  ['医疗广告合规要点', 13, '平台规则'],
  ['电商商品上架规范', 13, '平台规则'],
  ['玻尿酸注射层次与并发症', 14, '医学知识'],
  ['热玛吉与超声炮的区别', 14, '医学知识'],
  ['光电项目术后护理', 14, '医学知识'],
  ['双眼皮手术方式对比', 14, '医学知识'],
  ['肉毒素注射安全剂量', 14, '医学知识'],
  ['在线咨询响应与接待礼仪', 15, '服务规范'],
  ['投诉处理与客户安抚', 15, '服务规范'],
  ['面诊流程标准化', 15, '服务规范'],
  ['药械资质库填报指南', 16, '系统操作'],
  ['财务账单填写与确认', 16, '系统操作'],
  ['客户管理与标签使用', 16, '系统操作'],
  ['数据看板指标解读', 16, '系统操作'],
];
const LECTURERS: [string, string | null][] = [
  ['陈老师', '平台资深运营讲师'],
  ['周老师', '平台规则专员'],
  ['林医生', '整形外科副主任医师'],
  ['吴老师', null],
  ['赵老师', '金牌咨询师'],
];

export function seedCourses(rng: Rng, ref: number, count = 20): StudyCenterCourse[] {
  const rows: StudyCenterCourse[] = [];
  for (let i = 0; i < count; i++) {
    const [title, categoryId, categoryName] = COURSES[i % COURSES.length] ?? ['课程', 12, '咨询师成交技巧'];
    const [lecturer, lecturerTitle] = LECTURERS[i % LECTURERS.length] ?? ['陈老师', null];
    const chapterCount = rng.int(2, 10);
    const learnStatus = rng.weighted([0, 1, 2] as const, [4, 3, 3]);
    rows.push({
      id: 601 + i,
      title,
      cover: { url: `learn/2026/05/${601 + i}-cover.jpg` },
      categoryId,
      categoryName,
      lecturer,
      lecturerTitle,
      summary: `${title}：结合平台真实案例讲解，共${chapterCount}节，学完可在跟进中直接使用。`.slice(0, 200),
      chapterCount,
      totalDuration: chapterCount * rng.int(300, 900),
      learnerCount: rng.int(50, 5000),
      isRequired: i % 4 === 0,
      isRecommended: i % 3 === 0,
      learnStatus,
      progress: learnStatus === 0 ? 0 : learnStatus === 2 ? 100 : rng.int(1, 9) * 10,
      publishTime: formatDateTime(ref - (count - i) * 11 * DAY - rng.int(0, 9) * HOUR),
    });
  }
  return rows;
}

const CONTRACT_TITLES: Record<number, string> = {
  1: '医疗美容机构平台合作协议',
  2: '电商服务协议',
  3: '严选合作协议',
  4: '推广服务协议',
};
const CONTRACT_STATUS_LABELS: Record<number, string> = { 0: '待签署', 1: '审核中', 2: '生效中', 3: '已驳回', 4: '已过期', 5: '已终止' };

/** Two agreements per type: a current one and an older one (this year's, last year's, next year's). */
export function seedContracts(ref: number): Contract[] {
  const y = Number(formatDate(ref).slice(0, 4));
  // [type, status, isExpiringSoon, year]
  const plan: [1 | 2 | 3 | 4, 0 | 1 | 2 | 3 | 4 | 5, boolean, number][] = [
    [1, 2, true, y],
    [1, 4, false, y - 1],
    [2, 0, false, y + 1],
    [2, 2, false, y],
    [3, 1, false, y + 1],
    [3, 5, false, y - 1],
    [4, 3, false, y + 1],
    [4, 4, false, y - 1],
  ];
  return plan.map(([contractType, status, isExpiringSoon, year], i) => {
    // 13 on, so the e-commerce agreement waiting for a signature is 15: the specification's example
    // of notification 13310202 (`15_2` opens agreement 15 of type 2) lands on it as written.
    const id = 13 + i;
    const signed = status === 1 || status === 2 || status === 4 || status === 5;
    // The expiring one ends within 30 days of the reference date, a year after it started.
    const endMs = ref + 20 * DAY;
    const endDate = isExpiringSoon ? formatDate(endMs) : `${year}-12-31`;
    const created = cstMs(year - 1, 12, 1 + i, 9);
    return {
      id,
      contractType,
      contractNo: `HZ-${year}-SH-${String(300 + i).padStart(6, '0')}`,
      title: `${CONTRACT_TITLES[contractType]}（${year}版）`,
      version: `V${year}.1`,
      startDate: status === 0 || status === 3 ? null : isExpiringSoon ? formatDate(endMs - 364 * DAY) : `${year}-01-01`,
      endDate: status === 0 || status === 3 ? null : endDate,
      status,
      statusStr: CONTRACT_STATUS_LABELS[status] ?? '',
      isExpiringSoon,
      signDeadline: status === 0 || status === 3 ? formatDate(ref + 10 * DAY) : null,
      signTime: signed ? formatDateTime(Math.min(created + 5 * DAY + 5 * HOUR, ref - DAY)) : null,
      rejectReason: status === 3 ? '签章页公章不清晰，请重新签署' : null,
      createTime: formatDateTime(Math.min(created, ref - 10 * DAY)),
    };
  });
}

/** The platform drug and device catalogue (catalogId 100 + index): the seed picks from it, searchProjectCertificationCatalog searches it. */
export const CERT_PRODUCTS: [1 | 2, string, string, string, string, string, string, number][] = [
  [2, '乔雅登雅致', '交联透明质酸钠凝胶', '乔雅登', '美国艾尔建', '国械注进20173462178', '1.0ml/支', 305],
  [2, '瑞蓝2号', '注射用修饰透明质酸钠凝胶', '瑞蓝', '瑞典Q-Med', '国械注进20153460457', '1.0ml/支', 305],
  [2, '润百颜', '注射用交联透明质酸钠凝胶', '润百颜', '华熙生物科技股份有限公司', '国械注准20163460569', '1.0ml/支', 305],
  [2, '海薇', '注射用修饰透明质酸钠凝胶', '海薇', '上海其胜生物制剂有限公司', '国械注准20133460520', '1.0ml/支', 305],
  [1, '保妥适', '注射用A型肉毒毒素', '保妥适', '美国艾尔建', '国药准字SJ20140093', '100U/瓶', 307],
  [1, '衡力', '注射用A型肉毒毒素', '衡力', '兰州生物制品研究所', '国药准字S10970037', '100U/瓶', 307],
  [1, '吉适', '注射用A型肉毒毒素', '吉适', '英国Ipsen', '国药准字SJ20200025', '300U/瓶', 307],
  [2, '热玛吉 Thermage FLX', '射频治疗仪', '热玛吉', '美国Solta Medical', '国械注进20193090195', '治疗头900发', 310],
  [2, '超声炮', '高强度聚焦超声治疗仪', '超声炮', '深圳半岛医疗', '国械注准20213090342', '治疗头600发', 311],
  [2, 'M22', '强脉冲光治疗仪', '科医人', '以色列Lumenis', '国械注进20163240877', '台', 312],
  [2, '薇旖美', '重组III型人源化胶原蛋白冻干纤维', '薇旖美', '山西锦波生物', '国械注准20213130472', '4mg/支', 316],
  [2, '硅胶鼻假体', '硅橡胶鼻假体', '联合', '广州万和整形材料', '国械注准20153130245', '标准型', 302],
  [1, '利多卡因', '盐酸利多卡因注射液', '利多卡因', '上海朝晖药业', '国药准字H31021071', '5ml:0.1g', 301],
];

export function seedCertifications(rng: Rng, ref: number, submitters: readonly string[], count = 25): ProjectCertification[] {
  const rows: ProjectCertification[] = [];
  for (let i = 0; i < count; i++) {
    const entry = CERT_PRODUCTS[i % CERT_PRODUCTS.length];
    if (!entry) continue;
    const [kind, productName, genericName, brand, manufacturer, registrationNo, specification, projectId] = entry;
    const id = 4101 + i;
    const submitted = ref - (count - i) * 8 * DAY - rng.int(0, 8) * HOUR;
    // Mostly approved; some pending, rejected and revoked.
    const auditStatus = i % 6 === 1 ? 3 : i % 8 === 5 ? 4 : i % 5 === 3 ? 1 : 2;
    const project = PROJECTS.find((p) => p.id === projectId) ?? PROJECTS[0];
    const viaDistributor = i % 3 === 0;
    rows.push({
      id,
      kind,
      catalogId: i < CERT_PRODUCTS.length ? 100 + i : null,
      productName: i < CERT_PRODUCTS.length ? productName : `${productName}（第${Math.floor(i / CERT_PRODUCTS.length) + 1}批）`,
      genericName,
      brand,
      manufacturer,
      registrationNo,
      specification,
      registrationValidTo: formatDate(ref + rng.int(60, 1500) * DAY),
      projects: project ? [{ projectId: project.id, projectName: project.name }] : [],
      registrationImages: [{ url: `cert/2026/04/${id}-reg.jpg` }],
      purchaseProofImages: [{ url: `cert/2026/04/${id}-invoice.jpg` }],
      authorizationImages: viaDistributor ? [{ url: `cert/2026/04/${id}-auth.jpg` }] : [],
      auditStatus,
      rejectReason: auditStatus === 3 ? '采购凭证与注册证产品名称不一致，请补充随货同行单' : null,
      revokeReason: auditStatus === 4 ? '该批次已用完，停止使用' : null,
      submitterName: submitters[i % submitters.length] ?? '王雅琴',
      submitTime: formatDateTime(submitted),
      auditTime: auditStatus === 1 ? null : formatDateTime(submitted + rng.int(2, 30) * HOUR),
    });
  }
  return rows;
}
