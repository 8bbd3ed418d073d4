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
import { responseProblems } from './contract-check.ts';
import { CHAT_GATEWAY_BASE as BASE, chatGatewayClient } from './gateway-test-client.ts';
import { expectEvery } from '../../../test-support/expect-every.ts';

let t: TestPlatform;
let events: PlatformEvent[];
let call: ReturnType<typeof chatGatewayClient>['call'];
let data: ReturnType<typeof chatGatewayClient>['data'];

beforeEach(() => {
  t = testPlatform();
  ({ call, data } = chatGatewayClient(t));
  events = [];
  t.platform.subscribe((e) => events.push(e));
});

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
    const unknown = await call('GET', '/chat_members/520001', { token: 'uc_nope' });
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

describe('reminders', () => {
  /** Everything a reminder could change: messages, viewers' states, event logs, chats, and what was emitted. */
  const snapshot = () =>
    JSON.stringify({
      messages: t.platform.db.messages.count(),
      viewers: t.platform.db.chatViewers.list(),
      log: t.platform.db.chatEvents.count(),
      chats: t.platform.db.chats.list().map((c) => c.item),
      emitted: events.length,
    });
  /** A refusal with this status and message, after which nothing has changed. */
  const refused = async (path: string, body: unknown, status: number, msg: string | RegExp, as = MAIN) => {
    const before = snapshot();
    const result = await call('POST', path, { as, body });
    expect(result.status, JSON.stringify(result.body)).toBe(status);
    expect(result.body.success).toBe(false);
    expect(result.body.msg).toMatch(msg);
    expect(snapshot()).toBe(before);
  };

  it('shakes a private chat: a bizType 3 line for both sides, once per minute', async () => {
    const chat = privateChatOf(t.platform, 'h_3001');
    const chatId = chat.item.chatId;
    const body = { chatId, chatType: '0' };
    const line = await data<ChatMessage>('POST', '/Remind/shake', { body });
    expect(line).toMatchObject({ chatId, fromUserId: 'h_3001', msgType: 99, bizType: 3, atUserIds: [chat.item.peerUserId] });
    expect(line.content).toMatch(/^.+抖了抖.+$/);
    expect(messagesOf(t.platform, chatId).at(-1)?.fingerPrint).toBe(line.fingerPrint);
    expect(events.at(-1)).toEqual({ kind: 'chat-message', chatId, fingerPrint: line.fingerPrint });
    const history = await data<ChatMessageHistory>('GET', `/messages?chatId=${chatId}&limit=1`);
    expect(history.records[0]).toMatchObject({ fingerPrint: line.fingerPrint, bizType: 3 });

    t.clock.ms += 59_000;
    await refused('/Remind/shake', body, 400, '1分钟内只能抖一抖一次，请稍后再试');
    t.clock.ms += 2_000;
    expect((await data<ChatMessage>('POST', '/Remind/shake', { body })).bizType).toBe(3);
  });

  it('shakes chosen group members (their chat marks them) and refuses bad input without changing anything', async () => {
    const group = groupChatOf(t.platform, 'h_3001', 'h_3002');
    const chatId = group.item.chatId;
    const stranger = outsider(t.platform, group);
    await refused('/Remind/shake', { chatId: '999999', chatType: '2' }, 404, '会话不存在');
    await refused('/Remind/shake', { chatId, chatType: '0' }, 404, '会话不存在');
    await refused('/Remind/shake', { chatId, chatType: '2' }, 403, '您不在该会话中', stranger.account);
    await refused('/Remind/shake', { chatId, chatType: '2', toUserIds: [stranger.userInfo.imId] }, 400, '所选成员不在该会话中');
    await refused('/Remind/shake', { chatId, chatType: '2', toUserIds: ['h_3001'] }, 400, '不能提醒自己');

    const line = await data<ChatMessage>('POST', '/Remind/shake', { body: { chatId, chatType: '2', toUserIds: ['h_3002'] } });
    expect(line).toMatchObject({ bizType: 3, msgType: 99, atUserIds: ['h_3002'] });
    expect(viewerStateOf(t.platform, 'h_3002', chatId)).toMatchObject({ isAtMe: true, atMeFingerPrint: line.fingerPrint });
    const seenBySub = await data<ChatMessageHistory>('GET', `/group_messages?chatId=${chatId}&limit=1`, { as: SUB });
    expect(seenBySub.records[0]?.content).toBe(line.content);
    // The limit is the chat's for this sender: another member may still shake it.
    await refused('/Remind/shake', { chatId, chatType: '2' }, 400, '1分钟内只能抖一抖一次，请稍后再试');
    expect((await data<ChatMessage>('POST', '/Remind/shake', { as: SUB, body: { chatId, chatType: '2' } })).atUserIds).toEqual(['all']);
  });

  it('reminds a colleague through WeCom, once per 5 minutes each, never a customer or oneself', async () => {
    const group = groupChatOf(t.platform, 'h_3001', 'h_3002');
    const chatId = group.item.chatId;
    const customerChat = privateChatOf(t.platform, 'h_3001');
    const stranger = outsider(t.platform, group);
    await refused('/Remind/sendWeCom', { chatId: '999999', toUserId: 'h_3002' }, 404, '会话不存在');
    await refused('/Remind/sendWeCom', { chatId, toUserId: 'h_3001' }, 400, '不能提醒自己');
    await refused('/Remind/sendWeCom', { chatId, toUserId: stranger.userInfo.imId }, 400, '所选成员不在该会话中');
    const customer = { chatId: customerChat.item.chatId, toUserId: customerChat.item.peerUserId };
    await refused('/Remind/sendWeCom', customer, 400, '企业微信提醒只能发给同事');
    await refused('/Remind/sendWeCom', { chatId, toUserId: 'h_3002', content: '请'.repeat(201) }, 400, /200/);

    const line = await data<ChatMessage>('POST', '/Remind/sendWeCom', { body: { chatId, toUserId: 'h_3002', content: '李女士在等回复' } });
    expect(line).toMatchObject({ msgType: 99, bizType: 6, atUserIds: ['h_3002'] });
    expect(line.content).toMatch(/已通过企业微信提醒/);
    t.clock.ms += 4 * 60_000;
    await refused('/Remind/sendWeCom', { chatId, toUserId: 'h_3002' }, 400, '5分钟内已提醒过该同事，请稍后再试');
    t.clock.ms += 61_000;
    expect((await data<ChatMessage>('POST', '/Remind/sendWeCom', { body: { chatId, toUserId: 'h_3002' } })).bizType).toBe(6);
  });

  it('urges the unread members of my own message, once per 5 minutes, not when read or not mine', async () => {
    const group = groupChatOf(t.platform, 'h_3001', 'h_3002');
    const chatId = group.item.chatId;
    const mine = postMessage(t.platform, { chatId, fromUserId: 'h_3001', content: '明天上午十点复诊，请确认' });
    const theirs = postMessage(t.platform, { chatId, fromUserId: 'h_3002', content: '收到' });
    // h_3002 has read mine (reading up to their own message), so only the others are unread.
    const unread = (mine.unReadUserIds ?? []).filter((id) => id !== 'h_3002');
    expect(unread.length).toBeGreaterThan(0);
    events.length = 0;

    await refused('/Remind/messageUrge', { chatId, fingerPrint: theirs.fingerPrint }, 403, '只能加急自己发送的消息');
    await refused('/Remind/messageUrge', { chatId, fingerPrint: 'no-such-message' }, 404, '消息不存在');
    await refused(
      '/Remind/messageUrge',
      { chatId, fingerPrint: mine.fingerPrint, userIds: ['h_3002'] },
      400,
      '所选成员已读该消息或不在该会话中',
    );

    const line = await data<ChatMessage>('POST', '/Remind/messageUrge', { body: { chatId, fingerPrint: mine.fingerPrint } });
    expect(line).toMatchObject({ msgType: 99, bizType: 4, refFingerPrint: mine.fingerPrint, atUserIds: unread });
    expect(line.content).toMatch(/加急了一条消息/);
    expect(events).toEqual([{ kind: 'chat-message', chatId, fingerPrint: line.fingerPrint }]);
    await refused('/Remind/messageUrge', { chatId, fingerPrint: mine.fingerPrint }, 400, '5分钟内已加急过该消息，请稍后再试');
    await refused('/Remind/messageUrge', { chatId, fingerPrint: line.fingerPrint }, 400, '系统消息不能加急');

    // A message everyone has read cannot be urged.
    const read = postMessage(t.platform, { chatId, fromUserId: 'h_3001', content: '好的' });
    const stored = t.platform.db.messages.first({ where: { chatId, fingerPrint: read.fingerPrint } });
    if (!stored) throw new Error('message not stored');
    stored.message.unReadUserIds = [];
    stored.message.isRead = true;
    t.platform.db.messages.put(stored);
    await refused('/Remind/messageUrge', { chatId, fingerPrint: read.fingerPrint }, 400, '消息已被阅读，无需加急');
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
