/**
 * The referral bills (billType 1) computed from the seeded orders: the bill of a month holds one
 * row per order dispatched to a follower in that month, its deal as the order records it, the
 * commission per row rounded to the cent, and the bill's totals the exact sums of its rows
 * (src/lib/money). Over the twelve months every status of the designed life is present
 * (contracts finance-bill.yaml): the latest month a draft, the one before submitted and checked,
 * then an error report pending, a confirmed unpaid, a partly paid, and paid ones (the oldest
 * invoiced). Each bill's history leads to its lock version. E-commerce bills are left as seeded.
 */
import type {
  FinanceBill,
  FinanceBillError,
  FinanceBillEvidence,
  FinanceBillHistory,
  FinanceBillHistoryAction,
  FinanceBillOrder,
  FinanceBillStatus,
} from '@generated/main/model';
import { fromCents, percentOf, sumCents, toCents } from '../../src/lib/money/money.ts';
import { HOSPITAL } from './accounts.ts';
import { DAY, HOUR, formatDateTime, parseDateTime, type Rng } from './random.ts';
import type { StoredOrder } from './state.ts';

export const REFERRAL_COMMISSION_RATE = 15;
export const BILL_STATUS_LABELS: Record<FinanceBillStatus, string> = { 0: '待填写', 1: '待确认', 2: '已确认', 3: '有异议' };
export const BILL_HISTORY_LABELS: Record<FinanceBillHistoryAction, string> = {
  1: '生成账单',
  2: '保存账单',
  3: 'Excel导入',
  4: '提交账单',
  5: '平台核对',
  6: '确认账单',
  7: '账单报错',
  8: '平台修正',
  9: '记录付款',
};
export const PLATFORM_OPERATOR = '平台财务·赵敏';
/** Who did the hospital's side of the seeded bills (the hospital's finance staff). */
const FINANCE_CONTACT = '张慧敏';

export interface FinanceSeed {
  bills: FinanceBill[];
  billOrders: FinanceBillOrder[];
  history: FinanceBillHistory[];
  errors: FinanceBillError[];
  evidence: FinanceBillEvidence[];
}

const maskName = (name: string) => `${name.slice(0, 1)}**`;

/** The totals of a bill from its rows (exact sums) and its adjustment. */
export function billTotals(rows: readonly Pick<FinanceBillOrder, 'isDeal' | 'dealAmount' | 'commissionAmount'>[], adjustAmount = 0) {
  const dealt = rows.filter((r) => r.isDeal);
  const commission = sumCents(dealt.map((r) => r.commissionAmount));
  return {
    orderCount: rows.length,
    dealOrderCount: dealt.length,
    dealAmount: fromCents(sumCents(dealt.map((r) => r.dealAmount))),
    commissionAmount: fromCents(commission),
    amountPayable: fromCents(commission + toCents(adjustAmount)),
  };
}

/** Status, pay state and invoicing of the referral bill `m` months after the oldest (11 = latest). */
function lifeOf(m: number): { status: FinanceBillStatus; pendingConfirm: boolean; paid: 'none' | 'half' | 'all'; invoiced: boolean } {
  if (m === 11) return { status: 0, pendingConfirm: false, paid: 'none', invoiced: false };
  if (m === 10) return { status: 1, pendingConfirm: true, paid: 'none', invoiced: false };
  if (m === 9) return { status: 3, pendingConfirm: false, paid: 'none', invoiced: false };
  if (m === 8) return { status: 2, pendingConfirm: false, paid: 'none', invoiced: false };
  if (m === 7) return { status: 2, pendingConfirm: false, paid: 'half', invoiced: false };
  return { status: 2, pendingConfirm: false, paid: 'all', invoiced: m < 6 };
}

