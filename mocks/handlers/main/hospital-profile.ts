/** Hospital profile 2.0: base information, draft, papers, honors, review log, withdraw, company search; the area tree it resolves. */
import type { HospitalBaseInfoSaveRequest } from '@generated/main/model';
import { areaTree } from '../../domain/hospital-areas.ts';
import {
  deleteHospitalDraft,
  deleteHospitalHonor,
  getHospitalAudit,
  getHospitalBaseInfo,
  getHospitalDraft,
  listHospitalAudits,
  listHospitalHonors,
  listHospitalPapers,
  saveHospitalDraft,
  saveHospitalHonor,
  saveHospitalPaper,
  searchCompanies,
  submitHospitalBaseInfo,
  withdrawHospitalAudit,
} from '../../domain/hospital-profile.ts';
import { mainRoutes } from '../route.ts';

export const hospitalProfileRoutes = [
  mainRoutes({
    getHospitalBaseInfo: ({ platform }) => getHospitalBaseInfo(platform),
    // The contract's validation has checked the required fields the generated body type leaves optional (allOf).
    saveHospitalBaseInfo: ({ platform, account, body }) => ({
      id: submitHospitalBaseInfo(platform, account, body as HospitalBaseInfoSaveRequest),
    }),
    getHospitalDraft: ({ platform }) => getHospitalDraft(platform),
    saveHospitalDraft: ({ platform, account, body }) => {
      saveHospitalDraft(platform, account, body.content);
      return true;
    },
    deleteHospitalDraft: ({ platform }) => {
      deleteHospitalDraft(platform);
      return true;
    },
    getHospitalPaperList: ({ platform }) => listHospitalPapers(platform),
    saveHospitalPaper: ({ platform, account, body }) => ({ id: saveHospitalPaper(platform, account, body) }),
    getHospitalHonorList: ({ platform }) => listHospitalHonors(platform),
    saveHospitalHonor: ({ platform, account, body }) => ({ id: saveHospitalHonor(platform, account, body) }),
    deleteHospitalHonor: ({ platform, body }) => {
      deleteHospitalHonor(platform, body.id);
      return true;
    },
    getHospitalAuditLogList: ({ platform, account, body }) => listHospitalAudits(platform, account, body),
    getHospitalAuditLogDetail: ({ platform, account, query }) => getHospitalAudit(platform, account, query.id),
    withdrawHospitalAudit: ({ platform, account, body }) => {
      withdrawHospitalAudit(platform, account, body.auditId);
      return true;
    },
    searchHospitalCompany: ({ body }) => searchCompanies(body.keyword),
    getAllAreasTreeView: () => areaTree(),
    // A browser key as the platform issues one; the client never loads Baidu's script with it (README "Hospital profile and accounts").
    getBaiduMapKey: () => ({ ak: 'SbxBaiduAk7Qm2Lr9Tz4Wv1Hc' }),
  }),
];
