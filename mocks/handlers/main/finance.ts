/** Finance: bills and invoice applications, lists and details. */
import { getBill, getInvoice, listBills, listInvoices } from '../../domain/finance.ts';
import { mainRoutes } from '../route.ts';

export const financeRoutes = [
  mainRoutes({
    getFinanceBillList: ({ platform, body }) => listBills(platform, body),
    getFinanceBillDetail: ({ platform, query }) => getBill(platform, query.id),
    getFinanceInvoiceList: ({ platform, body }) => listInvoices(platform, body),
    getFinanceInvoiceInfo: ({ platform, query }) => getInvoice(platform, query.id),
  }),
];
