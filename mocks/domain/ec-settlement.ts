/**
 * E-commerce settlement (/finance/ecommerce, contract sku.yaml `sku/settlement/*`): the months of
 * the hospital's paid sku orders, computed from the orders themselves each time (a refund shows in
 * its month's settlement at once). All arithmetic is in integer cents: per order
 * net = paid − completed refund, fee = FEE_RATE % of net rounded half up, settled = net − fee; a
 * month's every amount is the sum of its orders' (so totals always equal their lines).
 */
import type {
  EcOrderDetail,
  EcSettlement,
  EcSettlementDetail,
  EcSettlementListRequest,
  EcSettlementOrder,
  EcSettlementPage,
  EcSettlementStatus,
} from '@generated/main/model';
import { formatDateTime } from '../db/random.ts';
import type { SandboxPlatform } from '../platform.ts';
import { fromCents, percentOf, toCents, type Cents } from '../../src/lib/money/money.ts';
import { refuse } from './errors.ts';

/** The platform's service fee on e-commerce income, in percent. */
export const FEE_RATE = 5;
/** Day of the following month on which a month is paid out. */
const SETTLE_DAY = 5;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const STATUS_TEXT: Record<EcSettlementStatus, string> = { 0: '统计中', 1: '待结算', 2: '已结算' };

interface OrderCents {
  order: Cents;
  discount: Cents;
  pay: Cents;
  refund: Cents;
  net: Cents;
  fee: Cents;
  settle: Cents;
}

const KEYS = ['order', 'discount', 'pay', 'refund', 'net', 'fee', 'settle'] as const;

function centsOf(order: EcOrderDetail): OrderCents {
  const pay = toCents(order.payAmount);
  const refund =
    order.refundStatus === 2 && order.refundAmount !== null && order.refundAmount !== undefined ? toCents(order.refundAmount) : 0;
  const net = pay - refund;
  const fee = percentOf(net, FEE_RATE);
  return { order: toCents(order.orderAmount), discount: toCents(order.discountAmount ?? 0), pay, refund, net, fee, settle: net - fee };
}

function amounts(c: OrderCents) {
  return {
    orderAmount: fromCents(c.order),
    discountAmount: fromCents(c.discount),
    payAmount: fromCents(c.pay),
    refundAmount: fromCents(c.refund),
    netAmount: fromCents(c.net),
    serviceFee: fromCents(c.fee),
    settleAmount: fromCents(c.settle),
  };
}

/** 'yyyy-MM' after `month`. */
function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

function monthOf(platform: SandboxPlatform, month: string, orders: EcOrderDetail[]): EcSettlement {
  const total: OrderCents = { order: 0, discount: 0, pay: 0, refund: 0, net: 0, fee: 0, settle: 0 };
  for (const order of orders) {
    const c = centsOf(order);
    for (const key of KEYS) total[key] += c[key];
  }
  const today = formatDateTime(platform.now()).slice(0, 10);
  const settleDate = `${nextMonth(month)}-${String(SETTLE_DAY).padStart(2, '0')}`;
  const status: EcSettlementStatus = today >= settleDate ? 2 : today.slice(0, 7) > month ? 1 : 0;
  return {
    month,
    orderCount: orders.length,
    refundCount: orders.filter((o) => o.refundStatus === 2).length,
    ...amounts(total),
    feeRate: FEE_RATE,
    status,
    statusStr: STATUS_TEXT[status],
    settleDate: status === 2 ? settleDate : null,
  };
}

/** The paid orders by month of payment, oldest payment first within a month. */
function ordersByMonth(platform: SandboxPlatform, from?: string, to?: string): Map<string, EcOrderDetail[]> {
  const orders = platform.db.ecOrders.list({
    where: { payTime: from || to ? { gte: from ? `${from}-01` : undefined, lte: to ? `${to}-31 23:59:59` : undefined } : undefined },
    sort: ['payTime', 'id'],
  });
  const months = new Map<string, EcOrderDetail[]>();
  for (const order of orders) {
    const month = order.payTime.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), order]);
  }
  return months;
}

export function listSettlements(platform: SandboxPlatform, query: EcSettlementListRequest): EcSettlementPage {
  const { startMonth, endMonth, status } = query;
  if (startMonth && endMonth && startMonth > endMonth) refuse('开始月份不能晚于结束月份');
  const page = query.page ?? 1;
  const limit = query.limit ?? 10;
  const rows = [...ordersByMonth(platform, startMonth, endMonth)]
    .map(([month, orders]) => monthOf(platform, month, orders))
    .filter((row) => status === undefined || row.status === status)
    .sort((a, b) => b.month.localeCompare(a.month));
  return { total: rows.length, page, limit, list: rows.slice((page - 1) * limit, page * limit) };
}

export function getSettlement(platform: SandboxPlatform, month: string): EcSettlementDetail {
  if (!MONTH.test(month)) refuse('月份格式应为yyyy-MM');
  const orders = ordersByMonth(platform, month, month).get(month);
  if (!orders) refuse('该月没有电商订单');
  return {
    ...monthOf(platform, month, orders),
    orders: orders.map((order): EcSettlementOrder => ({
      id: order.id,
      orderNo: order.orderNo,
      spuName: order.spuName,
      skuName: order.skuName,
      quantity: order.quantity,
      payTime: order.payTime,
      statusStr: order.statusStr,
      ...amounts(centsOf(order)),
    })),
  };
}
