/** Customers (list, counts, detail, orders, my mark, repeat marking) and the header's quick search. */
import type { HttpHandler } from 'msw';
import {
  countCustomers,
  customerOrders,
  getCustomerDetail,
  listCustomers,
  quickSearch,
  setCustomerRepeat,
  setMyMark,
  type CustomerFilter,
} from '../../domain/customers.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { bool, int, q, requireId, route, str, strings } from './http.ts';

const V1 = '/api/pc/1.0';

function filterOf(query: URLSearchParams): CustomerFilter {
  return {
    keyword: q(query, 'keyword'),
    followStatus: int(q(query, 'followStatus')),
    sourceChannel: int(q(query, 'sourceChannel')),
    cityId: int(q(query, 'cityId')),
    platformCounselorId: int(q(query, 'platformCounselorId')),
    followerId: int(q(query, 'followerId')),
    isRepeatOrder: bool(q(query, 'isRepeatOrder')),
    dispatchStartDate: q(query, 'dispatchStartDate'),
    dispatchEndDate: q(query, 'dispatchEndDate'),
    onlyMine: bool(q(query, 'onlyMine')),
  };
}

export function customerHandlers(platform: SandboxPlatform): HttpHandler[] {
  return [
    route(platform, 'get', `${V1}/Customer/GetCustomerList`, ({ account, query }) =>
      listCustomers(platform, account, { ...filterOf(query), page: int(q(query, 'page')), limit: int(q(query, 'limit')) }),
    ),
    route(platform, 'get', `${V1}/Customer/GetCustomerCount`, ({ account, query }) => countCustomers(platform, account, filterOf(query))),
    route(platform, 'get', `${V1}/Customer/GetCustomerDetail`, ({ account, query }) =>
      getCustomerDetail(platform, account, requireId(q(query, 'id'))),
    ),
    route(platform, 'get', `${V1}/Customer/GetCustomerOrderPagedList`, ({ query }) =>
      customerOrders(platform, requireId(q(query, 'customerId'), 'customerId'), int(q(query, 'page')), int(q(query, 'limit'))),
    ),
    route(
      platform,
      'get',
      `${V1}/customer/getClientEmergencyContact`,
      ({ account, query }) =>
        getCustomerDetail(platform, account, requireId(q(query, 'customerId'), 'customerId')).emergencyContact ?? null,
    ),
    route(platform, 'post', `${V1}/customer/setMyMark`, ({ account, body }) => {
      setMyMark(platform, account, requireId(body.customerId, 'customerId'), { tags: strings(body.tags), remark: str(body.remark) ?? '' });
      return true;
    }),
    route(platform, 'post', `${V1}/customer/SetCustomerRepeatOrder`, ({ body }) => {
      setCustomerRepeat(platform, requireId(body.customerId, 'customerId'), true);
      return true;
    }),
    route(platform, 'post', `${V1}/customer/SetCustomerNotRepeatOrder`, ({ body }) => {
      setCustomerRepeat(platform, requireId(body.customerId, 'customerId'), false);
      return true;
    }),
    route(platform, 'get', `${V1}/QuickSearch/Search`, ({ account, query }) => {
      const scope = q(query, 'scope');
      return quickSearch(
        platform,
        account,
        q(query, 'keyword') ?? '',
        scope === 'order' || scope === 'customer' ? scope : 'all',
        Math.min(50, Math.max(1, int(q(query, 'limit')) ?? 5)),
      );
    }),
  ];
}
