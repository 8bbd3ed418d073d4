/**
 * The pictures of a chat for its gallery, oldest first (so "next" is the newer picture, as the
 * conversation reads): for a group, the platform's album (`GET /group_messages/{id}/images`,
 * newest first, pages of up to 500 pictures, the next older page asked for when the gallery
 * reaches the oldest one held; videos play in their bubbles and are left out) joined with the
 * pictures of the history loaded on screen; a private chat has no album in the contract, so the
 * loaded history's pictures are its gallery. Recalled pictures and pictures still uploading (no
 * stored web address yet) are not in it.
 */
import { getListGroupMessageImagesQueryKey, listGroupMessageImages } from '@generated/chat/messages/messages.ts';
import type { ChatListItem } from '@generated/chat/model';
import { MsgType } from '@generated/chat/model';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ConversationMessage } from '@/lib/chat/conversation-cache.ts';
import { isWebUrl } from '@/lib/safe-html/sanitize-html.ts';
import { messageBody, senderName } from './message-content.ts';

/** The album's page size: the contract's largest (every picture of nearly every group). */
export const ALBUM_PAGE = 500;

export interface GalleryImage {
  fingerPrint: string;
  /** The stored address (the gallery asks for its `-o` variant). */
  url: string;
  sendTime: string;
  sender: string;
}

/** The pictures among loaded messages (recalled, failed or uploading ones left out). */
export function loadedImages(messages: readonly ConversationMessage[]): GalleryImage[] {
  return messages.flatMap((message) => {
    if (message.msgType !== MsgType.Image || message.isRecalled || message.sendStatus) return [];
    const body = messageBody(message);
    if (body.kind !== 'image' || !isWebUrl(body.image.url)) return [];
    return [{ fingerPrint: message.fingerPrint, url: body.image.url, sendTime: message.sendTime, sender: senderName(message.fromUser) }];
  });
}

/**
 * Both sources, each given oldest first, each picture once (by fingerprint), oldest first. Send
 * times are to the second, so pictures sent together keep the order their source gives them.
 */
export function mergeImages(album: readonly GalleryImage[], loaded: readonly GalleryImage[]): GalleryImage[] {
  const byFingerPrint = new Map<string, GalleryImage>();
  for (const image of [...album, ...loaded]) if (!byFingerPrint.has(image.fingerPrint)) byFingerPrint.set(image.fingerPrint, image);
  // 'YYYY-MM-DD HH:mm:ss' sorts as text. Pictures of the same second keep the conversation's order
  // (the album, read while one of them is being stored, may lack it); the album's others go first.
  const position = new Map(loaded.map((image, index) => [image.fingerPrint, index]));
  const at = (image: GalleryImage) => position.get(image.fingerPrint) ?? -1;
  return [...byFingerPrint.values()].sort((a, b) => (a.sendTime < b.sendTime ? -1 : a.sendTime > b.sendTime ? 1 : at(a) - at(b)));
}

export interface ChatImages {
  images: GalleryImage[];
  pending: boolean;
  /** The album holds older pictures than those in `images`. */
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}

export function useChatImages(chat: ChatListItem, messages: readonly ConversationMessage[]): ChatImages {
  const isGroup = chat.chatType === '2';
  const params = { limit: ALBUM_PAGE };
  // Pages of the album, newest first; the generated fetcher per page (orval makes no infinite hook here).
  const album = useInfiniteQuery({
    queryKey: [...getListGroupMessageImagesQueryKey(chat.chatId, params), 'pages'],
    queryFn: ({ pageParam, signal }) => listGroupMessageImages(chat.chatId, { ...params, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.data.page * last.data.limit < last.data.total ? last.data.page + 1 : undefined),
    enabled: isGroup,
  });
  const pages = album.data?.pages;
  const images = useMemo(() => {
    const records = (pages ?? []).flatMap((page) => page.data.list);
    const fromAlbum = records.flatMap((record) =>
      record.isVideo || !isWebUrl(record.url)
        ? []
        : [{ fingerPrint: record.fingerPrint, url: record.url, sendTime: record.sendTime, sender: senderName(record.fromUser) }],
    );
    // The album comes newest first.
    return mergeImages(fromAlbum.reverse(), loadedImages(messages));
  }, [pages, messages]);
  return {
    images,
    pending: isGroup && album.isPending,
    hasOlder: album.hasNextPage,
    loadingOlder: album.isFetchingNextPage,
    loadOlder: () => void album.fetchNextPage(),
  };
}
