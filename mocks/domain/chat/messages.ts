/**
 * Messages (contract part messages): posting, history around an anchor, the latest message,
 * recall, and a message as a given viewer sees it.
 */
import type { BizType, ChatGroupNotice, ChatMessage, ChatMessageHistory, ChatMessageUser, ChatType, MsgType } from '@generated/chat/model';
import type { SandboxChat, StoredMessage } from '../../db/state.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { refuse } from '../errors.ts';
import {
  chatViewerIds,
  clock,
  findChat,
  findStoredMessage,
  isMember,
  newFingerPrint,
  nextMessageSeq,
  NOTICE,
  RECALL_WINDOW_MS,
  readSeq,
  requireChat,
  saveChat,
  saveViewerState,
  storedViewerState,
  userOf,
  viewerState,
} from './common.ts';
import { checkComposedContent } from './content-checks.ts';
import { logEvent, raiseNotice } from './events.ts';
import { applyRead, recount } from './read-state.ts';
import { BOT_REPLY_BIZ_TYPE, replyAutomatically } from './auto-replies.ts';
import { appendSignature } from './business-card.ts';

/**
 * A message as the viewer sees it: for a message they sent, `isRead` means the peer (private)
 * or every member (group) has read it and the group read lists are given; for a message they
 * received, `isRead` means they have read it (`viewerReadSeq`, when known) and the read lists
 * are left out.
 */
export function viewMessage(stored: StoredMessage, viewer: string, viewerReadSeq: number | null): ChatMessage {
  const copy: ChatMessage = { ...stored.message };
  if (copy.fromUserId === viewer) return copy;
  if (viewerReadSeq !== null) copy.isRead = stored.seq <= viewerReadSeq;
  delete copy.readUserIds;
  delete copy.unReadUserIds;
  return copy;
}

export function messageForViewer(platform: SandboxPlatform, stored: StoredMessage, viewer: string): ChatMessage {
  const chatId = stored.message.chatId;
  return viewMessage(stored, viewer, readSeq(platform, storedViewerState(platform, viewer, chatId), chatId));
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
  const messages = platform.db.messages;
  const chatId = query.chatId;
  const limit = Math.max(1, Math.min(100, Math.floor(query.limit ?? 20)));
  let where: { chatId: string; id?: { gt: number } | { lt: number } } = { chatId };
  let forward = false;
  if (query.fingerPrint) {
    const anchor = findStoredMessage(platform, chatId, query.fingerPrint);
    if (!anchor) refuse('消息不存在', 404);
    forward = !!query.forward;
    where = { chatId, id: forward ? { gt: anchor.seq } : { lt: anchor.seq } };
  }
  // One more than asked tells whether there is more.
  const rows = messages.list({ where, sort: [forward ? 'id' : '-id'], limit: limit + 1 });
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  if (!forward) page.reverse();
  const seq = readSeq(platform, storedViewerState(platform, viewer, chatId), chatId);
  return { records: page.map((m) => viewMessage(m, viewer, seq)), hasMore };
}

/** The newest message of a chat as the viewer sees it, or null. */
export function latestMessage(platform: SandboxPlatform, viewer: string, chatId: string): ChatMessage | null {
  const chat = requireChat(platform, viewer, chatId);
  const last = chat.item.lastMessage && findStoredMessage(platform, chatId, chat.item.lastMessage.fingerPrint);
  return last ? messageForViewer(platform, last, viewer) : null;
}

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
 * A picture (2) or file (5) message carries its stored file: JSON with a web URL (and a file's
 * name and size), as the client writes it once the upload is done. Anything else is refused, so
 * the history never holds a picture without one.
 */
function checkMediaContent(msgType: number, content: string): void {
  if (msgType !== 2 && msgType !== 5) return;
  let data: Record<string, unknown> | null = null;
  try {
    const value: unknown = JSON.parse(content);
    if (value && typeof value === 'object' && !Array.isArray(value)) data = value as Record<string, unknown>;
  } catch {
    data = null;
  }
  const webUrl = typeof data?.url === 'string' && /^https?:\/\//i.test(data.url);
  const fileOk = msgType === 2 || (typeof data?.fileName === 'string' && data.fileName.trim() !== '' && typeof data.size === 'number');
  if (!webUrl || !fileOk) refuse(msgType === 2 ? '图片消息缺少图片地址' : '文件消息缺少文件地址或文件名', 400);
}

/**
 * Posts a message into a chat: assigns the fingerprint and send time, stores it, updates the
 * chat's last message, raises unread counts and at-mention flags of every other viewer (the
 * sender's own position moves to the message), logs it for offline sync and emits
 * `chat-message`. A fingerprint already in the chat returns the stored message unchanged.
 */
