/**
 * Dispatched orders: the lists and counts (2.0 transferTreatmentOrder), the unprocessed counts,
 * the detail, and the follow actions (1.0 TransferTreatmentOrder); their exports and the auto
 * duplicate check's hits.
 */
import {
  addContactInfo,
  addFollowReply,
  addTaskDeal,
  cancelRemind,
  countOrders,
  exportOrders,
  followUp,
  getRemind,
  listOrders,
  openOrder,
  relatedDoctors,
  repeatSettlement,
  reportInvalidContact,
  setDealt,
  setMeetAppointment,
  setMet,
  setNotRepeatOrder,
  setPhoneViewable,
  setRemind,
  setRepeatOrder,
  setUndealt,
  supplyOrder,
  supplyOrderSpus,
  unprocessedCount,
} from '../../domain/orders.ts';
import { formatDate } from '../../db/random.ts';
import { listAutoDuplicateHits } from '../../domain/auto-duplicate.ts';
import { xlsxResponse } from '../../domain/xlsx.ts';
import { mainRoutes } from '../route.ts';

export const orderRoutes = [
  mainRoutes({
    getOrderListData: ({ platform, account, body }) => listOrders(platform, account, body),
    getOrderCount: ({ platform, account, body }) => countOrders(platform, account, body),
    exportOrderList: ({ platform, account, body }) =>
      xlsxResponse(`orders-${formatDate(platform.now()).replace(/-/g, '')}.xlsx`, exportOrders(platform, account, body)),
    getAutoDuplicateHitList: ({ platform, body }) => listAutoDuplicateHits(platform, body),
    invalidContact: ({ platform, account, body }) => {
      reportInvalidContact(platform, account, body);
      return true;
    },
    repeatSettlement: ({ platform, account, body }) => {
      repeatSettlement(platform, account, body);
      return true;
    },
    getUnprocessedCountV1: ({ platform, account }) => unprocessedCount(platform, account),
    getTransferTreatmentOrderDetail: ({ platform, account, query }) => openOrder(platform, account, query.followId),
    getRemind: ({ platform, query }) => getRemind(platform, query.followId),
    getRelatedDoctors: ({ platform, query }) => relatedDoctors(platform, query.followId),
    getSupplyOrderSpus: ({ platform, query }) => supplyOrderSpus(platform, query.followId, query.keyword),
    setRemind: ({ platform, account, body }) => {
      setRemind(platform, account, body.followId, body.remindTime, body.content);
      return true;
    },
    cancelRemind: ({ platform, account, body }) => {
      cancelRemind(platform, account, body.followId);
      return true;
    },
    followUp: ({ platform, account, body }) => ({ id: followUp(platform, account, body).id }),
    setMeetAppointment: ({ platform, account, body }) => {
      setMeetAppointment(platform, account, body);
      return true;
    },
    setMet: ({ platform, account, body }) => {
      setMet(platform, account, body);
      return true;
    },
    setDealt: ({ platform, account, body }) => ({ id: setDealt(platform, account, body).id }),
    addTaskDeal: ({ platform, account, body }) => ({ id: addTaskDeal(platform, account, body).id }),
    setUndealt: ({ platform, account, body }) => {
      setUndealt(platform, account, body);
      return true;
    },
    setRepeatOrder: ({ platform, account, body }) => {
      setRepeatOrder(platform, account, body);
      return true;
    },
    setNotRepeatOrder: ({ platform, account, body }) => {
      setNotRepeatOrder(platform, account, body);
      return true;
    },
    addFollowReply: ({ platform, account, body }) => ({ id: addFollowReply(platform, account, body) }),
    supplyOrder: ({ platform, account, body }) => ({ id: supplyOrder(platform, account, body) }),
    addContactInfo: ({ platform, account, body }) => {
      addContactInfo(platform, account, body);
      return true;
    },
    setCustomerPhoneViewable: ({ platform, account, body }) => {
      setPhoneViewable(platform, account, body.followId, body.viewable);
      return true;
    },
  }),
];
