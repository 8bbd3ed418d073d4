/**
 * The life of a bill (/finance/bill): its rows, save, Excel template and upload, submit, confirm,
 * error reports, certificates, payment evidence, history and the lock version. The designed order
 * (contracts finance-bill.yaml, README "Finance") is enforced by `whyNotBill`; every change checks
 * the lock version the client read first, raises it by one per history entry, and is one
 * transaction (a refusal changes nothing). Totals are always recomputed from the rows in cents.
 */
import type {
  FinanceBill,
  FinanceBillActionRequest,
  FinanceBillCertificate,
  FinanceBillCertificateType,
  FinanceBillError,
  FinanceBillErrorListRequest,
  FinanceBillErrorPage,
  FinanceBillErrorRequest,
  FinanceBillEvidence,
  FinanceBillEvidenceSaveRequest,
  FinanceBillHistory,
  FinanceBillHistoryAction,
  FinanceBillLock,
  FinanceBillOrder,
  FinanceBillOrderListRequest,
  FinanceBillOrderPage,
  FinanceBillSaveRequest,
  FinanceBillUploadFailure,
  FinanceBillUploadResult,
} from '@generated/main/model';
import {
  BILL_REMARK_MAX,
  BILL_SHEET_COLUMNS,
  checkBillSheet,
  parseDealAmount,
  type BillRowProblem,
} from '../../src/lib/finance/bill-sheet.ts';
import { formatCents, fromCents, parseCents, percentOf, sumCents, toCents } from '../../src/lib/money/money.ts';
import { XlsxReadError, readFirstSheet } from '../../src/lib/xlsx/read-sheet.ts';
import { HOSPITAL } from '../db/accounts.ts';
import { formatDateTime, parseDateTime } from '../db/random.ts';
import { BILL_HISTORY_LABELS, BILL_STATUS_LABELS, PLATFORM_OPERATOR, billTotals } from '../db/seed-finance.ts';
import type { SandboxAccount } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found, refuse } from './errors.ts';
import { listPage } from './list.ts';
import { addNotification } from './notifications.ts';
import { mainAccount } from './session.ts';
import { xlsxFile } from './xlsx.ts';
import { onePagePdf } from './one-page-pdf.ts';

export const STALE_BILL_MSG = '账单已被他人修改，请刷新后重试';

/** The hospital's actions on a bill, in the order the designed life allows them. */
export type BillAction = 'save' | 'upload' | 'submit' | 'confirm' | 'error' | 'evidence';

/** Why `action` is not allowed on the bill now; null when it is (the designed order, in one place). */
export function whyNotBill(bill: FinanceBill, action: BillAction): string | null {
  const { status, pendingConfirm } = bill;
  switch (action) {
    case 'save':
    case 'upload':
    case 'submit':
      if (status === 0) return null;
      return status === 3 ? '账单已报错，等待平台处理，不能修改' : '账单已提交，不能再修改';
    case 'confirm':
    case 'error':
      if (status === 1 && pendingConfirm) return null;
      if (status === 0) return action === 'confirm' ? '账单尚未提交，不能确认' : '账单尚未提交，不能报错';
      if (status === 1) return '平台正在核对账单，核对完成后才能操作';
      if (status === 2) return action === 'confirm' ? '账单已确认，无需重复确认' : '账单已确认，不能再报错';
      return '账单已报错，等待平台处理';
    case 'evidence':
      if (status !== 2) return '账单确认后才能上传付款凭证';
      return bill.payStatus === 2 ? '账单已付清，无需再上传付款凭证' : null;
  }
}

function billOf(platform: SandboxPlatform, id: number): FinanceBill {
  return found(platform.db.financeBills.get(id), '账单不存在');
}

/** The bill, if the client's version is current and the action allowed; a refusal otherwise. */
function billFor(platform: SandboxPlatform, id: number, lockVersion: number, action: BillAction): FinanceBill {
  const bill = billOf(platform, id);
  if (lockVersion !== bill.lockVersion) refuse(STALE_BILL_MSG);
  const why = whyNotBill(bill, action);
  if (why) refuse(why);
  return bill;
}

function rowsOf(platform: SandboxPlatform, billId: number): FinanceBillOrder[] {
  return platform.db.financeBillOrders.list({ where: { billId }, sort: ['dispatchTime', 'id'] });
}

