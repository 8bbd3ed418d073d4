/**
 * The hospital's auto reply to a customer (mocks/domain/auto-reply.ts picks the rule): a customer's
 * text in a private chat, while the hospital's switch is on, gets the rule's content at once as a
 * text from the chat's staff member, marked bizType 5 (hospital bot reply). A bot reply reads nothing
 * for the staff member and answers nothing (messages.ts), so the chat still waits for a person.
 * Designed simplification: the switch's replyDelaySeconds (wait for a person first) is not waited out.
 */
import type { ChatMessage } from '@generated/chat/model';
import type { SandboxChat, StoredMessage } from '../../db/state.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { autoReplyFor, countAutoReplyHit } from '../auto-reply.ts';
import { findAccountByImId } from '../session.ts';
import { postMessage } from './messages.ts';

/** bizType of a reply the platform sends on the hospital's behalf. */
export const BOT_REPLY_BIZ_TYPE = 5;

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
  countAutoReplyHit(platform, rule);
  return postMessage(platform, { chatId: chat.item.chatId, fromUserId: staff.userId, content: rule.content, bizType: BOT_REPLY_BIZ_TYPE });
}
