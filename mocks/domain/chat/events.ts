/**
 * Chat events as viewers receive them: every message (event 2), read receipt (6) and group notice
 * (101) a viewer gets is appended to that viewer's event log, which offline sync reads, and raised
 * as a platform event the chat socket turns into frames.
 */
import { BizType, type ChatGroupNotice, type ChatMessageUser, type ChatReadEvent, MsgType } from '@generated/chat/model';
import type { ChatEventLogEntry, SandboxChat } from '../../db/state.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { refuse } from '../errors.ts';
import { chatViewerIds, clock, findChat, newFingerPrint, nextMessageSeq, saveChat, userOf, viewersAmong } from './common.ts';

/** A viewer's event log keeps this many entries (oldest dropped). */
export const EVENT_LOG_LIMIT = 5000;

/** Appends an event to each viewer's log, dropping the oldest beyond the limit. */
export function logEvent(platform: SandboxPlatform, viewers: Iterable<string>, entry: ChatEventLogEntry): void {
  const events = platform.db.chatEvents;
  let seq = Number(events.ids({ sort: ['-id'], limit: 1 })[0] ?? 0);
  for (const viewer of viewers) {
    events.insert({ seq: ++seq, viewer, entry });
    if (events.count({ where: { viewer } }) <= EVENT_LOG_LIMIT) continue;
    const overflow = events.ids({ where: { viewer }, sort: ['-id'], offset: EVENT_LOG_LIMIT, limit: 1 })[0];
    if (overflow !== undefined) events.removeWhere({ where: { viewer, id: { lte: overflow } } });
  }
}

/** The viewer's logged event with this fingerprint (the frame `fp` of events 2, 6 and 101). */
export function findLoggedEvent(platform: SandboxPlatform, viewer: string, fingerPrint: string): ChatEventLogEntry | undefined {
  return platform.db.chatEvents.first({ where: { viewer, fingerPrint }, sort: ['-id'] })?.entry;
}

/** The newest read receipt of a chat by a reader up to a message (what a `chat-read` event refers to). */
export function findReadEvent(
  platform: SandboxPlatform,
  chatId: string,
  readerImId: string,
  lastReadFingerPrint: string | null,
): { fingerPrint: string; read: ChatReadEvent } | undefined {
  const row = platform.db.chatEvents.first({
    where: { viewer: readerImId, event: 6, chatId, readUserId: readerImId, lastReadFingerPrint: lastReadFingerPrint ?? undefined },
    sort: ['-id'],
  });
  return row?.entry.event === 6 ? { fingerPrint: row.entry.fingerPrint, read: row.entry.read } : undefined;
}

/** Who receives a group notice: the chat's viewers now, plus the members it concerns (who may just have left). */
export function noticeRecipients(platform: SandboxPlatform, notice: ChatGroupNotice): string[] {
  const chat = findChat(platform, notice.chatId);
  const ids = new Set(chat ? chatViewerIds(platform, chat) : []);
  for (const id of viewersAmong(platform, notice.memberIds ?? [])) ids.add(id);
  return [...ids];
}

/** Who receives a read receipt of a private chat: both participants that are viewers. */
export function readRecipients(platform: SandboxPlatform, read: ChatReadEvent): string[] {
  const chat = findChat(platform, read.chatId);
  return chat ? chatViewerIds(platform, chat) : [];
}

export type NoticeInput = Omit<ChatGroupNotice, 'chatId' | 'chatType' | 'fingerPrint' | 'sendTime' | 'operator'> & {
  operator?: ChatMessageUser;
};

/**
 * A member change (join, leave, removal: bizType 7) stays in the group's history as a system line
 * with the notice's fingerprint, so a later read shows it and the client's copy from the notice
 * is replaced by it, never doubled. It becomes the chat's last message; nobody counts it unread
 * (read-state.ts `recount`), as the client does not.
 */
function keepLine(platform: SandboxPlatform, chat: SandboxChat, notice: ChatGroupNotice, ms: number): void {
  const message = {
    chatId: notice.chatId,
    chatType: notice.chatType,
    fromUserId: notice.operatorId,
    toUserId: notice.chatId,
    fromUser: notice.operator ?? userOf(platform, chat, notice.operatorId),
    msgType: MsgType.System,
    content: notice.content ?? '',
    sendTime: notice.sendTime,
    sendTimestamp: ms,
    fingerPrint: notice.fingerPrint,
    refMessage: null,
    refFingerPrint: null,
    atUserIds: [],
    bizType: BizType.MemberChange,
    isRecalled: false,
    isRead: true,
  };
  platform.db.messages.insert({ seq: nextMessageSeq(platform), message });
  chat.item.lastMessage = { ...message };
  chat.item.lastMessageTime = message.sendTime;
  saveChat(platform, chat);
}

/** Raises a group notice in a chat: logged for its recipients (`extraRecipients` too) and emitted. */
export function raiseNotice(
  platform: SandboxPlatform,
  chat: SandboxChat,
  input: NoticeInput,
  extraRecipients: string[] = [],
): ChatGroupNotice {
  const now = clock(platform);
  const notice: ChatGroupNotice = {
    ...input,
    chatId: chat.item.chatId,
    chatType: chat.item.chatType,
    operator: input.operator ?? userOf(platform, chat, input.operatorId),
    bizType: input.bizType ?? 0,
    fingerPrint: newFingerPrint(),
    sendTime: now.text,
  };
  if (notice.bizType === BizType.MemberChange) keepLine(platform, chat, notice, now.ms);
  const recipients = new Set(noticeRecipients(platform, notice));
  for (const id of viewersAmong(platform, extraRecipients)) recipients.add(id);
  logEvent(platform, recipients, { event: 101, fingerPrint: notice.fingerPrint, notice });
  platform.emit({ kind: 'group-notice', chatId: chat.item.chatId, notice });
  return notice;
}

/** Raises a group notice of any nType in a chat (e.g. nType 8 special system messages). */
export function postGroupNotice(platform: SandboxPlatform, chatId: string, input: NoticeInput): ChatGroupNotice {
  const chat = findChat(platform, chatId);
  if (!chat) refuse('会话不存在', 404);
  return platform.transaction(() => raiseNotice(platform, chat, input));
}