function historyOf(platform: SandboxPlatform, billId: number): FinanceBillHistory[] {
  return platform.db.financeBillHistory.list({ where: { billId }, sort: ['lockVersion'] });
}

/** Writes one history entry and the bill with its version raised by one; returns the bill. */
function record(
  platform: SandboxPlatform,
  bill: FinanceBill,
  change: Partial<FinanceBill>,
  entry: { action: FinanceBillHistoryAction; operatorName: string; isPlatform: boolean; remark?: string | null },
): FinanceBill {
  const next: FinanceBill = { ...bill, ...change, lockVersion: bill.lockVersion + 1 };
  next.statusStr = BILL_STATUS_LABELS[next.status];
  platform.db.financeBills.put(next);
  platform.db.financeBillHistory.insert({
    id: platform.nextId(),
    billId: bill.id,
    action: entry.action,
    actionStr: BILL_HISTORY_LABELS[entry.action],
    operatorName: entry.operatorName,
    isPlatform: entry.isPlatform,
    fromStatus: bill.status,
    toStatus: next.status,
    lockVersion: next.lockVersion,
    remark: entry.remark ?? null,
    createTime: formatDateTime(platform.now()),
  });
  return next;
}

/** The bill's totals recomputed from its stored rows. */
function withTotals(platform: SandboxPlatform, bill: FinanceBill): Partial<FinanceBill> {
  if (bill.billType !== 1) return {};
  return billTotals(rowsOf(platform, bill.id), bill.adjustAmount ?? 0);
}

const staffName = (actor: SandboxAccount) => actor.userInfo.realName;

export function listBillOrders(platform: SandboxPlatform, query: FinanceBillOrderListRequest): FinanceBillOrderPage {
  billOf(platform, query.billId);
  return listPage(platform.db.financeBillOrders, {
    where: { billId: query.billId, isDeal: query.isDeal },
    keyword: query.keyword || undefined,
    sort: ['dispatchTime', 'id'],
    page: query.page,
    limit: query.limit,
  });
}

export function billLock(platform: SandboxPlatform, id: number): FinanceBillLock {
  const bill = billOf(platform, id);
  const last = historyOf(platform, id).at(-1);
  return {
    id,
    lockVersion: bill.lockVersion,
    status: bill.status,
    updaterName: last?.operatorName ?? null,
    updateTime: last?.createTime ?? bill.createTime,
  };
}

/** The remarks the detail shows: the hospital's last submit remark and the platform's last note. */
export function billRemarks(platform: SandboxPlatform, id: number): { remark: string | null; platformRemark: string | null } {
  const history = historyOf(platform, id);
  const remark = history.filter((h) => h.action === 4).at(-1)?.remark ?? null;
  const platformRemark = history.filter((h) => h.isPlatform && h.remark).at(-1)?.remark ?? null;
  return { remark, platformRemark };
}

interface RowChange {
  isDeal: boolean;
  dealCents: number;
  dealType?: FinanceBillOrder['dealType'];
  dealTime?: string;
  remark?: string;
}

/** The row with its deal changed and its commission recomputed. */
function changedRow(row: FinanceBillOrder, change: RowChange, now: string): FinanceBillOrder {
  const rate = row.commissionRate ?? 0;
  if (!change.isDeal) {
    return {
      ...row,
      isDeal: false,
      dealType: null,
      dealTime: null,
      dealAmount: 0,
      commissionAmount: 0,
      remark: change.remark ?? row.remark ?? null,
    };
  }
  return {
    ...row,
    isDeal: true,
    dealType: change.dealType ?? row.dealType ?? 0,
    dealTime: change.dealTime ?? row.dealTime ?? now,
    dealAmount: fromCents(change.dealCents),
    commissionAmount: fromCents(percentOf(change.dealCents, rate)),
    remark: change.remark ?? row.remark ?? null,
  };
}

