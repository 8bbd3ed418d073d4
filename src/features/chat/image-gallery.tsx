/**
 * The chat's image gallery: opened at the picture clicked in the conversation, it steps through
 * every picture of the chat (use-chat-images.ts) with the previous / next buttons or the ← / →
 * keys, and Esc or the close button closes it (antd's Image.PreviewGroup, controlled). Each
 * picture is shown as the image host's original variant (`-o`). Reaching the oldest picture held
 * asks for the album's next older page; the picture on screen stays as they are put before it.
 */
import type { ChatListItem } from '@generated/chat/model';
import { Image } from 'antd';
import { useEffect, useState } from 'react';
import type { ConversationMessage } from '@/lib/chat/conversation-cache.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { withImageSuffix } from '@/lib/media/image-suffix.ts';
import { sideExtrasTexts } from './side-extras-texts.ts';
import { useChatImages } from './use-chat-images.ts';

export interface ImageGalleryProps {
  chat: ChatListItem;
  /** The conversation's loaded messages. */
  messages: readonly ConversationMessage[];
  /** The picture clicked. */
  openAt: string;
  onClose: () => void;
}

export function ImageGallery({ chat, messages, openAt, onClose }: ImageGalleryProps) {
  const t = useT(sideExtrasTexts);
  const { images, pending, hasOlder, loadingOlder, loadOlder } = useChatImages(chat, messages);
  // The picture on screen, by fingerprint: the album arriving or a new picture does not move it.
  const [shown, setShown] = useState(openAt);
  const index = Math.max(
    0,
    images.findIndex((image) => image.fingerPrint === shown),
  );
  const atOldest = !pending && index === 0;
  useEffect(() => {
    if (atOldest && hasOlder && !loadingOlder) loadOlder();
  }, [atOldest, hasOlder, loadingOlder, loadOlder]);
  if (pending) return null;
  return (
    <Image.PreviewGroup
      items={images.map((image) => ({ src: withImageSuffix(image.url, 'o'), alt: `${image.sender} ${image.sendTime}` }))}
      preview={{
        open: true,
        current: index,
        onChange: (next) => setShown(images[next]?.fingerPrint ?? shown),
        onOpenChange: (open) => {
          if (!open) onClose();
        },
        countRender: (current, total) => <span aria-live="polite">{t('chatSide.galleryCount', { current, total })}</span>,
      }}
    />
  );
}
