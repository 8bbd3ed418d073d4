import { beforeEach, describe, expect, it } from 'vitest';
import type { EcProductPage, EcProductStatusCount } from '@generated/main/model';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
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

describe('e-commerce product status', () => {
  it('takes a product down (5) and puts it back on sale (0) through one endpoint', async () => {
    const start = await counts();
    const product = platform.db.products.list().find((p) => p.status === 0);
    if (!product) throw new Error('no product on sale');
    await api.post(`${P}/updateStatus`, { id: product.id, status: 5, reason: '库存调整' });
    expect(await counts()).toMatchObject({ onSale: start.onSale - 1, takenDown: start.takenDown + 1, all: start.all });
    const down = (await api.post<EcProductPage>(`${P}/getList`, { status: 5, limit: 100 })).data;
    expect(down.list.find((p) => p.id === product.id)).toMatchObject({ status: 5, statusStr: '已下架', updateTime: '2026-11-22 10:00:00' });
    expect(await api.post(`${P}/updateStatus`, { id: product.id, status: 5 })).toMatchObject({ success: false, msg: '商品已下架' });
    await api.post(`${P}/updateStatus`, { id: product.id, status: 0 });
    expect(await counts()).toEqual(start);
    const first = (await api.post<EcProductPage>(`${P}/getList`, { page: 1, limit: 1 })).data.list[0];
    expect(first).toMatchObject({ id: product.id, status: 0, onSaleTime: '2026-11-22 10:00:00' });
  });

  it('refuses products in review states', async () => {
    const pending = platform.db.products.list().find((p) => p.status === 1);
    const platformDown = platform.db.products.list().find((p) => p.status === 3);
    if (!pending || !platformDown) throw new Error('seed lacks review states');
    expect((await api.post(`${P}/updateStatus`, { id: pending.id, status: 0 })).success).toBe(false);
    expect((await api.post(`${P}/updateStatus`, { id: pending.id, status: 5 })).msg).toBe('只有在售商品可以下架');
    expect((await api.post(`${P}/updateStatus`, { id: platformDown.id, status: 0 })).msg).toBe('商品已被平台下架，请修改后重新提交审核');
  });
});
