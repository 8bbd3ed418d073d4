/**
 * What every part of the chat model shares: finding chats and messages, who is a member and who
 * is a viewer (a hospital staff member with an account: who gets a chat list, unread counts and
 * events), a viewer's state of a chat, and the refusals.
 *
 * Messages are rows of their own (`seq` orders them: within a chat it is the chat's order), so a
 * read position is a message's seq and "what came after it" is a query, never a walk over a list.
 */
import type { ChatMessage, ChatMessageUser, ChatType } from '@generated/chat/model';
import { HOSPITAL } from '../../db/accounts.ts';
import { formatDateTime } from '../../db/random.ts';
import type { ChatViewerRow, ChatViewerState, SandboxChat, StoredMessage } from '../../db/state.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { refuse } from '../errors.ts';
import { findAccountByImId } from '../session.ts';
import { SEED_MEDIA_HOST } from '../seed-media.ts';

/** Group notice types (nType) the sandbox raises: the contract's. */
export { GroupNoticeType as NOTICE } from '@generated/chat/model';

/** Senders may recall their own messages within this time. */
export const RECALL_WINDOW_MS = 2 * 60 * 1000;
export const MAX_GROUP_MEMBERS = 200;

export const IMG = SEED_MEDIA_HOST;

export function newFingerPrint(): string {
  return globalThis.crypto.randomUUID();
}

export function clock(platform: SandboxPlatform): { ms: number; text: string } {
  const ms = platform.now();
  return { ms, text: formatDateTime(ms) };
}

// ---- chats and members ------------------------------------------------------------------------

export function findChat(platform: SandboxPlatform, chatId: string): SandboxChat | undefined {
  return platform.db.chats.get(chatId);
}

export function saveChat(platform: SandboxPlatform, chat: SandboxChat): void {
  chat.item.memberCount = chat.members.length;
  platform.db.chats.put(chat);
}

export function isMember(chat: SandboxChat, imId: string): boolean {
  return chat.members.some((m) => m.userId === imId);
}

/** Chats the viewer is a member of. */
export function chatsOf(platform: SandboxPlatform, viewer: string): SandboxChat[] {
  return platform.db.chats.list({ where: { members: { contains: `|${viewer}|` } } });
}

/** Whether an IM id belongs to someone who sees chat lists (a hospital staff account). */
export function isViewer(platform: SandboxPlatform, imId: string): boolean {
  return !!findAccountByImId(platform, imId);
}

/** The viewers among these IM ids, in their order. */
export function viewersAmong(platform: SandboxPlatform, imIds: readonly string[]): string[] {
  const viewers = new Set(platform.db.accounts.values('imId', { where: { imId: { in: [...imIds] } } }));
  return imIds.filter((id) => viewers.has(id));
}

/** Staff members of a chat who have an account: who gets its events and unread counts. */
export function chatViewerIds(platform: SandboxPlatform, chat: SandboxChat): string[] {
  return viewersAmong(
    platform,
    chat.members.map((m) => m.userId),
  );
}

/** The chat when the viewer is a member; otherwise a refusal (404 unknown chat, 403 not a member). */
export function requireChat(platform: SandboxPlatform, viewer: string, chatId: string, chatType?: ChatType): SandboxChat {
  const chat = findChat(platform, chatId);
  if (!chat || (chatType !== undefined && chat.item.chatType !== chatType)) refuse('会话不存在', 404);
  if (!isMember(chat, viewer)) refuse('您不在该会话中', 403);
  return chat;
}

export function requireGroup(platform: SandboxPlatform, viewer: string, chatId: string): SandboxChat {
  return requireChat(platform, viewer, chatId, '2');
}

export function userOf(platform: SandboxPlatform, chat: SandboxChat | undefined, imId: string): ChatMessageUser {
  const member = chat?.members.find((m) => m.userId === imId);
  if (member) return { realName: member.realName, avatar: member.avatar, chatName: member.chatName };
  const account = findAccountByImId(platform, imId);
  if (account) {
    const name = account.userInfo.realName;
    return { realName: name, avatar: `${IMG}/avatar/${imId}.jpg`, chatName: `${HOSPITAL.shortName}·${name}` };
  }
  return { realName: imId, avatar: '', chatName: imId };
}

// ---- messages ----------------------------------------------------------------------------------

export function findStoredMessage(
  platform: SandboxPlatform,
  chatId: string,
  fingerPrint: string | null | undefined,
): StoredMessage | undefined {
  return fingerPrint ? platform.db.messages.first({ where: { chatId, fingerPrint } }) : undefined;
}

export function findMessage(platform: SandboxPlatform, chatId: string, fingerPrint: string): ChatMessage | undefined {
  return findStoredMessage(platform, chatId, fingerPrint)?.message;
}

/** The newest message of a chat. */
export function lastStoredMessage(platform: SandboxPlatform, chatId: string): StoredMessage | undefined {
  return platform.db.messages.first({ where: { chatId }, sort: ['-id'] });
}

/** The seq the next message gets. */
export function nextMessageSeq(platform: SandboxPlatform): number {
  return Number(platform.db.messages.ids({ sort: ['-id'], limit: 1 })[0] ?? 0) + 1;
}

// ---- a viewer's state of a chat ------------------------------------------------------------------

export function defaultViewerState(): ChatViewerState {
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

/** The viewer's stored state of a chat, if any. */
export function storedViewerState(platform: SandboxPlatform, viewer: string, chatId: string): ChatViewerRow | undefined {
  return platform.db.chatViewers.get(`${viewer}|${chatId}`);
}

/** The viewer's state of a chat (defaults when none is stored yet); write changes with saveViewerState. */
export function viewerState(platform: SandboxPlatform, viewer: string, chat: SandboxChat): ChatViewerRow {
  return (
    storedViewerState(platform, viewer, chat.item.chatId) ?? {
      ...defaultViewerState(),
      viewer,
      chatId: chat.item.chatId,
      chatType: chat.item.chatType,
    }
  );
}

export function saveViewerState(platform: SandboxPlatform, state: ChatViewerRow): void {
  platform.db.chatViewers.put(state);
}

/**
 * The seq of the viewer's read position: 0 when they have read nothing, null when there is no
 * state (or it points at no message of the chat), in which case the stored read fields stand.
 */
export function readSeq(platform: SandboxPlatform, state: ChatViewerState | undefined, chatId: string): number | null {
  if (!state) return null;
  if (state.lastReadFingerPrint === null) return 0;
  return findStoredMessage(platform, chatId, state.lastReadFingerPrint)?.seq ?? null;
}
