import { type ChatMessage, MsgType } from '@generated/chat/model';

/**
 * The text a global message search looks in: a text message's words and a file's name (contract:
 * "absent msgTypes searches text and file names"). Other kinds (images, cards, system lines) have
 * nothing a person would type to find them.
 */
export function searchableText(message: Pick<ChatMessage, 'msgType' | 'content'>): string | null {
  if (message.msgType === MsgType.Text) return message.content;
  if (message.msgType !== MsgType.File) return null;
  try {
    const file = JSON.parse(message.content) as { fileName?: unknown };
    return typeof file.fileName === 'string' ? file.fileName : null;
  } catch {
    return null;
  }
}
