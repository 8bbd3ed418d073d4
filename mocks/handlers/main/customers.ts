/** Customers (list, counts, filter options, detail, orders, marks, profile, repeat judgement and its log, numbers to check) and the header's quick search. */
import {
  countCustomers,
  customerFilterOptions,
  customerOrders,
  customerRepeatLogs,
  exportCustomers,
  getCustomerDetail,
  listCustomers,
  numbersToCheck,
  quickSearch,
  setCustomerRepeat,
  setMyMark,
  setMyMarkInChat,
  updateCustomer,
} from '../../domain/customers.ts';
import { formatDate } from '../../db/random.ts';
import { xlsxResponse } from '../../domain/xlsx.ts';
import { mainRoutes } from '../route.ts';

export const customerRoutes = [
  mainRoutes({
    getCustomerList: ({ platform, account, query }) => listCustomers(platform, account, query),
    getCustomerCount: ({ platform, account, query }) => countCustomers(platform, account, query),
    getCustomerFilterOptions: ({ platform, account }) => customerFilterOptions(platform, account),
    exportCustomerList: ({ platform, account, query }) =>
      xlsxResponse(`customers-${formatDate(platform.now()).replace(/-/g, '')}.xlsx`, exportCustomers(platform, account, query)),
    getCustomerDetail: ({ platform, account, query }) => getCustomerDetail(platform, account, query.id),
    getCustomerOrderPagedList: ({ platform, query }) => customerOrders(platform, query.customerId, query.page, query.limit),
    getClientEmergencyContact: ({ platform, account, query }) =>
      getCustomerDetail(platform, account, query.customerId).emergencyContact ?? null,
    setCustomerMyMark: ({ platform, account, body }) => {
      setMyMark(platform, account, body.customerId, { tags: body.tags ?? [], remark: body.remark ?? '' });
      return true;
    },
    setCustomerMyMarkInChat: ({ platform, account, body }) => {
      setMyMarkInChat(platform, account, { ...body, tags: body.tags ?? [], remark: body.remark ?? '' });
      return true;
    },
    updateClientUser: ({ platform, account, body }) => ({ id: updateCustomer(platform, account, body).id }),
    setCustomerRepeatOrder: ({ platform, account, body }) => {
      setCustomerRepeat(platform, account, body, true);
      return true;
    },
    setCustomerNotRepeatOrder: ({ platform, account, body }) => {
      setCustomerRepeat(platform, account, body, false);
      return true;
    },
    getClientRepeatLogList: ({ platform, query }) => customerRepeatLogs(platform, query.customerId, query.page, query.limit),
    getToCheckedTel: ({ platform, query }) => numbersToCheck(platform, query.customerId),
    quickSearch: ({ platform, account, query }) =>
      quickSearch(platform, account, query.keyword, query.scope ?? 'all', Math.min(50, Math.max(1, query.limit ?? 5))),
  }),
];
