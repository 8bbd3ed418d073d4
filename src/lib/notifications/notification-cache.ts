/**
 * Refreshing the notification centre's server state in the React Query cache. The header bell,
 * the list and the realtime push handling (section 4, "Server-push notification … refreshes the
 * unread notice count") all go through these, so every badge derives from the same query.
 */
import type { QueryClient } from '@tanstack/react-query';
import { invalidateGetNotificationPagedList, invalidateGetNotificationUnreadCount } from '@generated/main/notifications/notifications';

/** Re-reads the unread count of the header bell. */
export async function refreshNotificationUnreadCount(queryClient: QueryClient): Promise<void> {
  await invalidateGetNotificationUnreadCount(queryClient);
}

/** Re-reads the unread count and every loaded page of every category (after marking read, or on a push). */
export async function refreshNotifications(queryClient: QueryClient): Promise<void> {
  // Without params the list key is the prefix of every page and category.
  await Promise.all([invalidateGetNotificationUnreadCount(queryClient), invalidateGetNotificationPagedList(queryClient)]);
}
