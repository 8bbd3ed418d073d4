/**
 * What the hospital bot is asked about: the customer's latest text message in the conversation
 * (a customer's IM id starts with `c_`, contract ChatUserId), unless it was recalled. None when
 * the chat holds no such message, so the bot's button shows only where there is a question.
 */
import { type ChatMessage, MsgType } from '@generated/chat/model';
import type { BotQuestion } from './bot-replies.tsx';

export function latestCustomerQuestion(messages: readonly ChatMessage[]): BotQuestion | undefined {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i] as ChatMessage;
    if (!message.fromUserId.startsWith('c_')) continue;
    if (message.msgType !== MsgType.Text || message.isRecalled || message.content.trim() === '') return undefined;
    return { fingerPrint: message.fingerPrint, text: message.content };
  }
  return undefined;
}