export function saveBill(platform: SandboxPlatform, actor: SandboxAccount, body: FinanceBillSaveRequest): { id: number } {
  const bill = billFor(platform, body.id, body.lockVersion, 'save');
  if (body.remark && body.remark.length > 500) refuse('备注不能超过500字');
  const now = formatDateTime(platform.now());
  const seen = new Set<number>();
  for (const item of body.items) {
    if (seen.has(item.id)) refuse('同一订单不能重复提交');
    seen.add(item.id);
    const row = platform.db.financeBillOrders.get(item.id);
    if (!row || row.billId !== bill.id) refuse('账单中没有该订单');
    let dealCents = 0;
    if (item.isDeal) {
      const cents = item.dealAmount === undefined ? null : parseDealAmount(String(item.dealAmount));
      if (cents === null) refuse(`${row.orderNumber} 成交金额须为大于0且最多两位小数的金额`);
      dealCents = cents;
    }
    if (item.remark && item.remark.length > BILL_REMARK_MAX) refuse(`${row.orderNumber} 备注不能超过${BILL_REMARK_MAX}字`);
    platform.db.financeBillOrders.put(
      changedRow(row, { isDeal: item.isDeal, dealCents, dealType: item.dealType, dealTime: item.dealTime, remark: item.remark }, now),
    );
  }
  record(platform, bill, withTotals(platform, bill), {
    action: 2,
    operatorName: staffName(actor),
    isPlatform: false,
    remark: body.remark ?? null,
  });
  return { id: bill.id };
}

export function submitBill(platform: SandboxPlatform, actor: SandboxAccount, body: FinanceBillActionRequest): boolean {
  const bill = billFor(platform, body.id, body.lockVersion, 'submit');
  const missing = rowsOf(platform, bill.id).find((r) => r.isDeal && toCents(r.dealAmount) <= 0);
  if (missing) refuse(`${missing.orderNumber} 已成交但未填写成交金额`);
  const now = formatDateTime(platform.now());
  const submitted = record(
    platform,
    bill,
    { ...withTotals(platform, bill), status: 1, pendingConfirm: false, submitTime: now },
    { action: 4, operatorName: staffName(actor), isPlatform: false, remark: body.remark ?? null },
  );
  // The sandbox's platform checks a submitted bill at once (a real one within the working day).
  record(
    platform,
    submitted,
    { pendingConfirm: true },
    { action: 5, operatorName: PLATFORM_OPERATOR, isPlatform: true, remark: '已核对，请确认' },
  );
  return true;
}

export function confirmBill(platform: SandboxPlatform, actor: SandboxAccount, body: FinanceBillActionRequest): boolean {
  const bill = billFor(platform, body.id, body.lockVersion, 'confirm');
  record(
    platform,
    bill,
    { status: 2, pendingConfirm: false, confirmTime: formatDateTime(platform.now()) },
    { action: 6, operatorName: staffName(actor), isPlatform: false, remark: body.remark ?? null },
  );
  return true;
}

const ERROR_TYPES = new Set([1, 2, 3, 4, 9]);

export function reportBillError(platform: SandboxPlatform, actor: SandboxAccount, body: FinanceBillErrorRequest): { id: number } {
  const bill = billFor(platform, body.id, body.lockVersion, 'error');
  const reason = body.reason?.trim() ?? '';
  if (!reason) refuse('请填写报错原因');
  if (reason.length > 500) refuse('报错原因不能超过500字');
  if (!ERROR_TYPES.has(body.errorType)) refuse('请选择报错类型');
  if ((body.images?.length ?? 0) > 9) refuse('最多上传9张图片');
  const rows = (body.billOrderIds ?? []).map((id) => {
    const row = platform.db.financeBillOrders.get(id);
    if (!row || row.billId !== bill.id) refuse('账单中没有该订单');
    return row;
  });
  const id = platform.nextId();
  const report: FinanceBillError = {
    id,
    billId: bill.id,
    billNo: bill.billNo,
    billPeriod: bill.billPeriod,
    errorType: body.errorType,
    reason,
    orderNumbers: rows.map((r) => r.orderNumber),
    images: body.images ?? [],
    handleStatus: 0,
    handleReply: null,
    creatorName: staffName(actor),
    createTime: formatDateTime(platform.now()),
    handleTime: null,
  };
  platform.db.financeBillErrors.insert(report);
  record(
    platform,
    bill,
    { status: 3, pendingConfirm: false },
    { action: 7, operatorName: staffName(actor), isPlatform: false, remark: reason },
  );
  return { id };
}

