/** Third-party customers and orders. */
import { getThirdPartyCustomer, listThirdPartyCustomers, listThirdPartyOrders } from '../../domain/third-party.ts';
import { mainRoutes } from '../route.ts';

export const thirdPartyRoutes = [
  mainRoutes({
    getThirdPartyCustomerPager: ({ platform, body }) => listThirdPartyCustomers(platform, body),
    getThirdPartyCustomerDetail: ({ platform, query }) => getThirdPartyCustomer(platform, query.id),
    getThirdPartyOrderPager: ({ platform, body }) => listThirdPartyOrders(platform, body),
  }),
];
