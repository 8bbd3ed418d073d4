/** Strict-select orders: list, counts, one order, follow-up (write-off goes through the verification calls). */
import {
  countStrictSelectOrders,
  followUpStrictSelectOrder,
  getStrictSelectOrder,
  listStrictSelectOrders,
} from '../../domain/strict-select-orders.ts';
import { mainRoutes } from '../route.ts';

export const strictSelectRoutes = [
  mainRoutes({
    getStrictSelectOrderList: ({ platform, body }) => listStrictSelectOrders(platform, body),
    getStrictSelectOrderCount: ({ platform }) => countStrictSelectOrders(platform),
    getStrictSelectOrderDetail: ({ platform, query }) => getStrictSelectOrder(platform, query.id),
    followUpStrictSelectOrder: ({ platform, account, body }) => ({ id: followUpStrictSelectOrder(platform, account, body) }),
  }),
];
