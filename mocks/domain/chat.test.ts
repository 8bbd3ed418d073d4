import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@generated/chat/model';
import { createSeedState } from '../db/seed.ts';
import { formatDateTime } from '../db/random.ts';
import type { SandboxChat, SandboxState } from '../db/state.ts';
import { type PlatformEvent, SandboxPlatform } from '../platform.ts';
import { addMembers, ChatError, chatList, markRead, offlineEvents, postMessage, recallMessage, unreadCounts } from './chat.ts';
import { expectEvery } from '../../test-support/expect-every.ts';

const NOW = Date.UTC(2026, 10, 22, 2, 0, 0);
let clock: number;
let platform: SandboxPlatform;
let onChange: ReturnType<typeof vi.fn<(state: SandboxState) => void>>;
let events: PlatformEvent[];
let group: SandboxChat;
let priv: SandboxChat;

const viewer = (imId: string, chatId: string) => platform.state.chatViewers[imId]?.[chatId];

beforeEach(() => {
  clock = NOW;
  onChange = vi.fn<(state: SandboxState) => void>();
  platform = new SandboxPlatform({ state: createSeedState({ scale: 0.05 }), now: () => clock, onChange });
  events = [];
  platform.subscribe((e) => events.push(e));
  group = platform.state.chats.find(
    (c) => c.item.chatType === '2' && ['h_3001', 'h_3002'].every((id) => c.members.some((m) => m.userId === id)),
  ) as SandboxChat;
  priv = platform.state.chats.find(
    (c) => c.item.chatType === '0' && c.members.some((m) => m.userType === 1) && c.members.some((m) => m.userId === 'h_3001'),
  ) as SandboxChat;
});

