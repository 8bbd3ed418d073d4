import { getListChatsQueryKey } from '@generated/chat/chats/chats.ts';
import { getGetUnreadMessageCountQueryKey } from '@generated/chat/read-state/read-state.ts';
import { getReadGroupMessagesMockHandler, getReadMessagesMockHandler } from '@generated/chat/read-state/read-state.msw.ts';
import { getGetHomePageFullDataQueryKey } from '@generated/main/common/common.ts';
import { getGetOrderCountQueryKey, getGetOrderListDataQueryKey } from '@generated/main/orders/orders.ts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getOpenChatId, setOpenChatId } from '@/lib/chat/open-chat.ts';
import { conversationKey } from '@/lib/chat/conversation-cache.ts';
import { success } from '@/testing/test-envelopes.ts';
import { DISPATCH_SENDER_ID, NEW_DISPATCH_TEXT } from '@/lib/realtime/dispatch-message.ts';
import { ME, chatMessage, chatRow, groupNotice } from '@/testing/chat-fixtures.ts';
import { installGatewayServer, server } from '@/testing/test-gateway.ts';
import { MARK_READ_DELAY_MS, UNREAD_REFRESH_DELAY_MS, createChatEventHandler, markReadOnServer } from './chat-event-handler.ts';

function setup() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(
    getListChatsQueryKey(),
    success({ list: [chatRow({ chatId: 'c1' }), chatRow({ chatId: 'quiet', isAlert: false })], page: 1, limit: 10, total: 2 }),
  );
  queryClient.setQueryData(
    getGetUnreadMessageCountQueryKey(),
    success({ chatMessageCount: 0, groupMessageCount: 0, mutedMessageCount: 0 }),
  );
  const alerts = { messageAlert: vi.fn(() => true), dispatchAlert: vi.fn(() => true), systemShake: vi.fn(() => true) };
  const markRead = vi.fn(async () => true);
  const handler = createChatEventHandler({ queryClient, alerts, myImId: ME, markRead });
  const invalidations = () => queryClient.getQueryState(getGetUnreadMessageCountQueryKey())?.isInvalidated;
  return { queryClient, alerts, markRead, handler, invalidations };
}

installGatewayServer();

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  setOpenChatId(undefined);
});

describe('incoming messages', () => {
  it('in a chat that is not open: an alert at once, unread counts from the server 1 s later', () => {
    const { alerts, handler, invalidations } = setup();
    handler.message(chatMessage({ chatId: 'c1', content: '在吗', fingerPrint: 'm1' }));
    expect(alerts.messageAlert).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ chatId: 'c1', text: '在吗', muted: false }));
    expect(invalidations()).toBe(false);
    vi.advanceTimersByTime(UNREAD_REFRESH_DELAY_MS - 1);
    expect(invalidations()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(invalidations()).toBe(true);
  });

  it('in a muted chat: the alert is told so (no sound)', () => {
    const { alerts, handler } = setup();
    handler.message(chatMessage({ chatId: 'quiet' }));
    expect(alerts.messageAlert).toHaveBeenCalledWith(expect.objectContaining({ muted: true }));
  });

  it('in the open chat: no alert, marked read 500 ms later with the newest message', () => {
    const { alerts, handler, markRead } = setup();
    setOpenChatId('c1');
    handler.message(chatMessage({ chatId: 'c1', fingerPrint: 'm1' }));
    vi.advanceTimersByTime(300);
    handler.message(chatMessage({ chatId: 'c1', fingerPrint: 'm2' }));
    vi.advanceTimersByTime(MARK_READ_DELAY_MS - 1);
    expect(markRead).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(markRead).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ chatId: 'c1', fingerPrint: 'm2' }));
    expect(alerts.messageAlert).not.toHaveBeenCalled();
  });

  it('a chat closed within the 500 ms is not marked read', () => {
    const { handler, markRead } = setup();
    const close = setOpenChatId('c1');
    handler.message(chatMessage({ chatId: 'c1' }));
    close();
    vi.advanceTimersByTime(MARK_READ_DELAY_MS);
    expect(markRead).not.toHaveBeenCalled();
  });

  it('my own messages (another device) raise nothing and read the chat, as sending does', () => {
    const { alerts, handler, queryClient } = setup();
    handler.message(chatMessage({ chatId: 'c1', fingerPrint: 'in' }));
    handler.message(chatMessage({ chatId: 'c1', fromUserId: ME, fingerPrint: 'out' }));
    expect(alerts.messageAlert).toHaveBeenCalledTimes(1);
    const rows = queryClient.getQueryData<{ data: { list: { chatId: string; unreadCount: number }[] } }>(getListChatsQueryKey());
    expect(rows?.data.list.find((row) => row.chatId === 'c1')?.unreadCount).toBe(0);
  });

  it('a dispatch message raises the dispatch alert, not a message alert', () => {
    const { alerts, handler } = setup();
    handler.message(chatMessage({ fromUserId: DISPATCH_SENDER_ID, msgType: 99, content: `${NEW_DISPATCH_TEXT}，跟进单号F1` }));
    expect(alerts.dispatchAlert).toHaveBeenCalledTimes(1);
    expect(alerts.messageAlert).not.toHaveBeenCalled();
  });

  it('a dispatch makes home figures, order lists and counts stale (every page and filter)', () => {
    const { queryClient, handler } = setup();
    const home = getGetHomePageFullDataQueryKey();
    const page2 = getGetOrderListDataQueryKey({ scope: 'all', page: 2, limit: 10 });
    const counts = getGetOrderCountQueryKey({ scope: 'mine' });
    for (const key of [home, page2, counts]) queryClient.setQueryData(key, success({}));
    handler.message(chatMessage({ fromUserId: 'c_1', content: '在吗' }));
    expect(queryClient.getQueryState(home)?.isInvalidated).toBe(false);
    handler.message(chatMessage({ fromUserId: DISPATCH_SENDER_ID, msgType: 99, content: `${NEW_DISPATCH_TEXT}，跟进单号F1` }));
    for (const key of [home, page2, counts]) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('replayed messages raise one alert, for the newest, when the sync finishes; replayed dispatches alert each', () => {
    const { alerts, handler } = setup();
    for (let i = 0; i < 5; i += 1) handler.message(chatMessage({ fingerPrint: `r${i}`, content: `missed ${i}` }), 'sync');
    handler.message(
      chatMessage({ fromUserId: DISPATCH_SENDER_ID, msgType: 99, content: `${NEW_DISPATCH_TEXT}，F2`, fingerPrint: 'rd' }),
      'sync',
    );
    expect(alerts.messageAlert).not.toHaveBeenCalled();
    expect(alerts.dispatchAlert).toHaveBeenCalledTimes(1);
    handler.synced();
    expect(alerts.messageAlert).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ fingerPrint: 'r4', text: 'missed 4' }));
    handler.synced();
    expect(alerts.messageAlert).toHaveBeenCalledTimes(1);
  });

  it('one server refresh per burst', () => {
    const { queryClient, handler } = setup();
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    for (let i = 0; i < 20; i += 1) handler.message(chatMessage({ fingerPrint: `b${i}` }));
    vi.advanceTimersByTime(UNREAD_REFRESH_DELAY_MS);
    expect(spy).toHaveBeenCalledTimes(1);
  });
});

