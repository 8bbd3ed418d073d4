/**
 * E-commerce orders of the hospital's products: the filtered list (newest payment first), its
 * export, one order with its verification codes, and the hospital's remark.
 */
import type { EcOrder, EcOrderDetail, EcOrderListRequest, EcOrderPage } from '@generated/main/model';
import type { WhereIn } from '../db/collections.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found, refuse } from './errors.ts';
import { dayRange, listPage } from './list.ts';
import { exportSheet } from './xlsx.ts';

type Filters = Omit<EcOrderListRequest, 'page' | 'limit'>;

function selection(filters: Filters) {
  if (filters.payStartDate && filters.payEndDate && filters.payStartDate > filters.payEndDate) refuse('开始日期不能晚于结束日期');
  const where: WhereIn<'ecOrders'> = {
    productId: filters.productId,
    verifyStatus: filters.verifyStatus,
    refundStatus: filters.refundStatus,
    payTime: dayRange(filters.payStartDate, filters.payEndDate),
  };
  return { where, keyword: filters.keyword?.trim() || undefined, sort: ['-payTime', '-id'] as const };
}

/** The list's row: the order without its detail-only fields. */
function rowOf(order: EcOrderDetail): EcOrder {
  const {
    verifyCodes: _codes,
    validUntil: _valid,
    payChannel: _channel,
    appointmentTime: _appointment,
    customerRemark: _customer,
    hospitalRemark: _hospital,
    refundAmount: _refund,
    refundReason: _reason,
    refundTime: _time,
    ...row
  } = order;
  return row;
}

export function listEcOrders(platform: SandboxPlatform, query: EcOrderListRequest): EcOrderPage {
  return listPage(platform.db.ecOrders, { ...selection(query), sort: ['-payTime', '-id'], page: query.page, limit: query.limit }, rowOf);
}

export function getEcOrder(platform: SandboxPlatform, id: number): EcOrderDetail {
  return found(platform.db.ecOrders.get(id), '订单不存在');
}

/** Sets (or with blank text clears) the hospital's remark. */
export function setEcOrderRemark(platform: SandboxPlatform, id: number, remark: string): EcOrderDetail {
  const order = getEcOrder(platform, id);
  const text = remark.trim();
  if (text.length > 200) refuse('备注最多200个字');
  order.hospitalRemark = text || null;
  return platform.db.ecOrders.put(order);
}

/** The filtered orders, unpaged, as the list shows them. */
export function exportEcOrders(platform: SandboxPlatform, filters: Filters): Uint8Array {
  const { where, keyword } = selection(filters);
  return exportSheet(platform.db.ecOrders, { where, keyword, sort: ['-payTime', '-id'] }, (o) => o, '电商订单', [
    ['订单号', (o) => o.orderNo],
    ['商品', (o) => o.spuName],
    ['规格', (o) => o.skuName],
    ['数量', (o) => o.quantity],
    ['客户', (o) => o.customerNickname],
    ['手机号', (o) => o.customerPhone],
    ['订单金额', (o) => o.orderAmount],
    ['优惠', (o) => o.discountAmount ?? 0],
    ['实付金额', (o) => o.payAmount],
    ['付款时间', (o) => o.payTime],
    ['状态', (o) => o.statusStr],
  ]);
}

/** Orders of a product whose codes may still be used (unused or partly used): they keep it from being deleted. */
export function unfinishedOrderCount(platform: SandboxPlatform, productId: number): number {
  return platform.db.ecOrders.count({ where: { productId, verifyStatus: { in: [0, 1] } } });
}
