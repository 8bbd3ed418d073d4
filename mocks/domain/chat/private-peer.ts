/**
 * Who a private chat is with depends on who looks: the stored item is its first person's view.
 * Kept apart from new-chats.ts so that chats.ts can use it without an import cycle.
 */
import type { ChatListItem, ChatMember } from '@generated/chat/model';

/**
 * A private chat as one of its two people sees it: named after the other one. The stored item is
 * the first person's view (every seeded chat's, whose peer is a customer or the dispatcher); a
 * chat between two colleagues is seen from both sides.
 */
export function privateChatSeenBy<T extends Pick<ChatListItem, 'chatType' | 'name' | 'avatar' | 'peerUserId'>>(
  item: T,
  members: readonly ChatMember[],
  viewer: string,
): T {
  if (item.chatType !== '0' || item.peerUserId !== viewer) return item;
  const other = members.find((m) => m.userId !== viewer);
  return other ? { ...item, name: other.chatName || other.realName, avatar: other.avatar, peerUserId: other.userId } : item;
}
