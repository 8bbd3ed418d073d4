/**
 * The hospital profile under review (/hospital/hospitalInfo, /hospital/hospitalEdit): base
 * information, licences (papers) and honors. Every change goes to the platform as a submission
 * (audit): pending (1) → approved (2) or rejected (3) by the platform (`decideHospitalReview`,
 * the control API's `POST review`), or withdrawn (4) by the hospital while still pending.
 * Approved base information changes only on approval; a withdrawn base-info submission goes back
 * into the draft. A record with a pending submission cannot be changed again.
 */
import type {
  HospitalAuditChange,
  HospitalAuditLog,
  HospitalAuditLogDetail,
  HospitalAuditLogListRequest,
  HospitalAuditLogPage,
  HospitalAuditType,
  HospitalBaseInfo,
  HospitalBaseInfoFields,
  HospitalBaseInfoSaveRequest,
  HospitalCompany,
  HospitalDraft,
  HospitalHonor,
  HospitalHonorSaveRequest,
  HospitalPaper,
  HospitalPaperKind,
  HospitalPaperSaveRequest,
  ImageEntry,
} from '@generated/main/model';
import { HOSPITAL } from '../db/accounts.ts';
import { DAY, formatDate, formatDateTime, parseDateTime } from '../db/random.ts';
import type { HospitalAuditRow, HospitalProfileRow, StoredHospitalPaper } from '../db/seed-hospital.ts';
import type { SandboxAccount } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found, refuse } from './errors.ts';
import { areaNames } from './hospital-areas.ts';
import { dayRange, listPage } from './list.ts';
import { addNotification } from './notifications.ts';
import { mainAccount } from './session.ts';

/** A paper is "expiring" from this many days before its last valid day (HospitalPaperStatus 2). */
export const PAPER_EXPIRING_DAYS = 30;

export const PAPER_NAMES: Record<HospitalPaperKind, string> = {
  1: '营业执照',
  2: '医疗机构执业许可证',
  3: '医疗广告审查证明',
  4: '麻醉药品印鉴卡',
};

/** The notice a review's decision sends, by what it reviewed: its code opens that tab (section 2). */
const REVIEW_NOTICE: Record<HospitalAuditType, { type: number; what: string }> = {
  1: { type: 2024060112, what: '机构基本信息' },
  2: { type: 2024060113, what: '机构证照' },
  3: { type: 2024060114, what: '机构荣誉' },
};

const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
const PHONE = /^[0-9-]{7,20}$/;
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i;

const profile = (platform: SandboxPlatform): HospitalProfileRow => found(platform.db.hospitalProfiles.get(HOSPITAL.id), '机构不存在');

const pendingOf = (platform: SandboxPlatform, auditType: HospitalAuditType, targetId: number | null) =>
  platform.db.hospitalAudits.first({ where: { auditType, auditStatus: 1, ...(targetId === null ? {} : { targetId }) } });

const latestOf = (platform: SandboxPlatform, auditType: HospitalAuditType) =>
  platform.db.hospitalAudits.list({ where: { auditType }, sort: ['-submitTime', '-id'], limit: 1 })[0];

/** Image paths are stored without the image host, blank entries dropped (specification, section 5). */
function storedImages(images: readonly ImageEntry[] | undefined, what: string): ImageEntry[] {
  const kept = (images ?? []).filter((image) => image.url.trim() !== '');
  if (kept.some((image) => ABSOLUTE.test(image.url.trim()) || image.url.trim().startsWith('//'))) {
    refuse(`${what}需为存储路径，不能包含图片域名`);
  }
  return kept.map((image) => ({ ...image, url: image.url.trim() }));
}

// ---------------------------------------------------------------------------------------------
// Base information

export function getHospitalBaseInfo(platform: SandboxPlatform): HospitalBaseInfo {
  const row = profile(platform);
  const latest = latestOf(platform, 1);
  return {
    ...row.info,
    auditStatus: latest?.auditStatus ?? null,
    pendingAuditId: latest?.auditStatus === 1 ? latest.id : null,
    rejectReason: latest?.auditStatus === 3 ? latest.auditRemark : null,
    hasDraft: row.draft !== null,
  };
}

const TYPE_NAMES: Record<number, string> = { 1: '医疗美容诊所', 2: '医疗美容门诊部', 3: '美容医院', 4: '综合医院医疗美容科' };
const LEVEL_NAMES: Record<number, string> = { 0: '未定级', 1: '一级', 2: '二级', 3: '三级' };

