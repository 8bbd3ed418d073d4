/** Verification codes: look one up, write it off by its kind. */
import { lookUpCode, writeOffCode } from '../../domain/verification.ts';
import { mainRoutes } from '../route.ts';

export const verificationRoutes = [
  mainRoutes({
    getVerificationOrderByCode: ({ platform, query }) => lookUpCode(platform, query.code),
    writeOffStrictSelectCode: ({ platform, account, body }) => {
      writeOffCode(platform, account, 'strictSelect', body);
      return true;
    },
    writeOffSkuCode: ({ platform, account, body }) => {
      writeOffCode(platform, account, 'sku', body);
      return true;
    },
    writeOffThirdPartyCode: ({ platform, account, body }) => {
      writeOffCode(platform, account, 'thirdParty', body);
      return true;
    },
  }),
];
