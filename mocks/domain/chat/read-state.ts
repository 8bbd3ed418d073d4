/**
 * Reading (contract part read-state, and the reading calls of messages): read positions, unread
 * counts and at-mention flags per viewer, read receipts to the others, and the counts and chat ids
 * the badges show.
 */
import {
  BizType,
  type ChatGroupNotice,
  type ChatMessage,
  type ChatOneKeyReadResult,
  type ChatReadDetail,
  type ChatReadEvent,
  type ChatReadUser,
  type ChatType,
  type ChatUnreadMessageCount,
} from '@generated/chat/model';
import type { ChatViewerRow, SandboxChat } from '../../db/state.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { refuse } from '../errors.ts';
import {
  clock,
  findMessage,
  findStoredMessage,
  lastStoredMessage,
  newFingerPrint,
  NOTICE,
  readSeq,
  requireChat,
  requireGroup,
  saveChat,
  saveViewerState,
  userOf,
  viewerState,
} from './common.ts';
import { logEvent, raiseNotice, readRecipients } from './events.ts';

/** Sets the viewer's unread count and at-mention flags from the messages after `afterSeq`. */
export function recount(platform: SandboxPlatform, chatId: string, viewer: string, afterSeq: number, state: ChatViewerRow): void {
  const messages = platform.db.messages;
  // Member change lines (bizType 7) are shown but never unread, as the client counts them.
  const after = { chatId, id: { gt: afterSeq }, fromUserId: { ne: viewer }, bizType: { ne: BizType.MemberChange } };
  const firstAt = (who: string) =>
    messages.first({ where: { ...after, atUserIds: { contains: `|${who}|` } }, sort: ['id'] })?.message.fingerPrint ?? null;
  const atMe = firstAt(viewer);
  const atAll = firstAt('all');
  state.unreadCount = messages.count({ where: after });
  state.isAtMe = atMe !== null;
  state.atMeFingerPrint = atMe;
  state.isAtAll = atAll !== null;
  state.atAllFingerPrint = atAll;
}

/**
 * Moves the viewer's read position to the message `targetSeq` (never backwards) and updates the
 * read fields of the others' messages in between. Returns whether anything changed and the
 * fingerprints newly read.
 */
export function applyRead(
  platform: SandboxPlatform,
  chat: SandboxChat,
  viewer: string,
  targetSeq: number,
): { changed: boolean; read: string[] } {
  const chatId = chat.item.chatId;
  const state = viewerState(platform, viewer, chat);
  const before = JSON.stringify(state);
  const current = readSeq(platform, state, chatId) ?? 0;
  const target = Math.max(targetSeq, current);
  const read: string[] = [];
  let lastChanged: ChatMessage | undefined;
  const between = platform.db.messages.list({
    where: { chatId, id: { gt: current, lte: target }, fromUserId: { ne: viewer } },
    sort: ['id'],
  });
  for (const stored of between) {
    const m = stored.message;
    read.push(m.fingerPrint);
    if (chat.item.chatType === '2') {
      const unread = m.unReadUserIds ?? [];
      if (!unread.includes(viewer)) continue;
      m.unReadUserIds = unread.filter((id) => id !== viewer);
      m.readUserIds = [...(m.readUserIds ?? []), viewer];
      m.isRead = m.unReadUserIds.length === 0;
    } else {
      if (m.isRead) continue;
      m.isRead = true;
    }
    platform.db.messages.put(stored);
    lastChanged = m;
  }
  const targetMessage = target > 0 ? platform.db.messages.get(target) : undefined;
  if (targetMessage) state.lastReadFingerPrint = targetMessage.message.fingerPrint;
  recount(platform, chatId, viewer, target, state);
  saveViewerState(platform, state);
  // The chat's last-message preview carries the read fields too.
  if (lastChanged && chat.item.lastMessage?.fingerPrint === lastChanged.fingerPrint) {
    chat.item.lastMessage = { ...lastChanged };
    saveChat(platform, chat);
  }
  return { changed: read.length > 0 || before !== JSON.stringify(state), read };
}

export interface MarkReadInput {
  chatId: string;
  /** The newest message read; it and every earlier message become read. */
  lastFingerPrint: string;
  chatType?: ChatType;
}

/**
 * Marks a chat read up to a message for a viewer: clears their unread count and at-mention flags
 * (up to that message), marks the messages read, and tells the others: a private chat's peer gets
 * a read receipt (event 6), a group's members a group notice with nType 6. The viewer's other
 * devices get the same, so their badges clear too. Returns the receipt or notice, or null when
 * nothing changed.
 */
