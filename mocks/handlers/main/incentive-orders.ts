/** Follow incentive orders: list and detail. */
import { getIncentiveOrder, listIncentiveOrders } from '../../domain/incentive-orders.ts';
import { mainRoutes } from '../route.ts';

export const incentiveOrderRoutes = [
  mainRoutes({
    getFollowIncentiveOrderList: ({ platform, body }) => listIncentiveOrders(platform, body),
    getFollowIncentiveOrderDetail: ({ platform, query }) => getIncentiveOrder(platform, query.id),
  }),
];
