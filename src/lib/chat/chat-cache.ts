/**
 * Applies chat effects (chat-events.ts) to the React Query cache, where the chat lists, unread
 * counts and group details live: the screen reads only the cache, so a live event shows up the
 * moment the cache changes, and the server's answer replaces the patch when the bridge refetches.
 */
import {
  getGetChatQueryKey,
  getGetGroupChatQueryKey,
  getListChatsQueryKey,
  getListGroupChatsQueryKey,
  getSearchChatsQueryKey,
  getSearchGroupChatsQueryKey,
} from '@generated/chat/chats/chats.ts';
import { getListChatMembersQueryKey } from '@generated/chat/members/members.ts';
import type { ChatListItem, ChatUnreadMessageCount, ListChats200 } from '@generated/chat/model';
import { getGetUnreadMessageCountQueryKey } from '@generated/chat/read-state/read-state.ts';
import { getGetClientTrackPagerQueryKey, getGetClientTrackUnreadCountQueryKey } from '@generated/main/client-track/client-track.ts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ChatEffect } from './chat-events.ts';
import { type PatchContext, countsAsUnread, patchChatList } from './chat-list-patch.ts';
import { updateConversation, withMessage, withReadUpTo, withRecalled } from './conversation-cache.ts';

export type CacheContext = PatchContext;

const LIST_ROOTS: readonly string[] = [getListChatsQueryKey()[0], getListGroupChatsQueryKey()[0]];

/** Every cached chat list page (private and group lists). */
function cachedLists(queryClient: QueryClient): { key: QueryKey; data: ListChats200 }[] {
  return queryClient
    .getQueriesData<ListChats200>({ predicate: (query) => LIST_ROOTS.includes(String(query.queryKey[0])) })
    .filter((entry): entry is [QueryKey, ListChats200] => Array.isArray(entry[1]?.data?.list))
    .map(([key, data]) => ({ key, data }));
}

/** The cached row of a chat, from whichever list holds it. */
export function cachedChatRow(queryClient: QueryClient, chatId: string): ChatListItem | undefined {
  for (const { data } of cachedLists(queryClient)) {
    const row = data.data.list.find((item) => item.chatId === chatId);
    if (row) return row;
  }
  return undefined;
}

/**
 * A fetch already in flight left the server before this event: its answer would overwrite the
 * patch with older figures (the badge would drop back for a second). It is dropped, keeping the
 * current data; the refresh the caller schedules asks again.
 */
function dropInFlight(queryClient: QueryClient, queryKey: QueryKey): void {
  if (queryClient.isFetching({ queryKey, exact: true }) > 0) {
    void queryClient.cancelQueries({ queryKey, exact: true }, { revert: false, silent: true });
  }
}

const SEARCH_KEYS: readonly QueryKey[] = [getSearchGroupChatsQueryKey().slice(0, 2), getSearchChatsQueryKey().slice(0, 2)];

/**
 * Search results are the server's answer to a keyword: live events neither add nor re-sort their
 * rows, but a row opened from them is what the header reads, so its member count follows.
 */
function patchSearchMemberCount(queryClient: QueryClient, chatId: string, delta: number): void {
  for (const queryKey of SEARCH_KEYS) {
    for (const [key, data] of queryClient.getQueriesData<ListChats200>({ queryKey })) {
      if (!data?.data?.list?.some((row) => row.chatId === chatId)) continue;
      const list = data.data.list.map((row) =>
        row.chatId === chatId ? { ...row, memberCount: Math.max(2, row.memberCount + delta) } : row,
      );
      queryClient.setQueryData<ListChats200>(key, { ...data, data: { ...data.data, list } });
    }
  }
}

/** The unread counts are asked for again (the muted share or the read state changed). */
function refetchUnreadCount(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: getGetUnreadMessageCountQueryKey() });
}

function patchLists(queryClient: QueryClient, effect: ChatEffect, ctx: CacheContext): void {
  for (const { key, data } of cachedLists(queryClient)) {
    const { items, missing } = patchChatList(data.data.list, effect, ctx);
    if (missing) {
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
      continue;
    }
    dropInFlight(queryClient, key);
    queryClient.setQueryData<ListChats200>(key, { ...data, data: { ...data.data, list: items } });
  }
}

/**
 * An incoming message in a chat that is not open counts at once in the unread counts (the
 * server's figures replace it a second later); muted chats count in `mutedMessageCount`.
 */
