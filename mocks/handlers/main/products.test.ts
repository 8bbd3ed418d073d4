import { beforeEach, describe, expect, it } from 'vitest';
import type { EcProductDetail, EcProductPage, EcProductSaveRequest, EcProductStatusCount, SavedId } from '@generated/main/model';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import { reviewProduct } from '../../domain/products.ts';
import { decideReview } from '../../domain/reviews.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const P = '/api/pc/1.0/sku/product';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform));
});

const counts = async () => (await api.get<EcProductStatusCount>(`${P}/getStatusCount`)).data;
const listOf = async (body: object) => (await api.post<EcProductPage>(`${P}/getList`, { limit: 100, ...body })).data;
const detail = async (id: number) => (await api.get<EcProductDetail>(`${P}/getInfo?id=${id}`)).data;
const withStatus = (status: number) => platform.db.products.list().filter((p) => p.status === status);

const draft = (over: Partial<EcProductSaveRequest> = {}): EcProductSaveRequest => ({
  spuName: '水光针体验装',
  categoryId: 313,
  cover: { url: 'ec/2026/11/new-cover.jpg' },
  images: [{ url: 'ec/2026/11/new-1.jpg' }],
  description: '<p>补水提亮，一次见效。</p>',
  purchaseNotes: '需提前预约',
  validDays: 90,
  needAppointment: true,
  skus: [
    { skuName: '单次', price: 1280.1, salePrice: 999.9, stock: 10 },
    { skuName: '三次', price: 3280, salePrice: 0.2, stock: 5 },
  ],
  ...over,
});

describe('e-commerce product status', () => {
  it('takes a product down (5) and puts it back on sale (0) through one endpoint', async () => {
    const start = await counts();
    const product = withStatus(0)[0];
    if (!product) throw new Error('no product on sale');
    await api.post(`${P}/updateStatus`, { ids: [product.id], status: 5, reason: '库存调整' });
    expect(await counts()).toMatchObject({ onSale: start.onSale - 1, takenDown: start.takenDown + 1, all: start.all });
    const down = await listOf({ tab: 'takenDown' });
    expect(down.list.find((p) => p.id === product.id)).toMatchObject({ status: 5, statusStr: '已下架', updateTime: '2026-11-22 10:00:00' });
    expectEvery(down.list, (p) => p.status === 3 || p.status === 5, 'the taken-down tab');
    expect(await api.post(`${P}/updateStatus`, { ids: [product.id], status: 5 })).toMatchObject({ success: false, msg: '商品已下架' });
    await api.post(`${P}/updateStatus`, { ids: [product.id], status: 0 });
    expect(await counts()).toEqual(start);
    const first = (await listOf({ page: 1, limit: 1 })).list[0];
    expect(first).toMatchObject({ id: product.id, status: 0, onSaleTime: '2026-11-22 10:00:00' });
  });

  it('takes several down at once, or none when one may not change', async () => {
    const [a, b] = withStatus(0);
    const pending = withStatus(1)[0];
    if (!a || !b || !pending) throw new Error('seed lacks statuses');
    const refused = await api.post(`${P}/updateStatus`, { ids: [a.id, pending.id], status: 5 });
    expect(refused).toMatchObject({ success: false, msg: `“${pending.spuName}”只有在售商品可以下架` });
    expect(platform.db.products.get(a.id)?.status).toBe(0);
    expect((await api.post(`${P}/updateStatus`, { ids: [a.id, b.id], status: 5 })).success).toBe(true);
    expect([platform.db.products.get(a.id)?.status, platform.db.products.get(b.id)?.status]).toEqual([5, 5]);
  });

  it('refuses products in review states', async () => {
    const pending = withStatus(1)[0];
    const platformDown = withStatus(3)[0];
    if (!pending || !platformDown) throw new Error('seed lacks review states');
    expect((await api.post(`${P}/updateStatus`, { ids: [pending.id], status: 0 })).success).toBe(false);
    expect((await api.post(`${P}/updateStatus`, { ids: [pending.id], status: 5 })).msg).toBe('只有在售商品可以下架');
    expect((await api.post(`${P}/updateStatus`, { ids: [platformDown.id], status: 0 })).msg).toBe('商品已被平台下架，请修改后重新提交审核');
  });
});

