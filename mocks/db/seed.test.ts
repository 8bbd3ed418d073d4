import type { ChatMessage } from '@generated/chat/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectEvery } from '../../test-support/expect-every.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { FOLLOW_STATUS_LABELS, TASK_STATUS_LABELS } from './catalog.ts';
import { cstMs } from './random.ts';
import {
  createSeedState,
  DEAL_TYPES,
  DISPATCH_NEW_TEXT,
  DISPATCH_OLD_TEXT,
  FOLLOW_STATUSES,
  NOTIFICATION_CODES,
  REFERENCE_TIME,
  seedCounts,
} from './seed.ts';
import { STATE_VERSION, type SandboxState } from './state.ts';

const SPEC_CODES = [
  1, 2, 3, 133085, 133098, 133112, 133093, 133094, 133095, 133102, 128, 200002, 200401, 200301, 200108, 200104, 200107, 200106, 200105,
  200103, 200102, 200101, 200602, 200601, 200703, 200701, 200702, 200704, 200801, 200802, 200901, 200902, 200903, 200904, 20230508,
  20230727, 2024040801, 2024040802, 20250508, 13310201, 13310202, 13310203, 13310204, 2024060112, 2024060113, 2024060114,
];

let full: SandboxState;
let small: SandboxState;
let seedMs = 0;

beforeAll(() => {
  const started = performance.now();
  full = createSeedState({ scale: 1 });
  seedMs = performance.now() - started;
  small = createSeedState({ scale: 0.05 });
});

describe('determinism', () => {
  it('gives equal states for equal seed and scale, different ones for another seed', () => {
    const a = JSON.stringify(createSeedState({ seed: 7, scale: 0.05 }));
    const b = JSON.stringify(createSeedState({ seed: 7, scale: 0.05 }));
    const c = JSON.stringify(createSeedState({ seed: 8, scale: 0.05 }));
    expect(a).toBe(b);
    expect(c).not.toBe(a);
    expect(JSON.stringify(createSeedState({ scale: 0.05 }))).toBe(JSON.stringify(small));
  });

  it('is deep-equal, not just equal as JSON', () => {
    expect(createSeedState({ seed: 3, scale: 0.05 })).toEqual(createSeedState({ seed: 3, scale: 0.05 }));
  });

  it('records its seed, scale and version, and the fixed reference date', () => {
    expect(full.meta).toEqual({ version: STATE_VERSION, seed: 20261122, scale: 1, seededAt: REFERENCE_TIME });
    expect(REFERENCE_TIME).toBe('2026-11-20 09:00:00');
  });

  it('seeds scale 1 well under five seconds', () => {
    expect(seedMs).toBeLessThan(5000);
  });
});

describe('counts', () => {
  it('has the scale-1 counts', () => {
    expect(full.customers).toHaveLength(2000);
    expect(full.orders).toHaveLength(5000);
    expect(full.chats).toHaveLength(300);
    expect(full.accounts).toHaveLength(20);
    expect(full.doctors).toHaveLength(30);
    expect(full.bulletins).toHaveLength(15);
    expect(full.products).toHaveLength(40);
    expect(full.financeBills).toHaveLength(24);
    expect(full.invoices).toHaveLength(10);
    expect(full.courses).toHaveLength(20);
    expect(full.incentiveOrders).toHaveLength(50);
    expect(full.contracts).toHaveLength(8);
    expect(full.certifications).toHaveLength(25);
    expect(full.notifications).toHaveLength(400);
  });

  it('scales the big tables with minimums', () => {
    const c = seedCounts(0.05);
    expect(small.customers).toHaveLength(c.customers);
    expect(small.orders).toHaveLength(c.orders);
    expect(small.chats).toHaveLength(c.chats);
    expect(small.customers.length).toBe(100);
    expect(small.orders.length).toBe(250);
    expect(small.chats.length).toBe(15);
    expect(seedCounts(0.0001)).toMatchObject({ customers: 50, orders: 60, chats: 12 });
    expect(seedCounts(4)).toMatchObject({ customers: 8000, orders: 20000, chats: 1200 });
    const sizes = Object.values(small.messages)
      .map((m) => m.length)
      .sort((a, b) => b - a);
    expect(sizes.slice(0, 3)).toEqual([750, 600, 510]);
    expect(small.doctors).toHaveLength(30);
  });

  it('has three chats with at least 10,000 messages at scale 1, most others 5 to 60', () => {
    const sizes = Object.values(full.messages).map((m) => m.length);
    expect(sizes.filter((n) => n >= 10_000)).toHaveLength(3);
    const others = sizes.filter((n) => n < 10_000);
    expect(others.filter((n) => n >= 5 && n <= 60).length / others.length).toBeGreaterThan(0.8);
    expect(Object.keys(full.messages)).toHaveLength(full.chats.length);
  });
});

