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

/**
 * The follow number, whole: the token after its label (派单号 / 跟进单号), else the first
 * letters-then-digits token. Follow numbers have no fixed length (F30005001, F20261122001,
 * GJ202611220015), so cutting at a length opens the wrong order.
 */
const LABELLED_NUMBER = /(?:派单号|跟进单号)\s*[:：]?\s*([A-Za-z0-9][A-Za-z0-9-]*)/;
const BARE_NUMBER = /(?<![A-Za-z0-9])[A-Z]{1,4}\d{6,}(?![A-Za-z0-9])/;

function followNumberIn(content: string): string {
  return content.match(LABELLED_NUMBER)?.[1] ?? content.match(BARE_NUMBER)?.[0] ?? '';
}

export function dispatchInfo(message: Pick<ChatMessage, 'fromUserId' | 'chatType' | 'content'>): DispatchInfo | undefined {
  if (message.fromUserId !== DISPATCH_SENDER_ID || message.chatType !== '0') return undefined;
  const oldCustomer = message.content.includes(OLD_CUSTOMER_DISPATCH_TEXT);
  if (!oldCustomer && !message.content.includes(NEW_DISPATCH_TEXT)) return undefined;
  return { oldCustomer, followNumber: followNumberIn(message.content) };
}