describe('saving a product', () => {
  it('creates one pending review, with prices and stock summed from its SKUs in cents', async () => {
    const saved = await api.post<SavedId>(`${P}/save`, draft());
    expect(saved.success).toBe(true);
    const product = await detail(saved.data.id);
    expect(product).toMatchObject({ status: 1, statusStr: '审核中', categoryName: '水光针', price: 1280.1, salePrice: 0.2, stock: 15 });
    expect(product.skus.map((s) => s.skuName)).toEqual(['单次', '三次']);
    expect(new Set(product.skus.map((s) => s.skuId)).size).toBe(2);
    expect((await listOf({ tab: 'underReview', keyword: '水光针体验装' })).list.map((p) => p.id)).toEqual([saved.data.id]);
    // Approved by the platform: taken down, ready to be put on sale.
    reviewProduct(platform, saved.data.id, true);
    expect(await detail(saved.data.id)).toMatchObject({ status: 5, statusStr: '审核通过，待上架' });
    expect((await api.post(`${P}/updateStatus`, { ids: [saved.data.id], status: 0 })).success).toBe(true);
  });

  it('is decided at the review desk too (kind product): a rejection needs a reason, which the detail shows', async () => {
    const saved = await api.post<SavedId>(`${P}/save`, draft());
    const review = (decision: 'approve' | 'reject', reason?: string) =>
      decideReview(platform, 'product', { account: 'demo-main', id: saved.data.id, decision, reason });
    expect(() => review('reject', '  ')).toThrow('驳回需填写原因');
    expect(await detail(saved.data.id)).toMatchObject({ status: 1 });
    review('reject', '主图含有未经授权的医生肖像');
    expect(await detail(saved.data.id)).toMatchObject({ status: 2, rejectReason: '主图含有未经授权的医生肖像' });
    expect(() => review('approve')).toThrow('商品没有待审核的内容');
  });

  it('keeps an edited on-sale product on sale with a pending change, and its SKU ids', async () => {
    const onSale = withStatus(0)[1];
    if (!onSale) throw new Error('no product on sale');
    const before = await detail(onSale.id);
    const skus = before.skus.map((s, i) => (i === 0 ? { ...s, salePrice: s.price } : s));
    const saved = await api.post<SavedId>(`${P}/save`, { ...draft({ skus }), id: onSale.id });
    expect(saved.data.id).toBe(onSale.id);
    const after = await detail(onSale.id);
    expect(after).toMatchObject({ status: 0, hasPendingChange: true, spuName: '水光针体验装' });
    expect(after.skus.map((s) => s.skuId)).toEqual(before.skus.map((s) => s.skuId));
  });

  it.each([
    [{ spuName: '  ' }, '请填写商品名称'],
    [{ categoryId: 99999 }, '请选择有效的商品类目'],
    [{ description: '<p> / </p>' }, '请填写商品详情'],
    [{ skus: [{ skuName: '单次', price: 0, salePrice: 0, stock: 1 }] }, '第1个规格：原价需大于0且最多两位小数'],
    [{ skus: [{ skuName: '单次', price: 10, salePrice: 10.01, stock: 1 }] }, '第1个规格：售价不能高于原价'],
    [{ skus: [{ skuName: '单次', price: 10, salePrice: 9, stock: -1 }] }, '请求参数不正确：body/skus/0/stock must be >= 0'],
    [{ skus: [{ skuName: '单次', price: 10.005, salePrice: 1, stock: 1 }] }, '请求参数不正确：body/skus/0/price must be multiple of 0.01'],
    [{ images: [] }, '请求参数不正确：body/images must NOT have fewer than 1 items'],
    [
      {
        skus: [
          { skuName: '单次', price: 10, salePrice: 9, stock: 1 },
          { skuName: '单次', price: 20, salePrice: 9, stock: 1 },
        ],
      },
      '规格名称“单次”重复',
    ],
  ])('refuses %j, saving nothing', async (over, msg) => {
    const before = platform.db.products.count();
    expect(await api.post(`${P}/save`, draft(over as Partial<EcProductSaveRequest>))).toMatchObject({ success: false, msg });
    expect(platform.db.products.count()).toBe(before);
  });
});

describe('deleting a product', () => {
  it('deletes one not on sale and refuses one on sale', async () => {
    const down = withStatus(2)[0];
    const onSale = withStatus(0)[0];
    if (!down || !onSale) throw new Error('seed lacks statuses');
    expect((await api.post(`${P}/delete`, { id: onSale.id })).msg).toBe('在售商品不能删除，请先下架');
    expect((await api.post(`${P}/delete`, { id: down.id })).success).toBe(true);
    expect(platform.db.products.get(down.id)).toBeUndefined();
    expect((await api.get(`${P}/getInfo?id=${down.id}`)).msg).toBe('商品不存在');
  });
});
