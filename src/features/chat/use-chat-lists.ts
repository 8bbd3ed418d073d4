/**
 * The chat list's data: my private and group chats (one page each, the whole list: staff keep
 * a few hundred chats at most), combined and kept in the shared order (pinned, unread, last
 * message time), or the search results while a keyword is typed. The realtime handler patches
 * the same cached pages, so live messages move rows here without a refetch.
 */
import {
  getListChatsQueryKey,
  getListGroupChatsQueryKey,
  useListChats,
  useListGroupChats,
  useSearchChats,
  useSearchGroupChats,
} from '@generated/chat/chats/chats.ts';
import type { ChatListItem } from '@generated/chat/model';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { EVERY_PRIVATE_CHAT } from '@/lib/chat/chat-list-search.ts';
import { sortChatList } from '@/lib/chat/chat-order.ts';

export type ChatTab = 'all' | 'private' | 'group';

/** Rows per list request; the contract allows up to 500 on one page. */
export const CHAT_LIST_LIMIT = 500;
const LIST_PARAMS = { page: 1, limit: CHAT_LIST_LIMIT } as const;

export function useChatLists(tab: ChatTab, keyword: string) {
  const searching = keyword.trim().length > 0;
  const privateList = useListChats(LIST_PARAMS, { query: { enabled: !searching && tab !== 'group' } });
  const groupList = useListGroupChats(LIST_PARAMS, { query: { enabled: !searching && tab !== 'private' } });
  const search = { page: 1, limit: 100, keyword: keyword.trim() };
  const privateFound = useSearchChats({ ...search, ...EVERY_PRIVATE_CHAT }, { query: { enabled: searching && tab !== 'group' } });
  const groupFound = useSearchGroupChats(search, { query: { enabled: searching && tab !== 'private' } });

  const [privates, groups] = searching
    ? [privateFound.data?.data.list, groupFound.data?.data.list]
    : [privateList.data?.data.list, groupList.data?.data.list];
  const rows = useMemo<ChatListItem[]>(() => {
    const parts = tab === 'private' ? [privates] : tab === 'group' ? [groups] : [privates, groups];
    return sortChatList(parts.flatMap((part) => part ?? []));
  }, [tab, privates, groups]);
  const pending = searching
    ? (tab !== 'group' && privateFound.isPending) || (tab !== 'private' && groupFound.isPending)
    : (tab !== 'group' && privateList.isPending) || (tab !== 'private' && groupList.isPending);
  return { rows, pending, searching };
}

/** Every cached list page asked for again (after pin: the server's order wins). */
export function useRefreshChatLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [getListChatsQueryKey()[0]] }),
      queryClient.invalidateQueries({ queryKey: [getListGroupChatsQueryKey()[0]] }),
    ]);
}
