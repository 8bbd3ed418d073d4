import { getListChatsQueryKey, getListGroupChatsQueryKey, getSearchGroupChatsQueryKey } from '@generated/chat/chats/chats.ts';
import { getListChatMembersQueryKey } from '@generated/chat/members/members.ts';
import type { ListChats200 } from '@generated/chat/model';
import { getGetUnreadMessageCountQueryKey } from '@generated/chat/read-state/read-state.ts';
import { getGetClientTrackPagerQueryKey, getGetClientTrackUnreadCountQueryKey } from '@generated/main/client-track/client-track.ts';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { success } from '@/testing/test-envelopes.ts';
import { ME, chatMessage, chatRow } from '@/testing/chat-fixtures.ts';
import { applyChatEffect, refreshUnreadFromServer } from './chat-cache.ts';
import { unreadBadgeCount } from './unread-badge.ts';

const page = (list: ListChats200['data']['list']): ListChats200 => success({ list, page: 1, limit: 10, total: list.length });
const ctx = { myImId: ME, openChatId: undefined };

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient();
  client.setQueryData(
    getListChatsQueryKey({ page: 1, limit: 10 }),
    page([chatRow({ chatId: 'c1' }), chatRow({ chatId: 'muted', isAlert: false })]),
  );
  client.setQueryData(getListGroupChatsQueryKey(), page([chatRow({ chatId: 'g1', chatType: '2', memberCount: 4 })]));
  client.setQueryData(getGetUnreadMessageCountQueryKey(), success({ chatMessageCount: 3, groupMessageCount: 1, mutedMessageCount: 1 }));
});

const counts = () => client.getQueryData<{ data: Parameters<typeof unreadBadgeCount>[0] }>(getGetUnreadMessageCountQueryKey())?.data;
const rows = (key: readonly unknown[]) => client.getQueryData<ListChats200>(key)?.data.list ?? [];

describe('chat effects on the query cache', () => {
  it('a message counts at once in the badge, muted chats aside', () => {
    applyChatEffect(client, { kind: 'message', message: chatMessage({ chatId: 'c1' }) }, ctx);
    expect(unreadBadgeCount(counts())).toBe(4);
    applyChatEffect(client, { kind: 'message', message: chatMessage({ chatId: 'muted' }) }, ctx);
    expect(counts()).toEqual({ chatMessageCount: 5, groupMessageCount: 1, mutedMessageCount: 2 });
    expect(unreadBadgeCount(counts())).toBe(4);
    applyChatEffect(client, { kind: 'message', message: chatMessage({ chatId: 'g1', chatType: '2' }) }, ctx);
    expect(counts()?.groupMessageCount).toBe(2);
    expect(rows(getListChatsQueryKey({ page: 1, limit: 10 })).find((row) => row.chatId === 'c1')?.unreadCount).toBe(1);
  });

  it('a message in the open chat or from me leaves the counts alone', () => {
    applyChatEffect(client, { kind: 'message', message: chatMessage({ chatId: 'c1' }) }, { ...ctx, openChatId: 'c1' });
    applyChatEffect(client, { kind: 'message', message: chatMessage({ chatId: 'c1', fromUserId: ME }) }, ctx);
    expect(unreadBadgeCount(counts())).toBe(3);
  });

  it('a message for a chat no cached page holds makes those pages stale', () => {
    applyChatEffect(client, { kind: 'message', message: chatMessage({ chatId: 'brand-new' }) }, ctx);
    expect(client.getQueryState(getListChatsQueryKey({ page: 1, limit: 10 }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(getListGroupChatsQueryKey())?.isInvalidated).toBe(true);
  });

  it('leaving a group drops it from the lists, forgets its members and asks the searches again', () => {
    const search = getSearchGroupChatsQueryKey({ page: 1, limit: 100, keyword: '对接群' });
    client.setQueryData(getListChatMembersQueryKey('g1'), success([]));
    client.setQueryData(search, page([chatRow({ chatId: 'g1', chatType: '2' })]));
    applyChatEffect(client, { kind: 'left', chatId: 'g1' }, ctx);
    expect(rows(getListGroupChatsQueryKey())).toEqual([]);
    expect(client.getQueryData(getListChatMembersQueryKey('g1'))).toBeUndefined();
    expect(client.getQueryState(search)?.isInvalidated).toBe(true);
  });

  it('someone joining or leaving moves the count at once (in search results too) and asks for the members again', () => {
    const search = getSearchGroupChatsQueryKey({ page: 1, limit: 100, keyword: '群' });
    client.setQueryData(search, page([chatRow({ chatId: 'g1', chatType: '2', memberCount: 4 })]));
    client.setQueryData(getListChatMembersQueryKey('g1'), success([]));
    applyChatEffect(client, { kind: 'members', chatId: 'g1', delta: 2 }, ctx);
    expect(rows(getListGroupChatsQueryKey())[0]?.memberCount).toBe(6);
    expect(rows(search)[0]?.memberCount).toBe(6);
    expect(client.getQueryState(getListChatMembersQueryKey('g1'))?.isInvalidated).toBe(true);
  });

  it('bizType 25 refreshes the customer tracking tab', () => {
    const tab = getGetClientTrackPagerQueryKey({ page: 1, limit: 10, customerId: 50001 });
    client.setQueryData(getGetClientTrackUnreadCountQueryKey(), success(2));
    client.setQueryData(tab, success({ total: 0, page: 1, limit: 10, list: [] }));
    applyChatEffect(client, { kind: 'refresh-tracking' }, ctx);
    expect(client.getQueryState(getGetClientTrackUnreadCountQueryKey())?.isInvalidated).toBe(true);
    expect(client.getQueryState(tab)?.isInvalidated).toBe(true);
  });

  it('after a resync the server’s counts and lists are asked for again', async () => {
    await refreshUnreadFromServer(client);
    expect(client.getQueryState(getGetUnreadMessageCountQueryKey())?.isInvalidated).toBe(true);
    expect(client.getQueryState(getListGroupChatsQueryKey())?.isInvalidated).toBe(true);
  });
});

describe('the badge selector', () => {
  it('is private + group − muted, never negative, 0 while unknown', () => {
    expect(unreadBadgeCount({ chatMessageCount: 5, groupMessageCount: 12, mutedMessageCount: 2 })).toBe(15);
    expect(unreadBadgeCount({ chatMessageCount: 0, groupMessageCount: 0, mutedMessageCount: 3 })).toBe(0);
    expect(unreadBadgeCount(undefined)).toBe(0);
  });
});

describe('a fetch in flight when an event arrives', () => {
  it('is dropped so its older figures do not overwrite the live count', async () => {
    let answer: (value: unknown) => void = () => {};
    const slow = new Promise((resolve) => (answer = resolve));
    const fetching = client.fetchQuery({ queryKey: getGetUnreadMessageCountQueryKey(), queryFn: () => slow, staleTime: 0 });
    applyChatEffect(client, { kind: 'message', message: chatMessage({ chatId: 'c1' }) }, ctx);
    // The server's answer was computed before the message.
    answer(success({ chatMessageCount: 3, groupMessageCount: 1, mutedMessageCount: 1 }));
    await fetching.catch(() => undefined);
    expect(unreadBadgeCount(counts())).toBe(4);
  });
});
