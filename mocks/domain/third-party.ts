/** Customers and orders from third-party platforms (美团, 大众点评, 抖音…): lists and one customer. */
import type {
  ThirdPartyCustomerDetail,
  ThirdPartyCustomerListRequest,
  ThirdPartyCustomerPage,
  ThirdPartyOrderListRequest,
  ThirdPartyOrderPage,
} from '@generated/main/model';
import type { SandboxPlatform } from '../platform.ts';
import { found } from './errors.ts';
import { dayRange, listPage } from './list.ts';

/** Latest order first; keyword: nickname or phone; the date range is of the latest order. */
export function listThirdPartyCustomers(platform: SandboxPlatform, query: ThirdPartyCustomerListRequest): ThirdPartyCustomerPage {
  const { platform: source, keyword, startDate, endDate, page, limit } = query;
  return listPage(platform.db.thirdPartyCustomers, {
    where: { platform: source, lastOrderTime: dayRange(startDate, endDate) },
    keyword,
    sort: ['-lastOrderTime'],
    page,
    limit,
  });
}

export function getThirdPartyCustomer(platform: SandboxPlatform, id: number): ThirdPartyCustomerDetail {
  const customer = found(platform.db.thirdPartyCustomers.get(id), '客户不存在');
  return { ...customer, orders: platform.db.thirdPartyOrders.list({ where: { customerId: id }, sort: ['-payTime'] }) };
}

/** Newest payment first. */
export function listThirdPartyOrders(platform: SandboxPlatform, query: ThirdPartyOrderListRequest): ThirdPartyOrderPage {
  const { platform: source, status, customerId, keyword, payStartDate, payEndDate, page, limit } = query;
  return listPage(platform.db.thirdPartyOrders, {
    where: { platform: source, status, customerId, payTime: dayRange(payStartDate, payEndDate) },
    keyword,
    sort: ['-payTime'],
    page,
    limit,
  });
}
