import { describe, expect, it } from 'vitest';
import { ME, chatMessage, chatRow } from '@/testing/chat-fixtures.ts';
import { patchChatList } from './chat-list-patch.ts';
import { sortChatList } from './chat-order.ts';

const T = (minute: number) => Date.parse(`2026-11-22T10:${String(minute).padStart(2, '0')}:00`);
const ctx = { myImId: ME, openChatId: undefined };

describe('chat order (section 9)', () => {
  it('puts unread chats first, then the newest last message; pinned chats stay on top', () => {
    const rows = [
      chatRow({ chatId: 'old-read', lastMessage: chatMessage({ sendTimestamp: T(1) }) }),
      chatRow({ chatId: 'new-read', lastMessage: chatMessage({ sendTimestamp: T(9) }) }),
      chatRow({ chatId: 'old-unread', unreadCount: 2, lastMessage: chatMessage({ sendTimestamp: T(2) }) }),
      chatRow({ chatId: 'pinned', isTop: true, lastMessage: chatMessage({ sendTimestamp: T(0) }) }),
      chatRow({ chatId: 'new-unread', unreadCount: 1, lastMessage: chatMessage({ sendTimestamp: T(5) }) }),
    ];
    expect(sortChatList(rows).map((row) => row.chatId)).toEqual(['pinned', 'new-unread', 'old-unread', 'new-read', 'old-read']);
    expect(rows[0]?.chatId).toBe('old-read');
  });
});

describe('patching a chat list with live events', () => {
  const rows = [
    chatRow({ chatId: 'a', lastMessage: chatMessage({ chatId: 'a', sendTimestamp: T(8) }) }),
    chatRow({ chatId: 'b', lastMessage: chatMessage({ chatId: 'b', sendTimestamp: T(3) }) }),
  ];

  it('a message in a chat that is not open counts unread, updates the preview and moves the chat up', () => {
    const message = chatMessage({ chatId: 'b', content: '在吗', sendTimestamp: T(10), sendTime: '2026-11-22 10:10:00' });
    const { items, missing } = patchChatList(rows, { kind: 'message', message }, ctx);
    expect(missing).toBe(false);
    expect(items.map((row) => row.chatId)).toEqual(['b', 'a']);
    expect(items[0]).toMatchObject({ unreadCount: 1, lastMessage: { content: '在吗' }, lastMessageTime: '2026-11-22 10:10:00' });
  });

  it('a message in the open chat or from me does not count', () => {
    const inOpen = patchChatList(rows, { kind: 'message', message: chatMessage({ chatId: 'b' }) }, { ...ctx, openChatId: 'b' });
    expect(inOpen.items.find((row) => row.chatId === 'b')?.unreadCount).toBe(0);
    const mine = patchChatList(rows, { kind: 'message', message: chatMessage({ chatId: 'b', fromUserId: ME }) }, ctx);
    expect(mine.items.find((row) => row.chatId === 'b')?.unreadCount).toBe(0);
  });

  it('at-me and at-all set their flags and keep the earliest mention', () => {
    const first = patchChatList(
      rows,
      { kind: 'message', message: chatMessage({ chatId: 'a', fingerPrint: 'm1', atUserIds: [ME, 'all'] }) },
      ctx,
    );
    const second = patchChatList(
      first.items,
      { kind: 'message', message: chatMessage({ chatId: 'a', fingerPrint: 'm2', atUserIds: [ME] }) },
      ctx,
    );
    expect(second.items.find((row) => row.chatId === 'a')).toMatchObject({
      unreadCount: 2,
      isAtMe: true,
      atMeFingerPrint: 'm1',
      isAtAll: true,
      atAllFingerPrint: 'm1',
    });
  });

  it('my own read clears unread and the at flags', () => {
    const unread = [chatRow({ chatId: 'a', unreadCount: 4, isAtMe: true, atMeFingerPrint: 'm', isAtAll: true, atAllFingerPrint: 'm' })];
    expect(patchChatList(unread, { kind: 'read-by-me', chatId: 'a' }, ctx).items[0]).toMatchObject({
      unreadCount: 0,
      isAtMe: false,
      isAtAll: false,
      atMeFingerPrint: null,
      atAllFingerPrint: null,
    });
  });

  it('a recall empties the preview when it is the last message, and only then', () => {
    const last = rows[0]?.lastMessage?.fingerPrint ?? '';
    expect(patchChatList(rows, { kind: 'recalled', chatId: 'a', fingerPrint: last }, ctx).items[0]?.lastMessage).toMatchObject({
      isRecalled: true,
      content: '',
    });
    expect(patchChatList(rows, { kind: 'recalled', chatId: 'a', fingerPrint: 'older' }, ctx).items[0]?.lastMessage?.isRecalled).toBe(false);
  });

  it('leaving removes the chat; member changes adjust the count', () => {
    expect(patchChatList(rows, { kind: 'left', chatId: 'a' }, ctx).items.map((row) => row.chatId)).toEqual(['b']);
    const group = [chatRow({ chatId: 'g', memberCount: 5 })];
    expect(patchChatList(group, { kind: 'members', chatId: 'g', delta: 2 }, ctx).items[0]?.memberCount).toBe(7);
    expect(patchChatList(group, { kind: 'members', chatId: 'g', delta: -1 }, ctx).items[0]?.memberCount).toBe(4);
  });

  it('reports a message for a chat the page does not hold, and leaves the page as it was', () => {
    const result = patchChatList(rows, { kind: 'message', message: chatMessage({ chatId: 'new' }) }, ctx);
    expect(result.missing).toBe(true);
    expect(result.items).toEqual(rows);
    expect(patchChatList(rows, { kind: 'read-by-me', chatId: 'new' }, ctx).missing).toBe(false);
  });
});
