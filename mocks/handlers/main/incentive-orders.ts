/** Follow incentive: plans, the board, joining, and the plan's orders with their follow-ups. */
import { addIncentiveFollow, getIncentiveOrder, listIncentiveOrders } from '../../domain/incentive-orders.ts';
import { getIncentiveBoard, getIncentivePlan, joinIncentivePlan, listIncentivePlans } from '../../domain/incentive-plans.ts';
import { mainRoutes } from '../route.ts';

export const incentiveOrderRoutes = [
  mainRoutes({
    getFollowIncentiveBoard: ({ platform, query }) => getIncentiveBoard(platform, query.planId),
    getFollowIncentivePlanList: ({ platform, query }) => listIncentivePlans(platform, query),
    getFollowIncentivePlanDetail: ({ platform, query }) => getIncentivePlan(platform, query.id),
    joinFollowIncentivePlan: ({ platform, body }) => {
      joinIncentivePlan(platform, body.planId);
      return true;
    },
    getFollowIncentiveOrderList: ({ platform, body }) => listIncentiveOrders(platform, body),
    getFollowIncentiveOrderDetail: ({ platform, query }) => getIncentiveOrder(platform, query.id),
    addFollowIncentiveFollow: ({ platform, account, body }) => {
      addIncentiveFollow(platform, account, body);
      return true;
    },
  }),
];
