/**
 * Strict-select: the activities with the hospital's registration (sign up, cancel), and the orders:
 * list, counts, one order, follow-up (write-off goes through the verification calls).
 */
import {
  cancelStrictSelectSignUp,
  getStrictSelectActivity,
  listStrictSelectActivities,
  signUpStrictSelectActivity,
} from '../../domain/strict-select-activities.ts';
import {
  countStrictSelectOrders,
  followUpStrictSelectOrder,
  getStrictSelectOrder,
  listStrictSelectOrders,
} from '../../domain/strict-select-orders.ts';
import { mainRoutes } from '../route.ts';

export const strictSelectRoutes = [
  mainRoutes({
    getStrictSelectActivityList: ({ platform, body }) => listStrictSelectActivities(platform, body),
    getStrictSelectActivityDetail: ({ platform, query }) => getStrictSelectActivity(platform, query.id),
    signUpStrictSelectActivity: ({ platform, body }) => ({ id: signUpStrictSelectActivity(platform, body) }),
    cancelSignUpStrictSelectActivity: ({ platform, body }) => {
      cancelStrictSelectSignUp(platform, body.id);
      return true;
    },
    getStrictSelectOrderList: ({ platform, body }) => listStrictSelectOrders(platform, body),
    getStrictSelectOrderCount: ({ platform }) => countStrictSelectOrders(platform),
    getStrictSelectOrderDetail: ({ platform, query }) => getStrictSelectOrder(platform, query.id),
    followUpStrictSelectOrder: ({ platform, account, body }) => ({ id: followUpStrictSelectOrder(platform, account, body) }),
  }),
];