describe.each([
  ['scale 1', () => full],
  ['scale 0.05', () => small],
])('orders and customers (%s)', (_, state) => {
  it('covers every follow status and deal type', () => {
    const s = state();
    expect(new Set(s.orders.map((o) => o.taskStatus))).toEqual(new Set(FOLLOW_STATUSES));
    expect(new Set(s.orders.map((o) => o.dealType).filter((t) => t !== null && t !== undefined))).toEqual(new Set(DEAL_TYPES));
  });

  it('keeps orders consistent', () => {
    const s = state();
    expect(new Set(s.orders.map((o) => o.followNumber)).size).toBe(s.orders.length);
    expect(new Set(s.orders.map((o) => o.id)).size).toBe(s.orders.length);
    for (const o of s.orders) {
      expect(o.followNumber).toMatch(/^F\d{8}$/);
      expect(o.taskStatusStr).toBe(FOLLOW_STATUS_LABELS[o.taskStatus]);
      expect(o.followTaskStatusStr).toBe(TASK_STATUS_LABELS[o.followTaskStatus]);
      expect(o.isMine).toBe(o.follower?.id === 3001);
      expect(o.orderList.length).toBeGreaterThan(0);
      if (o.taskStatus === 4 || o.taskStatus === 5 || o.isInvalidContact) expect(o.followTaskStatus).toBe(3);
      else expect(o.followTaskStatus).not.toBe(3);
      if (o.taskStatus === 4 || o.taskStatus === 7) {
        expect(o.deals.length).toBeGreaterThan(0);
        expect(o.dealType).toBe(o.deals[o.deals.length - 1]?.dealType);
        expect(o.dealAmount).toBeCloseTo(
          o.deals.reduce((sum, d) => sum + d.amount, 0),
          2,
        );
      } else {
        expect(o.deals).toEqual([]);
        expect(o.dealType ?? null).toBeNull();
      }
      // Follow history newest first, starting with the dispatch.
      const oldest = o.followRecords[o.followRecords.length - 1];
      expect(oldest?.action === 1 || oldest?.action === 16).toBe(true);
      for (let i = 1; i < o.followRecords.length; i++) {
        expect(o.followRecords[i - 1]!.followTime >= o.followRecords[i]!.followTime).toBe(true);
      }
      const unread = o.followRecords.flatMap((r) => r.replies).filter((r) => !r.isRead).length;
      expect(o.unreadReplyCount).toBe(unread);
      expect(o.createTime <= REFERENCE_TIME).toBe(true);
    }
    expect(s.orders.some((o) => o.isMine)).toBe(true);
    expect(s.orders.some((o) => o.follower?.id === 3002)).toBe(true);
  });

  it('derives customers from their orders', () => {
    const s = state();
    const byCustomer = new Map<number, typeof s.orders>();
    for (const o of s.orders) byCustomer.set(o.customer.id, [...(byCustomer.get(o.customer.id) ?? []), o]);
    for (const c of s.customers) {
      const list = byCustomer.get(c.id) ?? [];
      expect(list.length).toBeGreaterThan(0);
      expect(c.orderCount).toBe(list.length);
      expect(c.followStatus).toBe(list[list.length - 1]?.taskStatus);
      expect(c.dealAmount).toBeCloseTo(
        list.reduce((sum, o) => sum + o.dealAmount, 0),
        2,
      );
    }
  });
});

