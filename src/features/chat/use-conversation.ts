/**
 * One chat's messages: the newest page when it opens, older pages on demand (the request of a
 * chat left behind is cancelled), held in the conversation cache that live events patch. Opening
 * a chat with unread messages marks it read on the server up to its newest message.
 */
import { listGroupMessages, listMessages } from '@generated/chat/messages/messages.ts';
import type { ChatListItem, ChatMessageHistory, ChatType } from '@generated/chat/model';
import { useReadGroupMessages, useReadMessages } from '@generated/chat/read-state/read-state.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { applyChatEffect } from '@/lib/chat/chat-cache.ts';
import { type Conversation, conversationKey, updateConversation, withOlder, withPendingUpdates } from '@/lib/chat/conversation-cache.ts';
import { getOpenChatId } from '@/lib/chat/open-chat.ts';

/** Messages per history page (the contract allows 1–100). */
export const HISTORY_PAGE = 30;
/** The largest page the contract allows, for finding a quoted message further back. */
const MAX_PAGE = 100;
/** A quoted message is looked for this many pages back at most (designed). */
const QUOTE_SEARCH_PAGES = 50;
/** So many of a chat's latest messages are searched for a quoted one at most (5,000). */
export const QUOTE_SEARCH_LIMIT = QUOTE_SEARCH_PAGES * MAX_PAGE;

async function historyPage(
  chatType: ChatType,
  chatId: string,
  anchor: string | undefined,
  signal: AbortSignal,
  limit: number = HISTORY_PAGE,
): Promise<ChatMessageHistory> {
  const params = { chatId, limit, ...(anchor ? { fingerPrint: anchor, forward: false } : {}) };
  const response = chatType === '2' ? await listGroupMessages(params, { signal }) : await listMessages(params, { signal });
  return response.data;
}

export function useConversation(chat: Pick<ChatListItem, 'chatId' | 'chatType'>) {
  const { chatId, chatType } = chat;
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: conversationKey(chatId),
    queryFn: async ({ signal }): Promise<Conversation> => {
      const page = await historyPage(chatType, chatId, undefined, signal);
      // Live messages (and my own) that arrived meanwhile join the page.
      return withPendingUpdates(queryClient, chatId, { messages: page.records, hasMore: page.hasMore, prepended: 0 });
    },
    // Live events keep it current (chat-cache.ts); a refetch would drop the older pages loaded.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  const [loadingOlder, setLoadingOlder] = useState(false);
  const olderRequest = useRef<{ controller: AbortController; done: Promise<void> } | undefined>(undefined);
  const leftChat = useRef<AbortSignal | undefined>(undefined);
  // Another chat: its older-history requests (and a search for a quoted message) are of no use any more.
  useEffect(() => {
    const left = new AbortController();
    leftChat.current = left.signal;
    return () => {
      left.abort();
      olderRequest.current?.controller.abort();
      olderRequest.current = undefined;
      setLoadingOlder(false);
    };
  }, [chatId]);
  /** The page before the first message held; while one is on its way, that one. */
  const loadOlder = useCallback(
    (limit: number = HISTORY_PAGE): Promise<void> => {
      if (olderRequest.current) return olderRequest.current.done;
      const current = queryClient.getQueryData<Conversation>(conversationKey(chatId));
      const first = current?.messages[0];
      if (!current?.hasMore || !first) return Promise.resolve();
      const controller = new AbortController();
      setLoadingOlder(true);
      const done = (async () => {
        try {
          const page = await historyPage(chatType, chatId, first.fingerPrint, controller.signal, limit);
          if (controller.signal.aborted) return;
          updateConversation(queryClient, chatId, (c) => withOlder(c, page.records, page.hasMore));
        } catch {
          // Cancelled (the chat changed) or failed (the transport showed why); scrolling up asks again.
        } finally {
          if (olderRequest.current?.controller === controller) {
            olderRequest.current = undefined;
            setLoadingOlder(false);
          }
        }
      })();
      olderRequest.current = { controller, done };
      return done;
    },
    [queryClient, chatId, chatType],
  );

  /**
   * Loads older history until the message is held (a quoted message further back), in the
   * largest pages the platform gives, at most QUOTE_SEARCH_PAGES of them; whether it is held.
   */
  const loadUntil = useCallback(
    async (fingerPrint: string): Promise<boolean> => {
      const signal = leftChat.current;
      const held = () =>
        !!queryClient.getQueryData<Conversation>(conversationKey(chatId))?.messages.some((m) => m.fingerPrint === fingerPrint);
      for (let pages = 0; pages < QUOTE_SEARCH_PAGES && !held(); pages += 1) {
        if (signal?.aborted || !queryClient.getQueryData<Conversation>(conversationKey(chatId))?.hasMore) break;
        await loadOlder(MAX_PAGE);
      }
      return !signal?.aborted && held();
    },
    [queryClient, chatId, loadOlder],
  );

  return { conversation: query.data, pending: query.isPending, loadOlder, loadUntil, loadingOlder };
}

/**
 * Marks the open chat read up to its newest message when it has unread messages (or at marks),
 * then clears its row at once; the unread counts are asked for again.
 */
export function useMarkOpenChatRead(row: ChatListItem | undefined, newestFingerPrint: string | undefined, myImId: string) {
  const queryClient = useQueryClient();
  const readPrivate = useReadMessages();
  const readGroup = useReadGroupMessages();
  const needsRead = !!row && (row.unreadCount > 0 || row.isAtMe || row.isAtAll);
  const chatId = row?.chatId;
  const chatType = row?.chatType;
  useEffect(() => {
    if (!needsRead || !chatId || !newestFingerPrint) return;
    const read = chatType === '2' ? readGroup : readPrivate;
    read.mutate(
      { data: { chatId, lastFingerPrint: newestFingerPrint } },
      {
        onSuccess: () => applyChatEffect(queryClient, { kind: 'read-by-me', chatId }, { myImId, openChatId: getOpenChatId() }),
      },
    );
    // Once per chat and newest message; the mutations are stable enough for this purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsRead, chatId, chatType, newestFingerPrint]);
}
