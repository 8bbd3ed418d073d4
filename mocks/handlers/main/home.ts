/** The home dashboard's calls. */
import { authExpiration, guideAlert, pageFullData, paperExpiry, roleInfo } from '../../domain/home.ts';
import { mainRoutes } from '../route.ts';

export const homeRoutes = [
  mainRoutes({
    getHomePageFullData: ({ platform, account }) => pageFullData(platform, account),
    getHomeRoleInfo: ({ account }) => roleInfo(account),
    getUserAuthExpirationInfo: ({ platform, account }) => authExpiration(platform, account),
    getHospitalPaperExpiryInfo: ({ platform }) => paperExpiry(platform),
    checkGuideAlert: ({ platform, account }) => guideAlert(platform, account),
  }),
];
