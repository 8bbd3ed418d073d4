/**
 * The hospital profile's seed (/hospital/hospitalInfo, /hospital/hospitalEdit): the approved base
 * information, the four licences (mocks/db/papers.ts), honors, and a review history with one of
 * each outcome, so every state of a review is on screen from the start.
 */
import type {
  HospitalAuditChange,
  HospitalAuditLog,
  HospitalBaseInfo,
  HospitalBaseInfoFields,
  HospitalDraft,
  HospitalHonor,
  HospitalHonorSaveRequest,
  HospitalPaper,
  HospitalPaperSaveRequest,
} from '@generated/main/model';
import { HOSPITAL } from './accounts.ts';
import { seededPaperDetails } from './papers.ts';
import { DAY, formatDate, formatDateTime } from './random.ts';

/** The approved base information; the review state is derived from the audits. */
export type HospitalProfileInfo = Omit<HospitalBaseInfo, 'auditStatus' | 'pendingAuditId' | 'rejectReason' | 'hasDraft'>;

/** The one hospital's profile row: what customers see, and the unsubmitted draft. */
export interface HospitalProfileRow {
  id: number;
  info: HospitalProfileInfo;
  draft: HospitalDraft | null;
}

/** A licence as stored; its validity state and days left follow the sandbox clock. */
export type StoredHospitalPaper = Omit<HospitalPaper, 'status' | 'daysToExpire'>;

/** A submission: what it changes (shown field by field) and the request to apply once approved. */
export type HospitalAuditRow = Omit<HospitalAuditLog, 'canWithdraw'> & {
  submitterId: number;
  /** The paper or honor it is about; null for base information. */
  targetId: number | null;
  changes: HospitalAuditChange[];
  payload:
    | { kind: 'base'; fields: HospitalBaseInfoFields }
    | { kind: 'paper'; request: HospitalPaperSaveRequest }
    | { kind: 'honor'; request: HospitalHonorSaveRequest };
};

export interface HospitalSeed {
  hospitalProfiles: HospitalProfileRow[];
  hospitalPapers: StoredHospitalPaper[];
  hospitalHonors: HospitalHonor[];
  hospitalAudits: HospitalAuditRow[];
}

const at = (reference: number, daysAgo: number, hour = 10) => formatDateTime(reference - daysAgo * DAY + (hour - 9) * 3_600_000);