function bumpUnreadCount(queryClient: QueryClient, chatType: string, muted: boolean): void {
  dropInFlight(queryClient, getGetUnreadMessageCountQueryKey());
  queryClient.setQueryData<{ data: ChatUnreadMessageCount }>(getGetUnreadMessageCountQueryKey(), (current) => {
    if (!current?.data) return current;
    const counts = { ...current.data };
    if (chatType === '2') counts.groupMessageCount += 1;
    else counts.chatMessageCount += 1;
    if (muted) counts.mutedMessageCount += 1;
    return { ...current, data: counts };
  });
}

export function applyChatEffect(queryClient: QueryClient, effect: ChatEffect, ctx: CacheContext): void {
  switch (effect.kind) {
    case 'message': {
      const { message } = effect;
      if (countsAsUnread(message, ctx)) {
        const muted = cachedChatRow(queryClient, message.chatId)?.isAlert === false;
        bumpUnreadCount(queryClient, message.chatType, muted);
      }
      patchLists(queryClient, effect, ctx);
      updateConversation(queryClient, message.chatId, (c) => withMessage(c, message));
      return;
    }
    case 'system-line':
      patchLists(queryClient, effect, ctx);
      updateConversation(queryClient, effect.chatId, (c) => withMessage(c, effect.message));
      return;
    case 'recalled':
      patchLists(queryClient, effect, ctx);
      updateConversation(queryClient, effect.chatId, (c) => withRecalled(c, effect.fingerPrint));
      return;
    case 'members':
      // The count moves at once; the member list is asked for again (who joined or left).
      patchLists(queryClient, effect, ctx);
      patchSearchMemberCount(queryClient, effect.chatId, effect.delta);
      void queryClient.invalidateQueries({ queryKey: getListChatMembersQueryKey(effect.chatId) });
      return;
    case 'read-by-me':
      patchLists(queryClient, effect, ctx);
      refetchUnreadCount(queryClient);
      return;
    case 'left':
      patchLists(queryClient, effect, ctx);
      queryClient.removeQueries({ queryKey: getGetGroupChatQueryKey(effect.chatId) });
      queryClient.removeQueries({ queryKey: getGetChatQueryKey(effect.chatId) });
      queryClient.removeQueries({ queryKey: getListChatMembersQueryKey(effect.chatId) });
      // Asked again, the searches no longer hold it.
      for (const queryKey of SEARCH_KEYS) void queryClient.invalidateQueries({ queryKey });
      refetchUnreadCount(queryClient);
      return;
    case 'group-changed':
      void queryClient.invalidateQueries({ queryKey: getGetGroupChatQueryKey(effect.chatId) });
      void queryClient.invalidateQueries({ queryKey: getListChatMembersQueryKey(effect.chatId) });
      return;
    case 'refresh-tracking':
      // The pager's key ends with its body (`undefined` without one, which matches no page), so
      // every page of it is matched by the method and path alone.
      void queryClient.invalidateQueries({ queryKey: getGetClientTrackPagerQueryKey().slice(0, 2) });
      void queryClient.invalidateQueries({ queryKey: getGetClientTrackUnreadCountQueryKey() });
      return;
    case 'read-by-other':
      // My sent messages in the conversation become read (the group read lists come with history).
      updateConversation(queryClient, effect.chatId, (c) => withReadUpTo(c, effect.lastReadFingerPrint, ctx.myImId));
      return;
  }
}

export interface AlertSwitchChange {
  /** The chats switched; absent: every chat (of `chatType`, when given). */
  chatIds?: readonly string[];
  chatType?: string;
  isAlert: boolean;
}

/**
 * A notification switch changed (set, batch set, set all): the rows show it at once, and the
 * unread counts are asked for again, since the muted share the badges leave out has changed.
 */
export function applyAlertSwitch(queryClient: QueryClient, change: AlertSwitchChange): void {
  const concerned = (row: ChatListItem) =>
    change.chatIds ? change.chatIds.includes(row.chatId) : change.chatType === undefined || row.chatType === change.chatType;
  for (const { key, data } of cachedLists(queryClient)) {
    if (!data.data.list.some(concerned)) continue;
    const list = data.data.list.map((row) => (concerned(row) ? { ...row, isAlert: change.isAlert } : row));
    queryClient.setQueryData<ListChats200>(key, { ...data, data: { ...data.data, list } });
  }
  refetchUnreadCount(queryClient);
}

/** After a resync or a message, the server's figures replace every patch (section 9). */
export function refreshUnreadFromServer(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const root = String(query.queryKey[0]);
      return root === getGetUnreadMessageCountQueryKey()[0] || LIST_ROOTS.includes(root);
    },
  });
}
