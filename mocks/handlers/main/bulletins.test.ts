import { beforeEach, describe, expect, it } from 'vitest';
import type { Bulletin, BulletinPage } from '@generated/main/model';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const B = '/api/pc/1.0/hospitalbulletin';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform));
});

const listAll = async () => (await api.post<BulletinPage>(`${B}/getBulletinList`, { page: 1, limit: 100 })).data;

describe('bulletins', () => {
  it('saved, topped, edited and deleted state shows in later reads', async () => {
    const before = await listAll();
    expect(before.list.filter((b) => b.isTop).length).toBeGreaterThan(0);
    const saved = await api.post<{ id: number }>(`${B}/save`, {
      title: '冬季补水季',
      content: '12月水光针限时特惠',
      startTime: '2026-12-01 00:00:00',
      endTime: '2026-12-31 23:59:59',
    });
    const id = saved.data.id;
    const created = (await api.post<Bulletin>(`${B}/getBulletinDetail`, { id })).data;
    expect(created).toMatchObject({ title: '冬季补水季', status: 1, isTop: false, createTime: '2026-11-22 10:00:00' });
    expect((await listAll()).total).toBe(before.total + 1);

    await api.post(`${B}/setBulletinTop`, { id, isTop: true });
    const topped = await listAll();
    expect(topped.list.findIndex((b) => b.id === id)).toBeLessThan(topped.list.findIndex((b) => !b.isTop));

    await api.post(`${B}/save`, { id, title: '冬季补水季（更新）', content: '12月水光针特惠' });
    expect((await api.post<Bulletin>(`${B}/getBulletinDetail`, { id })).data).toMatchObject({
      title: '冬季补水季（更新）',
      isTop: true,
      startTime: null,
    });

    await api.post(`${B}/del`, { id });
    expect((await listAll()).list.map((b) => b.id)).not.toContain(id);
    expect(await api.post(`${B}/getBulletinDetail`, { id })).toMatchObject({ success: false, msg: '公告不存在或已删除' });
  });

  it('filters by status and keyword', async () => {
    const drafts = (await api.post<BulletinPage>(`${B}/getBulletinList`, { status: 0 })).data;
    expect(drafts.list.every((b) => b.status === 0)).toBe(true);
  });

  it('refuses a blank title', async () => {
    expect(await api.post(`${B}/save`, { title: ' / ', content: '内容' })).toMatchObject({ success: false, msg: '请填写公告标题' });
  });
});
