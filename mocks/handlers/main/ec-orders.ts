/** E-commerce orders: list, detail, remark, export; their monthly settlement (/finance/ecommerce). */
import { exportEcOrders, getEcOrder, listEcOrders, setEcOrderRemark } from '../../domain/ec-orders.ts';
import { getSettlement, listSettlements } from '../../domain/ec-settlement.ts';
import { formatDate } from '../../db/random.ts';
import { xlsxResponse } from '../../domain/xlsx.ts';
import { mainRoutes } from '../route.ts';

export const ecOrderRoutes = [
  mainRoutes({
    getEcOrderList: ({ platform, body }) => listEcOrders(platform, body),
    getEcOrderDetail: ({ platform, query }) => getEcOrder(platform, query.id),
    setEcOrderRemark: ({ platform, body }) => {
      setEcOrderRemark(platform, body.id, body.remark);
      return true;
    },
    exportEcOrders: ({ platform, body }) =>
      xlsxResponse(`ec-orders-${formatDate(platform.now()).replace(/-/g, '')}.xlsx`, exportEcOrders(platform, body)),
    getEcSettlementList: ({ platform, body }) => listSettlements(platform, body),
    getEcSettlementDetail: ({ platform, query }) => getSettlement(platform, query.month),
  }),
];
