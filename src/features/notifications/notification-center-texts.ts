/**
 * Texts of the notification centre (the bell in the header and its drawer).
 */
import { defineTexts } from '@/lib/i18n/catalogue.ts';

export const notificationCenterTexts = defineTexts('notificationCenter', {
  'en-US': {
    open: 'Notifications',
    openWithCount: 'Notifications, {count} unread',
    title: 'Notifications',
    markAllRead: 'Mark all read',
    allMarkedRead: 'All marked read',
    loadMore: 'Load more',
    empty: 'No notifications',
    loadFailed: 'The notifications could not be loaded',
  },
  'zh-CN': {
    open: '消息通知',
    openWithCount: '消息通知，{count} 条未读',
    title: '消息通知',
    markAllRead: '全部已读',
    allMarkedRead: '已全部标为已读',
    loadMore: '加载更多',
    empty: '暂无通知',
    loadFailed: '通知加载失败',
  },
});
