/**
 * Sending from the chat screen: my message goes into the conversation at once (pending, with its
 * fingerprint) and into the chat list's preview, then to the running session's outbox, which
 * resends it with the same fingerprint until the server ACKs (the server stores a fingerprint
 * once). The outbox's verdict marks it sent or failed (realtime-session.ts); a failed one is sent
 * again with the same fingerprint, so the server can never hold it twice. Pictures and files take
 * the same path once uploaded (send-attachment.ts), and so do stickers and business cards (sendBody).
 */
import type { ChatListItem, ChatMessage, ChatMessageUser } from '@generated/chat/model';
import type { QueryClient } from '@tanstack/react-query';
import { applyChatEffect } from '@/lib/chat/chat-cache.ts';
import { getChatSender } from '@/lib/chat/chat-sender.ts';
import { type ConversationMessage, applySendStatus } from '@/lib/chat/conversation-cache.ts';
import { getOpenChatId } from '@/lib/chat/open-chat.ts';
import { platformNowText } from '@/lib/dates/platform-time.ts';
import { randomUuid } from '@/lib/http/random-id.ts';
import type { ChatSendMessagePayload } from '@/lib/realtime/frames.ts';
import { getServerTimeOffset } from '@/lib/storage/server-time-offset.ts';

/** The longest text message (designed; the composer counts down to it). */
export const MAX_MESSAGE_LENGTH = 2000;

/** What a message says: its type, its content and, for a bot's reply, bizType 5 (ordinary: 0). */
export type OutgoingBody = Pick<ChatMessage, 'msgType' | 'content'> & Partial<Pick<ChatMessage, 'bizType'>>;

export interface Me {
  imId: string;
  fromUser: ChatMessageUser;
}

/** Now on the server's clock (section 9: the offset measured at login). */
export function serverNow(): number {
  return Date.now() + getServerTimeOffset();
}

function payloadOf(message: ConversationMessage): ChatSendMessagePayload {
  return {
    chatId: message.chatId,
    chatType: message.chatType,
    toUserId: message.toUserId,
    msgType: message.msgType,
    content: message.content,
    fingerPrint: message.fingerPrint,
    refFingerPrint: message.refFingerPrint ?? null,
    atUserIds: message.atUserIds ?? [],
    bizType: message.bizType,
  };
}

function transmit(queryClient: QueryClient, message: ConversationMessage): void {
  applySendStatus(queryClient, message.fingerPrint, 'pending');
  const sender = getChatSender();
  if (!sender) {
    applySendStatus(queryClient, message.fingerPrint, 'failed');
    return;
  }
  sender.send(payloadOf(message));
}

/**
 * My message as it is shown the moment it is written: a fresh fingerprint, now on the server's
 * clock. In a group, `unReadUserIds` (the other members) is who has not read it yet: its
 * "N unread" shows at once, as it will when the history is loaded again.
 */
export function draftMessage(
  chat: Pick<ChatListItem, 'chatId' | 'chatType' | 'peerUserId'>,
  me: Me,
  body: OutgoingBody,
  quote?: ChatMessage,
  atUserIds: string[] = [],
  unReadUserIds?: string[],
): ConversationMessage {
  const now = serverNow();
  return {
    chatId: chat.chatId,
    chatType: chat.chatType,
    fromUserId: me.imId,
    toUserId: chat.chatType === '2' ? chat.chatId : (chat.peerUserId ?? ''),
    fromUser: me.fromUser,
    msgType: body.msgType,
    content: body.content,
    // The platform's wall clock (China Standard Time), as on every message the platform sends.
    sendTime: platformNowText(),
    sendTimestamp: now,
    fingerPrint: randomUuid(),
    refMessage: quote
      ? {
          fingerPrint: quote.fingerPrint,
          fromUserId: quote.fromUserId,
          fromUser: quote.fromUser,
          msgType: quote.msgType,
          content: quote.content,
          isRecalled: quote.isRecalled,
        }
      : null,
    refFingerPrint: quote?.fingerPrint ?? null,
    atUserIds,
    bizType: body.bizType ?? 0,
    isRecalled: false,
    isRead: false,
    ...(chat.chatType === '2' && unReadUserIds ? { unReadUserIds } : {}),
  };
}

/** Shows my message in the list's preview and the conversation (never unread), then sends it. */
export function sendDrafted(queryClient: QueryClient, message: ConversationMessage, me: Pick<Me, 'imId'>): void {
  applyChatEffect(queryClient, { kind: 'message', message }, { myImId: me.imId, openChatId: getOpenChatId() });
  transmit(queryClient, message);
}

/**
 * Sends a message to the chat (text, a sticker, a business card…), quoting `quote` and mentioning
 * `atUserIds` when given; returns it as shown.
 */
export function sendBody(
  queryClient: QueryClient,
  chat: Pick<ChatListItem, 'chatId' | 'chatType' | 'peerUserId'>,
  body: OutgoingBody,
  me: Me,
  quote?: ChatMessage,
  atUserIds: string[] = [],
  unReadUserIds?: string[],
): ConversationMessage {
  const message = draftMessage(chat, me, body, quote, atUserIds, unReadUserIds);
  sendDrafted(queryClient, message, me);
  return message;
}

/**
 * Sends a text message to the chat, quoting `quote` and mentioning `atUserIds` when given; returns it as shown
 * (kept for callers that send plain text; the conversation sends through sendBody).
 */
export function sendText(
  queryClient: QueryClient,
  chat: Pick<ChatListItem, 'chatId' | 'chatType' | 'peerUserId'>,
  text: string,
  me: Me,
  quote?: ChatMessage,
  atUserIds: string[] = [],
  unReadUserIds?: string[],
): ConversationMessage {
  return sendBody(queryClient, chat, { msgType: 1, content: text }, me, quote, atUserIds, unReadUserIds);
}

/** Sends a failed message again, with its fingerprint. */
export function retrySend(queryClient: QueryClient, message: ConversationMessage): void {
  transmit(queryClient, message);
}