type Info = HospitalProfileRow['info'];

/** Each field a person reviews, with how its value reads in the change list. */
const BASE_FIELDS: { field: string; fieldName: string; show: (info: Info) => string | null }[] = [
  { field: 'registeredName', fieldName: '注册名称', show: (i) => i.registeredName },
  { field: 'brandName', fieldName: '品牌名', show: (i) => i.brandName },
  { field: 'creditCode', fieldName: '统一社会信用代码', show: (i) => i.creditCode },
  { field: 'logo', fieldName: '机构Logo', show: (i) => i.logo.url },
  { field: 'type', fieldName: '机构类型', show: (i) => TYPE_NAMES[i.type] ?? null },
  { field: 'level', fieldName: '机构等级', show: (i) => LEVEL_NAMES[i.level] ?? null },
  { field: 'establishedDate', fieldName: '成立日期', show: (i) => i.establishedDate ?? null },
  { field: 'region', fieldName: '所在地区', show: (i) => `${i.provinceName} ${i.cityName} ${i.districtName}` },
  { field: 'address', fieldName: '详细地址', show: (i) => i.address },
  { field: 'geo', fieldName: '地图位置', show: (i) => `${i.geo.longitude},${i.geo.latitude}` },
  {
    field: 'businessHours',
    fieldName: '营业时间',
    show: (i) => `${i.businessHours.openTime}-${i.businessHours.closeTime}${i.businessHours.remark ? ` ${i.businessHours.remark}` : ''}`,
  },
  { field: 'phone', fieldName: '客服电话', show: (i) => i.phone },
  {
    field: 'floorArea',
    fieldName: '营业面积',
    show: (i) => (i.floorArea === null || i.floorArea === undefined ? null : `${i.floorArea}㎡`),
  },
  { field: 'introduction', fieldName: '机构简介', show: (i) => i.introduction ?? null },
  { field: 'environmentImages', fieldName: '环境图', show: (i) => i.environmentImages.map((e) => e.url).join('、') },
];

/** The approved information with a submission's fields applied. */
function applyBase(info: Info, fields: HospitalBaseInfoFields): Info {
  const next: Info = { ...info };
  const assign = <K extends keyof HospitalBaseInfoFields & keyof Info>(key: K) => {
    if (fields[key] !== undefined) (next as Record<string, unknown>)[key] = fields[key];
  };
  for (const key of [
    'registeredName',
    'brandName',
    'creditCode',
    'logo',
    'type',
    'level',
    'establishedDate',
    'address',
    'geo',
    'businessHours',
    'phone',
    'floorArea',
    'introduction',
    'environmentImages',
  ] as const) {
    assign(key);
  }
  if (fields.provinceId !== undefined && fields.cityId !== undefined && fields.districtId !== undefined) {
    const names = areaNames(fields.provinceId, fields.cityId, fields.districtId);
    if (names) Object.assign(next, { provinceId: fields.provinceId, cityId: fields.cityId, districtId: fields.districtId }, names);
  }
  return next;
}

function checkBase(body: HospitalBaseInfoSaveRequest): HospitalBaseInfoSaveRequest {
  const text = (value: string | undefined) => (value ?? '').trim();
  if (!text(body.registeredName) || text(body.registeredName).length > 60) refuse('请填写注册名称（60字以内）');
  if (!text(body.brandName) || text(body.brandName).length > 20) refuse('请填写品牌名（20字以内）');
  if (!CREDIT_CODE.test(text(body.creditCode))) refuse('统一社会信用代码格式不正确');
  if (!areaNames(body.provinceId, body.cityId, body.districtId)) refuse('请选择正确的省市区');
  if (!text(body.address)) refuse('请填写详细地址');
  if (!PHONE.test(text(body.phone))) refuse('客服电话格式不正确');
  if (body.businessHours.openTime >= body.businessHours.closeTime) refuse('营业结束时间需晚于开始时间');
  const [logo] = storedImages([body.logo], '机构Logo');
  if (!logo) refuse('请上传机构Logo');
  const environmentImages = storedImages(body.environmentImages, '环境图');
  if (environmentImages.length === 0) refuse('请至少上传一张环境图');
  return {
    ...body,
    registeredName: text(body.registeredName),
    brandName: text(body.brandName),
    creditCode: text(body.creditCode),
    address: text(body.address),
    phone: text(body.phone),
    logo,
    environmentImages,
  };
}

