/**
 * The chat model of the sandbox platform, over `platform.state`: messages, read positions,
 * unread counts and at-mentions per viewer, recall, members, notification switches, pinning,
 * the chat list, and offline sync. The chat gateway handlers (mocks/handlers/chat) and the chat
 * socket (mocks/realtime) both work through here, so HTTP and socket always agree.
 *
 * A viewer is a hospital staff member (an account's `imId`). Every mutation calls
 * `platform.changed()` and emits a platform event the realtime hub turns into socket frames:
 * `chat-message` (event 2), `chat-read` (event 6 for a private chat) and `group-notice`
 * (event 101). Every event a viewer receives is also appended to that viewer's event log
 * (`state.chatEvents`), which offline sync (`/aggregation_messages/offline`) reads.
 */
import type {
  BizType,
  ChatGroup,
  ChatGroupNotice,
  ChatListItem,
  ChatMember,
  ChatMessage,
  ChatMessageHistory,
  ChatMessageUser,
  ChatOfflineMessages,
  ChatOfflineRecord,
  ChatOneKeyReadResult,
  ChatReadDetail,
  ChatReadEvent,
  ChatReadUser,
  ChatType,
  ChatUnreadChatIds,
  ChatUnreadMessageCount,
  MsgType,
} from '@generated/chat/model';
import { sortChatList } from '../../src/lib/chat/chat-order.ts';
import { HOSPITAL } from '../db/accounts.ts';
import { formatDateTime } from '../db/random.ts';
import type { ChatEventLogEntry, ChatViewerState, SandboxChat } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { findAccountByImId } from './session.ts';

/** Group notice types (nType) the sandbox raises. */
export const NOTICE = {
  MemberAdded: 1,
  MemberLeft: 2,
  MemberRemoved: 3,
  OwnerChanged: 4,
  MemberStateChanged: 5,
  ReadReceipt: 6,
  MessageRecalled: 7,
  SpecialSystemMessage: 8,
} as const;

/** Offline sync returns at most this many records; `total` counts them all. */
export const OFFLINE_PAGE_LIMIT = 100;
/** A viewer's event log keeps this many entries (oldest dropped). */
export const EVENT_LOG_LIMIT = 5000;
/** Senders may recall their own messages within this time. */
export const RECALL_WINDOW_MS = 2 * 60 * 1000;
export const MAX_GROUP_MEMBERS = 200;

const IMG = 'https://img.yimei.example';

/** A refusal with the HTTP status and the text the client shows. */
export class ChatError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ChatError';
  }
}

export function newFingerPrint(): string {
  return globalThis.crypto.randomUUID();
}

// ---------------------------------------------------------------------------------------------
// Lookups

export function findChat(platform: SandboxPlatform, chatId: string): SandboxChat | undefined {
  return platform.state.chats.find((c) => c.item.chatId === chatId);
}

export function chatMessages(platform: SandboxPlatform, chatId: string): ChatMessage[] {
  const { messages } = platform.state;
  return messages[chatId] ?? (messages[chatId] = []);
}

/** Index of a message in its chat (searched from the newest end, where lookups usually land). */
export function messageIndex(list: readonly ChatMessage[], fingerPrint: string | null | undefined): number {
  if (!fingerPrint) return -1;
  for (let i = list.length - 1; i >= 0; i--) if (list[i]?.fingerPrint === fingerPrint) return i;
  return -1;
}

export function findMessage(platform: SandboxPlatform, chatId: string, fingerPrint: string): ChatMessage | undefined {
  const list = platform.state.messages[chatId] ?? [];
  return list[messageIndex(list, fingerPrint)];
}

export function isMember(chat: SandboxChat, imId: string): boolean {
  return chat.members.some((m) => m.userId === imId);
}

/** Whether an IM id belongs to someone who sees chat lists (a hospital staff account). */
export function isViewer(platform: SandboxPlatform, imId: string): boolean {
  return !!findAccountByImId(platform, imId);
}

/** Staff members of a chat who have an account: who gets its events and unread counts. */
export function chatViewerIds(platform: SandboxPlatform, chat: SandboxChat): string[] {
  return chat.members.map((m) => m.userId).filter((id) => isViewer(platform, id));
}

/** Who receives a group notice: the chat's viewers now, plus the members it concerns (who may just have left). */
export function noticeRecipients(platform: SandboxPlatform, notice: ChatGroupNotice): string[] {
  const chat = findChat(platform, notice.chatId);
  const ids = new Set(chat ? chatViewerIds(platform, chat) : []);
  for (const id of notice.memberIds ?? []) if (isViewer(platform, id)) ids.add(id);
  return [...ids];
}

/** Who receives a read receipt of a private chat: both participants that are viewers. */
export function readRecipients(platform: SandboxPlatform, read: ChatReadEvent): string[] {
  const chat = findChat(platform, read.chatId);
  return chat ? chatViewerIds(platform, chat) : [];
}

/** Chats the viewer is a member of. */
export function chatsOf(platform: SandboxPlatform, viewer: string): SandboxChat[] {
  return platform.state.chats.filter((c) => isMember(c, viewer));
}

function defaultViewerState(): ChatViewerState {
  return {
    unreadCount: 0,
    isAtMe: false,
    isAtAll: false,
    atMeFingerPrint: null,
    atAllFingerPrint: null,
    isAlert: true,
    isTop: false,
    lastReadFingerPrint: null,
  };
}