export function postMessage(platform: SandboxPlatform, input: PostMessageInput): ChatMessage {
  checkMediaContent(input.msgType ?? 1, input.content);
  checkComposedContent(input.msgType ?? 1, input.content);
  return platform.transaction(() => {
    const chat = findChat(platform, input.chatId);
    if (!chat) refuse('会话不存在', 404);
    if (!isMember(chat, input.fromUserId)) refuse('您不在该会话中', 403);
    const chatId = chat.item.chatId;
    const existing = input.fingerPrint ? findStoredMessage(platform, chatId, input.fingerPrint) : undefined;
    if (existing) return existing.message;
    const isGroup = chat.item.chatType === '2';
    const sender = input.fromUserId;
    const peer = isGroup ? chatId : (chat.members.find((m) => m.userId !== sender)?.userId ?? sender);
    const t = clock(platform);
    const fingerPrint = input.fingerPrint || newFingerPrint();
    const ref = input.refFingerPrint ? findStoredMessage(platform, chatId, input.refFingerPrint)?.message : undefined;
    const message: ChatMessage = {
      chatId,
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
    if (chat.members.find((m) => m.userId === sender)?.userType === 1) message.isFeedback = false;
    const stored: StoredMessage = { seq: nextMessageSeq(platform), message };
    platform.db.messages.insert(stored);
    chat.item.lastMessage = { ...message };
    chat.item.lastMessageTime = message.sendTime;
    updateVisitorStats(platform, chat, stored);
    saveChat(platform, chat);

    const viewers = chatViewerIds(platform, chat);
    const at = message.atUserIds ?? [];
    for (const viewer of viewers) {
      if (viewer === sender) continue;
      const state = viewerState(platform, viewer, chat);
      state.unreadCount += 1;
      if (at.includes(viewer)) {
        state.isAtMe = true;
        state.atMeFingerPrint ??= fingerPrint;
      }
      if (at.includes('all')) {
        state.isAtAll = true;
        state.atAllFingerPrint ??= fingerPrint;
      }
      saveViewerState(platform, state);
    }
    // Sending reads everything before it (the sender's position moves to their own message); a bot reply reads nothing.
    if (viewers.includes(sender) && message.bizType !== BOT_REPLY_BIZ_TYPE) applyRead(platform, chat, sender, stored.seq);
    logEvent(platform, viewers, { event: 2, fingerPrint, chatId });
    platform.emit({ kind: 'chat-message', chatId, fingerPrint });
    replyAutomatically(platform, chat, stored);
    appendSignature(platform, chat, stored);
    return message;
  });
}

/** Visitor statistics of a customer chat and the customer messages' reply flags. */
function updateVisitorStats(platform: SandboxPlatform, chat: SandboxChat, stored: StoredMessage): void {
  const customerId = chat.item.chatType === '0' ? chat.members.find((m) => m.userType === 1)?.userId : undefined;
  if (!customerId) return;
  const message = stored.message;
  if (message.fromUserId === customerId) {
    chat.item.receivedCount = (chat.item.receivedCount ?? 0) + 1;
  } else {
    chat.item.sentCount = (chat.item.sentCount ?? 0) + 1;
    if (message.msgType !== 99 && message.bizType !== BOT_REPLY_BIZ_TYPE) {
      chat.item.isReply = true;
      // The customer's messages since the last reply are answered now.
      let before = stored.seq;
      for (let done = false; !done;) {
        const batch = platform.db.messages.list({
          where: { chatId: chat.item.chatId, fromUserId: customerId, id: { lt: before } },
          sort: ['-id'],
          limit: 50,
        });
        for (const m of batch) {
          if (m.message.isFeedback) {
            done = true;
            break;
          }
          m.message.isFeedback = true;
          platform.db.messages.put(m);
        }
        if (batch.length < 50) done = true;
        before = batch.at(-1)?.seq ?? before;
      }
    }
  }
  chat.item.isEffective = (chat.item.receivedCount ?? 0) >= 3 && (chat.item.sentCount ?? 0) >= 3;
}

/**
 * Recalls a message: the sender within 2 minutes, or a group owner any time. The message is
 * marked recalled with its content emptied, quotes of it and the chat's last-message preview
 * follow, at-mention flags of viewers who had not read it are recomputed, and every member gets a
 * notice with nType 7 (also in private chats: a data frame with the same fp would be dropped by
 * the client's dedupe).
 */
export function recallMessage(
  platform: SandboxPlatform,
  viewer: string,
  input: { chatId: string; fingerPrint: string; chatType?: ChatType },
): ChatGroupNotice {
  return platform.transaction(() => {
    const chat = requireChat(platform, viewer, input.chatId, input.chatType);
    const chatId = chat.item.chatId;
    const stored = findStoredMessage(platform, chatId, input.fingerPrint);
    if (!stored) refuse('消息不存在', 404);
    const message = stored.message;
    const me = chat.members.find((m) => m.userId === viewer);
    const isOwner = chat.item.chatType === '2' && me?.role === 1;
    if (message.fromUserId !== viewer && !isOwner) refuse('只能撤回自己发送的消息', 403);
    if (message.fromUserId === viewer && !isOwner && platform.now() - message.sendTimestamp > RECALL_WINDOW_MS) {
      refuse('消息发送超过2分钟，无法撤回');
    }
    if (message.isRecalled) refuse('消息已撤回');
    message.isRecalled = true;
    message.content = '';
    platform.db.messages.put(stored);
    for (const quoting of platform.db.messages.list({ where: { chatId, refFingerPrint: message.fingerPrint } })) {
      if (!quoting.message.refMessage) continue;
      quoting.message.refMessage = { ...quoting.message.refMessage, isRecalled: true, content: '' };
      platform.db.messages.put(quoting);
    }
    if (chat.item.lastMessage?.fingerPrint === message.fingerPrint) {
      chat.item.lastMessage = { ...message };
      saveChat(platform, chat);
    }
    for (const id of chatViewerIds(platform, chat)) {
      if (id === message.fromUserId) continue;
      const state = viewerState(platform, id, chat);
      const seq = readSeq(platform, state, chatId) ?? 0;
      if (stored.seq > seq) {
        recount(platform, chatId, id, seq, state);
        saveViewerState(platform, state);
      }
    }
    const operator = userOf(platform, chat, viewer);
    return raiseNotice(platform, chat, {
      nType: NOTICE.MessageRecalled,
      operatorId: viewer,
      targetFingerPrint: message.fingerPrint,
      content: `${operator.realName}撤回了一条消息`,
    });
  });
}
