/**
 * Strict-select (严选) settlement bills, computed from the seeded strict-select orders. The
 * platform settles a month's strict-select orders in one bill issued on the 1st of the next month;
 * a bill stores only which orders it holds (`orderIds`), its rows are worked out from those orders
 * (`strictSelectBillRow`) and its totals are the exact sums of the rows in cents (src/lib/money).
 *
 * Sandbox stand-in: few seeded verification codes are written off, so a bill holds the orders
 * *paid* in its month (a row's verifyTime is its code's write-off time, or the dispatch time when
 * the code is not written off). A row settles at the hospital's registered settlement price of
 * the order's activity, less the activity's service fee; an order refunded (code invalid) is
 * deducted in full and bears no fee.
 *
 * Designed status order (contracts strict-select.yaml, README "Finance"): to confirm (0) →
 * confirmed (1) | error reported (2); the platform then pays a confirmed bill (settled, 3) or
 * corrects an erroneous one and issues it again. The seeded months, newest first: to confirm;
 * error reported (one order was missing) with its corrected reissue to confirm; confirmed
 * awaiting payment; settled.
 */
import type { StrictSelectBill, StrictSelectBillOrder, StrictSelectBillStatus } from '@generated/main/model';
import { fromCents, percentOf, sumCents, toCents } from '../../src/lib/money/money.ts';
import { cstMs, DAY, formatDate, formatDateTime, formatMonth } from './random.ts';
import type { StoredStrictSelectOrder } from './seed-strict-select.ts';
import { STRICT_ACTIVITY_PLANS } from './seed-strict-select-activities.ts';
import type { VerificationCodeRow } from './state.ts';

export const STRICT_BILL_STATUS_LABELS: Record<StrictSelectBillStatus, string> = {
  0: '待确认',
  1: '已确认',
  2: '已报错',
  3: '已结算',
};

/** A bill as stored: the contract's bill and the ids of the orders it settles. */
export type StoredStrictSelectBill = StrictSelectBill & { orderIds: number[] };

/** The code of an order, as far as a bill row needs it. */
type CodeState = Pick<VerificationCodeRow, 'status' | 'lastWriteOffTime'> | undefined;

/** One row of a bill: the order settled at its activity's registered price less the activity's fee. */
export function strictSelectBillRow(order: StoredStrictSelectOrder, code: CodeState): StrictSelectBillOrder {
  const plan = STRICT_ACTIVITY_PLANS.find((p) => p.id === order.activityId);
  const price = toCents(plan?.registration?.settlementPrice ?? order.payAmount);
  const refunded = code?.status === 3 || order.refundStatus === 2;
  const refund = refunded ? price : 0;
  const fee = refunded ? 0 : percentOf(price, plan?.serviceFeeRate ?? 0);
  return {
    id: order.id,
    orderNo: order.orderNo,
    spuName: order.spuName,
    customerName: order.customerName,
    verifyTime: code?.status === 2 && code.lastWriteOffTime ? code.lastWriteOffTime : order.dispatchTime,
    settlementPrice: fromCents(price),
    refundAmount: fromCents(refund),
    serviceFee: fromCents(fee),
    settlementAmount: fromCents(price - refund - fee),
  };
}

type BillTotals = Pick<
  StrictSelectBill,
  'orderCount' | 'orderAmount' | 'refundAmount' | 'serviceFee' | 'serviceFeeRate' | 'settlementAmount'
>;

/** The bill's totals: exact sums of its rows; the rate is the fee over the fee-bearing amount (one rate in practice). */
export function strictSelectBillTotals(rows: readonly StrictSelectBillOrder[]): BillTotals {
  const orderCents = sumCents(rows.map((r) => r.settlementPrice));
  const refundCents = sumCents(rows.map((r) => r.refundAmount));
  const feeCents = sumCents(rows.map((r) => r.serviceFee));
  const feeBase = orderCents - refundCents;
  return {
    orderCount: rows.length,
    orderAmount: fromCents(orderCents),
    refundAmount: fromCents(refundCents),
    serviceFee: fromCents(feeCents),
    // A rate in percent with two decimals, from whole numbers (basis points), never a float sum.
    serviceFeeRate: feeBase > 0 ? Math.round((feeCents * 10_000) / feeBase) / 100 : 0,
    settlementAmount: fromCents(sumCents(rows.map((r) => r.settlementAmount))),
  };
}

/** 'yyyy-MM' of the month `back` months before the one of `ms` (China Standard Time). */
function monthBefore(ms: number, back: number): string {
  const [year, month] = formatMonth(ms).split('-').map(Number) as [number, number];
  return formatMonth(cstMs(year, month - back, 15));
}

/** The last day to confirm a bill issued at `issued` (ms); after it an unconfirmed bill counts as confirmed. */
export const confirmDeadlineOf = (issued: number) => formatDate(issued + 24 * DAY);

/** 03:00 on the 1st of the month after `period`, when the platform issues its bill. */
function issuedAfter(period: string): number {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return cstMs(year, month + 1, 1, 3);
}

interface BillPlan {
  back: number;
  status: StrictSelectBillStatus;
  /** Leave out the period's last order (the error the hospital reported). */
  missingLast?: boolean;
  /** A reissue of the period after an error report. */
  reissue?: boolean;
}

const PLANS: readonly BillPlan[] = [
  { back: 1, status: 0 },
  { back: 2, status: 2, missingLast: true },
  { back: 2, status: 0, reissue: true },
  { back: 3, status: 1 },
  { back: 4, status: 3 },
];

export function seedStrictSelectBills(
  ref: number,
  orders: readonly StoredStrictSelectOrder[],
  codes: readonly VerificationCodeRow[],
  firstId = 8801,
): StoredStrictSelectBill[] {
  const codeOf = (orderId: number) => codes.find((c) => c.kind === 'strictSelect' && c.orderId === orderId);
  return PLANS.map((plan, i) => {
    const period = monthBefore(ref, plan.back);
    const inPeriod = orders.filter((o) => o.payTime.startsWith(period)).sort((a, b) => a.payTime.localeCompare(b.payTime));
    const held = plan.missingLast ? inPeriod.slice(0, -1) : inPeriod;
    const rows = held.map((o) => strictSelectBillRow(o, codeOf(o.id)));
    const totals = strictSelectBillTotals(rows);
    // A reissue follows the platform's correction, two days before the reference.
    const created = plan.reissue ? ref - 2 * DAY : issuedAfter(period);
    const missing = plan.missingLast ? inPeriod.at(-1) : undefined;
    const id = firstId + i;
    return {
      id,
      billNo: `YXZD${period.replace('-', '')}${String(id).padStart(6, '0')}`,
      billPeriod: period,
      ...totals,
      paidAmount: plan.status === 3 ? totals.settlementAmount : 0,
      status: plan.status,
      statusStr: STRICT_BILL_STATUS_LABELS[plan.status],
      // Issued (1); reported or confirmed (2); paid (3).
      lockVersion: plan.status === 0 ? 1 : plan.status === 3 ? 3 : 2,
      confirmDeadline: confirmDeadlineOf(created),
      errorReason: missing ? `${missing.orderNo} 已到院治疗，未计入本期账单` : null,
      platformRemark: null,
      payTime: plan.status === 3 ? formatDateTime(Math.min(created + 15 * DAY, ref - DAY)) : null,
      createTime: formatDateTime(created),
      orderIds: held.map((o) => o.id),
    };
  });
}
