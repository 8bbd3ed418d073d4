/**
 * Finance (/finance/bill, /finance/ecommerce, /finance/invoice): the monthly bills and the invoice
 * applications, their lists and details (notification 133098 opens a bill, 200002 an invoice).
 */
import type {
  FinanceBill,
  FinanceBillDetail,
  FinanceBillListRequest,
  FinanceBillPage,
  FinanceInvoiceDetail,
  FinanceInvoiceListRequest,
  FinanceInvoicePage,
} from '@generated/main/model';
import { HOSPITAL } from '../db/accounts.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found } from './errors.ts';
import { billCertificates, billRemarks } from './finance-bill.ts';
import { dayRange, listPage } from './list.ts';

const PAY_ACCOUNT = '招商银行上海分行 1219 0985 7610 001';

/** Newest bill period first. */
export function listBills(platform: SandboxPlatform, query: FinanceBillListRequest): FinanceBillPage {
  const { billType, billPeriodStart, billPeriodEnd, status, payStatus, billNo, page, limit } = query;
  return listPage(platform.db.financeBills, {
    where: {
      billType,
      status,
      payStatus,
      billNo: billNo || undefined,
      billPeriod: billPeriodStart || billPeriodEnd ? { gte: billPeriodStart, lte: billPeriodEnd } : undefined,
    },
    sort: ['-billPeriod', 'billType'],
    page,
    limit,
  });
}

export function getBill(platform: SandboxPlatform, id: number): FinanceBillDetail {
  const bill = found(platform.db.financeBills.get(id), '账单不存在');
  return {
    ...bill,
    hospitalName: HOSPITAL.registeredName,
    ...billRemarks(platform, id),
    payAccount: PAY_ACCOUNT,
    evidenceCount: platform.db.financeBillEvidence.count({ where: { billId: id } }),
    certificateCount: billCertificates(platform, id).length,
    errorCount: platform.db.financeBillErrors.count({ where: { billId: id } }),
  };
}

/** Newest application first; the dates are the application days. */
export function listInvoices(platform: SandboxPlatform, query: FinanceInvoiceListRequest): FinanceInvoicePage {
  const { status, invoiceType, applyStartDate, applyEndDate, page, limit } = query;
  return listPage(platform.db.invoices, {
    where: { status, invoiceType, applyTime: dayRange(applyStartDate, applyEndDate) },
    sort: ['-applyTime'],
    page,
    limit,
  });
}

export function getInvoice(platform: SandboxPlatform, id: number): FinanceInvoiceDetail {
  const invoice = found(platform.db.invoices.get(id), '发票申请不存在');
  // The confirmed bills the application covers: those whose payable amount it invoices.
  const bills: FinanceBill[] = platform.db.financeBills.list({
    where: { status: 2, amountPayable: invoice.amount },
    limit: invoice.billCount,
  });
  return {
    ...invoice,
    title: invoice.title,
    taxNo: invoice.taxNo,
    bankName: '招商银行上海徐家汇支行',
    bankAccount: '121909857610802',
    registeredAddress: HOSPITAL.address,
    registeredPhone: '021-63340000',
    email: 'finance@meilai.example.invalid',
    receiverName: '王雅琴',
    receiverPhone: '13800000001',
    receiverAddress: `${HOSPITAL.address}3楼财务部`,
    bills,
    expressCompany: invoice.invoiceType === 2 && invoice.status === 2 ? '顺丰速运' : null,
    expressNo: invoice.invoiceType === 2 && invoice.status === 2 ? `SF14023${String(invoice.id).padStart(8, '0')}` : null,
    remark: null,
  };
}