/** Submits the edit form for review; the draft is gone once submitted. Returns the audit id. */
export function submitHospitalBaseInfo(platform: SandboxPlatform, account: SandboxAccount, body: HospitalBaseInfoSaveRequest): number {
  if (pendingOf(platform, 1, null)) refuse('基本信息正在审核中，请等待审核结果或撤回后再提交');
  const fields = checkBase(body);
  const row = profile(platform);
  const after = applyBase(row.info, fields);
  const changes = diff(row.info, after);
  if (changes.length === 0) refuse('没有需要提交审核的修改');
  const id = addAudit(platform, account, {
    auditType: 1,
    summary: `修改基本信息：${changes.map((c) => c.fieldName).join('、')}`,
    targetId: null,
    changes,
    payload: { kind: 'base', fields },
  });
  platform.db.hospitalProfiles.update(row.id, (p) => void (p.draft = null));
  return id;
}

function diff(before: Info, after: Info): HospitalAuditChange[] {
  return BASE_FIELDS.flatMap(({ field, fieldName, show }) => {
    const was = show(before);
    const now = show(after);
    return was === now ? [] : [{ field, fieldName, before: was, after: now }];
  });
}

function addAudit(
  platform: SandboxPlatform,
  account: SandboxAccount,
  audit: Pick<HospitalAuditRow, 'auditType' | 'summary' | 'targetId' | 'changes' | 'payload'>,
): number {
  const id = platform.nextId();
  platform.db.hospitalAudits.insert({
    ...audit,
    id,
    auditStatus: 1,
    submitterId: account.userInfo.id,
    submitterName: account.userInfo.realName,
    submitTime: formatDateTime(platform.now()),
    auditTime: null,
    auditRemark: null,
  });
  return id;
}

// ---------------------------------------------------------------------------------------------
// Draft

export function getHospitalDraft(platform: SandboxPlatform): HospitalDraft | null {
  return profile(platform).draft;
}

/** Keeps the edit form unsubmitted; refused while a submission is pending (it is under review). */
export function saveHospitalDraft(platform: SandboxPlatform, account: SandboxAccount, content: HospitalBaseInfoFields): void {
  if (pendingOf(platform, 1, null)) refuse('基本信息正在审核中，不能修改');
  const cleaned: HospitalBaseInfoFields = { ...content };
  if (content.environmentImages) cleaned.environmentImages = storedImages(content.environmentImages, '环境图');
  if (content.logo) {
    const [logo] = storedImages([content.logo], '机构Logo');
    if (logo) cleaned.logo = logo;
    else delete cleaned.logo;
  }
  platform.db.hospitalProfiles.update(HOSPITAL.id, (p) => {
    p.draft = { content: cleaned, operatorName: account.userInfo.realName, updateTime: formatDateTime(platform.now()) };
  });
}

export function deleteHospitalDraft(platform: SandboxPlatform): void {
  platform.db.hospitalProfiles.update(HOSPITAL.id, (p) => void (p.draft = null));
}

// ---------------------------------------------------------------------------------------------
// Papers

/** Whole days from the sandbox's today to `day` (negative once past). */
export function daysUntil(platform: SandboxPlatform, day: string): number {
  return Math.round((parseDateTime(`${day} 00:00:00`) - parseDateTime(`${formatDate(platform.now())} 00:00:00`)) / DAY);
}

export function paperView(platform: SandboxPlatform, paper: StoredHospitalPaper): HospitalPaper {
  if (paper.isLongTerm || !paper.validTo) return { ...paper, status: 1, daysToExpire: null };
  const daysToExpire = daysUntil(platform, paper.validTo);
  const status = daysToExpire < 0 ? 3 : daysToExpire <= PAPER_EXPIRING_DAYS ? 2 : 1;
  return { ...paper, status, daysToExpire };
}

/** Expired first, then by days left; long-term papers last. */
export function listHospitalPapers(platform: SandboxPlatform): HospitalPaper[] {
  return platform.db.hospitalPapers
    .list()
    .map((p) => paperView(platform, p))
    .sort((a, b) => (a.daysToExpire ?? Number.MAX_SAFE_INTEGER) - (b.daysToExpire ?? Number.MAX_SAFE_INTEGER) || a.kind - b.kind);
}

