/**
 * A customer's follow archive (getClientFollowArchive): every follow record of every order the
 * hospital got for the customer, newest first, paged; or one order's records when `followId` is
 * given (it must be the customer's).
 */
import type { OrderClientFollowArchive, OrderClientFollowArchiveRequest, OrderFollowRecord } from '@generated/main/model';
import { paginate } from '../../src/lib/paging/paging.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found, refuse } from './errors.ts';
import { orderCustomerRef } from './orders.ts';

export function clientFollowArchive(platform: SandboxPlatform, request: OrderClientFollowArchiveRequest): OrderClientFollowArchive {
  const customer = found(platform.db.customers.get(request.customerId), '客户不存在');
  const orders = platform.db.orders.list({ where: { customerId: customer.id } });
  if (request.followId !== undefined && !orders.some((o) => o.id === request.followId)) refuse('该订单不属于此客户');
  const records: OrderFollowRecord[] = orders
    .filter((o) => request.followId === undefined || o.id === request.followId)
    .flatMap((o) => o.followRecords)
    .sort((a, b) => b.followTime.localeCompare(a.followTime) || b.id - a.id);
  const page = paginate(records, request.page, request.limit);
  return {
    total: page.total,
    page: page.page,
    limit: page.limit,
    customer: orderCustomerRef(customer),
    list: page.rows,
  };
}
