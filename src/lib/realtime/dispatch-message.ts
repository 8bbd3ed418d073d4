/**
 * Recognising a dispatch message (specification, section 4 "Dispatch message"): a system message
 * from the dispatch sender in a private chat, containing the new-dispatch text or the
 * old-customer re-dispatch text.
 */
import type { ChatMessage } from '@generated/chat/model';

export const DISPATCH_SENDER_ID = 's_dispatch';
export const NEW_DISPATCH_TEXT = '您有一条新的派单';
export const OLD_CUSTOMER_DISPATCH_TEXT = '老客户再次派单';

export interface DispatchInfo {
  oldCustomer: boolean;
  followNumber: string;
}

export function dispatchInfo(message: Pick<ChatMessage, 'fromUserId' | 'chatType' | 'content'>): DispatchInfo | undefined {
  if (message.fromUserId !== DISPATCH_SENDER_ID || message.chatType !== '0') return undefined;
  const oldCustomer = message.content.includes(OLD_CUSTOMER_DISPATCH_TEXT);
  if (!oldCustomer && !message.content.includes(NEW_DISPATCH_TEXT)) return undefined;
  return { oldCustomer, followNumber: message.content.match(/F\d{8}/)?.[0] ?? '' };
}
