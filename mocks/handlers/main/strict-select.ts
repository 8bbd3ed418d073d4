/**
 * Strict-select: the activities with the hospital's registration (sign up, cancel), and the orders:
 * list, counts, one order, follow-up (write-off goes through the verification calls); and the
 * monthly settlement bills: list, one bill, its orders, confirm and report an error.
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
import {
  confirmStrictSelectBill,
  getStrictSelectBill,
  listStrictSelectBillOrders,
  listStrictSelectBills,
  reportStrictSelectBillError,
} from '../../domain/strict-select-bills.ts';
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
    getStrictSelectBillList: ({ platform, body }) => listStrictSelectBills(platform, body),
    getStrictSelectBillDetail: ({ platform, query }) => getStrictSelectBill(platform, query.id),
    getStrictSelectBillOrderList: ({ platform, body }) => listStrictSelectBillOrders(platform, body),
    confirmStrictSelectBill: ({ platform, body }) => confirmStrictSelectBill(platform, body),
    reportStrictSelectBillError: ({ platform, body }) => reportStrictSelectBillError(platform, body),
  }),
];