describe('posting', () => {
  it('assigns fingerprint and send time, appends, updates the last message and the others’ unread and at flags', () => {
    const before = { main: viewer('h_3001', group.item.chatId)?.unreadCount ?? 0 };
    const length = platform.state.messages[group.item.chatId]?.length ?? 0;
    const m = postMessage(platform, {
      chatId: group.item.chatId,
      fromUserId: 'h_3002',
      content: '@王雅琴 @所有人 明天面诊',
      atUserIds: ['h_3001', 'all'],
    });
    expect(m.fingerPrint).toMatch(/^[0-9a-f-]{36}$/);
    expect(m.sendTimestamp).toBe(NOW);
    expect(m.sendTime).toBe(formatDateTime(NOW));
    expect(m.sendTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(platform.state.messages[group.item.chatId]).toHaveLength(length + 1);
    expect(group.item.lastMessage?.fingerPrint).toBe(m.fingerPrint);
    expect(group.item.lastMessageTime).toBe(m.sendTime);
    const main = viewer('h_3001', group.item.chatId);
    expect(main?.unreadCount).toBe(before.main + 1);
    expect(main).toMatchObject({ isAtMe: true, isAtAll: true });
    // The earliest unread mention stays the pointer.
    const second = postMessage(platform, {
      chatId: group.item.chatId,
      fromUserId: 'h_3002',
      content: '@王雅琴 再看一下',
      atUserIds: ['h_3001'],
    });
    expect(viewer('h_3001', group.item.chatId)?.atMeFingerPrint).not.toBe(second.fingerPrint);
    // The sender has read up to their own message.
    expect(viewer('h_3002', group.item.chatId)).toMatchObject({ unreadCount: 0, lastReadFingerPrint: second.fingerPrint });
    expect(m.unReadUserIds).toContain('h_3001');
    expect(events.filter((e) => e.kind === 'chat-message')).toHaveLength(2);
    expect(onChange).toHaveBeenCalled();
  });

  it('keeps a fingerprint once and refuses non-members', () => {
    const m = postMessage(platform, { chatId: priv.item.chatId, fromUserId: 'h_3001', content: '您好', fingerPrint: 'fp-1' });
    const again = postMessage(platform, { chatId: priv.item.chatId, fromUserId: 'h_3001', content: '您好', fingerPrint: 'fp-1' });
    expect(again).toBe(m);
    expect(platform.state.messages[priv.item.chatId]?.filter((x) => x.fingerPrint === 'fp-1')).toHaveLength(1);
    expect(events).toHaveLength(1);
    expect(() => postMessage(platform, { chatId: priv.item.chatId, fromUserId: 'h_3019', content: 'x' })).toThrow(ChatError);
    expect(() => postMessage(platform, { chatId: 'nope', fromUserId: 'h_3001', content: 'x' })).toThrow(ChatError);
  });

  it('marks a customer’s messages answered when staff reply', () => {
    const customer = priv.item.peerUserId as string;
    const q = postMessage(platform, { chatId: priv.item.chatId, fromUserId: customer, content: '多少钱？' });
    expect(q.isFeedback).toBe(false);
    postMessage(platform, { chatId: priv.item.chatId, fromUserId: 'h_3001', content: '6800元' });
    expect(platform.state.messages[priv.item.chatId]?.find((x) => x.fingerPrint === q.fingerPrint)?.isFeedback).toBe(true);
  });
});

describe('reading and counts', () => {
  it('clears the reader’s unread and at flags, counts per chat type, and is quiet when nothing changes', () => {
    const m = postMessage(platform, { chatId: group.item.chatId, fromUserId: 'h_3002', content: '@王雅琴', atUserIds: ['h_3001'] });
    const counts = unreadCounts(platform, 'h_3001');
    const unread = viewer('h_3001', group.item.chatId)?.unreadCount ?? 0;
    expect(markRead(platform, 'h_3001', { chatId: group.item.chatId, lastFingerPrint: m.fingerPrint })).toMatchObject({ nType: 6 });
    expect(viewer('h_3001', group.item.chatId)).toMatchObject({
      unreadCount: 0,
      isAtMe: false,
      atMeFingerPrint: null,
      lastReadFingerPrint: m.fingerPrint,
    });
    expect(unreadCounts(platform, 'h_3001')).toEqual({ ...counts, groupMessageCount: counts.groupMessageCount - unread });
    expect(markRead(platform, 'h_3001', { chatId: group.item.chatId, lastFingerPrint: m.fingerPrint })).toBeNull();
    // A private read is a read receipt.
    const p = postMessage(platform, { chatId: priv.item.chatId, fromUserId: priv.item.peerUserId as string, content: '在吗' });
    expect(markRead(platform, 'h_3001', { chatId: priv.item.chatId, lastFingerPrint: p.fingerPrint })).toMatchObject({
      readUserId: 'h_3001',
      lastReadFingerPrint: p.fingerPrint,
    });
    expect(events.at(-1)).toEqual({ kind: 'chat-read', chatId: priv.item.chatId, readerImId: 'h_3001', fingerPrint: p.fingerPrint });
  });

  it('sorts the group list unread first, then by last message time', () => {
    const list = chatList(platform, 'h_3001', { chatType: '2' }).filter((c) => !c.isTop);
    const firstRead = list.findIndex((c) => c.unreadCount === 0);
    expect(firstRead).toBeGreaterThan(0);
    expectEvery(list.slice(firstRead), (c) => c.unreadCount === 0);
    const unread = list.slice(0, firstRead).map((c) => c.lastMessage?.sendTimestamp ?? 0);
    expect(unread).toEqual([...unread].sort((a, b) => b - a));
  });

  it('recall clears an at-me that pointed at the recalled message', () => {
    const m = postMessage(platform, { chatId: group.item.chatId, fromUserId: 'h_3002', content: '@王雅琴', atUserIds: ['h_3001'] });
    markRead(platform, 'h_3001', {
      chatId: group.item.chatId,
      lastFingerPrint: platform.state.messages[group.item.chatId]?.at(-2)?.fingerPrint as string,
    });
    const fresh = postMessage(platform, {
      chatId: group.item.chatId,
      fromUserId: 'h_3002',
      content: '@王雅琴 看这条',
      atUserIds: ['h_3001'],
    });
    expect(viewer('h_3001', group.item.chatId)?.atMeFingerPrint).toBe(m.fingerPrint);
    recallMessage(platform, 'h_3002', { chatId: group.item.chatId, fingerPrint: m.fingerPrint });
    expect(viewer('h_3001', group.item.chatId)?.atMeFingerPrint).toBe(fresh.fingerPrint);
    expect(group.item.lastMessage?.fingerPrint).toBe(fresh.fingerPrint);
  });
});

describe('offline sync', () => {
  it('returns messages, reads and notices after a fingerprint in order, with the total', () => {
    const a = postMessage(platform, { chatId: group.item.chatId, fromUserId: 'h_3002', content: '一' });
    const b = postMessage(platform, { chatId: priv.item.chatId, fromUserId: priv.item.peerUserId as string, content: '二' });
    markRead(platform, 'h_3002', { chatId: group.item.chatId, lastFingerPrint: a.fingerPrint }); // no change: already read by the sender
    const outsider = platform.state.accounts.find((acc) => !group.members.some((m) => m.userId === acc.userInfo.imId))?.userInfo
      .imId as string;
    addMembers(platform, 'h_3001', group.item.chatId, [outsider]);
    const c = postMessage(platform, { chatId: group.item.chatId, fromUserId: 'h_3002', content: '三' });
    const sync = offlineEvents(platform, 'h_3001', { fingerPrint: a.fingerPrint });
    expect(sync.total).toBe(3);
    expect(sync.records.map((r) => r.event)).toEqual([2, 101, 2]);
    expect(sync.records[0]).toMatchObject({ fingerPrint: b.fingerPrint, message: { content: '二', isRead: false } });
    expect(sync.records[2]?.fingerPrint).toBe(c.fingerPrint);
    // The newcomer sees only what happened since they joined.
    const log = platform.state.chatEvents?.[outsider] ?? [];
    expect(log.map((e) => e.event)).toEqual([101, 2]);
    expect(offlineEvents(platform, outsider, { fingerPrint: log[0]?.fingerPrint as string }).records.map((r) => r.fingerPrint)).toEqual([
      c.fingerPrint,
    ]);
    // Backwards.
    const back = offlineEvents(platform, 'h_3001', { fingerPrint: c.fingerPrint, forward: false, limit: 2 });
    expect(back.records.map((r) => r.fingerPrint)).toEqual([b.fingerPrint, sync.records[1]?.fingerPrint]);
    expect(back.total).toBeGreaterThan(3);
  });

  it('pages at 100 and starts from a seeded message', () => {
    const seeded = platform.state.messages[priv.item.chatId]?.at(-1) as ChatMessage;
    for (let i = 0; i < 150; i++) {
      clock += 1000;
      postMessage(platform, { chatId: priv.item.chatId, fromUserId: priv.item.peerUserId as string, content: `#${i}` });
    }
    const page = offlineEvents(platform, 'h_3001', { fingerPrint: seeded.fingerPrint });
    expect(page.total).toBeGreaterThanOrEqual(150);
    expect(page.records).toHaveLength(100);
    const rest = offlineEvents(platform, 'h_3001', { fingerPrint: page.records[99]?.fingerPrint as string });
    expect(rest.total).toBe(page.total - 100);
    // An unknown fingerprint counts everything the platform has for the viewer.
    expect(offlineEvents(platform, 'h_3001', { fingerPrint: 'never-seen' }).total).toBeGreaterThan(page.total);
  });
});
