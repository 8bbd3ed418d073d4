import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  ChatGroup,
  ChatListItem,
  ChatListPage,
  ChatMember,
  ChatMessage,
  ChatMessageHistory,
  ChatOfflineMessages,
} from '@generated/chat/model';
import type { PlatformEvent } from '../../platform.ts';
import { postMessage } from '../../domain/chat/index.ts';
import { createSession } from '../../domain/session.ts';
import {
  groupChatOf,
  MAIN,
  messagesOf,
  outsider,
  privateChatOf,
  SUB,
  testPlatform,
  viewerStateOf,
  type TestPlatform,
} from '../../realtime/test-support.ts';
import { routeHandler } from '../route.ts';
import { chatRouteTables } from './index.ts';
import { responseProblems } from './contract-check.ts';
import { expectEvery } from '../../../test-support/expect-every.ts';

const BASE = 'http://127.0.0.1:4010/imclient-hospital/api/v1';

let t: TestPlatform;
let tokens: Record<string, string>;
let events: PlatformEvent[];

beforeEach(() => {
  t = testPlatform();
  tokens = {
    [MAIN]: createSession(t.platform, t.account(MAIN)).token,
    [SUB]: createSession(t.platform, t.account(SUB)).token,
  };
  events = [];
  t.platform.subscribe((e) => events.push(e));
});

interface Call {
  as?: string | null;
  body?: unknown;
}

