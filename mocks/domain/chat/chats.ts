/**
 * Chats (contract part chats): the chat list as a viewer sees it, one chat, a group chat's
 * details, and pinning.
 */
import type { ChatGroup, ChatListItem, ChatMessage, ChatType, ChatUnreadChatIds } from '@generated/chat/model';
import { sortChatList } from '../../../src/lib/chat/chat-order.ts';
import type { ChatViewerState, SandboxChat } from '../../db/state.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { clock, defaultViewerState, MAX_GROUP_MEMBERS, requireChat, saveViewerState, storedViewerState, viewerState } from './common.ts';
import { privateChatSeenBy } from './private-peer.ts';

/**
 * The chat's last message as the viewer sees it. It is the newest message, so a message the viewer
 * received is read exactly when their read position is that message.
 */
function lastMessageFor(last: ChatMessage | null | undefined, viewer: string, state: ChatViewerState | undefined): ChatMessage | null {
  if (!last) return null;
  const copy: ChatMessage = { ...last };
  if (copy.fromUserId === viewer) return copy;
  if (state) copy.isRead = state.lastReadFingerPrint === last.fingerPrint;
  delete copy.readUserIds;
  delete copy.unReadUserIds;
  return copy;
}

export function chatListItem(platform: SandboxPlatform, chat: SandboxChat, viewer: string, state?: ChatViewerState): ChatListItem {
  const stored = state ?? storedViewerState(platform, viewer, chat.item.chatId);
  const v = stored ?? defaultViewerState();
  return {
    ...privateChatSeenBy(chat.item, chat.members, viewer),
    memberCount: chat.members.length,
    unreadCount: v.unreadCount,
    isAtAll: v.isAtAll,
    isAtMe: v.isAtMe,
    atMeFingerPrint: v.atMeFingerPrint,
    atAllFingerPrint: v.atAllFingerPrint,
    isAlert: v.isAlert,
    isTop: v.isTop,
    lastMessage: lastMessageFor(chat.item.lastMessage, viewer, stored),
  };
}

export interface ChatListQuery {
  chatType?: ChatType;
  onlyUnread?: boolean;
  /** Matches the chat name or the linked customer's name. */
  keyword?: string;
}

/** The viewer's chats in the client's order (src/lib/chat/chat-order.ts). */
export function chatList(platform: SandboxPlatform, viewer: string, query: ChatListQuery = {}): ChatListItem[] {
  const states = new Map(platform.db.chatViewers.list({ where: { viewer, chatType: query.chatType } }).map((s) => [s.chatId, s]));
  const chats = platform.db.chats.list({
    where: { members: { contains: `|${viewer}|` }, chatType: query.chatType },
    keyword: query.keyword,
  });
  const items = chats
    .map((c) => chatListItem(platform, c, viewer, states.get(c.item.chatId)))
    .filter((item) => !query.onlyUnread || item.unreadCount > 0);
  return sortChatList(items);
}

export function unreadChatIds(platform: SandboxPlatform, viewer: string): ChatUnreadChatIds {
  const result: ChatUnreadChatIds = { privateChatIds: [], groupChatIds: [] };
  for (const item of chatList(platform, viewer, { onlyUnread: true })) {
    (item.chatType === '2' ? result.groupChatIds : result.privateChatIds).push(item.chatId);
  }
  return result;
}

export function groupChat(platform: SandboxPlatform, chat: SandboxChat, viewer: string): ChatGroup {
  const v = storedViewerState(platform, viewer, chat.item.chatId) ?? defaultViewerState();
  const owner = chat.members.find((m) => m.role === 1) ?? chat.members[0];
  const me = chat.members.find((m) => m.userId === viewer);
  const created = chat.members.map((m) => m.joinTime).sort()[0] ?? clock(platform).text;
  return {
    chatId: chat.item.chatId,
    chatType: chat.item.chatType,
    name: chat.item.name.slice(0, 30),
    avatar: chat.item.avatar,
    notice: null,
    ownerId: owner?.userId ?? viewer,
    memberCount: Math.max(1, chat.members.length),
    maxMemberCount: MAX_GROUP_MEMBERS,
    isTop: v.isTop,
    isAlert: v.isAlert,
    myRole: me?.role ?? 3,
    customer: chat.item.customer,
    createTime: created,
  };
}

export function setTop(platform: SandboxPlatform, viewer: string, chatId: string, isTop: boolean): void {
  const chat = requireChat(platform, viewer, chatId);
  const state = viewerState(platform, viewer, chat);
  state.isTop = isTop;
  saveViewerState(platform, state);
}
