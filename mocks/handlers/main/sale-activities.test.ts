/** Sale activities through the gateway: statuses and filters, save and its refusals, stop, delete. */
import type { SaleActivityDetail, SaleActivityPage, SaleActivitySaveRequest } from '@generated/main/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import { DAY, formatDateTime } from '../../db/random.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const BASE = '/api/pc/1.0/saleActivity';
let platform: SandboxPlatform;
let clock: { now: number };
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform, clock } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform));
});

const list = async (filters: object = {}) => (await api.post<SaleActivityPage>(`${BASE}/getList`, { page: 1, limit: 50, ...filters })).data;
const detail = async (id: number) => (await api.get<SaleActivityDetail>(`${BASE}/getDetail`, { id })).data;
const dump = () => JSON.stringify(platform.db.saleActivities.list());

/** SKUs of on-sale products (with their product) that no seeded activity holds. */
function freeSkus() {
  const taken = new Set(platform.db.saleActivities.list().flatMap((a) => a.products.map((p) => p.skuId)));
  return platform.db.products
    .list()
    .filter((p) => p.status === 0)
    .flatMap((p) => p.skus.map((s) => ({ product: p, sku: s })))
    .filter(({ sku }) => !taken.has(sku.skuId!) && sku.stock >= 5);
}

function request(extra: Partial<SaleActivitySaveRequest> = {}): SaleActivitySaveRequest {
  const { product, sku } = freeSkus()[0]!;
  return {
    name: '  周末热玛吉限时秒杀 ',
    activityType: 1,
    startTime: formatDateTime(clock.now + DAY),
    endTime: formatDateTime(clock.now + 3 * DAY),
    description: '每人限购1次',
    products: [{ productId: product.id, skuId: sku.skuId!, activityPrice: 0.01, activityStock: 2, limitPerUser: 1 }],
    ...extra,
  };
}

