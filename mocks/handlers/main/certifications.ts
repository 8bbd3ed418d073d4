/** The drug and device qualification library: list, status counts, detail, catalogue search, add or resubmit, revoke. */
import {
  addCertification,
  certificationStatusCount,
  getCertification,
  listCertifications,
  revokeCertification,
  searchCatalog,
} from '../../domain/certifications.ts';
import { mainRoutes } from '../route.ts';

export const certificationRoutes = [
  mainRoutes({
    getProjectCertificationList: ({ platform, body }) => listCertifications(platform, body),
    getProjectCertificationStatusCount: ({ platform }) => certificationStatusCount(platform),
    getProjectCertificationDetail: ({ platform, query }) => getCertification(platform, query.id),
    searchProjectCertificationCatalog: ({ platform, body }) => searchCatalog(platform, body),
    addProjectCertification: ({ platform, account, body }) => ({ id: addCertification(platform, account, body) }),
    changeProjectCertificationAuditStatus: ({ platform, body }) => {
      revokeCertification(platform, body);
      return true;
    },
  }),
];
