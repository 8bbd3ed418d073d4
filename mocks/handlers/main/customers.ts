/** Customers (list, counts, detail, orders, my mark, repeat marking) and the header's quick search. */
import {
  countCustomers,
  customerOrders,
  exportCustomers,
  getCustomerDetail,
  listCustomers,
  quickSearch,
  setCustomerRepeat,
  setMyMark,
} from '../../domain/customers.ts';
import { formatDate } from '../../db/random.ts';
import { xlsxResponse } from '../../domain/xlsx.ts';
import { mainRoutes } from '../route.ts';

export const customerRoutes = [
  mainRoutes({
    getCustomerList: ({ platform, account, query }) => listCustomers(platform, account, query),
    getCustomerCount: ({ platform, account, query }) => countCustomers(platform, account, query),
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
    setCustomerRepeatOrder: ({ platform, body }) => {
      setCustomerRepeat(platform, body.customerId, true);
      return true;
    },
    setCustomerNotRepeatOrder: ({ platform, body }) => {
      setCustomerRepeat(platform, body.customerId, false);
      return true;
    },
    quickSearch: ({ platform, account, query }) =>
      quickSearch(platform, account, query.keyword, query.scope ?? 'all', Math.min(50, Math.max(1, query.limit ?? 5))),
  }),
];