export function seedHospitalProfile(reference: number, main: { id: number; name: string }): HospitalSeed {
  const info: HospitalProfileInfo = {
    id: HOSPITAL.id,
    registeredName: HOSPITAL.registeredName,
    brandName: '上海美莱',
    creditCode: '91310105MA1FW8XQ3K',
    logo: { url: 'hospital/2024/03/logo.png', isVideo: false },
    type: 2,
    level: 0,
    establishedDate: '2003-06-18',
    provinceId: 310000,
    provinceName: '上海市',
    cityId: 310100,
    cityName: '上海',
    districtId: 310105,
    districtName: '长宁区',
    address: '延安西路789号',
    geo: { longitude: 121.424523, latitude: 31.212081 },
    businessHours: { openTime: '09:00', closeTime: '21:00', remark: '节假日正常营业' },
    phone: '021-62281234',
    floorArea: 3200,
    introduction: '上海美莱创立于2003年，拥有百级层流手术室，专注眼鼻整形、面部年轻化与微创抗衰。',
    environmentImages: [
      { url: 'hospital/2024/03/lobby.jpg', isVideo: false },
      { url: 'hospital/2024/03/consulting-room.jpg', isVideo: false },
      { url: 'hospital/2024/03/operating-room.jpg', isVideo: false },
    ],
    updateTime: at(reference, 40),
  };

  const hospitalPapers: StoredHospitalPaper[] = seededPaperDetails(reference).map((p, i) => ({
    id: 1201 + i,
    kind: p.paperType,
    number: p.number,
    holderName: HOSPITAL.registeredName,
    validFrom: p.validFrom,
    validTo: p.validTo,
    isLongTerm: false,
    images: [{ url: `hospital/papers/paper-${1201 + i}.jpg`, isVideo: false }],
    auditStatus: 2,
    rejectReason: null,
    updateTime: at(reference, 200 + i * 30),
  }));
  // The ad-review proof's renewal was rejected: the tab shows why.
  const adProof = hospitalPapers[2] as StoredHospitalPaper;
  adProof.auditStatus = 3;
  adProof.rejectReason = '上传的审查证明图片模糊，请上传清晰完整的原件照片';

  const honor = (id: number, title: string, issuer: string, awardDate: string, auditStatus: 1 | 2 | 3, sort: number): HospitalHonor => ({
    id,
    title,
    issuer,
    awardDate,
    images: [{ url: `hospital/honors/honor-${id}.jpg`, isVideo: false }],
    auditStatus,
    rejectReason: auditStatus === 3 ? '荣誉证书缺少颁发单位盖章，请补充' : null,
    sort,
    createTime: at(reference, 300 - sort * 40),
  });
  const hospitalHonors = [
    honor(301, '2025年度口碑医院', '上海市医师协会美容与整形医师分会', formatDate(reference - 330 * DAY), 2, 1),
    honor(302, '医疗美容服务规范示范单位', '上海市医疗美容质量控制中心', formatDate(reference - 500 * DAY), 2, 2),
    honor(303, '长宁区诚信经营单位', '长宁区市场监督管理局', formatDate(reference - 90 * DAY), 3, 3),
    honor(304, '年度最受欢迎眼整形机构', '新氧医美年度盛典组委会', formatDate(reference - 20 * DAY), 1, 4),
  ];

  const audit = (row: Omit<HospitalAuditRow, 'submitterName' | 'submitterId'>): HospitalAuditRow => ({
    ...row,
    submitterId: main.id,
    submitterName: main.name,
  });
  const hospitalAudits: HospitalAuditRow[] = [
    audit({
      id: 7101,
      auditType: 1,
      auditStatus: 2,
      summary: '修改基本信息：营业时间、简介',
      submitTime: at(reference, 41),
      auditTime: at(reference, 40),
      auditRemark: '审核通过',
      targetId: null,
      changes: [
        { field: 'businessHours', fieldName: '营业时间', before: '09:30-20:30', after: '09:00-21:00' },
        { field: 'introduction', fieldName: '机构简介', before: '上海美莱创立于2003年。', after: info.introduction ?? null },
      ],
      payload: { kind: 'base', fields: { businessHours: info.businessHours, introduction: info.introduction ?? '' } },
    }),
    audit({
      id: 7102,
      auditType: 1,
      auditStatus: 3,
      summary: '修改基本信息：品牌名',
      submitTime: at(reference, 25),
      auditTime: at(reference, 24),
      auditRemark: '品牌名需与营业执照字号一致，请修改后重新提交',
      targetId: null,
      changes: [{ field: 'brandName', fieldName: '品牌名', before: '上海美莱', after: '美莱医美旗舰店' }],
      payload: { kind: 'base', fields: { brandName: '美莱医美旗舰店' } },
    }),
    audit({
      id: 7103,
      auditType: 2,
      auditStatus: 3,
      summary: `更新证照：医疗广告审查证明`,
      submitTime: at(reference, 6),
      auditTime: at(reference, 5),
      auditRemark: adProof.rejectReason,
      targetId: adProof.id,
      changes: [{ field: 'validTo', fieldName: '有效期至', before: adProof.validTo ?? null, after: formatDate(reference + 390 * DAY) }],
      payload: {
        kind: 'paper',
        request: {
          id: adProof.id,
          kind: 3,
          number: adProof.number,
          holderName: adProof.holderName,
          validFrom: formatDate(reference + 26 * DAY),
          validTo: formatDate(reference + 390 * DAY),
          isLongTerm: false,
          images: [{ url: 'hospital/papers/paper-1203-renewal.jpg' }],
        },
      },
    }),
    audit({
      id: 7104,
      auditType: 3,
      auditStatus: 3,
      summary: '新增荣誉：长宁区诚信经营单位',
      submitTime: at(reference, 80),
      auditTime: at(reference, 79),
      auditRemark: '荣誉证书缺少颁发单位盖章，请补充',
      targetId: 303,
      changes: [{ field: 'title', fieldName: '荣誉名称', before: null, after: '长宁区诚信经营单位' }],
      payload: {
        kind: 'honor',
        request: { title: '长宁区诚信经营单位', issuer: '长宁区市场监督管理局', awardDate: formatDate(reference - 90 * DAY), images: [] },
      },
    }),
    audit({
      id: 7105,
      auditType: 3,
      auditStatus: 1,
      summary: '新增荣誉：年度最受欢迎眼整形机构',
      submitTime: at(reference, 2),
      auditTime: null,
      auditRemark: null,
      targetId: 304,
      changes: [{ field: 'title', fieldName: '荣誉名称', before: null, after: '年度最受欢迎眼整形机构' }],
      payload: {
        kind: 'honor',
        request: {
          title: '年度最受欢迎眼整形机构',
          issuer: '新氧医美年度盛典组委会',
          awardDate: formatDate(reference - 20 * DAY),
          images: [],
        },
      },
    }),
  ];

  return { hospitalProfiles: [{ id: HOSPITAL.id, info, draft: null }], hospitalPapers, hospitalHonors, hospitalAudits };
}
