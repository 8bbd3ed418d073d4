import { describe, expect, it } from 'vitest';
import { testPlatform } from '../contract/test-client.ts';
import type { PlatformEvent } from '../platform.ts';
import { addNotification, listNotifications, notificationCategory, unreadNotificationCount } from './notifications.ts';

describe('notificationCategory', () => {
  it.each([
    [1, 1],
    [133085, 1],
    [20230727, 1],
    [200801, 1],
    [133094, 2],
    [13310203, 2],
    [200105, 2],
    [2024060113, 2],
    [200401, 2],
    [200703, 3],
    [200902, 3],
    [133098, 4],
    [200002, 4],
    [200301, 5],
    [20250508, 5],
    [999, 5],
  ])('type %i is in category %i', (type, category) => {
    expect(notificationCategory(type)).toBe(category);
  });
});

describe('addNotification', () => {
  it('stores the notification for the account and emits push-notice', () => {
    const { platform } = testPlatform();
    const events: PlatformEvent[] = [];
    platform.subscribe((e) => events.push(e));
    const unread = unreadNotificationCount(platform, 'demo-sub');
    const item = addNotification(platform, 'demo-sub', { type: 1, text: '您有一条新的派单', assid: 880010 });
    expect(item).toMatchObject({ type: 1, title: '新派单提醒', assid: '880010', isRead: false, createTime: '2026-11-22 10:00:00' });
    expect(unreadNotificationCount(platform, 'demo-sub')).toBe(unread + 1);
    expect(listNotifications(platform, 'demo-sub', { page: 1, limit: 1 }).list[0]?.id).toBe(item.id);
    expect(events).toEqual([{ kind: 'push-notice', account: 'demo-sub', notice: { type: 1, text: '您有一条新的派单', assid: '880010' } }]);
  });
});