/** The viewer's state of a chat, created with defaults when missing. */
export function viewerState(platform: SandboxPlatform, viewer: string, chatId: string): ChatViewerState {
  const { chatViewers } = platform.state;
  const chats = chatViewers[viewer] ?? (chatViewers[viewer] = {});
  return chats[chatId] ?? (chats[chatId] = defaultViewerState());
}

/** The chat when the viewer is a member; otherwise a ChatError (404 unknown chat, 403 not a member). */
export function requireChat(platform: SandboxPlatform, viewer: string, chatId: string, chatType?: ChatType): SandboxChat {
  const chat = findChat(platform, chatId);
  if (!chat || (chatType !== undefined && chat.item.chatType !== chatType)) throw new ChatError(404, '会话不存在');
  if (!isMember(chat, viewer)) throw new ChatError(403, '您不在该会话中');
  return chat;
}

function requireGroup(platform: SandboxPlatform, viewer: string, chatId: string): SandboxChat {
  return requireChat(platform, viewer, chatId, '2');
}

function userOf(platform: SandboxPlatform, chat: SandboxChat | undefined, imId: string): ChatMessageUser {
  const member = chat?.members.find((m) => m.userId === imId);
  if (member) return { realName: member.realName, avatar: member.avatar, chatName: member.chatName };
  const account = findAccountByImId(platform, imId);
  if (account) {
    const name = account.userInfo.realName;
    return { realName: name, avatar: `${IMG}/avatar/${imId}.jpg`, chatName: `${HOSPITAL.shortName}·${name}` };
  }
  return { realName: imId, avatar: '', chatName: imId };
}

function now(platform: SandboxPlatform): { ms: number; text: string } {
  const ms = platform.now();
  return { ms, text: formatDateTime(ms) };
}

// ---------------------------------------------------------------------------------------------
// Event log

function logEvent(platform: SandboxPlatform, viewers: Iterable<string>, entry: ChatEventLogEntry): void {
  const state = platform.state;
  const logs = state.chatEvents ?? (state.chatEvents = {});
  for (const viewer of viewers) {
    const log = logs[viewer] ?? (logs[viewer] = []);
    log.push(entry);
    if (log.length > EVENT_LOG_LIMIT) log.splice(0, log.length - EVENT_LOG_LIMIT);
  }
}

/** The viewer's logged event with this fingerprint (the frame `fp` of events 2, 6 and 101). */
export function findLoggedEvent(platform: SandboxPlatform, viewer: string, fingerPrint: string): ChatEventLogEntry | undefined {
  const log = platform.state.chatEvents?.[viewer] ?? [];
  for (let i = log.length - 1; i >= 0; i--) if (log[i]?.fingerPrint === fingerPrint) return log[i];
  return undefined;
}

