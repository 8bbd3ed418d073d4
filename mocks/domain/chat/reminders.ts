/**
 * Reminders (contract part reminders): shake (抖一抖), WeCom reminder (企业微信提醒) and message
 * urge (加急). Each appends a system line (msgType 99) from the sender to the chat through
 * postMessage, so both sides see it in the history and over the socket, and the line is also the
 * record the limits are checked against: no table of its own, a reminder is what the chat shows.
 * The members reminded are the line's `atUserIds` (a whole group: `all`), so their chat carries
 * the at-me mark until they read it.
 */
import { BizType, ChatUserType, MsgType, type ChatMember, type ChatMessage, type ChatType } from '@generated/chat/model';
import type { SandboxChat } from '../../db/state.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { refuse } from '../errors.ts';
import { findStoredMessage, requireChat, userOf } from './common.ts';
import { postMessage } from './messages.ts';

/** Designed limits (written into the contract). */
export const SHAKE_INTERVAL_MS = 60 * 1000;
export const WECOM_INTERVAL_MS = 5 * 60 * 1000;
export const URGE_INTERVAL_MS = 5 * 60 * 1000;
export const WECOM_MAX_LENGTH = 200;

const STAFF_TYPES: ReadonlySet<number> = new Set([ChatUserType.HospitalStaff, ChatUserType.PlatformCounselor]);

/** The sender's reminder lines of a kind in a chat, sent within the last `windowMs`. */
function recentLines(platform: SandboxPlatform, chatId: string, sender: string, bizType: BizType, windowMs: number): ChatMessage[] {
  return platform.db.messages
    .list({ where: { chatId, fromUserId: sender, sendTimestamp: { gt: platform.now() - windowMs } } })
    .map((m) => m.message)
    .filter((m) => m.msgType === MsgType.System && m.bizType === bizType);
}

function otherMembers(chat: SandboxChat, viewer: string): ChatMember[] {
  return chat.members.filter((m) => m.userId !== viewer && m.userType !== ChatUserType.System);
}

/** Names as a line shows them: "张医生、李医生"; a whole group as 全体成员. */
function names(platform: SandboxPlatform, chat: SandboxChat, ids: readonly string[]): string {
  return ids.map((id) => userOf(platform, chat, id).realName).join('、');
}

/** The members asked for, each another member of the chat and no system sender; else a refusal. */
function chosenMembers(chat: SandboxChat, viewer: string, ids: readonly string[]): string[] {
  const others = new Set(otherMembers(chat, viewer).map((m) => m.userId));
  const unique = [...new Set(ids)];
  if (unique.includes(viewer)) refuse('不能提醒自己');
  if (unique.some((id) => !others.has(id))) refuse('所选成员不在该会话中');
  return unique;
}

/** Appends a reminder's line from the sender: a system message naming whom it reminds. */
function postLine(
  platform: SandboxPlatform,
  chat: SandboxChat,
  sender: string,
  line: { bizType: BizType; content: string; atUserIds: string[]; refFingerPrint?: string },
): ChatMessage {
  return postMessage(platform, { chatId: chat.item.chatId, fromUserId: sender, msgType: MsgType.System, ...line });
}

export interface ShakeInput {
  chatId: string;
  chatType: ChatType;
  toUserIds?: string[];
}

/** Shakes the peer of a private chat or chosen (default: all other) members of a group. */
export function shake(platform: SandboxPlatform, viewer: string, input: ShakeInput): ChatMessage {
  return platform.transaction(() => {
    const chat = requireChat(platform, viewer, input.chatId, input.chatType);
    const isGroup = chat.item.chatType === '2';
    const asked = input.toUserIds ?? [];
    const others = otherMembers(chat, viewer);
    if (!isGroup && others.length === 0) refuse('不能对系统账号抖一抖');
    const targets = asked.length > 0 ? chosenMembers(chat, viewer, asked) : others.map((m) => m.userId);
    if (targets.length === 0) refuse('群里没有可以抖一抖的成员');
    if (recentLines(platform, chat.item.chatId, viewer, BizType.Shake, SHAKE_INTERVAL_MS).length > 0) {
      refuse('1分钟内只能抖一抖一次，请稍后再试');
    }
    const me = userOf(platform, chat, viewer).realName;
    const whom = isGroup && asked.length === 0 ? '全体成员' : names(platform, chat, targets);
    return postLine(platform, chat, viewer, {
      bizType: BizType.Shake,
      content: `${me}抖了抖${whom}`,
      atUserIds: isGroup && asked.length === 0 ? ['all'] : targets,
    });
  });
}

