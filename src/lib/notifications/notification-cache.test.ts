import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getGetNotificationPagedListQueryKey, getGetNotificationUnreadCountQueryKey } from '@generated/main/notifications/notifications';
import { refreshNotificationUnreadCount, refreshNotifications } from './notification-cache.ts';

function seeded() {
  const client = new QueryClient();
  client.setQueryData(getGetNotificationUnreadCountQueryKey(), { data: { unreadCount: 3 } });
  client.setQueryData(getGetNotificationPagedListQueryKey({ page: 1, limit: 10 }), { data: { list: [] } });
  client.setQueryData(getGetNotificationPagedListQueryKey({ page: 2, limit: 10, noticeType: 1 }), { data: { list: [] } });
  const stale = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated).length;
  return { client, stale };
}

describe('notification cache refresh', () => {
  it('refreshes only the unread count', async () => {
    const { client, stale } = seeded();
    await refreshNotificationUnreadCount(client);
    expect(stale()).toBe(1);
  });

  it('refreshes the count and every page of every category', async () => {
    const { client, stale } = seeded();
    await refreshNotifications(client);
    expect(stale()).toBe(3);
  });
});
