/**
 * The desktop's message-box preview takes a bounded message (MESSAGE_PREVIEW_LIMITS, shared with
 * the main process's validator, which silently drops anything over them). A long message, a long
 * name or an avatar stored as a relative path must still show, so the renderer fits the preview
 * before sending: text and name cut on code-point boundaries with an ellipsis, the avatar made
 * absolute against the image base (or left out when it cannot be).
 */
import { MESSAGE_PREVIEW_LIMITS, type MessagePreview } from '../desktop/desktop.ts';
import { getImageBaseUrl, toImageUrl } from '../media/image-path.ts';

const ELLIPSIS = '…';

/**
 * The text cut to at most `max` UTF-16 code units (what `String.length` and the validator count),
 * ending in an ellipsis when cut; never splits a surrogate pair.
 */
export function fitText(text: string, max: number): string {
  if (text.length <= max) return text;
  let kept = '';
  for (const codePoint of text) {
    if (kept.length + codePoint.length + ELLIPSIS.length > max) break;
    kept += codePoint;
  }
  return kept + ELLIPSIS;
}

/** The avatar as an absolute http(s) address within the limit, or undefined when it cannot be one. */
export function absoluteAvatar(avatar: string | undefined, imageBaseUrl: string = getImageBaseUrl()): string | undefined {
  if (!avatar) return undefined;
  const url = toImageUrl(avatar, imageBaseUrl);
  if (url.length > MESSAGE_PREVIEW_LIMITS.avatarLength) return undefined;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The preview to send, fitted to the limits; undefined when the chat id itself is unusable (a cut
 * id would open the wrong chat, so such a message gets no preview).
 */
export function toMessagePreview(
  message: { chatId: string; title: string; text: string; avatar?: string },
  imageBaseUrl: string = getImageBaseUrl(),
): MessagePreview | undefined {
  const { chatId } = message;
  if (!chatId || chatId.length > MESSAGE_PREVIEW_LIMITS.chatIdLength) return undefined;
  const avatar = absoluteAvatar(message.avatar, imageBaseUrl);
  return {
    chatId,
    title: fitText(message.title, MESSAGE_PREVIEW_LIMITS.titleLength),
    text: fitText(message.text, MESSAGE_PREVIEW_LIMITS.textLength),
    ...(avatar ? { avatar } : {}),
  };
}