export function listBillErrors(platform: SandboxPlatform, query: FinanceBillErrorListRequest): FinanceBillErrorPage {
  return listPage(platform.db.financeBillErrors, {
    where: { billId: query.billId, handleStatus: query.handleStatus },
    sort: ['-createTime', '-id'],
    page: query.page,
    limit: query.limit,
  });
}

export function billHistory(platform: SandboxPlatform, billId: number): FinanceBillHistory[] {
  billOf(platform, billId);
  return historyOf(platform, billId);
}

// ——— Excel ———

export function billTemplate(platform: SandboxPlatform, billId: number): { fileName: string; bytes: Uint8Array } {
  const bill = billOf(platform, billId);
  const rows = rowsOf(platform, billId).map((r) => [
    r.orderNumber,
    r.customerName,
    r.projectName,
    r.dispatchTime,
    r.isDeal ? '是' : '否',
    r.isDeal ? toCents(r.dealAmount) / 100 : '',
    r.remark ?? '',
  ]);
  return { fileName: `${bill.billNo}.xlsx`, bytes: xlsxFile(`${bill.billPeriod}账单`, BILL_SHEET_COLUMNS, rows) };
}

const PROBLEM_MESSAGES: Record<BillRowProblem, string> = {
  missingOrderNumber: '缺少派单编号',
  badIsDeal: '是否成交须填写“是”或“否”',
  missingAmount: '已成交但未填写成交金额',
  badAmount: '成交金额格式不正确（须为大于0、最多两位小数的金额）',
  amountWithoutDeal: '未成交的订单不能填写成交金额',
  duplicate: '派单编号与前面的行重复',
  remarkTooLong: `备注不能超过${BILL_REMARK_MAX}字`,
};

export function uploadBillExcel(
  platform: SandboxPlatform,
  actor: SandboxAccount,
  input: { billId: number; lockVersion: number; mode: 'apply' | 'check' },
  bytes: Uint8Array | undefined,
): FinanceBillUploadResult {
  const bill = billFor(platform, input.billId, input.lockVersion, 'upload');
  if (!bytes || bytes.length === 0) refuse('请上传 .xlsx 格式的 Excel 文件');
  let sheetRows;
  try {
    sheetRows = readFirstSheet(bytes);
  } catch (error) {
    if (error instanceof XlsxReadError) refuse('文件不是有效的 .xlsx 表格，请下载模板填写后上传');
    throw error;
  }
  const sheet = checkBillSheet(sheetRows);
  if (!sheet.ok) {
    if (sheet.error === 'columns') refuse(`表格列不正确：第一行应为「${BILL_SHEET_COLUMNS.join('、')}」，请下载模板填写`);
    if (sheet.error === 'noRows') refuse('表格中没有数据行');
    refuse('表格行数过多，请分批上传');
  }
  const byNumber = new Map(rowsOf(platform, bill.id).map((r) => [r.orderNumber, r]));
  const failures: FinanceBillUploadFailure[] = [];
  const valid: [FinanceBillOrder, RowChange][] = [];
  for (const row of sheet.rows) {
    const fail = (reason: string) => failures.push({ rowNo: row.row, orderNumber: row.orderNumber || null, reason });
    if (row.problem) {
      fail(PROBLEM_MESSAGES[row.problem]);
      continue;
    }
    const target = byNumber.get(row.orderNumber);
    if (!target) {
      fail('派单编号不在本账单中');
      continue;
    }
    valid.push([target, { isDeal: row.isDeal === true, dealCents: row.dealCents ?? 0, remark: row.remark || undefined }]);
  }
  const totalCount = sheet.rows.length;
  if (input.mode === 'check' || failures.length > 0) {
    return {
      totalCount,
      successCount: input.mode === 'check' ? valid.length : 0,
      failCount: failures.length,
      failures,
      lockVersion: bill.lockVersion,
    };
  }
  const now = formatDateTime(platform.now());
  for (const [row, change] of valid) platform.db.financeBillOrders.put(changedRow(row, change, now));
  const next = record(platform, bill, withTotals(platform, bill), {
    action: 3,
    operatorName: staffName(actor),
    isPlatform: false,
    remark: `导入${valid.length}行`,
  });
  return { totalCount, successCount: valid.length, failCount: 0, failures: [], lockVersion: next.lockVersion };
}

