/** Sale activities (特卖活动) on the hospital's e-commerce products: mocks/domain/sale-activities.ts. */
import {
  deleteSaleActivity,
  getSaleActivity,
  listSaleActivities,
  saveSaleActivity,
  stopSaleActivity,
} from '../../domain/sale-activities.ts';
import { mainRoutes } from '../route.ts';

export const saleActivityRoutes = [
  mainRoutes({
    getSaleActivityList: ({ platform, body }) => listSaleActivities(platform, body),
    getSaleActivityDetail: ({ platform, query }) => getSaleActivity(platform, query.id),
    saveSaleActivity: ({ platform, body }) => ({ id: saveSaleActivity(platform, body) }),
    stopSaleActivity: ({ platform, body }) => {
      stopSaleActivity(platform, body.id);
      return true;
    },
    deleteSaleActivity: ({ platform, body }) => {
      deleteSaleActivity(platform, body.id);
      return true;
    },
  }),
];
