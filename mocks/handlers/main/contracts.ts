/** Agreements: list, detail, signing code, signing, PDF. */
import { contractPdf, getContract, listContracts, sendSignCode, signContract } from '../../domain/contracts.ts';
import { mainRoutes } from '../route.ts';

export const contractRoutes = [
  mainRoutes({
    getContractList: ({ platform, body }) => listContracts(platform, body),
    getContractDetail: ({ platform, query }) => getContract(platform, query.id, query.contractType),
    sendContractSignCode: ({ platform, body }) => {
      sendSignCode(platform, body.id, body.contractType);
      return true;
    },
    signContract: ({ platform, body }) => {
      signContract(platform, body);
      return true;
    },
    downloadContract: ({ platform, query }) => contractPdf(platform, query.id, query.contractType),
  }),
];