// ——— Certificates and evidence ———

const CERTIFICATE_NAMES: Record<FinanceBillCertificateType, string> = { 1: '结算单', 2: '收款回单', 3: '对账确认函' };

/** What the platform issued for a bill: derived from its state (confirmed → statement and letter; each accepted payment → receipt). */
export function billCertificates(platform: SandboxPlatform, billId: number): FinanceBillCertificate[] {
  const bill = billOf(platform, billId);
  if (bill.status !== 2 || !bill.confirmTime) return [];
  const [year, month] = bill.billPeriod.split('-');
  const period = `${year}年${Number(month)}月`;
  const confirmed = bill.confirmTime;
  const certificates: FinanceBillCertificate[] = [
    {
      id: bill.id * 100 + 1,
      billId,
      certificateType: 1,
      name: `${period}${CERTIFICATE_NAMES[1]}.pdf`,
      fileUrl: `finance/certificate/${bill.billNo}-1.pdf`,
      createTime: confirmed,
    },
    {
      id: bill.id * 100 + 3,
      billId,
      certificateType: 3,
      name: `${period}${CERTIFICATE_NAMES[3]}.pdf`,
      fileUrl: `finance/certificate/${bill.billNo}-3.pdf`,
      createTime: confirmed,
    },
  ];
  for (const evidence of platform.db.financeBillEvidence.list({ where: { billId }, sort: ['createTime'] })) {
    if (evidence.status !== 1) continue;
    certificates.push({
      id: evidence.id * 100 + 2,
      billId,
      certificateType: 2,
      name: `${period}${CERTIFICATE_NAMES[2]}-${evidence.id}.pdf`,
      fileUrl: `finance/certificate/${bill.billNo}-2-${evidence.id}.pdf`,
      createTime: evidence.createTime,
    });
  }
  return certificates.sort((a, b) => b.createTime.localeCompare(a.createTime) || b.id - a.id);
}

/** A small real PDF naming the certificate. */
function certificatePdf(lines: readonly string[]): Uint8Array {
  return new TextEncoder().encode(onePagePdf(lines));
}

export function billCertificateFile(platform: SandboxPlatform, id: number): { fileName: string; bytes: Uint8Array } {
  const type = id % 100;
  const owner = Math.floor(id / 100);
  const billId = type === 2 ? platform.db.financeBillEvidence.get(owner)?.billId : owner;
  const certificate = billId === undefined ? undefined : billCertificates(platform, billId).find((c) => c.id === id);
  if (!certificate) refuse('凭证不存在');
  const bill = billOf(platform, certificate.billId);
  const bytes = certificatePdf([
    `Certificate ${certificate.certificateType} of bill ${bill.billNo} (${bill.billPeriod})`,
    `Amount payable CNY ${toCents(bill.amountPayable) / 100}`,
    `Amount paid CNY ${toCents(bill.amountPaid) / 100}`,
    `Issued ${certificate.createTime}`,
  ]);
  return { fileName: certificate.name, bytes };
}

export function billEvidence(platform: SandboxPlatform, billId: number): FinanceBillEvidence[] {
  billOf(platform, billId);
  return platform.db.financeBillEvidence.list({ where: { billId }, sort: ['-createTime', '-id'] });
}

export function saveBillEvidence(platform: SandboxPlatform, body: FinanceBillEvidenceSaveRequest): { id: number } {
  const bill = billOf(platform, body.billId);
  const why = whyNotBill(bill, 'evidence');
  if (why) refuse(why);
  const cents = parseCents(body.payAmount);
  if (cents === null || cents <= 0) refuse('付款金额须为大于0且最多两位小数的金额');
  const pending = sumCents(
    billEvidence(platform, bill.id)
      .filter((e) => e.status === 0)
      .map((e) => e.payAmount),
  );
  const open = toCents(bill.amountPayable) - toCents(bill.amountPaid) - pending;
  if (cents > open) refuse(`付款金额超过未付金额${formatCents(Math.max(0, open), 'zh-CN')}`);
  if (!body.images || body.images.length === 0) refuse('请上传付款凭证图片');
  if (body.images.length > 9) refuse('最多上传9张图片');
  let payMs: number;
  try {
    payMs = parseDateTime(body.payTime);
  } catch {
    return refuse('付款时间格式不正确');
  }
  if (!Number.isFinite(payMs) || payMs > platform.now()) refuse('付款时间不能晚于现在');
  const id = platform.nextId();
  platform.db.financeBillEvidence.insert({
    id,
    billId: bill.id,
    payAmount: fromCents(cents),
    payTime: body.payTime,
    payerAccountName: body.payerAccountName?.trim() || `${HOSPITAL.registeredName}有限公司`,
    images: body.images,
    remark: body.remark?.trim() || null,
    status: 0,
    rejectReason: null,
    createTime: formatDateTime(platform.now()),
  });
  return { id };
}

