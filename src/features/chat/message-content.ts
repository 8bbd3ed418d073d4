/**
 * What a message holds, decoded from its `content` by `msgType` (contract: ChatMessage.content is
 * text for 1 and 99, a JSON payload otherwise), and its one-line preview for the chat list and
 * quotes. A payload that cannot be read falls back to "unsupported" rather than throwing: content
 * comes from other people's clients.
 */
import {
  type ChatCardContent,
  type ChatEmojiContent,
  type ChatFileContent,
  type ChatImageContent,
  type ChatLinkContent,
  type ChatMessage,
  type ChatOrderCardContent,
  type ChatProductCardContent,
  type ChatVideoContent,
  type ChatVoiceContent,
  MsgType,
} from '@generated/chat/model';
import type { TFor } from '@/lib/i18n/translate.ts';
import { isWebUrl } from '@/lib/safe-html/sanitize-html.ts';
import type { chatTexts } from './chat-texts.ts';

export type MessageBody =
  | { kind: 'text'; text: string }
  | { kind: 'system'; text: string }
  | { kind: 'image'; image: ChatImageContent }
  | { kind: 'voice'; voice: ChatVoiceContent }
  | { kind: 'video'; video: ChatVideoContent }
  | { kind: 'file'; file: ChatFileContent }
  | { kind: 'emoji'; emoji: ChatEmojiContent }
  | { kind: 'card'; card: ChatCardContent }
  | { kind: 'order'; order: ChatOrderCardContent }
  | { kind: 'product'; product: ChatProductCardContent }
  | { kind: 'link'; link: ChatLinkContent }
  | { kind: 'unknown' };

function payload(content: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(content);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

export function messageBody(message: Pick<ChatMessage, 'msgType' | 'content'>): MessageBody {
  if (message.msgType === MsgType.Text) return { kind: 'text', text: message.content };
  if (message.msgType === MsgType.System) return { kind: 'system', text: message.content };
  const data = payload(message.content);
  if (!data) return { kind: 'unknown' };
  switch (message.msgType) {
    case MsgType.Image:
      return isText(data.url) ? { kind: 'image', image: data as unknown as ChatImageContent } : { kind: 'unknown' };
    case MsgType.Voice:
      return isText(data.url) ? { kind: 'voice', voice: data as unknown as ChatVoiceContent } : { kind: 'unknown' };
    case MsgType.Video:
      return isText(data.url) ? { kind: 'video', video: data as unknown as ChatVideoContent } : { kind: 'unknown' };
    case MsgType.File:
      return isText(data.url) && isText(data.fileName) ? { kind: 'file', file: data as unknown as ChatFileContent } : { kind: 'unknown' };
    case MsgType.Emoji:
      return isText(data.url) ? { kind: 'emoji', emoji: data as unknown as ChatEmojiContent } : { kind: 'unknown' };
    case MsgType.BusinessCard:
      return isText(data.realName) ? { kind: 'card', card: data as unknown as ChatCardContent } : { kind: 'unknown' };
    case MsgType.OrderCard:
      return isText(data.number) ? { kind: 'order', order: data as unknown as ChatOrderCardContent } : { kind: 'unknown' };
    case MsgType.ProductCard:
      return isText(data.spuName) ? { kind: 'product', product: data as unknown as ChatProductCardContent } : { kind: 'unknown' };
    case MsgType.Link:
      return isText(data.title) && isText(data.url) ? { kind: 'link', link: data as unknown as ChatLinkContent } : { kind: 'unknown' };
    default:
      return { kind: 'unknown' };
  }
}

type ChatT = TFor<typeof chatTexts>;

/** One line for the chat list's last message and for quotes. */
export function messagePreview(
  t: ChatT,
  message: Pick<ChatMessage, 'msgType' | 'content' | 'isRecalled' | 'fromUser'>,
  myMessage = false,
): string {
  if (message.isRecalled) return myMessage ? t('chat.recalledByMe') : t('chat.recalledBy', { name: senderName(message.fromUser) });
  const body = messageBody(message);
  switch (body.kind) {
    case 'text':
    case 'system':
      return body.text;
    case 'image':
      return t('chat.image');
    case 'voice':
      return t('chat.voice', { seconds: body.voice.duration });
    case 'video':
      return t('chat.video');
    case 'file':
      return t('chat.file', { name: body.file.fileName });
    case 'emoji':
      return body.emoji.name || t('chat.emoji');
    case 'card':
      return t('chat.businessCard', { name: body.card.realName });
    case 'order':
      return t('chat.orderCard', { number: body.order.number, name: body.order.spuName });
    case 'product':
      return t('chat.productCard', { name: body.product.spuName });
    case 'link':
      return t('chat.link', { title: body.link.title });
    default:
      return t('chat.unknownMessage');
  }
}

export function senderName(user: Pick<ChatMessage['fromUser'], 'realName' | 'chatName'>): string {
  return user.chatName || user.realName;
}

/** File sizes as staff read them: 348 KB, 1.2 MB. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** A URL a message carries, when it is one the page may load (http or https); otherwise nothing. */
export function safeSrc(url: string | undefined): string | undefined {
  return url && isWebUrl(url) ? url : undefined;
}