export function markRead(platform: SandboxPlatform, viewer: string, input: MarkReadInput): ChatReadEvent | ChatGroupNotice | null {
  return platform.transaction(() => {
    const chat = requireChat(platform, viewer, input.chatId, input.chatType);
    const target = findStoredMessage(platform, chat.item.chatId, input.lastFingerPrint);
    if (!target) refuse('消息不存在', 404);
    const { changed, read } = applyRead(platform, chat, viewer, target.seq);
    if (!changed) return null;
    const lastRead = viewerState(platform, viewer, chat).lastReadFingerPrint ?? input.lastFingerPrint;
    let result: ChatReadEvent | ChatGroupNotice;
    if (chat.item.chatType === '2') {
      result = raiseNotice(platform, chat, { nType: NOTICE.ReadReceipt, operatorId: viewer, targetFingerPrint: lastRead });
    } else {
      const event: ChatReadEvent = {
        chatId: chat.item.chatId,
        chatType: chat.item.chatType,
        readUserId: viewer,
        fingerPrints: read.slice(-100),
        lastReadFingerPrint: lastRead,
        readTime: clock(platform).text,
      };
      logEvent(platform, readRecipients(platform, event), { event: 6, fingerPrint: newFingerPrint(), read: event });
      result = event;
    }
    platform.emit({ kind: 'chat-read', chatId: chat.item.chatId, readerImId: viewer, fingerPrint: lastRead });
    return result;
  });
}

/** Clears the at-me and at-all marks of a chat for a viewer (POST /messages/clear_notify). */
export function clearAtFlags(platform: SandboxPlatform, viewer: string, chatId: string): void {
  const chat = requireChat(platform, viewer, chatId);
  const state = viewerState(platform, viewer, chat);
  state.isAtMe = false;
  state.isAtAll = false;
  state.atMeFingerPrint = null;
  state.atAllFingerPrint = null;
  saveViewerState(platform, state);
}

/** Marks every group chat of the viewer read (POST /group_messages/oneKeyRead). */
export function oneKeyRead(platform: SandboxPlatform, viewer: string): ChatOneKeyReadResult {
  return platform.transaction(() => {
    let chatCount = 0;
    let messageCount = 0;
    for (const state of platform.db.chatViewers.list({ where: { viewer, chatType: '2' } })) {
      if (state.unreadCount > 0) {
        chatCount++;
        messageCount += state.unreadCount;
      }
      const last = lastStoredMessage(platform, state.chatId);
      if (last && (state.unreadCount > 0 || state.isAtMe || state.isAtAll)) {
        markRead(platform, viewer, { chatId: state.chatId, lastFingerPrint: last.message.fingerPrint });
      }
      platform.db.chatViewers.update(`${viewer}|${state.chatId}`, (s) => {
        s.isAtMe = false;
        s.isAtAll = false;
        s.atMeFingerPrint = null;
        s.atAllFingerPrint = null;
      });
    }
    return { chatCount, messageCount };
  });
}

export function unreadCounts(platform: SandboxPlatform, viewer: string): ChatUnreadMessageCount {
  const states = platform.db.chatViewers;
  const groupMessageCount = states.sum('unreadCount', { where: { viewer, chatType: '2' } });
  return {
    chatMessageCount: states.sum('unreadCount', { where: { viewer } }) - groupMessageCount,
    groupMessageCount,
    mutedMessageCount: states.sum('unreadCount', { where: { viewer, isAlert: false } }),
  };
}

export function readDetail(platform: SandboxPlatform, viewer: string, chatId: string, fingerPrint: string): ChatReadDetail {
  const chat = requireGroup(platform, viewer, chatId);
  const message = findMessage(platform, chatId, fingerPrint);
  if (!message) refuse('消息不存在', 404);
  const user = (id: string, read: boolean): ChatReadUser => ({
    userId: id,
    ...userOf(platform, chat, id),
    readTime: read ? message.sendTime : null,
  });
  const readUsers = (message.readUserIds ?? []).map((id) => user(id, true));
  const unReadUsers = (message.unReadUserIds ?? []).map((id) => user(id, false));
  return { chatId, fingerPrint, readCount: readUsers.length, unReadCount: unReadUsers.length, readUsers, unReadUsers };
}
