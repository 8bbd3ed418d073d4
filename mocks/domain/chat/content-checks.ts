/**
 * What the platform checks in a sticker (msgType 6) or business-card (msgType 7) message before it
 * stores it (designed, like a picture's stored URL in messages.ts): a sticker names a face of one
 * of the face bags (face-bags.ts), a card names its person. Refused otherwise (no ACK: the client
 * marks the message failed), so the history never holds a sticker nobody can show.
 */
import { MsgType } from '@generated/chat/model';
import { refuse } from '../errors.ts';
import { findFace } from './face-bags.ts';

function json(content: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(content);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function checkComposedContent(msgType: number, content: string): void {
  if (msgType === MsgType.Emoji) {
    const data = json(content);
    const known = typeof data?.bagId === 'number' && typeof data.faceId === 'number' && findFace(data.bagId, data.faceId);
    if (!known || typeof data?.url !== 'string') refuse('表情不存在或已下架', 400);
  }
  if (msgType === MsgType.BusinessCard) {
    const data = json(content);
    const named = ['userId', 'realName', 'hospitalName'].every((key) => typeof data?.[key] === 'string' && String(data[key]).trim() !== '');
    if (!named) refuse('名片消息缺少姓名或机构', 400);
  }
}
