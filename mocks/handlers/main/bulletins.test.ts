import { beforeEach, describe, expect, it } from 'vitest';
import type { Bulletin, BulletinPage } from '@generated/main/model';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { decideReview } from '../../domain/reviews.ts';

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

    decideReview(platform, 'bulletin', { account: 'demo-main', id, decision: 'approve' });
    await api.post(`${B}/save`, { id, title: '冬季补水季（更新）', content: '12月水光针特惠' });
    expect((await api.post<Bulletin>(`${B}/getBulletinDetail`, { id })).data).toMatchObject({
      title: '冬季补水季（更新）',
      isTop: true,
      startTime: null,
      status: 1,
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

  it('finds a bulletin by the text a person reads, never by its markup', async () => {
    const seeded = await listAll();
    expectEvery(seeded.list, (b) => b.content.startsWith('<p>'));
    const bold = (await api.post<{ id: number }>(`${B}/save`, { title: '周年庆', content: '<p><strong>全场</strong>五折</p>' })).data.id;
    const byMarkup = (await api.post<BulletinPage>(`${B}/getBulletinList`, { keyword: 'strong', limit: 100 })).data;
    expect(byMarkup.total).toBe(0);
    // Words split by a tag are found as they read.
    const byText = (await api.post<BulletinPage>(`${B}/getBulletinList`, { keyword: '全场五折', limit: 100 })).data;
    expect(byText.list.map((b) => b.id)).toEqual([bold]);
  });

  it('refuses a blank title', async () => {
    expect(await api.post(`${B}/save`, { title: ' / ', content: '内容' })).toMatchObject({ success: false, msg: '请填写公告标题' });
  });

  it('refuses an empty rich-text body, and a body whose text is over the limit, changing nothing', async () => {
    const total = (await listAll()).total;
    expect(await api.post(`${B}/save`, { title: '空内容', content: '<p></p><p> / </p>' })).toMatchObject({
      success: false,
      msg: '请填写公告内容',
    });
    // 2001 characters of text in little markup: refused; the same text split by tags counts the same.
    const long = `<p>${'字'.repeat(1000)}</p><p><strong>${'字'.repeat(1001)}</strong></p>`;
    expect(await api.post(`${B}/save`, { title: '过长', content: long })).toMatchObject({
      success: false,
      msg: '公告内容不能超过2000个字',
    });
    expect((await api.post(`${B}/save`, { title: '刚好', content: `<p>${'字'.repeat(2000)}</p>` })).success).toBe(true);
    expect((await listAll()).total).toBe(total + 1);
  });

  it('stores the editor HTML as sent (the client sanitises on display)', async () => {
    const content = '<p>到院有礼</p><img src=x onerror=alert(1)><script>alert(2)</script>';
    const { id } = (await api.post<{ id: number }>(`${B}/save`, { title: '原样保存', content })).data;
    expect((await api.post<Bulletin>(`${B}/getBulletinDetail`, { id })).data.content).toBe(content);
  });

  it('walks a review: editing under review is refused; a rejection keeps the reason and notifies 200904; fixed, resubmitted, approved', async () => {
    const { id } = (await api.post<{ id: number }>(`${B}/save`, { title: '元旦门诊安排', content: '<p>元旦照常营业</p>' })).data;
    expect(await api.post(`${B}/save`, { id, title: '元旦门诊安排（改）', content: '<p>改</p>' })).toMatchObject({
      success: false,
      msg: '该公告正在审核中，审核结束后才能修改',
    });
    expect(platform.db.bulletins.get(id)?.title).toBe('元旦门诊安排');

    expect(() => decideReview(platform, 'bulletin', { account: 'demo-main', id, decision: 'reject' })).toThrow('驳回时请填写原因');
    decideReview(platform, 'bulletin', { account: 'demo-main', id, decision: 'reject', reason: '含有绝对化用语' });
    expect(platform.db.bulletins.get(id)).toMatchObject({ status: 3, rejectReason: '含有绝对化用语' });
    const notices = platform.db.notifications
      .list({ where: { account: 'demo-main' } })
      .filter((n) => n.type === 200904 && n.assid === String(id));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('含有绝对化用语');
    expect(() => decideReview(platform, 'bulletin', { account: 'demo-main', id, decision: 'approve' })).toThrow('该公告没有待审核的内容');

    await api.post(`${B}/save`, { id, title: '元旦门诊安排', content: '<p>元旦照常营业，欢迎预约</p>' });
    expect(platform.db.bulletins.get(id)).toMatchObject({ status: 1, rejectReason: null });
    decideReview(platform, 'bulletin', { account: 'demo-main', id, decision: 'approve' });
    expect(platform.db.bulletins.get(id)).toMatchObject({ status: 2, rejectReason: null });
    // An approval has no notification code: still only the one rejection notice.
    expect(
      platform.db.notifications.list({ where: { account: 'demo-main' } }).filter((n) => n.type === 200904 && n.assid === String(id)),
    ).toHaveLength(1);
  });
});
