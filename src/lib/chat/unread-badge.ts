/**
 * The one selector behind every unread badge — the chat menu, the tab title and the tray — so
 * they can never disagree: the server's unread counts (patched live, replaced by the server's
 * answer a second after each message and after every resync), muted chats left out.
 */
import type { ChatUnreadMessageCount } from '@generated/chat/model';
import { useGetUnreadMessageCount } from '@generated/chat/read-state/read-state.ts';

export function unreadBadgeCount(counts: ChatUnreadMessageCount | undefined): number {
  if (!counts) return 0;
  return Math.max(0, counts.chatMessageCount + counts.groupMessageCount - counts.mutedMessageCount);
}

/** The badge count, 0 while unknown. `enabled: false` for screens without a session. */
export function useUnreadBadgeCount(enabled = true): number {
  const query = useGetUnreadMessageCount({ query: { enabled, select: (response) => unreadBadgeCount(response.data) } });
  return query.data ?? 0;
}

/** The tab title with the badge in front, as IM web clients do: "(3) 医美机构工作台". */
export function titleWithBadge(baseTitle: string, count: number): string {
  if (count <= 0) return baseTitle;
  return `(${count > 99 ? '99+' : count}) ${baseTitle}`;
}
