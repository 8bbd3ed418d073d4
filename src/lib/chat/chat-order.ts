/**
 * The order of a chat list (specification, section 9: unread first, then by last message time).
 * Pinned chats stay on top, as in every mature IM client. One home for the rule: the client
 * re-sorts its cached lists with it after a live event, and the sandbox platform sorts its
 * answers with it, so a list never jumps when the server's copy replaces the patched one.
 */
import type { ChatListItem } from '@generated/chat/model';

type Sortable = Pick<ChatListItem, 'isTop' | 'unreadCount' | 'lastMessage' | 'lastMessageTime'>;

function lastTime(item: Sortable): number {
  if (item.lastMessage) return item.lastMessage.sendTimestamp;
  return item.lastMessageTime ? Date.parse(item.lastMessageTime.replace(' ', 'T')) || 0 : 0;
}

export function compareChats(a: Sortable, b: Sortable): number {
  if (a.isTop !== b.isTop) return a.isTop ? -1 : 1;
  const ua = a.unreadCount > 0;
  const ub = b.unreadCount > 0;
  if (ua !== ub) return ua ? -1 : 1;
  return lastTime(b) - lastTime(a);
}

/** A sorted copy; the input is left alone (it may be a cached query's data). */
export function sortChatList<T extends Sortable>(items: readonly T[]): T[] {
  return [...items].sort(compareChats);
}
