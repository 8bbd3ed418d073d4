/** The notification centre: paged list with category filter and unread count, unread badge, read marking. */
import {
  listNotifications,
  markNotificationsRead,
  markNotificationsReadByCondition,
  unreadNotificationCount,
} from '../../domain/notifications.ts';
import { mainRoutes } from '../route.ts';

export const notificationRoutes = [
  mainRoutes({
    getNotificationPagedList: ({ platform, account, query }) => listNotifications(platform, account, query),
    getNotificationUnreadCount: ({ platform, account }) => ({ unreadCount: unreadNotificationCount(platform, account) }),
    setNotificationReadByIds: ({ platform, account, body }) => {
      markNotificationsRead(platform, account, body.ids);
      return true;
    },
    setNotificationReadByCondition: ({ platform, account, body }) => {
      markNotificationsReadByCondition(platform, account, body);
      return true;
    },
  }),
];