/** Adds a licence or renews one; the renewal replaces the current values once approved. Returns the audit id. */
export function saveHospitalPaper(platform: SandboxPlatform, account: SandboxAccount, body: HospitalPaperSaveRequest): number {
  const current = body.id === undefined ? undefined : found(platform.db.hospitalPapers.get(body.id), '证照不存在');
  if (current && current.kind !== body.kind) refuse('证照类型不能修改');
  if (!current && platform.db.hospitalPapers.first({ where: { kind: body.kind } })) refuse('该类证照已存在，请在原证照上更新');
  if (current && pendingOf(platform, 2, current.id)) refuse('该证照正在审核中，请等待审核结果或撤回后再提交');
  const number = body.number.trim();
  const holderName = body.holderName.trim();
  if (!number) refuse('请填写证照编号');
  if (!holderName) refuse('请填写证照上的名称');
  const today = formatDate(platform.now());
  if (!body.isLongTerm) {
    if (!body.validTo) refuse('请填写有效期截止日，或选择长期有效');
    if (body.validTo < today) refuse('有效期截止日不能早于今天');
    if (body.validFrom > body.validTo) refuse('有效期开始日不能晚于截止日');
  }
  const images = storedImages(body.images, '证照图片');
  if (images.length === 0 || images.length > 6) refuse('请上传1至6张证照图片');
  const request: HospitalPaperSaveRequest = {
    ...body,
    number,
    holderName,
    images,
    ...(body.isLongTerm ? { validTo: undefined } : {}),
  };
  const now = formatDateTime(platform.now());
  const name = PAPER_NAMES[body.kind];
  let targetId: number;
  if (current) {
    targetId = current.id;
    platform.db.hospitalPapers.update(current.id, (p) => {
      p.auditStatus = 1;
      p.rejectReason = null;
      p.updateTime = now;
    });
  } else {
    targetId = platform.nextId();
    platform.db.hospitalPapers.insert({
      id: targetId,
      kind: body.kind,
      number,
      holderName,
      validFrom: body.validFrom,
      validTo: body.isLongTerm ? null : (body.validTo ?? null),
      isLongTerm: body.isLongTerm,
      images,
      auditStatus: 1,
      rejectReason: null,
      updateTime: now,
    });
  }
  const validity = (from: string, to: string | null | undefined, longTerm: boolean) => `${from} 至 ${longTerm ? '长期' : (to ?? '')}`;
  return addAudit(platform, account, {
    auditType: 2,
    summary: `${current ? '更新' : '新增'}证照：${name}`,
    targetId,
    changes: [
      { field: 'number', fieldName: '证照编号', before: current?.number ?? null, after: number },
      {
        field: 'validity',
        fieldName: '有效期',
        before: current ? validity(current.validFrom, current.validTo, current.isLongTerm) : null,
        after: validity(body.validFrom, body.validTo, body.isLongTerm),
      },
    ].filter((c) => c.before !== c.after),
    payload: { kind: 'paper', request: { ...request, id: current ? current.id : undefined } },
  });
}

/** Home's expiry list reads the same rows as the papers tab. */
export function paperExpiries(platform: SandboxPlatform): { paperType: HospitalPaperKind; paperName: string; expireDate: string }[] {
  return platform.db.hospitalPapers
    .list()
    .filter((p): p is StoredHospitalPaper & { validTo: string } => !p.isLongTerm && p.validTo !== null && p.validTo !== undefined)
    .map((p) => ({ paperType: p.kind, paperName: PAPER_NAMES[p.kind], expireDate: p.validTo }));
}

// ---------------------------------------------------------------------------------------------
// Honors

export function listHospitalHonors(platform: SandboxPlatform): HospitalHonor[] {
  return platform.db.hospitalHonors.list({ sort: ['sort', 'id'] });
}

