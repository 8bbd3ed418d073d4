/** Finance: bills (list, detail, rows, the designed life, Excel, certificates, evidence, history), invoice applications and account signing. */
import { applyInvoice, getBill, getInvoice, invoiceTitle, listBills, listInvoices } from '../../domain/finance.ts';
import {
  billCertificateFile,
  billCertificates,
  billEvidence,
  billHistory,
  billLock,
  billTemplate,
  confirmBill,
  listBillErrors,
  listBillOrders,
  reportBillError,
  saveBill,
  saveBillEvidence,
  submitBill,
  uploadBillExcel,
} from '../../domain/finance-bill.ts';
import { refuse } from '../../domain/errors.ts';
import { bankList, branchList, getDraft, merchantInfo, saveDraft, signUrl, submit } from '../../domain/paycontact.ts';
import { xlsxResponse } from '../../domain/xlsx.ts';
import { mainRoutes } from '../route.ts';

function fileResponse(fileName: string, bytes: Uint8Array, type: string): Response {
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: { 'content-type': type, 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}` },
  });
}

/** A whole number from a multipart text field; a refusal naming the field otherwise. */
function formInt(form: FormData, name: string): number {
  const value = Number(form.get(name));
  if (!Number.isInteger(value) || value < 0) refuse(`缺少或无效的参数 ${name}`);
  return value;
}

export const financeRoutes = [
  mainRoutes({
    getFinanceBillList: ({ platform, body }) => listBills(platform, body),
    getFinanceBillDetail: ({ platform, query }) => getBill(platform, query.id),
    getFinanceBillOrderList: ({ platform, body }) => listBillOrders(platform, body),
    getFinanceBillLockVersion: ({ platform, query }) => billLock(platform, query.id),
    saveFinanceBill: ({ platform, account, body }) => saveBill(platform, account, body),
    submitFinanceBill: ({ platform, account, body }) => submitBill(platform, account, body),
    confirmFinanceBill: ({ platform, account, body }) => confirmBill(platform, account, body),
    reportFinanceBillError: ({ platform, account, body }) => reportBillError(platform, account, body),
    getFinanceBillErrorList: ({ platform, body }) => listBillErrors(platform, body),
    downloadFinanceBillTemplate: ({ platform, query }) => {
      const { fileName, bytes } = billTemplate(platform, query.billId);
      return xlsxResponse(fileName, bytes);
    },
    uploadFinanceBillExcel: ({ platform, account, body, files }) =>
      uploadBillExcel(
        platform,
        account,
        {
          billId: formInt(body, 'billId'),
          lockVersion: formInt(body, 'lockVersion'),
          mode: body.get('mode') === 'check' ? 'check' : 'apply',
        },
        files.get('file'),
      ),
    getFinanceBillCertificateList: ({ platform, query }) => billCertificates(platform, query.billId),
    downloadFinanceBillCertificate: ({ platform, query }) => {
      const { fileName, bytes } = billCertificateFile(platform, query.id);
      return fileResponse(fileName, bytes, 'application/octet-stream');
    },
    getFinanceBillEvidenceList: ({ platform, query }) => billEvidence(platform, query.billId),
    saveFinanceBillEvidence: ({ platform, body }) => saveBillEvidence(platform, body),
    getFinanceBillHistory: ({ platform, query }) => billHistory(platform, query.billId),
    getFinanceInvoiceList: ({ platform, body }) => listInvoices(platform, body),
    getFinanceInvoiceInfo: ({ platform, query }) => getInvoice(platform, query.id),
    getFinanceInvoiceTitle: ({ platform }) => invoiceTitle(platform),
    applyFinanceInvoice: ({ platform, body }) => applyInvoice(platform, body),
    getPayContactMerchantInfo: ({ platform }) => merchantInfo(platform),
    getPayContactSignUrl: ({ platform }) => signUrl(platform),
    getPayContactBankList: ({ query }) => bankList(query.keyword),
    getPayContactBankBranchList: ({ query }) => branchList(query.bankCode, query.cityCode, query.keyword),
    getPayContactDraft: ({ platform }) => getDraft(platform),
    savePayContactDraft: ({ platform, body }) => saveDraft(platform, body),
    savePayContact: ({ platform, body }) => submit(platform, body),
  }),
];