describe('chats', () => {
  const lastReadIndex = (list: ChatMessage[], fp: string | null) => (fp === null ? -1 : list.findIndex((m) => m.fingerPrint === fp));

  it.each([
    ['scale 1', () => full],
    ['scale 0.05', () => small],
  ])('derives unread counts and at flags from the messages (%s)', (_, state) => {
    const s = state();
    let checked = 0;
    for (const [imId, chats] of Object.entries(s.chatViewers)) {
      for (const [chatId, view] of Object.entries(chats)) {
        const list = s.messages[chatId]!;
        const chat = s.chats.find((c) => c.item.chatId === chatId)!;
        expect(chat.members.some((m) => m.userId === imId)).toBe(true);
        const pos = lastReadIndex(list, view.lastReadFingerPrint);
        if (view.lastReadFingerPrint !== null) expect(pos).toBeGreaterThanOrEqual(0);
        const unread = list.slice(pos + 1).filter((m) => m.fromUserId !== imId);
        expect(view.unreadCount).toBe(unread.length);
        const atMe = unread.find((m) => !m.isRecalled && m.atUserIds?.includes(imId));
        const atAll = unread.find((m) => !m.isRecalled && m.atUserIds?.includes('all'));
        expect(view.isAtMe).toBe(atMe !== undefined);
        expect(view.atMeFingerPrint).toBe(atMe?.fingerPrint ?? null);
        expect(view.isAtAll).toBe(atAll !== undefined);
        expect(view.atAllFingerPrint).toBe(atAll?.fingerPrint ?? null);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('gives the demo accounts unread chats and a few at-me flags', () => {
    for (const imId of ['h_3001', 'h_3002']) {
      const views = Object.values(full.chatViewers[imId] ?? {});
      expect(views.length).toBeGreaterThan(50);
      expect(views.filter((v) => v.unreadCount > 0).length).toBeGreaterThan(5);
      expect(views.filter((v) => v.isAtMe).length).toBeGreaterThanOrEqual(2);
    }
    expect(Object.values(full.chatViewers.h_3001 ?? {}).some((v) => v.isAtAll)).toBe(true);
    expect(Object.keys(full.chatViewers.h_3003 ?? {})).toHaveLength(0);
  });

  it('keeps histories ordered, fingerprints unique and the last message in the list item', () => {
    const seen = new Set<string>();
    const problems: string[] = [];
    for (const chat of full.chats) {
      const list = full.messages[chat.item.chatId]!;
      expect(list.length).toBeGreaterThan(0);
      for (let i = 0; i < list.length; i++) {
        const m = list[i]!;
        const where = `${chat.item.chatId}#${i}`;
        if (m.chatId !== chat.item.chatId || m.chatType !== chat.item.chatType) problems.push(`${where}: wrong chat`);
        if (m.sendTime > REFERENCE_TIME) problems.push(`${where}: after the reference time`);
        if (i > 0 && m.sendTimestamp <= list[i - 1]!.sendTimestamp) problems.push(`${where}: out of order`);
        if (seen.has(m.fingerPrint)) problems.push(`${where}: duplicate fingerprint`);
        seen.add(m.fingerPrint);
        if (chat.item.chatType === '2' && m.toUserId !== chat.item.chatId) problems.push(`${where}: group message not to the group`);
        if (!chat.members.some((member) => member.userId === m.fromUserId)) problems.push(`${where}: sender is not a member`);
      }
      expect(chat.item.lastMessage).toEqual(list[list.length - 1]);
      expect(chat.item.lastMessageTime).toBe(list[list.length - 1]?.sendTime);
      expect(chat.item.memberCount).toBe(chat.members.length);
      for (const member of chat.members) expect(member.userId).toMatch(/^[hcps]_/);
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('has private chats with customers, groups with staff and a counselor, and dispatch chats', () => {
    const privates = full.chats.filter((c) => c.item.chatType === '0' && c.item.customer);
    const groups = full.chats.filter((c) => c.item.chatType === '2');
    expect(privates.length).toBeGreaterThan(100);
    for (const c of privates) expect(c.members.map((m) => m.userId[0]).sort()).toEqual(['c', 'h']);
    expect(groups.length).toBeGreaterThan(80);
    for (const c of groups) {
      expect(c.members.some((m) => m.userId.startsWith('h_'))).toBe(true);
      expect(c.members.some((m) => m.userId.startsWith('p_'))).toBe(true);
    }
    const dispatch = full.chats.filter((c) => c.item.peerUserId === 's_dispatch');
    expect(dispatch.map((c) => c.members.find((m) => m.userId.startsWith('h_'))?.userId)).toEqual(
      expect.arrayContaining(['h_3001', 'h_3002']),
    );
    const texts = dispatch.flatMap((c) => full.messages[c.item.chatId]!);
    for (const m of texts) {
      expect(m.fromUserId).toBe('s_dispatch');
      expect(m.msgType).toBe(99);
      expect(m.content.startsWith(DISPATCH_NEW_TEXT) || m.content.startsWith(DISPATCH_OLD_TEXT)).toBe(true);
      expect(m.bizType).toBe(m.content.startsWith(DISPATCH_NEW_TEXT) ? 1 : 2);
    }
    expect(texts.some((m) => m.bizType === 1) && texts.some((m) => m.bizType === 2)).toBe(true);
    // Orders with a group chat point at an existing group about the same customer.
    for (const o of full.orders.filter((x) => x.chatId)) {
      const chat = full.chats.find((c) => c.item.chatId === o.chatId)!;
      expect(chat.item.chatType).toBe('2');
      expect(chat.item.customer?.customerId).toBe(o.customer.id);
    }
    // Customers in chats have their im id.
    for (const c of privates) {
      const customer = full.customers.find((x) => x.id === c.item.customer?.customerId)!;
      expect(customer.imId).toBe(c.item.peerUserId);
    }
  });
});

describe('notifications', () => {
  it.each([
    ['scale 1', () => full],
    ['scale 0.05', () => small],
  ])('cover every type code for demo-main and demo-sub, read and unread (%s)', (_, state) => {
    const s = state();
    expect([...NOTIFICATION_CODES]).toEqual(expect.arrayContaining(SPEC_CODES));
    for (const account of [DEMO_ACCOUNTS.main, DEMO_ACCOUNTS.sub]) {
      const rows = s.notifications.filter((n) => n.account === account);
      expect(new Set(rows.map((n) => n.type))).toEqual(new Set(NOTIFICATION_CODES));
      expect(rows.some((n) => n.isRead)).toBe(true);
      expect(rows.some((n) => !n.isRead)).toBe(true);
      for (const n of rows) expect(n.createTime <= REFERENCE_TIME).toBe(true);
    }
    expect(new Set(s.notifications.map((n) => n.id)).size).toBe(s.notifications.length);
  });

  it('points assid at seeded rows', () => {
    const s = full;
    const has = <T extends { id: number }>(rows: T[], assid: string, extra?: (row: T) => boolean) =>
      rows.some((r) => String(r.id) === assid && (!extra || extra(r)));
    for (const n of s.notifications) {
      const t = n.type;
      if (t === 133112) expect(has(s.comments, n.assid)).toBe(true);
      if ([1, 2, 3, 133085].includes(t)) expect(has(s.orders, n.assid)).toBe(true);
      if (t === 133094) expect(has(s.doctors, n.assid)).toBe(true);
      if (t === 133095 || t === 200401) expect(has(s.products, n.assid)).toBe(true);
      if (t === 200401) expect(has(s.products, n.assid, (p) => p.status === 3)).toBe(true);
      if (t === 133098) expect(has(s.financeBills, n.assid)).toBe(true);
      if (t === 200002) expect(has(s.invoices, n.assid)).toBe(true);
      if (t === 133102 || t === 200108 || t === 200104) expect(has(s.contracts, n.assid)).toBe(true);
      if (t === 200108) expect(has(s.contracts, n.assid, (c) => c.isExpiringSoon)).toBe(true);
      if (t === 200104) expect(has(s.contracts, n.assid, (c) => c.status === 4)).toBe(true);
      if (t >= 13310201 && t <= 13310204) {
        const [id, type] = n.assid.split('_');
        expect(Number(type)).toBe(t - 13310200);
        expect(has(s.contracts, id ?? '', (c) => c.contractType === Number(type))).toBe(true);
      }
      if (t === 200904) expect(has(s.bulletins, n.assid, (b) => b.status === 3)).toBe(true);
      if (t === 20230508 || t === 20230727) expect(has(s.incentiveOrders, n.assid)).toBe(true);
      if (t === 2024040801) expect(has(s.certifications, n.assid, (c) => c.auditStatus === 2)).toBe(true);
      if (t === 2024040802) expect(has(s.certifications, n.assid, (c) => c.auditStatus === 3)).toBe(true);
      if (t === 20250508) expect(n.assid === '0' || has(s.courses, n.assid)).toBe(true);
      if (t === 200301) expect(s.accounts.some((a) => String(a.userInfo.id) === n.assid && !a.userInfo.isMainAccount)).toBe(true);
    }
  });
});

describe('other rows', () => {
  it('covers product, contract and certification statuses', () => {
    expect(new Set(full.products.map((p) => p.status))).toEqual(new Set([0, 1, 2, 3, 5]));
    expect(new Set(full.contracts.map((c) => c.contractType))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(full.certifications.map((c) => c.auditStatus))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(full.financeBills.map((b) => b.status))).toEqual(new Set([0, 1, 2, 3]));
    for (const inc of full.incentiveOrders) {
      const order = full.orders.find((o) => o.id === inc.orderId)!;
      expect(order.number).toBe(inc.orderNumber);
      expect(order.taskStatus).toBe(inc.taskStatus);
    }
  });

  it('hands out new ids above every seeded id', () => {
    const ids = [
      ...full.orders.flatMap((o) => [o.id, ...o.followRecords.map((r) => r.id), ...o.deals.map((d) => d.id)]),
      ...full.customers.map((c) => c.id),
      ...full.notifications.map((n) => n.id),
      ...full.chats.map((c) => Number(c.item.chatId)),
    ];
    expect(full.nextId).toBeGreaterThan(ids.reduce((a, b) => Math.max(a, b), 0));
  });
});

describe('the reference moment', () => {
  // A seed made on another day: every date leads up to that day instead of 2026-11-20.
  const reference = cstMs(2027, 6, 15, 9);
  let later: SandboxState;
  beforeAll(() => {
    later = createSeedState({ scale: 0.05, reference });
  });

  it('is deterministic for a given reference, and recorded', () => {
    expect(createSeedState({ scale: 0.05, reference })).toEqual(later);
    expect(later.meta.seededAt).toBe('2027-06-15 09:00:00');
    expect(createSeedState({ scale: 0.05 }).meta.seededAt).toBe(REFERENCE_TIME);
  });

  it('puts the history just before it and the plans just after it', () => {
    const latest = later.orders
      .map((o) => o.dispatchTime)
      .sort()
      .at(-1) as string;
    expect(latest < '2027-06-15 09:00:00').toBe(true);
    expect(latest > '2027-06-14').toBe(true);
    expectEvery(later.orders, (o) => o.dispatchTime > '2026-06-14');
    expectEvery(later.notifications, (n) => n.createTime <= '2027-06-15 09:00:00');
    const newestMessage = later.chats
      .map((c) => c.item.lastMessageTime ?? '')
      .sort()
      .at(-1) as string;
    expect(newestMessage.slice(0, 10)).toBe('2027-06-15');
    expect(later.financeBills.map((b) => b.billPeriod).sort()).toEqual(expect.arrayContaining(['2026-06', '2027-05']));
    expectEvery(later.financeBills, (b) => b.billPeriod >= '2026-06' && b.billPeriod <= '2027-05');
    const expiring = later.contracts.find((c) => c.isExpiringSoon);
    expect(expiring?.endDate).toBe('2027-07-05');
    expect(later.contracts.find((c) => c.status === 0)?.signDeadline).toBe('2027-06-25');
    expect(later.notifications.find((n) => n.type === 200105)?.text).toContain('2027-08-05');
  });
});