export function saveHospitalHonor(platform: SandboxPlatform, account: SandboxAccount, body: HospitalHonorSaveRequest): number {
  const current = body.id === undefined ? undefined : found(platform.db.hospitalHonors.get(body.id), '荣誉不存在');
  if (current?.auditStatus === 1) refuse('该荣誉正在审核中，不能修改');
  const title = body.title.trim();
  const issuer = body.issuer.trim();
  if (!title || title.length > 50) refuse('请填写荣誉名称（50字以内）');
  if (!issuer || issuer.length > 50) refuse('请填写颁发单位（50字以内）');
  if (body.awardDate > formatDate(platform.now())) refuse('获奖日期不能晚于今天');
  const images = storedImages(body.images, '荣誉图片');
  if (images.length === 0 || images.length > 6) refuse('请上传1至6张荣誉图片');
  const id = current?.id ?? platform.nextId();
  const honor: HospitalHonor = {
    id,
    title,
    issuer,
    awardDate: body.awardDate,
    images,
    auditStatus: 1,
    rejectReason: null,
    sort: body.sort ?? current?.sort ?? platform.db.hospitalHonors.count() + 1,
    createTime: current?.createTime ?? formatDateTime(platform.now()),
  };
  platform.db.hospitalHonors.put(honor);
  addAudit(platform, account, {
    auditType: 3,
    summary: `${current ? '修改' : '新增'}荣誉：${title}`,
    targetId: id,
    changes: [{ field: 'title', fieldName: '荣誉名称', before: current?.title ?? null, after: title }],
    payload: { kind: 'honor', request: { ...body, id, title, issuer, images } },
  });
  return id;
}

export function deleteHospitalHonor(platform: SandboxPlatform, id: number): void {
  const honor = found(platform.db.hospitalHonors.get(id), '荣誉不存在');
  if (honor.auditStatus === 1) refuse('审核中的荣誉不能删除，请先撤回');
  platform.db.hospitalHonors.remove(id);
}

// ---------------------------------------------------------------------------------------------
// Audit log, withdraw, the platform's decision

const logView = (row: HospitalAuditRow, viewer: SandboxAccount): HospitalAuditLog => ({
  id: row.id,
  auditType: row.auditType,
  auditStatus: row.auditStatus,
  summary: row.summary,
  submitterName: row.submitterName,
  submitTime: row.submitTime,
  auditTime: row.auditTime,
  auditRemark: row.auditRemark,
  canWithdraw: row.auditStatus === 1 && viewer.userInfo.hospitalId === HOSPITAL.id,
});

export function listHospitalAudits(
  platform: SandboxPlatform,
  viewer: SandboxAccount,
  query: HospitalAuditLogListRequest,
): HospitalAuditLogPage {
  const { auditType, auditStatus, startDate, endDate, page, limit } = query;
  return listPage(
    platform.db.hospitalAudits,
    { where: { auditType, auditStatus, submitTime: dayRange(startDate, endDate) }, sort: ['-submitTime', '-id'], page, limit },
    (row) => logView(row, viewer),
  );
}

export function getHospitalAudit(platform: SandboxPlatform, viewer: SandboxAccount, id: number): HospitalAuditLogDetail {
  const row = found(platform.db.hospitalAudits.get(id), '审核记录不存在');
  return { ...logView(row, viewer), changes: row.changes };
}

/** Withdraws a pending submission; base information goes back into the draft to edit on. */
export function withdrawHospitalAudit(platform: SandboxPlatform, account: SandboxAccount, auditId: number): void {
  const row = found(platform.db.hospitalAudits.get(auditId), '审核记录不存在');
  if (row.auditStatus !== 1) refuse('只有待审核的提交可以撤回');
  platform.db.hospitalAudits.update(auditId, (a) => {
    a.auditStatus = 4;
    a.auditRemark = '机构已撤回';
  });
  const now = formatDateTime(platform.now());
  const { payload } = row;
  if (payload.kind === 'base') {
    platform.db.hospitalProfiles.update(HOSPITAL.id, (p) => {
      p.draft = { content: payload.fields, operatorName: account.userInfo.realName, updateTime: now };
    });
  } else if (payload.kind === 'paper' && row.targetId !== null) {
    // A new licence withdrawn before review was never held; a renewal leaves the current one as it was.
    if (payload.request.id === undefined) platform.db.hospitalPapers.remove(row.targetId);
    else platform.db.hospitalPapers.update(row.targetId, (p) => void (p.auditStatus = 4));
  } else if (payload.kind === 'honor' && row.targetId !== null) {
    platform.db.hospitalHonors.update(row.targetId, (h) => void (h.auditStatus = 4));
  }
}

export type ReviewDecision = 'approve' | 'reject';

/**
 * The platform's reviewer decides a pending submission: approval applies it, rejection keeps the
 * reason; either way the main account gets the notice whose code opens the tab it concerns.
 */
