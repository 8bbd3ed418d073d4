/** Agreements: list and detail. */
import { getContract, listContracts } from '../../domain/contracts.ts';
import { mainRoutes } from '../route.ts';

export const contractRoutes = [
  mainRoutes({
    getContractList: ({ platform, body }) => listContracts(platform, body),
    getContractDetail: ({ platform, query }) => getContract(platform, query.id, query.contractType),
  }),
];
