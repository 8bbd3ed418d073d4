/**
 * Live events applied to a chat list page (the rows of GET /chats and /group_chats) so the list
 * and its badges move the moment a frame arrives; the server's copy replaces it a second later
 * (section 9: unread counts are refreshed 1 s after a message). Pure: a new array, never a
 * mutation of cached data.
 */
import type { ChatListItem, ChatMessage } from '@generated/chat/model';
import type { ChatEffect } from './chat-events.ts';
import { sortChatList } from './chat-order.ts';

export interface PatchContext {
  myImId: string;
  /** The chat on screen: its messages are read at once, so they do not count as unread. */
  openChatId: string | undefined;
}

export interface PatchResult {
  items: ChatListItem[];
  /** The event concerns a chat this page does not hold (new chat, or another page). */
  missing: boolean;
}

const AT_ALL = 'all';

/** Whether a message counts as unread for me: not mine and not in the chat on screen. */
export function countsAsUnread(message: Pick<ChatMessage, 'fromUserId' | 'chatId'>, ctx: PatchContext): boolean {
  return message.fromUserId !== ctx.myImId && message.chatId !== ctx.openChatId;
}

function withMessage(item: ChatListItem, message: ChatMessage, ctx: PatchContext): ChatListItem {
  const next: ChatListItem = { ...item, lastMessage: message, lastMessageTime: message.sendTime };
  if (!countsAsUnread(message, ctx)) return next;
  const at = message.atUserIds ?? [];
  next.unreadCount = item.unreadCount + 1;
  if (at.includes(ctx.myImId) && !item.isAtMe) {
    next.isAtMe = true;
    next.atMeFingerPrint = message.fingerPrint;
  }
  if (at.includes(AT_ALL) && !item.isAtAll) {
    next.isAtAll = true;
    next.atAllFingerPrint = message.fingerPrint;
  }
  return next;
}

function patchRow(item: ChatListItem, effect: ChatEffect, ctx: PatchContext): ChatListItem | null {
  switch (effect.kind) {
    case 'message':
      return withMessage(item, effect.message, ctx);
    case 'system-line':
      return { ...item, lastMessage: effect.message, lastMessageTime: effect.message.sendTime };
    case 'read-by-me':
      return { ...item, unreadCount: 0, isAtMe: false, isAtAll: false, atMeFingerPrint: null, atAllFingerPrint: null };
    case 'recalled':
      return item.lastMessage?.fingerPrint === effect.fingerPrint
        ? { ...item, lastMessage: { ...item.lastMessage, isRecalled: true, content: '' } }
        : item;
    case 'members':
      return { ...item, memberCount: Math.max(2, item.memberCount + effect.delta) };
    case 'left':
      return null;
    default:
      return item;
  }
}

function effectChatId(effect: ChatEffect): string | undefined {
  if (effect.kind === 'message') return effect.message.chatId;
  return 'chatId' in effect ? effect.chatId : undefined;
}

export function patchChatList(items: readonly ChatListItem[], effect: ChatEffect, ctx: PatchContext): PatchResult {
  const chatId = effectChatId(effect);
  const index = chatId === undefined ? -1 : items.findIndex((item) => item.chatId === chatId);
  if (index < 0) {
    // A message or line for a chat the page lacks: the page is stale (a new chat, or it sorts in).
    const missing = effect.kind === 'message' || effect.kind === 'system-line';
    return { items: [...items], missing };
  }
  const patched = patchRow(items[index] as ChatListItem, effect, ctx);
  const next = [...items];
  if (patched) next[index] = patched;
  else next.splice(index, 1);
  return { items: sortChatList(next), missing: false };
}