// ——— Control API ———

/** BUMP_CENTS: what `POST finance/bump-bill` deducts, so the other change is visible on reload. */
export const BUMP_CENTS = 10_000;

/**
 * The platform changes a bill behind the client's back (control API `finance/bump-bill`): it
 * deducts ¥100.00 as an adjustment, notes why and raises the lock version, whatever the status.
 */
export function bumpBill(
  platform: SandboxPlatform,
  id: number,
): { id: number; lockVersion: number; adjustAmount: number; amountPayable: number } {
  const bill = billOf(platform, id);
  const adjust = toCents(bill.adjustAmount ?? 0) - BUMP_CENTS;
  const payable = toCents(bill.commissionAmount) + adjust;
  const next = record(
    platform,
    bill,
    { adjustAmount: fromCents(adjust), amountPayable: fromCents(payable) },
    {
      action: 8,
      operatorName: PLATFORM_OPERATOR,
      isPlatform: true,
      remark: `平台调整：扣减重复客户服务费${formatCents(BUMP_CENTS, 'zh-CN')}`,
    },
  );
  return { id, lockVersion: next.lockVersion, adjustAmount: next.adjustAmount ?? 0, amountPayable: next.amountPayable };
}

/** The reconciliation notice (specification, section 2: 133098 对账通知); its assid is the bill's id. */
export const BILL_NOTICE_TYPE = 133098;
/** The platform's note on a reissue when the caller gives none. */
export const REISSUE_NOTE = '平台已核对报错并修正账单，请重新确认';
export const NOTE_MAX = 500;

/** The platform's note of a reissue: the caller's, trimmed, or the default; too long a note is refused. */
export function reissueNote(note: string | undefined): string {
  const text = note?.trim() || REISSUE_NOTE;
  if (text.length > NOTE_MAX) refuse(`平台说明不能超过${NOTE_MAX}字`);
  return text;
}

/**
 * The platform's answer to an error report (control API `finance/reissue-bill`): only a bill in
 * error (3) is reissued. It goes back to checked and awaiting the hospital's confirmation (1 with
 * `pendingConfirm`), one history entry "corrected by the platform" carries the note, the pending
 * error reports are marked corrected with the note as the reply, and the main account gets the
 * reconciliation notice. Anything else is refused and changes nothing.
 */
export function reissueBill(platform: SandboxPlatform, id: number, note?: string): { id: number; lockVersion: number; status: number } {
  const bill = billOf(platform, id);
  if (bill.status !== 3) refuse(`只有已报错的账单可以重新出账（当前：${BILL_STATUS_LABELS[bill.status]}）`);
  const remark = reissueNote(note);
  const now = formatDateTime(platform.now());
  for (const report of platform.db.financeBillErrors.list({ where: { billId: id, handleStatus: 0 } })) {
    platform.db.financeBillErrors.put({ ...report, handleStatus: 1, handleReply: remark, handleTime: now });
  }
  const next = record(
    platform,
    bill,
    { status: 1, pendingConfirm: true },
    { action: 8, operatorName: PLATFORM_OPERATOR, isPlatform: true, remark },
  );
  const main = mainAccount(platform);
  if (main) {
    addNotification(platform, main, {
      type: BILL_NOTICE_TYPE,
      title: '对账通知',
      text: `${bill.billPeriod}账单已按报错修正，请重新确认：${remark}`,
      assid: bill.id,
    });
  }
  return { id, lockVersion: next.lockVersion, status: next.status };
}
