import { beforeEach, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@generated/main/model';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import { addNotification, notificationCategory } from '../../domain/notifications.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';
import { expectEvery } from '../../../test-support/expect-every.ts';

const BASE = '/api/pc/1.0/NotificationCenter';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;
let subApi: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  const handlers = sandboxHandlers(platform);
  api = apiClient(platform, handlers, tokenFor(platform, 'demo-main'));
  subApi = apiClient(platform, handlers, tokenFor(platform, 'demo-sub'));
});

const unreadOf = (account: string) => platform.state.notifications.filter((n) => n.account === account && !n.isRead).length;

describe('notification centre', () => {
  it('lists the account’s notifications newest first with the unread count', async () => {
    const { data } = await api.get<NotificationPage>(`${BASE}/GetPagedList`, { page: 1, limit: 10 });
    const mine = platform.state.notifications.filter((n) => n.account === 'demo-main');
    expect(data.total).toBe(mine.length);
    expect(data.list).toHaveLength(10);
    expect(data.unreadCount).toBe(unreadOf('demo-main'));
    const times = data.list.map((n) => n.createTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(data.list[0]).not.toHaveProperty('account');
  });

  it('filters by category and clamps a page past the end', async () => {
    const { data } = await api.get<NotificationPage>(`${BASE}/GetPagedList`, { page: 99, limit: 5, noticeType: 1 });
    expect(data.list.length).toBeGreaterThan(0);
    expectEvery(data.list, (n) => notificationCategory(n.type) === 1);
    expect(data.page).toBe(Math.ceil(data.total / 5));
  });

  it('marks read by ids; the badge and later reads follow, other accounts do not', async () => {
    const before = (await api.get<{ unreadCount: number }>(`${BASE}/GetUnreadCount`)).data.unreadCount;
    const target = platform.state.notifications.find((n) => n.account === 'demo-main' && !n.isRead);
    if (!target) throw new Error('no unread notification');
    const subBefore = unreadOf('demo-sub');
    expect((await api.post(`${BASE}/SetReadByIds`, { ids: [target.id] })).data).toBe(true);
    expect((await api.get<{ unreadCount: number }>(`${BASE}/GetUnreadCount`)).data.unreadCount).toBe(before - 1);
    const page = await api.get<NotificationPage>(`${BASE}/GetPagedList`, { page: 1, limit: 500 });
    expect(page.data.list.find((n) => n.id === target.id)?.isRead).toBe(true);
    expect(unreadOf('demo-sub')).toBe(subBefore);
  });

  it('marks a whole category read by condition, and everything without one', async () => {
    await api.post(`${BASE}/SetReadByCondition`, { noticeType: 1 });
    expect((await api.get<NotificationPage>(`${BASE}/GetPagedList`, { noticeType: 1 })).data.unreadCount).toBe(0);
    expect(unreadOf('demo-main')).toBeGreaterThan(0);
    await api.post(`${BASE}/SetReadByCondition`, {});
    expect((await api.get<{ unreadCount: number }>(`${BASE}/GetUnreadCount`)).data.unreadCount).toBe(0);
    expect(unreadOf('demo-sub')).toBeGreaterThan(0);
    expect((await subApi.get<{ unreadCount: number }>(`${BASE}/GetUnreadCount`)).data.unreadCount).toBe(unreadOf('demo-sub'));
  });

  it('shows a notification added by the platform at the top, unread', async () => {
    const added = addNotification(platform, 'demo-main', { type: 200904, text: '您提交的机构公告未通过审核', assid: '515' });
    const { data } = await api.get<NotificationPage>(`${BASE}/GetPagedList`, { page: 1, limit: 10, noticeType: 3 });
    expect(data.list[0]).toMatchObject({ id: added.id, type: 200904, title: '机构公告驳回', assid: '515', isRead: false });
  });
});