export interface WeComRemindInput {
  chatId: string;
  toUserId: string;
  content?: string;
}

/** Reminds a colleague of the chat through WeCom; the line names them, the WeCom text is theirs. */
export function sendWeComReminder(platform: SandboxPlatform, viewer: string, input: WeComRemindInput): ChatMessage {
  return platform.transaction(() => {
    const chat = requireChat(platform, viewer, input.chatId);
    if (input.toUserId === viewer) refuse('不能提醒自己');
    const colleague = chat.members.find((m) => m.userId === input.toUserId);
    if (!colleague) refuse('所选成员不在该会话中');
    if (!STAFF_TYPES.has(colleague.userType)) refuse('企业微信提醒只能发给同事');
    if ((input.content ?? '').length > WECOM_MAX_LENGTH) refuse(`提醒内容不能超过${WECOM_MAX_LENGTH}字`);
    const recent = recentLines(platform, chat.item.chatId, viewer, BizType.WeComReminder, WECOM_INTERVAL_MS);
    if (recent.some((m) => m.atUserIds?.includes(colleague.userId))) refuse('5分钟内已提醒过该同事，请稍后再试');
    const me = userOf(platform, chat, viewer).realName;
    return postLine(platform, chat, viewer, {
      bizType: BizType.WeComReminder,
      content: `${me}已通过企业微信提醒${colleague.realName}`,
      // The colleague reminded, which the 5-minute limit looks for.
      atUserIds: [colleague.userId],
    });
  });
}

export interface UrgeInput {
  chatId: string;
  fingerPrint: string;
  userIds?: string[];
}

/** Who has not read a message: a group's unread members still in it, or a private chat's peer. */
function unreadBy(chat: SandboxChat, message: ChatMessage): string[] {
  const others = new Set(otherMembers(chat, message.fromUserId).map((m) => m.userId));
  if (chat.item.chatType === '2') return (message.unReadUserIds ?? []).filter((id) => others.has(id));
  return message.isRead ? [] : [...others];
}

/** Urges the members who have not read one of my messages. */
export function urgeMessage(platform: SandboxPlatform, viewer: string, input: UrgeInput): ChatMessage {
  return platform.transaction(() => {
    const chat = requireChat(platform, viewer, input.chatId);
    const stored = findStoredMessage(platform, chat.item.chatId, input.fingerPrint);
    if (!stored) refuse('消息不存在', 404);
    const message = stored.message;
    if (message.fromUserId !== viewer) refuse('只能加急自己发送的消息', 403);
    if (message.isRecalled) refuse('消息已撤回');
    if (message.msgType === MsgType.System) refuse('系统消息不能加急');
    const unread = unreadBy(chat, message);
    if (unread.length === 0) refuse('消息已被阅读，无需加急');
    const asked = [...new Set(input.userIds ?? [])];
    if (asked.some((id) => !unread.includes(id))) refuse('所选成员已读该消息或不在该会话中');
    const recent = recentLines(platform, chat.item.chatId, viewer, BizType.Urge, URGE_INTERVAL_MS);
    if (recent.some((m) => m.refFingerPrint === message.fingerPrint)) refuse('5分钟内已加急过该消息，请稍后再试');
    const targets = asked.length > 0 ? asked : unread;
    const me = userOf(platform, chat, viewer).realName;
    return postLine(platform, chat, viewer, {
      bizType: BizType.Urge,
      content: `${me}加急了一条消息，提醒${names(platform, chat, targets)}尽快查看`,
      refFingerPrint: message.fingerPrint,
      atUserIds: targets,
    });
  });
}
