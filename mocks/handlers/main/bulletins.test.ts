import { beforeEach, describe, expect, it } from 'vitest';
import type { Bulletin, BulletinPage } from '@generated/main/model';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';
import { expectEvery } from '../../../test-support/expect-every.ts';

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
    const drafts = (await api.post<BulletinPage>(`${B}/getBulletinList`, { status: 0, limit: 100 })).data;
    expectEvery(drafts.list, (b) => b.status === 0);
    expect(drafts.total).toBeLessThan((await listAll()).total);

    const inTitle = (await api.post<{ id: number }>(`${B}/save`, { title: '蓝莓季周年庆', content: '到院有礼' })).data.id;
    const inContent = (await api.post<{ id: number }>(`${B}/save`, { title: '周末门诊安排', content: '周六蓝莓季专场照常开放' })).data.id;
    await api.post(`${B}/save`, { title: '停车须知', content: '地下车库B2层' });
    const found = (await api.post<BulletinPage>(`${B}/getBulletinList`, { keyword: ' 蓝莓季 ', limit: 100 })).data;
    // Exactly the bulletins that mention the word, in their title or their content.
    expect(found.list.map((b) => b.id).sort((x, y) => x - y)).toEqual([inTitle, inContent].sort((x, y) => x - y));
    expectEvery(found.list, (b) => b.title.includes('蓝莓季') || b.content.includes('蓝莓季'));
  });

  it('refuses a blank title', async () => {
    expect(await api.post(`${B}/save`, { title: ' / ', content: '内容' })).toMatchObject({ success: false, msg: '请填写公告标题' });
  });
});