export function decideHospitalReview(
  platform: SandboxPlatform,
  auditId: number,
  decision: ReviewDecision,
  reason?: string,
): HospitalAuditLog {
  const row = found(platform.db.hospitalAudits.get(auditId), '审核记录不存在');
  if (row.auditStatus !== 1) refuse('该提交不在待审核状态');
  const remark = (reason ?? '').trim();
  if (decision === 'reject' && !remark) refuse('驳回时请填写原因');
  const now = formatDateTime(platform.now());
  const approved = decision === 'approve';
  platform.db.hospitalAudits.update(auditId, (a) => {
    a.auditStatus = approved ? 2 : 3;
    a.auditTime = now;
    a.auditRemark = approved ? remark || '审核通过' : remark;
  });
  const { payload } = row;
  if (payload.kind === 'base' && approved) {
    platform.db.hospitalProfiles.update(HOSPITAL.id, (p) => {
      p.info = { ...applyBase(p.info, payload.fields), updateTime: now };
    });
  } else if (payload.kind === 'paper' && row.targetId !== null) {
    platform.db.hospitalPapers.update(row.targetId, (p) => {
      p.auditStatus = approved ? 2 : 3;
      p.rejectReason = approved ? null : remark;
      p.updateTime = now;
      if (approved) {
        const r = payload.request;
        Object.assign(p, {
          number: r.number,
          holderName: r.holderName,
          validFrom: r.validFrom,
          validTo: r.isLongTerm ? null : (r.validTo ?? null),
          isLongTerm: r.isLongTerm,
          images: r.images,
        });
      }
    });
  } else if (payload.kind === 'honor' && row.targetId !== null) {
    platform.db.hospitalHonors.update(row.targetId, (h) => {
      h.auditStatus = approved ? 2 : 3;
      h.rejectReason = approved ? null : remark;
    });
  }
  const notice = REVIEW_NOTICE[row.auditType];
  const main = mainAccount(platform);
  if (main) {
    addNotification(platform, main, {
      type: notice.type,
      title: `${notice.what}审核${approved ? '通过' : '未通过'}`,
      text: approved
        ? `您提交的${notice.what}（${row.summary}）已审核通过。`
        : `您提交的${notice.what}（${row.summary}）未通过审核：${remark}`,
      assid: String(auditId),
    });
  }
  return logView(
    found(platform.db.hospitalAudits.get(auditId), '审核记录不存在'),
    main ?? ({ userInfo: { hospitalId: HOSPITAL.id } } as SandboxAccount),
  );
}

// ---------------------------------------------------------------------------------------------
// Company search (工商信息)

const COMPANIES: HospitalCompany[] = [
  {
    companyName: '上海美莱医疗美容门诊部',
    creditCode: '91310105MA1FW8XQ3K',
    legalPerson: '陈建国',
    registeredCapital: '1000万人民币',
    establishDate: '2003-06-18',
    regStatus: '存续',
    address: '上海市长宁区延安西路789号',
    businessScope: '营利性医疗机构；医疗美容服务。',
  },
  {
    companyName: '上海美莱医疗美容门诊部有限公司',
    creditCode: '91310104MA1FR0XX1K',
    legalPerson: '陈建国',
    registeredCapital: '2000万人民币',
    establishDate: '2012-09-03',
    regStatus: '存续',
    address: '上海市徐汇区肇嘉浜路1065号',
    businessScope: '医疗美容服务；美容咨询。',
  },
  {
    companyName: '杭州美莱医疗美容医院有限公司',
    creditCode: '91330106MA2GL5KX7P',
    legalPerson: '周立新',
    registeredCapital: '3000万人民币',
    establishDate: '2016-04-12',
    regStatus: '存续',
    address: '浙江省杭州市西湖区文三路259号',
    businessScope: '医疗美容科；美容外科；美容皮肤科。',
  },
  {
    companyName: '上海美莱美容咨询有限公司',
    creditCode: '91310105MA1FP2LL6R',
    legalPerson: '陈建国',
    registeredCapital: '100万人民币',
    establishDate: '2009-11-30',
    regStatus: '注销',
    address: '上海市长宁区天山路310号',
    businessScope: '美容咨询；企业管理咨询。',
  },
];

export function searchCompanies(keyword: string): HospitalCompany[] {
  const wanted = keyword.trim().toUpperCase();
  if (wanted.length < 2) refuse('请至少输入2个字');
  return COMPANIES.filter((c) => c.companyName.includes(wanted) || c.creditCode.includes(wanted)).slice(0, 20);
}