describe('sale activities', () => {
  it('seeds every status with distinct ids, newest first; status, type, keyword, days and paging filter for real', async () => {
    const all = await list();
    expect(all.total).toBe(12);
    expect(new Set(all.list.map((a) => a.id)).size).toBe(12);
    expect(new Set(all.list.map((a) => a.status))).toEqual(new Set([1, 2, 3, 4]));
    const times = all.list.map((a) => a.createTime);
    expect(times).toEqual([...times].sort().reverse());
    for (const status of [1, 2, 3, 4] as const) {
      const page = await list({ status });
      expect(page.total).toBeGreaterThan(0);
      expectEvery(page.list, (a) => a.status === status);
      expect(page.total).toBe(all.list.filter((a) => a.status === status).length);
    }
    const flash = await list({ activityType: 1 });
    expectEvery(flash.list, (a) => a.activityType === 1);
    expect(flash.total).toBe(all.list.filter((a) => a.activityType === 1).length);
    const hyaluronic = await list({ keyword: '双十一' });
    expect(hyaluronic.list.map((a) => a.name)).toEqual([expect.stringContaining('双十一')]);
    const productName = platform.db.saleActivities.get(1206)!.products[1]!.spuName;
    expect((await list({ keyword: productName })).list.map((a) => a.id)).toContain(1206);
    const today = formatDateTime(clock.now).slice(0, 10);
    const onToday = await list({ startDate: today, endDate: today });
    expectEvery(onToday.list, (a) => a.startTime.slice(0, 10) <= today && a.endTime.slice(0, 10) >= today);
    expect(onToday.total).toBe(all.list.filter((a) => a.startTime.slice(0, 10) <= today && a.endTime.slice(0, 10) >= today).length);
    const page2 = await list({ page: 2, limit: 5 });
    expect(page2.list.map((a) => a.id)).toEqual(all.list.slice(5, 10).map((a) => a.id));
  });

  it('creates one not started, edits it, and it runs when its time comes; totals from its lines', async () => {
    const saved = await api.post<{ id: number }>(`${BASE}/save`, request());
    expect(saved.success).toBe(true);
    const created = await detail(saved.data.id);
    expect(created).toMatchObject({
      name: '周末热玛吉限时秒杀',
      status: 1,
      statusStr: '未开始',
      productCount: 1,
      soldCount: 0,
      salesAmount: 0,
    });
    expect((await list()).list[0]!.id).toBe(saved.data.id);
    const edited = await api.post(`${BASE}/save`, request({ id: saved.data.id, name: '周末热玛吉限时折扣', activityType: 2 }));
    expect(edited.success).toBe(true);
    expect(await detail(saved.data.id)).toMatchObject({ name: '周末热玛吉限时折扣', activityType: 2, createTime: created.createTime });
    clock.now += 2 * DAY;
    expect((await detail(saved.data.id)).status).toBe(2);
    const late = await api.post(`${BASE}/save`, request({ id: saved.data.id, name: '再改' }));
    expect(late).toMatchObject({ success: false, msg: '特卖活动已开始，不能再修改' });
  });

  it('refuses bad input with the reason and changes nothing', async () => {
    const [a, b] = freeSkus();
    const line = { productId: a!.product.id, skuId: a!.sku.skuId!, activityPrice: 1, activityStock: 1 };
    const seededSku = platform.db.saleActivities.get(1210)!.products[0]!;
    const offSale = platform.db.products.list().find((p) => p.status !== 0)!;
    const cases: [Partial<SaleActivitySaveRequest>, string][] = [
      [{ name: '   ' }, '请填写活动名称'],
      // The gateway's schema check answers these before the domain sees them.
      [{ name: '名'.repeat(31) }, '请求参数不正确：body/name must NOT have more than 30 characters'],
      [{ startTime: formatDateTime(clock.now - 2 * DAY) }, '开始时间不能早于今天'],
      [{ endTime: formatDateTime(clock.now + DAY) }, '结束时间须晚于开始时间'],
      [{ products: [] }, '请求参数不正确：body/products must NOT have fewer than 1 items'],
      [{ products: [{ ...line, productId: 1 }] }, '第1个商品不存在'],
      [{ products: [{ ...line, productId: offSale.id, skuId: offSale.skus[0]!.skuId! }] }, `「${offSale.spuName}」未在售，不能参加特卖`],
      [{ products: [{ ...line, skuId: b!.sku.skuId! }] }, `「${a!.product.spuName}」没有所选规格`],
      [{ products: [line, line] }, `「${a!.product.spuName} ${a!.sku.skuName}」重复添加`],
      [{ products: [{ ...line, activityPrice: 0 }] }, `「${a!.product.spuName} ${a!.sku.skuName}」的特卖价须大于0`],
      [{ products: [{ ...line, activityPrice: 1.005 }] }, '请求参数不正确：body/products/0/activityPrice must be multiple of 0.01'],
      [
        { products: [{ ...line, activityPrice: a!.sku.salePrice }] },
        `「${a!.product.spuName} ${a!.sku.skuName}」的特卖价须低于售价${a!.sku.salePrice}元`,
      ],
      [{ products: [{ ...line, activityStock: 0 }] }, '请求参数不正确：body/products/0/activityStock must be >= 1'],
      [
        { products: [{ ...line, activityStock: a!.sku.stock + 1 }] },
        `「${a!.product.spuName} ${a!.sku.skuName}」的活动库存不能超过商品库存${a!.sku.stock}`,
      ],
      [{ products: [{ ...line, limitPerUser: 2 }] }, `「${a!.product.spuName} ${a!.sku.skuName}」的每人限购不能超过活动库存`],
      [
        {
          startTime: platform.db.saleActivities.get(1210)!.startTime,
          endTime: platform.db.saleActivities.get(1210)!.endTime,
          products: [{ productId: seededSku.productId, skuId: seededSku.skuId, activityPrice: 0.01, activityStock: 1 }],
        },
        `「${seededSku.spuName} ${seededSku.skuName}」已在同时段的特卖活动「${platform.db.saleActivities.get(1210)!.name}」中`,
      ],
      [{ id: 1206 }, '特卖活动已开始，不能再修改'],
      [{ id: 1201 }, '特卖活动已开始，不能再修改'],
      [{ id: 999 }, '特卖活动不存在或已删除'],
    ];
    const before = dump();
    for (const [extra, msg] of cases) {
      const answer = await api.post(`${BASE}/save`, request(extra));
      expect(answer, msg).toMatchObject({ success: false, msg });
      expect(dump()).toBe(before);
    }
  });

  it('stops only a running one, deletes only one that is not running; refusals change nothing', async () => {
    const all = (await list()).list;
    const byStatus = (s: number) => all.find((a) => a.status === s)!.id;
    const [notStarted, running, stopped, ended] = [byStatus(1), byStatus(2), byStatus(3), byStatus(4)];
    const before = dump();
    const refusals: [string, number, string][] = [
      ['stop', notStarted, '特卖活动尚未开始，无需停止，可直接删除'],
      ['stop', stopped, '特卖活动已停止，不能停止'],
      ['stop', ended, '特卖活动已结束，不能停止'],
      ['delete', running, '特卖活动进行中，请先停止再删除'],
      ['stop', 999, '特卖活动不存在或已删除'],
    ];
    for (const [action, id, msg] of refusals) {
      expect(await api.post(`${BASE}/${action}`, { id }), msg).toMatchObject({ success: false, msg });
      expect(dump()).toBe(before);
    }
    expect((await api.post(`${BASE}/stop`, { id: running })).success).toBe(true);
    expect(await detail(running)).toMatchObject({ status: 3, statusStr: '已停止', stopTime: formatDateTime(clock.now) });
    for (const id of [running, notStarted, stopped, ended]) expect((await api.post(`${BASE}/delete`, { id })).success).toBe(true);
    expect((await list()).total).toBe(8);
    expect(await api.get(`${BASE}/getDetail`, { id: running })).toMatchObject({ success: false, msg: '特卖活动不存在或已删除' });
  });
});