describe('group notices and resync', () => {
  it('bizType 19 shakes the window through the alert service', () => {
    const { alerts, handler } = setup();
    handler.groupNotice(groupNotice({ nType: 8, bizType: 19, content: '紧急通知', fingerPrint: 'n19' }));
    expect(alerts.systemShake).toHaveBeenCalledExactlyOnceWith('n19');
    handler.groupNotice(groupNotice({ nType: 8, bizType: 20, content: '提示' }));
    expect(alerts.systemShake).toHaveBeenCalledTimes(1);
  });

  it('a shake that names me shakes the window; one naming someone else, mine, or replayed does not', () => {
    const { alerts, handler } = setup();
    const shake = (over: Parameters<typeof chatMessage>[0]) =>
      chatMessage({ msgType: 99, bizType: 3, content: '张医生抖了抖王雅琴', ...over });
    handler.message(shake({ fingerPrint: 's1', atUserIds: [ME] }));
    expect(alerts.systemShake).toHaveBeenCalledExactlyOnceWith('s1');
    handler.message(shake({ fingerPrint: 's2', atUserIds: ['h_other'] }));
    handler.message(shake({ fingerPrint: 's3', fromUserId: ME, atUserIds: ['all'] }));
    handler.message(shake({ fingerPrint: 's4', atUserIds: ['all'] }), 'sync');
    expect(alerts.systemShake).toHaveBeenCalledTimes(1);
    handler.message(shake({ fingerPrint: 's5', atUserIds: ['all'] }));
    expect(alerts.systemShake).toHaveBeenLastCalledWith('s5');
  });

  it('leaving the open group closes it', () => {
    const { handler } = setup();
    setOpenChatId('g1');
    handler.groupNotice(groupNotice({ nType: 2, memberIds: [ME] }));
    expect(getOpenChatId()).toBeUndefined();
  });

  it('a finished resync takes the unread counts from the server at once', () => {
    const { handler, invalidations } = setup();
    handler.synced();
    expect(invalidations()).toBe(true);
  });

  it('a finished resync reads the open chat up to its newest stored message, then takes the counts', async () => {
    const { queryClient, handler, markRead, invalidations } = setup();
    setOpenChatId('c1');
    const newest = chatMessage({ chatId: 'c1', fingerPrint: 'm2', content: '到了吗' });
    const unsent = { ...chatMessage({ chatId: 'c1', fingerPrint: 'mine', fromUserId: ME }), sendStatus: 'pending' as const };
    queryClient.setQueryData(conversationKey('c1'), {
      messages: [chatMessage({ chatId: 'c1', fingerPrint: 'm1' }), newest, unsent],
      hasMore: false,
      prepended: 0,
    });
    handler.synced();
    expect(markRead).toHaveBeenCalledExactlyOnceWith(newest);
    await vi.waitFor(() => expect(invalidations()).toBe(true));
  });
});

describe('marking read on the server', () => {
  beforeEach(() => vi.useRealTimers());

  it('reads a private chat with messages/read and a group chat with group_messages/read, up to the message', async () => {
    const calls: { operation: string; body: unknown }[] = [];
    server.use(
      getReadMessagesMockHandler(async ({ request }) => {
        calls.push({ operation: 'messages/read', body: await request.json() });
        return success(true);
      }),
      getReadGroupMessagesMockHandler(async ({ request }) => {
        calls.push({ operation: 'group_messages/read', body: await request.json() });
        return success(true);
      }),
    );
    await markReadOnServer({ chatId: 'c1', chatType: '0', fingerPrint: 'm1' });
    await markReadOnServer({ chatId: 'g1', chatType: '2', fingerPrint: 'm2' });
    expect(calls).toEqual([
      { operation: 'messages/read', body: { chatId: 'c1', lastFingerPrint: 'm1' } },
      { operation: 'group_messages/read', body: { chatId: 'g1', lastFingerPrint: 'm2' } },
    ]);
  });
});