/** Calls the handlers like the client does and checks the answer against the contract. */
async function call<T = unknown>(
  method: string,
  path: string,
  { as = MAIN, body }: Call = {},
): Promise<{ status: number; body: { success: boolean; code: string; msg: string; data: T } }> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (as) headers.token = tokens[as] ?? createSession(t.platform, t.account(as)).token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const request = new Request(`${BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const response = await getResponse([routeHandler(t.platform, chatRouteTables)], request);
  if (!response) throw new Error(`no handler for ${method} ${path}`);
  const json = (await response.json()) as { success: boolean; code: string; msg: string; data: T };
  expect(responseProblems(method, request.url, response.status, json), `${method} ${path} → ${response.status}`).toEqual([]);
  return { status: response.status, body: json };
}

const data = async <T>(method: string, path: string, options?: Call): Promise<T> => {
  const result = await call<T>(method, path, options);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  expect(result.body).toMatchObject({ success: true, code: '0', msg: 'ok' });
  return result.body.data;
};

describe('chat gateway handlers', () => {
  it('serves the quick phrases, the default one first, each with distinct ids', async () => {
    const phrases = await data<{ id: number; content: string; isDefault: boolean }[]>('GET', '/commons/signaturePitch');
    expect(phrases.length).toBeGreaterThan(3);
    expect(phrases[0]?.isDefault).toBe(true);
    expect(phrases.filter((p) => p.isDefault)).toHaveLength(1);
    expect(new Set(phrases.map((p) => p.id)).size).toBe(phrases.length);
  });

  it('answers 401 with the error envelope without a token or with an unknown one', async () => {
    const none = await call('GET', '/chats', { as: null });
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ success: false, data: null });
    tokens.bogus = 'uc_nope';
    const unknown = await call('GET', '/chat_members/520001', { as: 'bogus' });
    expect(unknown.status).toBe(401);
  });

  it('lists private chats pinned first, then by last message time, paged as specified', async () => {
    const all = await data<ChatListPage>('GET', '/chats?page=1&limit=500');
    expect(all.list.length).toBe(all.total);
    expectEvery(all.list, (c) => c.chatType === '0');
    const firstUnpinned = all.list.findIndex((c) => !c.isTop);
    expect(firstUnpinned).toBeGreaterThan(0);
    expectEvery(all.list.slice(firstUnpinned), (c) => !c.isTop);
    const times = all.list.slice(firstUnpinned).map((c) => c.lastMessage?.sendTimestamp ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Past the end: the last page.
    const last = await data<ChatListPage>(`GET`, `/chats?page=99&limit=2`);
    expect(last.page).toBe(Math.ceil(all.total / 2));
    const onlyUnread = await data<ChatListPage>('GET', '/chats?onlyUnread=true&limit=100');
    expectEvery(onlyUnread.list, (c) => c.unreadCount > 0);
  });

  it('lists group chats unread first after the pinned ones, and finds them by keyword', async () => {
    const page = await data<ChatListPage>('GET', '/group_chats?limit=100');
    expect(page.list.length).toBeGreaterThan(1);
    const rest = page.list.filter((c) => !c.isTop);
    const firstRead = rest.findIndex((c) => c.unreadCount === 0);
    expect(firstRead).toBeGreaterThan(0);
    expectEvery(rest.slice(firstRead), (c) => c.unreadCount === 0);
    const name = page.list[0]?.name.slice(0, 2) ?? '';
    const found = await data<ChatListPage>('GET', `/group_chats?keyword=${encodeURIComponent(name)}&limit=100`);
    expectEvery(found.list, (c) => c.name.includes(name) || (c.customer?.customerName ?? '').includes(name));
  });

  it('gets one private chat and one group chat, 404 for the wrong kind, 403 for a stranger', async () => {
    const chat = privateChatOf(t.platform, 'h_3001');
    const item = await data<ChatListItem>('GET', `/chats/${chat.item.chatId}`);
    expect(item.chatId).toBe(chat.item.chatId);
    const group = groupChatOf(t.platform, 'h_3001', 'h_3002');
    const g = await data<ChatGroup>('GET', `/group_chats/${group.item.chatId}`);
    expect(g).toMatchObject({ chatId: group.item.chatId, memberCount: group.members.length });
    expect((await call('GET', `/chats/${group.item.chatId}`)).status).toBe(404);
    const stranger = outsider(t.platform, group);
    expect((await call('GET', `/group_chats/${group.item.chatId}`, { as: stranger.account })).status).toBe(403);
  });

  it('pages history before and after an anchor fingerprint, oldest first', async () => {
    const group = groupChatOf(t.platform, 'h_3001', 'h_3002');
    const all = messagesOf(t.platform, group.item.chatId);
    const newest = await data<ChatMessageHistory>('GET', `/group_messages?chatId=${group.item.chatId}&limit=10`);
    expect(newest.records.map((m) => m.fingerPrint)).toEqual(all.slice(-10).map((m) => m.fingerPrint));
    expect(newest.hasMore).toBe(all.length > 10);
    const anchor = newest.records[0] as ChatMessage;
    const older = await data<ChatMessageHistory>(
      'GET',
      `/group_messages?chatId=${group.item.chatId}&fingerPrint=${anchor.fingerPrint}&limit=5`,
    );
    expect(older.records.map((m) => m.fingerPrint)).toEqual(all.slice(-15, -10).map((m) => m.fingerPrint));
    const newer = await data<ChatMessageHistory>(
      'GET',
      `/group_messages?chatId=${group.item.chatId}&fingerPrint=${anchor.fingerPrint}&forward=true&limit=100`,
    );
    expect(newer.records).toHaveLength(9);
    expect(newer.hasMore).toBe(false);
    // Private history through /messages; a group id there is not found.
    const chat = privateChatOf(t.platform, 'h_3001');
    const priv = await data<ChatMessageHistory>('GET', `/messages?chatId=${chat.item.chatId}`);
    expect(priv.records.length).toBeGreaterThan(0);
    expect((await call('GET', `/messages?chatId=${group.item.chatId}`)).status).toBe(404);
    expect((await call('GET', `/messages?chatId=${chat.item.chatId}&limit=101`)).status).toBe(400);
  });

  it('marks read: unread count and at flags clear, members get a read notice, counts follow', async () => {
    const group = groupChatOf(t.platform, 'h_3001', 'h_3002');
    const msg = postMessage(t.platform, {
      chatId: group.item.chatId,
      fromUserId: 'h_3002',
      content: '@王雅琴 请看一下',
      atUserIds: ['h_3001'],
    });
    const before = await data<{ chatMessageCount: number; groupMessageCount: number }>('GET', '/chats/unread_message');
    const ids = await data<{ groupChatIds: string[] }>('GET', '/chats/unread_chat_ids');
    expect(ids.groupChatIds).toContain(group.item.chatId);
    const item = (await data<ChatListPage>('GET', '/group_chats?limit=100')).list.find(
      (c) => c.chatId === group.item.chatId,
    ) as ChatListItem;
    expect(item).toMatchObject({ isAtMe: true, atMeFingerPrint: expect.any(String) });
    events.length = 0;
    await data('POST', '/group_messages/read', { body: { chatId: group.item.chatId, lastFingerPrint: msg.fingerPrint } });
    const after = (await data<ChatListPage>('GET', '/group_chats?limit=100')).list.find(
      (c) => c.chatId === group.item.chatId,
    ) as ChatListItem;
    expect(after).toMatchObject({ unreadCount: 0, isAtMe: false, isAtAll: false, atMeFingerPrint: null, atAllFingerPrint: null });
    const counts = await data<{ groupMessageCount: number }>('GET', '/chats/unread_message');
    expect(counts.groupMessageCount).toBe(before.groupMessageCount - item.unreadCount);
    expect(events.map((e) => e.kind)).toEqual(['group-notice', 'chat-read']);
    expect(events[0]).toMatchObject({ notice: { nType: 6, operatorId: 'h_3001', targetFingerPrint: msg.fingerPrint } });
    // The sender sees their message read by h_3001.
    const seen = await data<ChatMessageHistory>('GET', `/group_messages?chatId=${group.item.chatId}&limit=1`, { as: SUB });
    expect(seen.records[0]?.readUserIds).toContain('h_3001');
    // Unknown fingerprint; a private read through the private path.
    expect((await call('POST', '/group_messages/read', { body: { chatId: group.item.chatId, lastFingerPrint: 'nope' } })).status).toBe(404);
    const chat = privateChatOf(t.platform, 'h_3001');
    const last = postMessage(t.platform, { chatId: chat.item.chatId, fromUserId: chat.item.peerUserId as string, content: '在吗' });
    await data('POST', '/messages/read', { body: { chatId: chat.item.chatId, lastFingerPrint: last.fingerPrint } });
    expect(viewerStateOf(t.platform, 'h_3001', chat.item.chatId)?.unreadCount).toBe(0);
    expect((await call('POST', '/messages/read', { body: { chatId: chat.item.chatId } })).status).toBe(400);
  });

  it('recalls my message within two minutes, not later, not someone else’s', async () => {
    const chat = privateChatOf(t.platform, 'h_3001');
    const mine = postMessage(t.platform, { chatId: chat.item.chatId, fromUserId: 'h_3001', content: '价格是6800元' });
    t.clock.ms += 60_000;
    await data('POST', '/messages/recall', { body: { chatId: chat.item.chatId, chatType: '0', fingerPrint: mine.fingerPrint } });
    const item = await data<ChatListItem>('GET', `/chats/${chat.item.chatId}`);
    expect(item.lastMessage).toMatchObject({ fingerPrint: mine.fingerPrint, isRecalled: true, content: '' });
    expect(events.at(-1)).toMatchObject({ kind: 'group-notice', notice: { nType: 7, targetFingerPrint: mine.fingerPrint } });
    const old = postMessage(t.platform, { chatId: chat.item.chatId, fromUserId: 'h_3001', content: '稍等' });
    t.clock.ms += 3 * 60_000;
    expect(
      (await call('POST', '/messages/recall', { body: { chatId: chat.item.chatId, chatType: '0', fingerPrint: old.fingerPrint } })).status,
    ).toBe(400);
    const theirs = postMessage(t.platform, { chatId: chat.item.chatId, fromUserId: chat.item.peerUserId as string, content: '好的' });
    expect(
      (await call('POST', '/messages/recall', { body: { chatId: chat.item.chatId, chatType: '0', fingerPrint: theirs.fingerPrint } }))
        .status,
    ).toBe(403);
    const latest = await data<ChatMessage | null>('GET', `/group_messages/latestMsg?chatId=${chat.item.chatId}`);
    expect(latest?.fingerPrint).toBe(theirs.fingerPrint);
  });

  it('lists, adds and removes members; a member exits; the owner may not', async () => {
    const group = t.platform.db.chats
      .list()
      .find((c) => c.item.chatType === '2' && c.members.find((m) => m.userId === 'h_3001')?.role === 1);
    if (!group) throw new Error('no group owned by h_3001');
    const id = group.item.chatId;
    const members = await data<ChatMember[]>('GET', `/chat_members/${id}`);
    expect(members[0]?.role).toBe(1);
    expect(members.map((m) => m.role)).toEqual([...members.map((m) => m.role)].sort());
    const stranger = outsider(t.platform, group);
    events.length = 0;
    await data('POST', `/chat_members/${id}`, { body: { userIds: [stranger.userInfo.imId] } });
    expect(events[0]).toMatchObject({ kind: 'group-notice', notice: { nType: 1, memberIds: [stranger.userInfo.imId] } });
    expect((await data<ChatMember[]>('GET', `/chat_members/${id}`)).some((m) => m.userId === stranger.userInfo.imId)).toBe(true);
    expect((await call('POST', `/chat_members/${id}`, { body: { userIds: ['h_999999'] } })).status).toBe(400);
    // A plain member may not remove; the owner may.
    tokens[stranger.account] = createSession(t.platform, stranger).token;
    expect((await call('DELETE', `/chat_members/${id}?userIds=h_3001`, { as: stranger.account })).status).toBe(403);
    await data('DELETE', `/chat_members/${id}?userIds=${stranger.userInfo.imId}`);
    expect(events.at(-1)).toMatchObject({ notice: { nType: 3, memberIds: [stranger.userInfo.imId] } });
    expect(viewerStateOf(t.platform, stranger.userInfo.imId, id)).toBeUndefined();
    // Exit.
    const member = group.members.find((m) => m.role !== 1 && m.userType === 2);
    if (!member) throw new Error('no staff member to exit');
    const who = t.platform.db.accounts.first({ where: { imId: member.userId } })?.account as string;
    await data('POST', `/chat_members/${id}/exit`, { as: who });
    expect(events.at(-1)).toMatchObject({ notice: { nType: 2, memberIds: [member.userId] } });
    expect((await call('POST', `/chat_members/${id}/exit`)).status).toBe(400);
    expect((await call('DELETE', `/chat_members/${id}`)).status).toBe(400);
  });

  it('switches alerts one, several and all, and pins a chat', async () => {
    const chat = privateChatOf(t.platform, 'h_3001');
    const group = groupChatOf(t.platform, 'h_3001', 'h_3002');
    await data('PUT', '/chat_members/setAlert', { body: { chatId: chat.item.chatId, chatType: '0', isAlert: false } });
    expect((await data<ChatListItem>('GET', `/chats/${chat.item.chatId}`)).isAlert).toBe(false);
    await data('PUT', '/chat_members/batchSetAlert', { body: { chatIds: [group.item.chatId], chatType: '2', isAlert: false } });
    expect((await data<ChatGroup>('GET', `/group_chats/${group.item.chatId}`)).isAlert).toBe(false);
    await data('PUT', '/chat_members/setAllAlert', { body: { chatType: '2', isAlert: true } });
    expectEvery((await data<ChatListPage>('GET', '/group_chats?limit=100')).list, (c) => c.isAlert);
    expect((await data<ChatListItem>('GET', `/chats/${chat.item.chatId}`)).isAlert).toBe(false);
    await data('PUT', '/chat_members/setAllAlert', { body: { isAlert: true } });
    expect((await data<ChatListItem>('GET', `/chats/${chat.item.chatId}`)).isAlert).toBe(true);
    expect((await call('PUT', '/chat_members/setAlert', { body: { chatId: chat.item.chatId, chatType: '0' } })).status).toBe(400);

    const unpinned = (await data<ChatListPage>('GET', '/chats?limit=100')).list.at(-1) as ChatListItem;
    await data('PUT', `/chats/${unpinned.chatId}/is_top`, { body: { isTop: true, chatType: '0' } });
    const list = (await data<ChatListPage>('GET', '/chats?limit=100')).list;
    expect(list.findIndex((c) => c.chatId === unpinned.chatId)).toBeLessThan(list.findIndex((c) => !c.isTop));
  });

  it('reads every group at one key and clears at marks of one chat', async () => {
    const group = groupChatOf(t.platform, 'h_3001', 'h_3002');
    postMessage(t.platform, { chatId: group.item.chatId, fromUserId: 'h_3002', content: '@所有人 下午开会', atUserIds: ['all'] });
    await data('POST', '/messages/clear_notify', { body: { chatId: group.item.chatId, chatType: '2' } });
    const item = (await data<ChatListPage>('GET', '/group_chats?limit=100')).list.find((c) => c.chatId === group.item.chatId);
    expect(item).toMatchObject({ isAtAll: false, atAllFingerPrint: null });
    expect(item?.unreadCount).toBeGreaterThan(0);
    const before = await data<{ groupMessageCount: number }>('GET', '/chats/unread_message');
    const result = await data<{ chatCount: number; messageCount: number }>('POST', '/group_messages/oneKeyRead');
    expect(result.messageCount).toBe(before.groupMessageCount);
    expect(result.chatCount).toBeGreaterThan(0);
    expect((await data<{ groupMessageCount: number }>('GET', '/chats/unread_message')).groupMessageCount).toBe(0);
  });

  it('returns offline events after a fingerprint with the total, and read details', async () => {
    const group = groupChatOf(t.platform, 'h_3001', 'h_3002');
    const first = postMessage(t.platform, { chatId: group.item.chatId, fromUserId: 'h_3002', content: '一' });
    postMessage(t.platform, { chatId: group.item.chatId, fromUserId: 'h_3002', content: '二' });
    await data('POST', '/group_messages/read', { as: SUB, body: { chatId: group.item.chatId, lastFingerPrint: first.fingerPrint } });
    const sync = await data<ChatOfflineMessages>('GET', `/aggregation_messages/offline?fingerPrint=${first.fingerPrint}&forward=true`);
    expect(sync.total).toBe(1);
    expect(sync.records.map((r) => r.event)).toEqual([2]);
    const detail = await data<{ readCount: number }>(
      'GET',
      `/group_messages/read_detail?chatId=${group.item.chatId}&fingerPrint=${first.fingerPrint}`,
      { as: SUB },
    );
    expect(detail.readCount).toBeGreaterThanOrEqual(0);
    expect((await call('GET', '/aggregation_messages/offline')).status).toBe(400);
  });
});

describe('contract check', () => {
  it('flags bodies the contract does not allow', () => {
    const url = `${BASE}/chats`;
    expect(
      responseProblems('GET', url, 200, { success: true, code: '0', msg: 'ok', data: { total: 0, page: 1, limit: 10, list: [] } }),
    ).toEqual([]);
    expect(
      responseProblems('GET', url, 200, {
        success: true,
        code: '0',
        msg: 'ok',
        data: { total: 0, page: 1, limit: 10, list: [{ chatId: 1 }] },
      }),
    ).not.toEqual([]);
    expect(responseProblems('GET', `${BASE}/chats/700001`, 200, { success: true, code: '0', msg: 'ok', data: null })).not.toEqual([]);
    expect(responseProblems('GET', url, 401, { success: true })).not.toEqual([]);
  });
});
