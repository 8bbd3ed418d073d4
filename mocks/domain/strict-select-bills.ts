/**
 * Strict-select settlement bills (/finance/bill, tab 严选账单): the list with its filters, one
 * bill, the orders it holds (rows worked out from the orders, mocks/db/seed-strict-select-bills.ts),
 * and the hospital's two actions. The designed order (contracts strict-select.yaml, README
 * "Finance") is enforced by `whyNotStrictSelectBill`: to confirm (0) → confirmed (1) | error (2).
 * Each action checks the lock version the client read first and raises it by one; a refusal
 * changes nothing (one transaction per call).
 */
import type {
  FinanceBillActionRequest,
  StrictSelectBill,
  StrictSelectBillErrorRequest,
  StrictSelectBillListRequest,
  StrictSelectBillOrderListRequest,
  StrictSelectBillOrderPage,
  StrictSelectBillPage,
} from '@generated/main/model';
import { paginate } from '../../src/lib/paging/paging.ts';
import {
  confirmDeadlineOf,
  STRICT_BILL_STATUS_LABELS,
  strictSelectBillRow,
  type StoredStrictSelectBill,
} from '../db/seed-strict-select-bills.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found, refuse } from './errors.ts';
import { BILL_NOTICE_TYPE, reissueNote } from './finance-bill.ts';
import { listPage } from './list.ts';
import { addNotification } from './notifications.ts';
import { mainAccount } from './session.ts';

export const STALE_STRICT_BILL_MSG = '账单已被他人修改，请刷新后重试';
export const REASON_MAX = 500;

export type StrictSelectBillAction = 'confirm' | 'error';

/** Why `action` is not allowed on a bill in `status`; null when it is (the designed order, in one place). */
export function whyNotStrictSelectBill(status: StrictSelectBill['status'], action: StrictSelectBillAction): string | null {
  if (status === 0) return null;
  if (status === 1) return action === 'confirm' ? '账单已确认，无需重复确认' : '账单已确认，不能再报错';
  if (status === 2) return '账单已报错，等待平台修正后重新出账';
  return '账单已结算，不能再操作';
}

/** The bill as the contract has it (without the stored order ids). */
function view({ orderIds: _ids, ...bill }: StoredStrictSelectBill): StrictSelectBill {
  return bill;
}

function billOf(platform: SandboxPlatform, id: number): StoredStrictSelectBill {
  return found(platform.db.strictSelectBills.get(id), '严选账单不存在');
}

/** Newest period first (a reissue before the bill it corrects). */
export function listStrictSelectBills(platform: SandboxPlatform, query: StrictSelectBillListRequest): StrictSelectBillPage {
  const { billPeriodStart, billPeriodEnd, status, page, limit } = query;
  return listPage(
    platform.db.strictSelectBills,
    {
      where: {
        status,
        billPeriod: billPeriodStart || billPeriodEnd ? { gte: billPeriodStart, lte: billPeriodEnd } : undefined,
      },
      sort: ['-billPeriod', '-id'],
      page,
      limit,
    },
    view,
  );
}

export function getStrictSelectBill(platform: SandboxPlatform, id: number): StrictSelectBill {
  return view(billOf(platform, id));
}

/** The bill's rows, in the order it holds them; the keyword matches the order number. */
export function listStrictSelectBillOrders(platform: SandboxPlatform, query: StrictSelectBillOrderListRequest): StrictSelectBillOrderPage {
  const bill = billOf(platform, query.billId);
  const keyword = query.keyword?.trim();
  const rows = bill.orderIds
    .map((orderId) => {
      const order = found(platform.db.strictSelectOrders.get(orderId), '严选订单不存在');
      const code = platform.db.verificationCodes.first({ where: { orderId, kind: 'strictSelect' } });
      return strictSelectBillRow(order, code ?? undefined);
    })
    .filter((row) => !keyword || row.orderNo.includes(keyword));
  const page = paginate(rows, query.page, query.limit);
  return { total: page.total, page: page.page, limit: page.limit, list: page.rows };
}

/** The bill, if the client's version is current and the action allowed; a refusal otherwise. */
function billFor(platform: SandboxPlatform, id: number, lockVersion: number, action: StrictSelectBillAction): StoredStrictSelectBill {
  const bill = billOf(platform, id);
  if (lockVersion !== bill.lockVersion) refuse(STALE_STRICT_BILL_MSG);
  const why = whyNotStrictSelectBill(bill.status, action);
  if (why) refuse(why);
  return bill;
}

function write(platform: SandboxPlatform, bill: StoredStrictSelectBill, change: Partial<StoredStrictSelectBill>): void {
  const next = { ...bill, ...change, lockVersion: bill.lockVersion + 1 };
  next.statusStr = STRICT_BILL_STATUS_LABELS[next.status];
  platform.db.strictSelectBills.put(next);
}

export function confirmStrictSelectBill(platform: SandboxPlatform, body: FinanceBillActionRequest): boolean {
  const bill = billFor(platform, body.id, body.lockVersion, 'confirm');
  write(platform, bill, { status: 1 });
  return true;
}

export function reportStrictSelectBillError(platform: SandboxPlatform, body: StrictSelectBillErrorRequest): boolean {
  const bill = billFor(platform, body.id, body.lockVersion, 'error');
  const reason = body.reason?.trim() ?? '';
  if (!reason) refuse('请填写报错原因');
  if (reason.length > REASON_MAX) refuse(`报错原因不能超过${REASON_MAX}字`);
  if ((body.images?.length ?? 0) > 9) refuse('最多上传9张图片');
  const held = new Set(
    bill.orderIds.map((id) => platform.db.strictSelectOrders.get(id)?.orderNo).filter((no): no is string => no !== undefined),
  );
  const unknown = (body.orderNos ?? []).find((no) => !held.has(no));
  if (unknown !== undefined) refuse(`账单中没有订单 ${unknown}`);
  write(platform, bill, { status: 2, errorReason: reason });
  return true;
}

/**
 * The platform touches a bill behind the client's back (control API `finance/bump-strict-select-bill`):
 * only its lock version rises, so the client's next action is refused as stale.
 */
export function bumpStrictSelectBill(platform: SandboxPlatform, id: number): { id: number; lockVersion: number } {
  const bill = billOf(platform, id);
  write(platform, bill, {});
  return { id, lockVersion: bill.lockVersion + 1 };
}

/**
 * The platform's answer to an error report (control API `finance/reissue-strict-select-bill`):
 * only a bill in error (2) is reissued. It goes back to "to confirm" (0) with a new confirm
 * deadline and its version raised; `platformRemark` carries the note beside the hospital's
 * `errorReason`, and the main account gets the reconciliation notice (its assid names referral
 * bills, so this one carries none). Anything else is refused and changes nothing.
 */
export function reissueStrictSelectBill(
  platform: SandboxPlatform,
  id: number,
  note?: string,
): { id: number; lockVersion: number; status: number } {
  const bill = billOf(platform, id);
  if (bill.status !== 2) refuse(`只有已报错的严选账单可以重新出账（当前：${STRICT_BILL_STATUS_LABELS[bill.status]}）`);
  const platformRemark = reissueNote(note);
  write(platform, bill, { status: 0, platformRemark, confirmDeadline: confirmDeadlineOf(platform.now()) });
  const main = mainAccount(platform);
  if (main) {
    addNotification(platform, main, {
      type: BILL_NOTICE_TYPE,
      title: '对账通知',
      text: `${bill.billPeriod}严选账单（${bill.billNo}）已按报错修正，请重新确认：${platformRemark}`,
    });
  }
  return { id, lockVersion: bill.lockVersion + 1, status: 0 };
}
