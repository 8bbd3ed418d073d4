/** The notification centre: paged list with category filter and unread count, unread badge, read marking. */
import type { HttpHandler } from 'msw';
import {
  listNotifications,
  markNotificationsRead,
  markNotificationsReadByCondition,
  unreadNotificationCount,
} from '../../domain/notifications.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { int, ints, q, route, str } from './http.ts';

const BASE = '/api/pc/1.0/NotificationCenter';

export function notificationHandlers(platform: SandboxPlatform): HttpHandler[] {
  return [
    route(platform, 'get', `${BASE}/GetPagedList`, ({ account, query }) =>
      listNotifications(platform, account, {
        page: int(q(query, 'page')),
        limit: int(q(query, 'limit')),
        noticeType: int(q(query, 'noticeType')),
      }),
    ),
    route(platform, 'get', `${BASE}/GetUnreadCount`, ({ account }) => ({ unreadCount: unreadNotificationCount(platform, account) })),
    route(platform, 'post', `${BASE}/SetReadByIds`, ({ account, body }) => {
      markNotificationsRead(platform, account, ints(body.ids));
      return true;
    }),
    route(platform, 'post', `${BASE}/SetReadByCondition`, ({ account, body }) => {
      markNotificationsReadByCondition(platform, account, { noticeType: int(body.noticeType), endTime: str(body.endTime) });
      return true;
    }),
  ];
}