export function seedReferralBills(
  rng: Rng,
  ref: number,
  seeded: readonly FinanceBill[],
  orders: readonly StoredOrder[],
  firstRowId = 90_001,
): FinanceSeed {
  const byPeriod = new Map<string, StoredOrder[]>();
  for (const order of orders) {
    if (!order.follower) continue;
    const period = order.dispatchTime.slice(0, 7);
    const list = byPeriod.get(period) ?? [];
    list.push(order);
    byPeriod.set(period, list);
  }
  const referral = seeded.filter((b) => b.billType === 1).sort((a, b) => a.billPeriod.localeCompare(b.billPeriod));
  const out: FinanceSeed = { bills: [], billOrders: [], history: [], errors: [], evidence: [] };
  let rowId = firstRowId;
  let historyId = 61_001;
  let errorId = 3301;
  let evidenceId = 5201;
  const recomputed = new Map<number, FinanceBill>();

  referral.forEach((base, m) => {
    const life = lifeOf(m);
    const rows: FinanceBillOrder[] = (byPeriod.get(base.billPeriod) ?? []).map((order) => {
      const dealCents = toCents(order.dealAmount);
      const isDeal = dealCents > 0;
      const commission = isDeal ? percentOf(dealCents, REFERRAL_COMMISSION_RATE) : 0;
      return {
        id: rowId++,
        billId: base.id,
        orderId: order.id,
        orderNumber: order.number,
        customerName: maskName(order.customer.name),
        customerPhone: order.customer.phone,
        projectName: order.orderList[0]?.projectName ?? order.intendedProjects?.[0]?.name ?? '面诊咨询',
        followerName: order.follower?.name ?? null,
        dispatchTime: order.dispatchTime,
        isDeal,
        dealType: isDeal ? order.dealType : null,
        dealTime: isDeal ? (order.metTime ?? order.dispatchTime) : null,
        dealAmount: isDeal ? fromCents(dealCents) : 0,
        commissionRate: REFERRAL_COMMISSION_RATE,
        commissionAmount: fromCents(commission),
        remark: null,
        platformRemark: null,
      };
    });
    out.billOrders.push(...rows);
    const adjust = life.status === 2 && rng.chance(0.3) ? -rng.int(1, 5) * 100 : 0;
    const totals = billTotals(rows, adjust);
    const payableCents = toCents(totals.amountPayable);
    const paidCents = life.paid === 'all' ? payableCents : life.paid === 'half' ? Math.floor(payableCents / 200) * 100 : 0;

    // The history, oldest first; its last version is the bill's lock version.
    const created = parseDateTime(base.createTime);
    let version = 0;
    let at = created;
    const step = (
      action: FinanceBillHistoryAction,
      from: FinanceBillStatus | null,
      to: FinanceBillStatus,
      isPlatform: boolean,
      remark: string | null,
      hours: number,
    ) => {
      version++;
      at = Math.min(at + hours * HOUR, ref - HOUR);
      out.history.push({
        id: historyId++,
        billId: base.id,
        action,
        actionStr: BILL_HISTORY_LABELS[action],
        operatorName: isPlatform ? PLATFORM_OPERATOR : FINANCE_CONTACT,
        isPlatform,
        fromStatus: from,
        toStatus: to,
        lockVersion: version,
        remark,
        createTime: formatDateTime(at),
      });
      return at;
    };
    step(1, null, 0, true, null, 0);
    let submitTime: string | null = null;
    let confirmTime: string | null = null;
    if (life.status !== 0) {
      step(2, 0, 0, false, null, rng.int(24, 72));
      submitTime = formatDateTime(step(4, 0, 1, false, `${base.billPeriod}派单成交已全部回填`, rng.int(2, 30)));
      step(5, 1, 1, true, '已核对', rng.int(12, 48));
    }
    if (life.status === 3) {
      const row = rows.find((r) => r.isDeal) ?? rows[0];
      const reportedAt = step(7, 1, 3, false, '成交金额有误', rng.int(4, 24));
      out.errors.push({
        id: errorId++,
        billId: base.id,
        billNo: base.billNo,
        billPeriod: base.billPeriod,
        errorType: 2,
        reason: row ? `${row.orderNumber} 实际成交金额与账单不符，客户已部分退款` : '账单成交金额有误',
        orderNumbers: row ? [row.orderNumber] : [],
        images: [],
        handleStatus: 0,
        handleReply: null,
        creatorName: FINANCE_CONTACT,
        createTime: formatDateTime(reportedAt),
        handleTime: null,
      });
    }
    if (life.status === 2) {
      confirmTime = formatDateTime(step(6, 1, 2, false, '已核对无误', rng.int(4, 48)));
      if (paidCents > 0) {
        const payAt = step(9, 2, 2, true, null, rng.int(24, 96));
        out.evidence.push({
          id: evidenceId++,
          billId: base.id,
          payAmount: fromCents(paidCents),
          payTime: formatDateTime(payAt - 3 * HOUR),
          payerAccountName: `${HOSPITAL.registeredName}有限公司`,
          images: [{ url: `finance/evidence/receipt-${base.id}.jpg`, isVideo: false }],
          remark: `${base.billPeriod}服务费`,
          status: 1,
          rejectReason: null,
          createTime: formatDateTime(payAt - 2 * HOUR),
        });
      }
    }
    const bill: FinanceBill = {
      ...base,
      ...totals,
      commissionRate: REFERRAL_COMMISSION_RATE,
      amountPaid: fromCents(paidCents),
      status: life.status,
      statusStr: BILL_STATUS_LABELS[life.status],
      payStatus: paidCents === 0 ? 0 : paidCents < payableCents ? 1 : 2,
      pendingConfirm: life.pendingConfirm,
      isInvoiced: life.invoiced,
      lockVersion: version,
      fillDeadline: formatDateTime(created + 9 * DAY).slice(0, 10),
      submitTime,
      confirmTime,
    };
    delete bill.adjustAmount;
    if (adjust !== 0) bill.adjustAmount = fromCents(toCents(adjust));
    recomputed.set(bill.id, bill);
  });
  out.bills = seeded.map((b) => recomputed.get(b.id) ?? b);
  return out;
}