/** The newest read receipt of a chat by a reader up to a message (what a `chat-read` event refers to). */
export function findReadEvent(
  platform: SandboxPlatform,
  chatId: string,
  readerImId: string,
  lastReadFingerPrint: string | null,
): { fingerPrint: string; read: ChatReadEvent } | undefined {
  const log = platform.state.chatEvents?.[readerImId] ?? [];
  for (let i = log.length - 1; i >= 0; i--) {
    const entry = log[i];
    if (entry?.event !== 6) continue;
    if (entry.read.chatId !== chatId || entry.read.readUserId !== readerImId) continue;
    if (lastReadFingerPrint === null || entry.read.lastReadFingerPrint === lastReadFingerPrint)
      return { fingerPrint: entry.fingerPrint, read: entry.read };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// What a viewer sees

function lastReadIndex(platform: SandboxPlatform, viewer: string, chatId: string, list: readonly ChatMessage[]): number | null {
  const state = platform.state.chatViewers[viewer]?.[chatId];
  if (!state) return null;
  if (state.lastReadFingerPrint === null) return -1;
  const index = messageIndex(list, state.lastReadFingerPrint);
  return index >= 0 ? index : null;
}

/**
 * A message as the viewer sees it: for a message they sent, `isRead` means the peer (private)
 * or every member (group) has read it and the group read lists are given; for a message they
 * received, `isRead` means they have read it and the read lists are left out.
 */
function viewMessage(message: ChatMessage, viewer: string, index: number, readIndex: number | null): ChatMessage {
  const copy: ChatMessage = { ...message };
  if (message.fromUserId === viewer) return copy;
  if (readIndex !== null) copy.isRead = index <= readIndex;
  delete copy.readUserIds;
  delete copy.unReadUserIds;
  return copy;
}

export function messageForViewer(platform: SandboxPlatform, message: ChatMessage, viewer: string): ChatMessage {
  const list = platform.state.messages[message.chatId] ?? [];
  const index = messageIndex(list, message.fingerPrint);
  return viewMessage(message, viewer, index, lastReadIndex(platform, viewer, message.chatId, list));
}

export function chatListItem(platform: SandboxPlatform, chat: SandboxChat, viewer: string): ChatListItem {
  const v = platform.state.chatViewers[viewer]?.[chat.item.chatId] ?? defaultViewerState();
  const last = chat.item.lastMessage;
  return {
    ...chat.item,
    memberCount: chat.members.length,
    unreadCount: v.unreadCount,
    isAtAll: v.isAtAll,
    isAtMe: v.isAtMe,
    atMeFingerPrint: v.atMeFingerPrint,
    atAllFingerPrint: v.atAllFingerPrint,
    isAlert: v.isAlert,
    isTop: v.isTop,
    lastMessage: last ? messageForViewer(platform, last, viewer) : null,
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
  const keyword = query.keyword?.trim();
  const items = chatsOf(platform, viewer)
    .filter((c) => query.chatType === undefined || c.item.chatType === query.chatType)
    .filter((c) => !keyword || c.item.name.includes(keyword) || (c.item.customer?.customerName ?? '').includes(keyword))
    .map((c) => chatListItem(platform, c, viewer))
    .filter((item) => !query.onlyUnread || item.unreadCount > 0);
  return sortChatList(items);
}

export function groupChat(platform: SandboxPlatform, chat: SandboxChat, viewer: string): ChatGroup {
  const v = platform.state.chatViewers[viewer]?.[chat.item.chatId] ?? defaultViewerState();
  const owner = chat.members.find((m) => m.role === 1) ?? chat.members[0];
  const me = chat.members.find((m) => m.userId === viewer);
  const created = chat.members.map((m) => m.joinTime).sort()[0] ?? formatDateTime(platform.now());
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

/** Owner first, then admins, then members by join time. */
export function chatMembers(platform: SandboxPlatform, viewer: string, chatId: string, keyword?: string): ChatMember[] {
  const chat = requireChat(platform, viewer, chatId);
  const k = keyword?.trim();
  return chat.members
    .filter((m) => !k || m.realName.includes(k) || m.chatName.includes(k))
    .map((m, index) => ({ m, index }))
    .sort((a, b) => a.m.role - b.m.role || a.m.joinTime.localeCompare(b.m.joinTime) || a.index - b.index)
    .map(({ m }) => ({ ...m }));
}

export function unreadCounts(platform: SandboxPlatform, viewer: string): ChatUnreadMessageCount {
  let chatMessageCount = 0;
  let groupMessageCount = 0;
  let mutedMessageCount = 0;
  for (const chat of chatsOf(platform, viewer)) {
    const state = platform.state.chatViewers[viewer]?.[chat.item.chatId];
    const unread = state?.unreadCount ?? 0;
    if (chat.item.chatType === '2') groupMessageCount += unread;
    else chatMessageCount += unread;
    if (state && !state.isAlert) mutedMessageCount += unread;
  }
  return { chatMessageCount, groupMessageCount, mutedMessageCount };
}

export function unreadChatIds(platform: SandboxPlatform, viewer: string): ChatUnreadChatIds {
  const result: ChatUnreadChatIds = { privateChatIds: [], groupChatIds: [] };
  for (const item of chatList(platform, viewer, { onlyUnread: true })) {
    (item.chatType === '2' ? result.groupChatIds : result.privateChatIds).push(item.chatId);
  }
  return result;
}

export interface HistoryQuery {
  chatId: string;
  chatType?: ChatType;
  /** Anchor; absent loads the newest messages. The anchor itself is not returned. */
  fingerPrint?: string | null;
  /** true: newer than the anchor; false (default): older. */
  forward?: boolean;
  limit?: number;
}

/** A slice of a chat's history around an anchor, oldest first (GET /messages, /group_messages). */
export function history(platform: SandboxPlatform, viewer: string, query: HistoryQuery): ChatMessageHistory {
  requireChat(platform, viewer, query.chatId, query.chatType);
  const list = chatMessages(platform, query.chatId);
  const limit = Math.max(1, Math.min(100, Math.floor(query.limit ?? 20)));
  let start: number;
  let end: number;
  let hasMore: boolean;
  if (!query.fingerPrint) {
    end = list.length;
    start = Math.max(0, end - limit);
    hasMore = start > 0;
  } else {
    const anchor = messageIndex(list, query.fingerPrint);
    if (anchor < 0) throw new ChatError(404, '消息不存在');
    if (query.forward) {
      start = anchor + 1;
      end = Math.min(list.length, start + limit);
      hasMore = end < list.length;
    } else {
      end = anchor;
      start = Math.max(0, end - limit);
      hasMore = start > 0;
    }
  }
  const readIndex = lastReadIndex(platform, viewer, query.chatId, list);
  const records: ChatMessage[] = [];
  for (let i = start; i < end; i++) records.push(viewMessage(list[i] as ChatMessage, viewer, i, readIndex));
  return { records, hasMore };
}

/** The newest message of a chat as the viewer sees it, or null. */
export function latestMessage(platform: SandboxPlatform, viewer: string, chatId: string): ChatMessage | null {
  const chat = requireChat(platform, viewer, chatId);
  const last = chat.item.lastMessage;
  return last ? messageForViewer(platform, last, viewer) : null;
}

export function readDetail(platform: SandboxPlatform, viewer: string, chatId: string, fingerPrint: string): ChatReadDetail {
  const chat = requireGroup(platform, viewer, chatId);
  const message = findMessage(platform, chatId, fingerPrint);
  if (!message) throw new ChatError(404, '消息不存在');
  const user = (id: string, read: boolean): ChatReadUser => {
    const u = userOf(platform, chat, id);
    return { userId: id, ...u, readTime: read ? message.sendTime : null };
  };
  const readUsers = (message.readUserIds ?? []).map((id) => user(id, true));
  const unReadUsers = (message.unReadUserIds ?? []).map((id) => user(id, false));
  return { chatId, fingerPrint, readCount: readUsers.length, unReadCount: unReadUsers.length, readUsers, unReadUsers };
}

// ---------------------------------------------------------------------------------------------
// Reading

/** Unread count and at-mention flags of a viewer from the messages after an index. */
function recount(list: readonly ChatMessage[], viewer: string, afterIndex: number, state: ChatViewerState): void {
  let unread = 0;
  let atMe: string | null = null;
  let atAll: string | null = null;
  for (let i = afterIndex + 1; i < list.length; i++) {
    const m = list[i] as ChatMessage;
    if (m.fromUserId === viewer) continue;
    unread++;
    if (m.isRecalled || !m.atUserIds) continue;
    if (atMe === null && m.atUserIds.includes(viewer)) atMe = m.fingerPrint;
    if (atAll === null && m.atUserIds.includes('all')) atAll = m.fingerPrint;
  }
  state.unreadCount = unread;
  state.isAtMe = atMe !== null;
  state.atMeFingerPrint = atMe;
  state.isAtAll = atAll !== null;
  state.atAllFingerPrint = atAll;
}

/**
 * Moves the viewer's read position to `index` (never backwards) and updates the read fields of
 * the messages in between. Returns the fingerprints of the others' messages newly read.
 */
function applyRead(platform: SandboxPlatform, chat: SandboxChat, viewer: string, index: number): { changed: boolean; read: string[] } {
  const list = chatMessages(platform, chat.item.chatId);
  const state = viewerState(platform, viewer, chat.item.chatId);
  const current = state.lastReadFingerPrint === null ? -1 : messageIndex(list, state.lastReadFingerPrint);
  const target = Math.max(index, current);
  const before = JSON.stringify(state);
  const read: string[] = [];
  for (let i = Math.max(0, current + 1); i <= target; i++) {
    const m = list[i] as ChatMessage;
    if (m.fromUserId === viewer) continue;
    read.push(m.fingerPrint);
    if (chat.item.chatType === '2') {
      const unread = m.unReadUserIds ?? [];
      if (unread.includes(viewer)) {
        m.unReadUserIds = unread.filter((id) => id !== viewer);
        m.readUserIds = [...(m.readUserIds ?? []), viewer];
        m.isRead = m.unReadUserIds.length === 0;
      }
    } else {
      m.isRead = true;
    }
  }
  if (target >= 0) state.lastReadFingerPrint = (list[target] as ChatMessage).fingerPrint;
  recount(list, viewer, target, state);
  const last = chat.item.lastMessage;
  if (last) {
    const updated = list[messageIndex(list, last.fingerPrint)];
    if (updated) chat.item.lastMessage = { ...updated };
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
  const chat = requireChat(platform, viewer, input.chatId, input.chatType);
  const list = chatMessages(platform, chat.item.chatId);
  const index = messageIndex(list, input.lastFingerPrint);
  if (index < 0) throw new ChatError(404, '消息不存在');
  const { changed, read } = applyRead(platform, chat, viewer, index);
  if (!changed) return null;
  const lastRead = platform.state.chatViewers[viewer]?.[chat.item.chatId]?.lastReadFingerPrint ?? input.lastFingerPrint;
  const t = now(platform);
  let result: ChatReadEvent | ChatGroupNotice;
  if (chat.item.chatType === '2') {
    result = raiseNotice(platform, chat, {
      nType: NOTICE.ReadReceipt,
      operatorId: viewer,
      targetFingerPrint: lastRead,
    });
  } else {
    const event: ChatReadEvent = {
      chatId: chat.item.chatId,
      chatType: chat.item.chatType,
      readUserId: viewer,
      fingerPrints: read.slice(-100),
      lastReadFingerPrint: lastRead,
      readTime: t.text,
    };
    logEvent(platform, readRecipients(platform, event), { event: 6, fingerPrint: newFingerPrint(), read: event });
    result = event;
  }
  platform.changed();
  platform.emit({ kind: 'chat-read', chatId: chat.item.chatId, readerImId: viewer, fingerPrint: lastRead });
  return result;
}

/** Clears the at-me and at-all marks of a chat for a viewer (POST /messages/clear_notify). */
export function clearAtFlags(platform: SandboxPlatform, viewer: string, chatId: string): void {
  requireChat(platform, viewer, chatId);
  const state = viewerState(platform, viewer, chatId);
  state.isAtMe = false;
  state.isAtAll = false;
  state.atMeFingerPrint = null;
  state.atAllFingerPrint = null;
  platform.changed();
}

/** Marks every group chat of the viewer read (POST /group_messages/oneKeyRead). */
export function oneKeyRead(platform: SandboxPlatform, viewer: string): ChatOneKeyReadResult {
  let chatCount = 0;
  let messageCount = 0;
  for (const chat of chatsOf(platform, viewer)) {
    if (chat.item.chatType !== '2') continue;
    const state = viewerState(platform, viewer, chat.item.chatId);
    const list = chatMessages(platform, chat.item.chatId);
    const last = list[list.length - 1];
    if (state.unreadCount > 0) {
      chatCount++;
      messageCount += state.unreadCount;
    }
    if (last && (state.unreadCount > 0 || state.isAtMe || state.isAtAll)) {
      markRead(platform, viewer, { chatId: chat.item.chatId, lastFingerPrint: last.fingerPrint });
    }
    state.isAtMe = false;
    state.isAtAll = false;
    state.atMeFingerPrint = null;
    state.atAllFingerPrint = null;
  }
  platform.changed();
  return { chatCount, messageCount };
}

// ---------------------------------------------------------------------------------------------
// Posting

export interface PostMessageInput {
  chatId: string;
  fromUserId: string;
  content: string;
  msgType?: MsgType;
  bizType?: BizType;
  /** Assigned when absent. */
  fingerPrint?: string;
  /** The peer (private) or the chat id (group); derived when absent. */
  toUserId?: string;
  atUserIds?: string[];
  refFingerPrint?: string | null;
  fromUser?: ChatMessageUser;
}

/**
 * Posts a message into a chat: assigns the fingerprint and send time, appends it, updates the
 * chat's last message, raises unread counts and at-mention flags of every other viewer (the
 * sender's own position moves to the message), logs it for offline sync and emits
 * `chat-message`. A fingerprint already in the chat returns the stored message unchanged.
 */
export function postMessage(platform: SandboxPlatform, input: PostMessageInput): ChatMessage {
  const chat = findChat(platform, input.chatId);
  if (!chat) throw new ChatError(404, '会话不存在');
  if (!isMember(chat, input.fromUserId)) throw new ChatError(403, '您不在该会话中');
  const list = chatMessages(platform, chat.item.chatId);
  if (input.fingerPrint) {
    const existing = list[messageIndex(list, input.fingerPrint)];
    if (existing) return existing;
  }
  const isGroup = chat.item.chatType === '2';
  const sender = input.fromUserId;
  const peer = isGroup ? chat.item.chatId : (chat.members.find((m) => m.userId !== sender)?.userId ?? sender);
  const t = now(platform);
  const fingerPrint = input.fingerPrint || newFingerPrint();
  const ref = input.refFingerPrint ? list[messageIndex(list, input.refFingerPrint)] : undefined;
  const message: ChatMessage = {
    chatId: chat.item.chatId,
    chatType: chat.item.chatType,
    fromUserId: sender,
    toUserId: input.toUserId ?? peer,
    fromUser: input.fromUser ?? userOf(platform, chat, sender),
    msgType: input.msgType ?? 1,
    content: input.content,
    sendTime: t.text,
    sendTimestamp: t.ms,
    fingerPrint,
    refMessage: ref
      ? {
          fingerPrint: ref.fingerPrint,
          fromUserId: ref.fromUserId,
          fromUser: ref.fromUser,
          msgType: ref.msgType,
          content: ref.content,
          isRecalled: ref.isRecalled,
        }
      : null,
    refFingerPrint: ref ? ref.fingerPrint : null,
    atUserIds: input.atUserIds ?? [],
    bizType: input.bizType ?? 0,
    isRecalled: false,
    isRead: false,
  };
  if (isGroup) {
    const others = chat.members.filter((m) => m.userId !== sender && m.userType !== 4).map((m) => m.userId);
    message.readUserIds = [];
    message.unReadUserIds = others;
    message.isRead = others.length === 0;
  }
  const senderMember = chat.members.find((m) => m.userId === sender);
  if (senderMember?.userType === 1) message.isFeedback = false;
  list.push(message);
  chat.item.lastMessage = { ...message };
  chat.item.lastMessageTime = message.sendTime;
  updateVisitorStats(chat, list, message);

  const viewers = chatViewerIds(platform, chat);
  for (const viewer of viewers) {
    if (viewer === sender) continue;
    const state = viewerState(platform, viewer, chat.item.chatId);
    state.unreadCount += 1;
    const at = message.atUserIds ?? [];
    if (at.includes(viewer)) {
      state.isAtMe = true;
      state.atMeFingerPrint ??= fingerPrint;
    }
    if (at.includes('all')) {
      state.isAtAll = true;
      state.atAllFingerPrint ??= fingerPrint;
    }
  }
  // Sending reads everything before it (the sender's position moves to their own message).
  if (viewers.includes(sender)) applyRead(platform, chat, sender, list.length - 1);
  logEvent(platform, viewers, { event: 2, fingerPrint, chatId: chat.item.chatId });
  platform.changed();
  platform.emit({ kind: 'chat-message', chatId: chat.item.chatId, fingerPrint });
  return message;
}

/** Visitor statistics of a customer chat and the customer messages' reply flags. */
function updateVisitorStats(chat: SandboxChat, list: ChatMessage[], message: ChatMessage): void {
  const customerId = chat.item.chatType === '0' ? chat.members.find((m) => m.userType === 1)?.userId : undefined;
  if (!customerId) return;
  if (message.fromUserId === customerId) {
    chat.item.receivedCount = (chat.item.receivedCount ?? 0) + 1;
  } else {
    chat.item.sentCount = (chat.item.sentCount ?? 0) + 1;
    if (message.msgType !== 99) {
      chat.item.isReply = true;
      for (let i = list.length - 2; i >= 0; i--) {
        const m = list[i] as ChatMessage;
        if (m.fromUserId !== customerId) continue;
        if (m.isFeedback) break;
        m.isFeedback = true;
      }
    }
  }
  chat.item.isEffective = (chat.item.receivedCount ?? 0) >= 3 && (chat.item.sentCount ?? 0) >= 3;
}

// ---------------------------------------------------------------------------------------------
// Notices, recall, members

export type NoticeInput = Omit<ChatGroupNotice, 'chatId' | 'chatType' | 'fingerPrint' | 'sendTime' | 'operator'> & {
  operator?: ChatMessageUser;
};

function raiseNotice(platform: SandboxPlatform, chat: SandboxChat, input: NoticeInput, extraRecipients: string[] = []): ChatGroupNotice {
  const notice: ChatGroupNotice = {
    ...input,
    chatId: chat.item.chatId,
    chatType: chat.item.chatType,
    operator: input.operator ?? userOf(platform, chat, input.operatorId),
    bizType: input.bizType ?? 0,
    fingerPrint: newFingerPrint(),
    sendTime: formatDateTime(platform.now()),
  };
  const recipients = new Set(noticeRecipients(platform, notice));
  for (const id of extraRecipients) if (isViewer(platform, id)) recipients.add(id);
  logEvent(platform, recipients, { event: 101, fingerPrint: notice.fingerPrint, notice });
  platform.emit({ kind: 'group-notice', chatId: chat.item.chatId, notice });
  return notice;
}

/** Raises a group notice of any nType in a chat (e.g. nType 8 special system messages). */
export function postGroupNotice(platform: SandboxPlatform, chatId: string, input: NoticeInput): ChatGroupNotice {
  const chat = findChat(platform, chatId);
  if (!chat) throw new ChatError(404, '会话不存在');
  const notice = raiseNotice(platform, chat, input);
  platform.changed();
  return notice;
}

/**
 * Recalls a message: the sender within 2 minutes, or a group owner any time. The message is
 * marked recalled with its content emptied, quotes of it and the chat's last-message preview
 * follow, at-mention flags of viewers who had not read it are recomputed, and every member gets a notice
 * with nType 7 (also in private chats: a data frame with the same fp would be dropped by the
 * client's dedupe).
 */
export function recallMessage(
  platform: SandboxPlatform,
  viewer: string,
  input: { chatId: string; fingerPrint: string; chatType?: ChatType },
): ChatGroupNotice {
  const chat = requireChat(platform, viewer, input.chatId, input.chatType);
  const list = chatMessages(platform, chat.item.chatId);
  const index = messageIndex(list, input.fingerPrint);
  const message = list[index];
  if (!message) throw new ChatError(404, '消息不存在');
  const me = chat.members.find((m) => m.userId === viewer);
  const isOwner = chat.item.chatType === '2' && me?.role === 1;
  if (message.fromUserId !== viewer && !isOwner) throw new ChatError(403, '只能撤回自己发送的消息');
  if (message.fromUserId === viewer && !isOwner && platform.now() - message.sendTimestamp > RECALL_WINDOW_MS) {
    throw new ChatError(400, '消息发送超过2分钟，无法撤回');
  }
  if (message.isRecalled) throw new ChatError(400, '消息已撤回');
  message.isRecalled = true;
  message.content = '';
  for (const m of list) {
    if (m.refFingerPrint === message.fingerPrint && m.refMessage) m.refMessage = { ...m.refMessage, isRecalled: true, content: '' };
  }
  if (chat.item.lastMessage?.fingerPrint === message.fingerPrint) chat.item.lastMessage = { ...message };
  for (const id of chatViewerIds(platform, chat)) {
    if (id === message.fromUserId) continue;
    const state = viewerState(platform, id, chat.item.chatId);
    const readIndex = state.lastReadFingerPrint === null ? -1 : messageIndex(list, state.lastReadFingerPrint);
    if (index > readIndex) recount(list, id, readIndex, state);
  }
  const operator = userOf(platform, chat, viewer);
  const notice = raiseNotice(platform, chat, {
    nType: NOTICE.MessageRecalled,
    operatorId: viewer,
    targetFingerPrint: message.fingerPrint,
    content: `${operator.realName}撤回了一条消息`,
  });
  platform.changed();
  return notice;
}

function memberFor(platform: SandboxPlatform, userId: string, joinTime: string): ChatMember | undefined {
  const account = findAccountByImId(platform, userId);
  if (account) {
    const name = account.userInfo.realName;
    return {
      userId,
      userType: 2,
      realName: name,
      chatName: `${HOSPITAL.shortName}·${name}`,
      avatar: `${IMG}/avatar/${userId}.jpg`,
      role: 3,
      state: account.enabled ? 0 : 2,
      hospitalName: HOSPITAL.registeredName,
      joinTime,
    };
  }
  for (const chat of platform.state.chats) {
    const known = chat.members.find((m) => m.userId === userId);
    if (known) return { ...known, role: 3, state: 0, joinTime };
  }
  const customerId = /^c_(\d+)$/.exec(userId)?.[1];
  const customer = customerId ? platform.state.customers.find((c) => String(c.id) === customerId) : undefined;
  if (customer) {
    return {
      userId,
      userType: 1,
      realName: customer.name,
      chatName: customer.name,
      avatar: '',
      role: 3,
      state: 0,
      hospitalName: null,
      joinTime,
    };
  }
  return undefined;
}

const names = (members: { realName: string }[]) => members.map((m) => m.realName).join('、');

/** Adds members to a group chat (any member may invite); nType 1 to everyone, newcomers included. */
export function addMembers(platform: SandboxPlatform, viewer: string, chatId: string, userIds: string[]): ChatGroupNotice {
  const chat = requireGroup(platform, viewer, chatId);
  const joinTime = formatDateTime(platform.now());
  const added: ChatMember[] = [];
  for (const id of new Set(userIds)) {
    if (isMember(chat, id)) continue;
    const member = memberFor(platform, id, joinTime);
    if (!member) throw new ChatError(400, `用户不存在：${id}`);
    added.push(member);
  }
  if (added.length === 0) throw new ChatError(400, '所选成员已在群聊中');
  if (chat.members.length + added.length > MAX_GROUP_MEMBERS) throw new ChatError(400, `群成员不能超过${MAX_GROUP_MEMBERS}人`);
  chat.members.push(...added);
  chat.item.memberCount = chat.members.length;
  const list = chatMessages(platform, chatId);
  const last = list[list.length - 1];
  for (const m of added) {
    // A newcomer starts with everything so far read.
    if (isViewer(platform, m.userId)) {
      const state = viewerState(platform, m.userId, chatId);
      state.lastReadFingerPrint = last?.fingerPrint ?? null;
      recount(list, m.userId, list.length - 1, state);
    }
  }
  const operator = userOf(platform, chat, viewer);
  const notice = raiseNotice(platform, chat, {
    nType: NOTICE.MemberAdded,
    operatorId: viewer,
    memberIds: added.map((m) => m.userId),
    content: `${operator.realName}邀请${names(added)}加入了群聊`,
  });
  platform.changed();
  return notice;
}

function dropMembers(platform: SandboxPlatform, chat: SandboxChat, ids: string[]): ChatMember[] {
  const removed = chat.members.filter((m) => ids.includes(m.userId));
  chat.members = chat.members.filter((m) => !ids.includes(m.userId));
  chat.item.memberCount = chat.members.length;
  for (const id of ids) delete platform.state.chatViewers[id]?.[chat.item.chatId];
  return removed;
}

/** Removes members (owner or admin only; never the owner); nType 3, the removed included. */
export function removeMembers(platform: SandboxPlatform, viewer: string, chatId: string, userIds: string[]): ChatGroupNotice {
  const chat = requireGroup(platform, viewer, chatId);
  const me = chat.members.find((m) => m.userId === viewer);
  if (!me || me.role === 3) throw new ChatError(403, '只有群主或管理员可以移除成员');
  const ids = [...new Set(userIds)].filter((id) => isMember(chat, id));
  if (ids.length === 0) throw new ChatError(400, '所选用户不在群聊中');
  for (const id of ids) {
    const member = chat.members.find((m) => m.userId === id);
    if (member?.role === 1) throw new ChatError(403, '不能移除群主');
    if (member?.role === 2 && me.role !== 1) throw new ChatError(403, '只有群主可以移除管理员');
  }
  if (chat.members.length - ids.length < 2) throw new ChatError(400, '群成员不能少于2人');
  const removed = dropMembers(platform, chat, ids);
  const operator = userOf(platform, chat, viewer);
  const notice = raiseNotice(
    platform,
    chat,
    {
      nType: NOTICE.MemberRemoved,
      operatorId: viewer,
      operator,
      memberIds: ids,
      content: `${operator.realName}将${names(removed)}移出了群聊`,
    },
    ids,
  );
  platform.changed();
  return notice;
}

/** The viewer leaves a group chat (the owner must hand over first); nType 2, the leaver included. */
export function exitChat(platform: SandboxPlatform, viewer: string, chatId: string): ChatGroupNotice {
  const chat = requireGroup(platform, viewer, chatId);
  const me = chat.members.find((m) => m.userId === viewer) as ChatMember;
  if (me.role === 1) throw new ChatError(400, '群主请先转让群主后再退出群聊');
  if (chat.members.length - 1 < 2) throw new ChatError(400, '群成员不能少于2人');
  const operator = userOf(platform, chat, viewer);
  dropMembers(platform, chat, [viewer]);
  const notice = raiseNotice(
    platform,
    chat,
    { nType: NOTICE.MemberLeft, operatorId: viewer, operator, memberIds: [viewer], content: `${operator.realName}退出了群聊` },
    [viewer],
  );
  platform.changed();
  return notice;
}

// ---------------------------------------------------------------------------------------------
// Switches

export function setAlert(platform: SandboxPlatform, viewer: string, chatId: string, isAlert: boolean): void {
  requireChat(platform, viewer, chatId);
  viewerState(platform, viewer, chatId).isAlert = isAlert;
  platform.changed();
}

export function batchSetAlert(platform: SandboxPlatform, viewer: string, chatIds: string[], isAlert: boolean): void {
  for (const id of chatIds) requireChat(platform, viewer, id);
  for (const id of chatIds) viewerState(platform, viewer, id).isAlert = isAlert;
  platform.changed();
}

/** Every chat of the type (or every chat); returns how many were set. */
export function setAllAlert(platform: SandboxPlatform, viewer: string, chatType: ChatType | undefined, isAlert: boolean): number {
  let count = 0;
  for (const chat of chatsOf(platform, viewer)) {
    if (chatType !== undefined && chat.item.chatType !== chatType) continue;
    viewerState(platform, viewer, chat.item.chatId).isAlert = isAlert;
    count++;
  }
  platform.changed();
  return count;
}

export function setTop(platform: SandboxPlatform, viewer: string, chatId: string, isTop: boolean): void {
  requireChat(platform, viewer, chatId);
  viewerState(platform, viewer, chatId).isTop = isTop;
  platform.changed();
}

// ---------------------------------------------------------------------------------------------
// Offline sync

interface TimelineEntry {
  entry: ChatEventLogEntry;
  /** For messages not in the log: the message itself. */
  message?: ChatMessage;
}

function toRecord(platform: SandboxPlatform, viewer: string, item: TimelineEntry): ChatOfflineRecord | undefined {
  const { entry } = item;
  if (entry.event === 2) {
    const message = item.message ?? findMessage(platform, entry.chatId, entry.fingerPrint);
    return message ? { event: 2, fingerPrint: entry.fingerPrint, message: messageForViewer(platform, message, viewer) } : undefined;
  }
  if (entry.event === 6) return { event: 6, fingerPrint: entry.fingerPrint, read: entry.read };
  return { event: 101, fingerPrint: entry.fingerPrint, notice: entry.notice };
}

/**
 * The viewer's chat events before the logged ones: messages of their chats that are not in the
 * log (seeded history, or dropped from a full log) newer than `afterMs`, oldest first.
 */
function unloggedMessages(platform: SandboxPlatform, viewer: string, logged: Set<string>, afterMs: number): TimelineEntry[] {
  const result: TimelineEntry[] = [];
  for (const chat of chatsOf(platform, viewer)) {
    const list = platform.state.messages[chat.item.chatId] ?? [];
    let start = list.length;
    while (start > 0 && (list[start - 1] as ChatMessage).sendTimestamp > afterMs) start--;
    for (let i = start; i < list.length; i++) {
      const m = list[i] as ChatMessage;
      if (!logged.has(m.fingerPrint)) result.push({ entry: { event: 2, fingerPrint: m.fingerPrint, chatId: m.chatId }, message: m });
    }
  }
  // A stable sort keeps each chat's own order among equal times.
  return result.sort((a, b) => (a.message?.sendTimestamp ?? 0) - (b.message?.sendTimestamp ?? 0));
}

export interface OfflineQuery {
  /** The fingerprint of the last event the client handled (frame `fp` of an event 2, 6 or 101). */
  fingerPrint: string;
  /** true (default): events after it; false: events before it. */
  forward?: boolean;
  /** At most this many records (default 100); `total` counts every event. */
  limit?: number;
}

/**
 * Chat events of a viewer after (or before) a fingerprint: messages (event 2), read receipts (6)
 * and group notices (101), oldest first; at most `limit` records, `total` counts them all. The
 * client replays when `total` is 100 or fewer. An unknown fingerprint counts every event the
 * platform has for the viewer, so the client warns and asks for a manual refresh.
 */
export function offlineEvents(platform: SandboxPlatform, viewer: string, query: OfflineQuery): ChatOfflineMessages {
  const limit = Math.max(1, Math.min(OFFLINE_PAGE_LIMIT, Math.floor(query.limit ?? OFFLINE_PAGE_LIMIT)));
  const forward = query.forward ?? true;
  const log = platform.state.chatEvents?.[viewer] ?? [];
  const logged = new Set(log.filter((e) => e.event === 2).map((e) => e.fingerPrint));
  const logItems: TimelineEntry[] = log.map((entry) => ({ entry }));

  let timeline: TimelineEntry[];
  let cursor: number;
  const inLog = log.findLastIndex((e) => e.fingerPrint === query.fingerPrint);
  if (inLog >= 0) {
    // Events before the log are only needed when looking backwards.
    const prefix = forward ? [] : unloggedMessages(platform, viewer, logged, -Infinity);
    timeline = [...prefix, ...logItems];
    cursor = prefix.length + inLog;
  } else {
    const anchor = findAnchorMessage(platform, viewer, query.fingerPrint);
    const prefix = unloggedMessages(platform, viewer, logged, forward && anchor ? anchor.sendTimestamp - 1 : -Infinity);
    timeline = [...prefix, ...logItems];
    cursor = anchor ? timeline.findIndex((t) => t.entry.fingerPrint === anchor.fingerPrint) : -1;
    if (anchor && cursor < 0) cursor = forward ? -1 : 0;
  }
  const slice = forward ? timeline.slice(cursor + 1) : timeline.slice(0, Math.max(0, cursor));
  const page = forward ? slice.slice(0, limit) : slice.slice(Math.max(0, slice.length - limit));
  const records = page.map((item) => toRecord(platform, viewer, item)).filter((r): r is ChatOfflineRecord => !!r);
  return { records, total: slice.length };
}

function findAnchorMessage(platform: SandboxPlatform, viewer: string, fingerPrint: string): ChatMessage | undefined {
  for (const chat of chatsOf(platform, viewer)) {
    const message = findMessage(platform, chat.item.chatId, fingerPrint);
    if (message) return message;
  }
  return undefined;
}
