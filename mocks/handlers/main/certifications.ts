/** The drug and device qualification library: list, status counts, detail. */
import { certificationStatusCount, getCertification, listCertifications } from '../../domain/certifications.ts';
import { mainRoutes } from '../route.ts';

export const certificationRoutes = [
  mainRoutes({
    getProjectCertificationList: ({ platform, body }) => listCertifications(platform, body),
    getProjectCertificationStatusCount: ({ platform }) => certificationStatusCount(platform),
    getProjectCertificationDetail: ({ platform, query }) => getCertification(platform, query.id),
  }),
];
