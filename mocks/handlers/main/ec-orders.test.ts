import { beforeEach, describe, expect, it } from 'vitest';
import type { EcOrderDetail, EcOrderPage } from '@generated/main/model';
import { toCents } from '../../../src/lib/money/money.ts';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const O = '/api/pc/1.0/sku/order';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform));
});

const listOf = async (body: object) => (await api.post<EcOrderPage>(`${O}/getList`, { page: 1, limit: 100, ...body })).data;

describe('e-commerce orders', () => {
  it('seeds orders whose amounts add up in cents and whose codes match their quantity', () => {
    const orders = platform.db.ecOrders.list();
    expect(orders.length).toBeGreaterThanOrEqual(60);
    expectEvery(orders, (o) => toCents(o.payAmount) === toCents(o.orderAmount) - toCents(o.discountAmount ?? 0), 'orders');
    expectEvery(orders, (o) => o.verifyCodes.length === o.quantity, 'orders');
    expect(new Set(orders.map((o) => o.verifyStatus))).toEqual(new Set([0, 1, 2, 3, 4]));
  });

  it('filters by use, refund, payment dates and keyword, newest payment first', async () => {
    const used = await listOf({ verifyStatus: 2 });
    expectEvery(used.list, (o) => o.verifyStatus === 2, 'used orders');
    expect(used.list.map((o) => o.payTime)).toEqual([...used.list.map((o) => o.payTime)].sort().reverse());
    const refunding = await listOf({ refundStatus: 1 });
    expectEvery(refunding.list, (o) => o.refundStatus === 1 && o.statusStr === '退款中', 'refunding orders');
    const some = platform.db.ecOrders.first()!;
    const day = some.payTime.slice(0, 10);
    const onDay = await listOf({ payStartDate: day, payEndDate: day });
    expectEvery(onDay.list, (o) => o.payTime.startsWith(day), 'orders of the day');
    expect((await listOf({ keyword: some.orderNo })).list.map((o) => o.id)).toEqual([some.id]);
    expect((await listOf({ keyword: some.customerPhone.slice(-4) })).list.map((o) => o.id)).toContain(some.id);
    expect(await api.post(`${O}/getList`, { payStartDate: '2026-11-20', payEndDate: '2026-11-01' })).toMatchObject({
      success: false,
      msg: '开始日期不能晚于结束日期',
    });
  });

  it('sets and clears the hospital remark, refusing a long one', async () => {
    const order = platform.db.ecOrders.first()!;
    await api.post(`${O}/setRemark`, { id: order.id, remark: '  已约11月30日下午  ' });
    expect((await api.get<EcOrderDetail>(`${O}/getDetail?id=${order.id}`)).data.hospitalRemark).toBe('已约11月30日下午');
    await api.post(`${O}/setRemark`, { id: order.id, remark: ' ' });
    expect(platform.db.ecOrders.get(order.id)?.hospitalRemark).toBeNull();
    expect((await api.post(`${O}/setRemark`, { id: 1, remark: 'x' })).msg).toBe('订单不存在');
  });

  it('keeps a product with unused orders from being deleted', async () => {
    const order = platform.db.ecOrders.list().find((o) => o.verifyStatus === 0 && platform.db.products.get(o.productId)?.status !== 0)!;
    const product = platform.db.products.get(order.productId)!;
    expect(product.status).not.toBe(0);
    expect((await api.post('/api/pc/1.0/sku/product/delete', { id: product.id })).msg).toBe('该商品还有未完成的订单，不能删除');
  });
});
