/**
 * Finance (/finance/bill, /finance/ecommerce, /finance/invoice): the monthly bills and the invoice
 * applications, their lists and details (notification 133098 opens a bill, 200002 an invoice).
 */
import type {
  FinanceInvoiceApplyRequest,
  FinanceInvoiceTitle,
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
import { found, refuse } from './errors.ts';
import { formatDate, formatDateTime } from '../db/random.ts';
import { fromCents, sumCents } from '../../src/lib/money/money.ts';
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

/** The title and delivery details the platform holds before the hospital's first application. */
const DEFAULT_TITLE: FinanceInvoiceTitle = {
  title: `${HOSPITAL.registeredName}有限公司`,
  taxNo: HOSPITAL.taxNo,
  bankName: '招商银行上海徐家汇支行',
  bankAccount: '121909857610802',
  registeredAddress: HOSPITAL.address,
  registeredPhone: '021-63340000',
  email: 'finance@meilai.example.invalid',
  receiverName: '张慧敏',
  receiverPhone: '13900003004',
  receiverAddress: `${HOSPITAL.address}3楼财务部`,
};

/** The title of the hospital's latest application (prefills the next), or the platform's record of it. */
export function invoiceTitle(platform: SandboxPlatform): FinanceInvoiceTitle {
  const latest = platform.db.invoiceApplications.first({ sort: ['-createTime', '-id'] });
  return latest ? latest.title : DEFAULT_TITLE;
}

export function getInvoice(platform: SandboxPlatform, id: number): FinanceInvoiceDetail {
  const invoice = found(platform.db.invoices.get(id), '发票申请不存在');
  const application = platform.db.invoiceApplications.get(id);
  // A seeded application: the confirmed bills whose payable amount it invoices.
  const bills: FinanceBill[] = application
    ? platform.db.financeBills.getMany(application.billIds)
    : platform.db.financeBills.list({ where: { status: 2, amountPayable: invoice.amount }, limit: invoice.billCount });
  const shipped = invoice.invoiceType === 2 && invoice.status === 2;
  return {
    ...(application?.title ?? DEFAULT_TITLE),
    ...invoice,
    bills,
    expressCompany: shipped ? '顺丰速运' : null,
    expressNo: shipped ? `SF14023${String(invoice.id).padStart(8, '0')}` : null,
    remark: application?.remark ?? null,
  };
}

const TAX_NO = /^[0-9A-Z]{15,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^(1\d{10}|0\d{2,3}-?\d{7,8})$/;

/** The title fields an application must carry: all kinds need title, tax number and email; a special invoice also its bank, registration and a receiver. */
function checkTitle(body: FinanceInvoiceApplyRequest): FinanceInvoiceTitle {
  const text = (value: string | undefined) => value?.trim() ?? '';
  const title = text(body.title);
  if (!title) refuse('请填写发票抬头');
  if (title.length > 100) refuse('发票抬头不能超过100字');
  const taxNo = text(body.taxNo).toUpperCase();
  if (!TAX_NO.test(taxNo)) refuse('纳税人识别号应为15到20位数字或大写字母');
  const email = text(body.email);
  if (!EMAIL.test(email)) refuse('请填写正确的收票邮箱');
  const result: FinanceInvoiceTitle = { title, taxNo, email };
  const special = body.invoiceType === 2;
  const optional: [keyof FinanceInvoiceTitle, string][] = [
    ['bankName', '开户银行'],
    ['bankAccount', '银行账号'],
    ['registeredAddress', '注册地址'],
    ['registeredPhone', '注册电话'],
    ['receiverName', '收件人'],
    ['receiverPhone', '收件人电话'],
    ['receiverAddress', '收件地址'],
  ];
  for (const [key, label] of optional) {
    const value = text(body[key]);
    if (special && !value) refuse(`专用发票须填写${label}`);
    if (value.length > 200) refuse(`${label}过长`);
    if (value) result[key] = value;
  }
  if (result.receiverPhone && !PHONE.test(result.receiverPhone)) refuse('收件人电话格式不正确');
  return result;
}

/**
 * An application over paid-off confirmed bills, each invoiced once; its amount is the exact sum
 * of their amounts paid. The title is kept to prefill the next application.
 */
export function applyInvoice(platform: SandboxPlatform, body: FinanceInvoiceApplyRequest): { id: number } {
  if (body.invoiceType !== 1 && body.invoiceType !== 2) refuse('请选择发票类型');
  const ids = [...new Set(body.billIds ?? [])];
  if (ids.length === 0) refuse('请选择要开票的账单');
  const bills = ids.map((billId) => found(platform.db.financeBills.get(billId), '账单不存在'));
  for (const bill of bills) {
    if (bill.status !== 2) refuse(`账单${bill.billNo}尚未确认，不能开票`);
    if (bill.payStatus !== 2) refuse(`账单${bill.billNo}尚未付清，不能开票`);
    if (bill.isInvoiced) refuse(`账单${bill.billNo}已开过发票`);
  }
  if (body.remark && body.remark.length > 200) refuse('备注不能超过200字');
  const title = checkTitle(body);
  const id = platform.nextId();
  const now = platform.now();
  platform.db.invoices.insert({
    id,
    applyNo: `FP${formatDate(now).replace(/-/g, '')}${String(id).slice(-4)}`,
    invoiceType: body.invoiceType,
    title: title.title,
    taxNo: title.taxNo,
    amount: fromCents(sumCents(bills.map((b) => b.amountPaid))),
    billCount: bills.length,
    status: 1,
    statusStr: '已申请',
    invoiceNo: null,
    invoiceDate: null,
    fileUrl: null,
    rejectReason: null,
    applyTime: formatDateTime(now),
  });
  platform.db.invoiceApplications.insert({ id, billIds: ids, title, remark: body.remark?.trim() || null, createTime: formatDateTime(now) });
  for (const bill of bills) platform.db.financeBills.put({ ...bill, isInvoiced: true });
  return { id };
}
