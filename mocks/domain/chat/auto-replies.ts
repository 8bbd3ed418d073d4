/**
 * The hospital's auto reply to a customer (mocks/domain/auto-reply.ts picks the rule): a customer's
 * text in a private chat, while the hospital's switch is on, gets the rule's content as a text from
 * the chat's staff member, marked bizType 5 (hospital bot reply). A bot reply reads nothing for the
 * staff member and answers nothing (messages.ts), so the chat still waits for a person.
 *
 * The switch's `replyDelaySeconds` is waited out first: the rule is chosen when the customer's
 * message arrives (working hours, first of the day, keywords), and answers that many seconds later
 * only if no person replied in the chat meanwhile, the switch is still on and the message is still
 * there (a sandbox reset drops it). 0 answers at once. The wait is a timer of the sandbox process
 * (unref'd, so it never keeps a process alive); the platform itself keeps no timers otherwise.
 */
import { type ChatMessage, MsgType } from '@generated/chat/model';
import type { SandboxChat, StoredMessage } from '../../db/state.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { type StoredAutoReply, autoReplyFor, countAutoReplyHit, getAutoReplySwitch } from '../auto-reply.ts';
import { findChat, findStoredMessage } from './common.ts';
import { findAccountByImId } from '../session.ts';
import { postMessage } from './messages.ts';

/** bizType of a reply the platform sends on the hospital's behalf. */
export const BOT_REPLY_BIZ_TYPE = 5;

interface Waiting {
  chatId: string;
  customerId: string;
  staffId: string;
  hospitalId: number;
  /** The customer's message the rule answers. */
  fingerPrint: string;
  seq: number;
  rule: StoredAutoReply;
}

/** Answers the customer's text now, or after the switch's wait; returns the reply sent now, if any. */
export function replyAutomatically(platform: SandboxPlatform, chat: SandboxChat, stored: StoredMessage): ChatMessage | null {
  const message = stored.message;
  if (chat.item.chatType !== '0' || message.msgType !== 1) return null;
  const customer = chat.members.find((m) => m.userType === 1);
  const staff = chat.members.find((m) => m.userType === 2);
  if (!customer || !staff || message.fromUserId !== customer.userId) return null;
  const hospitalId = findAccountByImId(platform, staff.userId)?.userInfo.hospitalId;
  if (hospitalId === undefined) return null;
  const earlier = platform.db.messages.first({
    where: { chatId: chat.item.chatId, fromUserId: customer.userId, id: { lt: stored.seq } },
    sort: ['-id'],
  });
  const firstToday = earlier?.message.sendTime.slice(0, 10) !== message.sendTime.slice(0, 10);
  const rule = autoReplyFor(platform, hospitalId, { text: message.content, firstToday, at: message.sendTimestamp });
  if (!rule) return null;
  const waiting: Waiting = {
    chatId: chat.item.chatId,
    customerId: customer.userId,
    staffId: staff.userId,
    hospitalId,
    fingerPrint: message.fingerPrint,
    seq: stored.seq,
    rule,
  };
  const delaySeconds = getAutoReplySwitch(platform, hospitalId).replyDelaySeconds ?? 0;
  if (delaySeconds <= 0) return sendReply(platform, waiting);
  const timer = setTimeout(() => {
    if (stillWaiting(platform, waiting)) sendReply(platform, waiting);
  }, delaySeconds * 1000);
  (timer as { unref?: () => void }).unref?.();
  return null;
}

function sendReply(platform: SandboxPlatform, waiting: Waiting): ChatMessage {
  countAutoReplyHit(platform, waiting.rule);
  return postMessage(platform, {
    chatId: waiting.chatId,
    fromUserId: waiting.staffId,
    content: waiting.rule.content,
    bizType: BOT_REPLY_BIZ_TYPE,
  });
}

/** Nobody answered the customer's message in the wait, and auto reply is still wanted. */
function stillWaiting(platform: SandboxPlatform, waiting: Waiting): boolean {
  if (!getAutoReplySwitch(platform, waiting.hospitalId).isOpen) return false;
  if (!findChat(platform, waiting.chatId)) return false;
  if (findStoredMessage(platform, waiting.chatId, waiting.fingerPrint)?.seq !== waiting.seq) return false;
  const since = platform.db.messages.list({ where: { chatId: waiting.chatId, id: { gt: waiting.seq } }, sort: ['id'] });
  return !since.some(
    ({ message }) =>
      message.fromUserId !== waiting.customerId &&
      message.msgType !== MsgType.System &&
      message.bizType !== BOT_REPLY_BIZ_TYPE &&
      !message.isRecalled,
  );
}
