/** Seeded rows against the bundled contracts, with the same validator as requests and responses. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Gateway } from '../contract/documents.ts';
import { validateSchema } from '../contract/validate.ts';
import { createSeedState } from './seed.ts';
import type { SandboxState, StoredOrder } from './state.ts';
import { allowedActions } from '../domain/order-transitions.ts';

/** The detail as the gateway answers it: the stored order plus what is derived from it. */
const withAllowedActions = (order: StoredOrder) => ({ ...order, allowedActions: allowedActions(order) });

function check(gateway: Gateway, schema: string, rows: readonly unknown[]): void {
  expect(rows.length, `${schema}: no rows`).toBeGreaterThan(0);
  const failures: string[] = [];
  for (const row of rows) {
    const errors = validateSchema(gateway, schema, row);
    if (errors.length > 0) failures.push(`${JSON.stringify(row).slice(0, 300)}\n  → ${errors.join('; ')}`);
    if (failures.length >= 5) break;
  }
  expect(failures, `${schema}:\n${failures.join('\n')}`).toEqual([]);
}

/** Every n-th row, plus the first and the last. */
const every = <T>(rows: readonly T[], n: number): T[] => rows.filter((_, i) => i % n === 0 || i === rows.length - 1);

const PAYLOAD_SCHEMAS: Record<number, string> = {
  2: 'ChatImageContent',
  3: 'ChatVoiceContent',
  4: 'ChatVideoContent',
  5: 'ChatFileContent',
  6: 'ChatEmojiContent',
  7: 'ChatCardContent',
  8: 'ChatOrderCardContent',
  9: 'ChatProductCardContent',
  10: 'ChatLinkContent',
};

describe.each([
  ['scale 1', 1],
  ['scale 0.05', 0.05],
])('seeded rows match the contracts (%s)', (_, scale) => {
  let s: SandboxState;
  beforeAll(() => {
    s = createSeedState({ scale });
  });

  it('main gateway: accounts, menus, customers, orders', () => {
    check(
      'main',
      'UserInfo',
      s.accounts.map((a) => a.userInfo),
    );
    check(
      'main',
      'MenuItem',
      s.accounts.flatMap((a) => a.menus),
    );
    check('main', 'CustomerDetail', every(s.customers, 7));
    // Orders: a sample plus every follow status and deal type.
    const sample = every(s.orders, 11);
    for (const status of [1, 2, 4, 5, 6, 7]) sample.push(...s.orders.filter((o) => o.taskStatus === status).slice(0, 5));
    for (const type of [0, 1, 2, 3, 4, 5, 6, 7]) sample.push(...s.orders.filter((o) => o.dealType === type).slice(0, 3));
    sample.push(...s.orders.filter((o) => o.supplyOrders.length > 0 || o.remind || o.unreadReplyCount > 0).slice(0, 20));
    check('main', 'OrderDetail', sample.map(withAllowedActions));
    check('main', 'Order', every(s.orders, 97));
  });

  it('main gateway: notifications and the smaller tables', () => {
    check(
      'main',
      'NotificationItem',
      s.notifications.map(({ account: _account, ...row }) => row),
    );
    check('main', 'Doctor', s.doctors);
    check('main', 'Bulletin', s.bulletins);
    check('main', 'EcProduct', s.products);
    check('main', 'FinanceBill', s.financeBills);
    check('main', 'FinanceBillOrder', s.financeBillOrders);
    check('main', 'FinanceBillHistory', s.financeBillHistory);
    check('main', 'FinanceBillError', s.financeBillErrors);
    check('main', 'FinanceBillEvidence', s.financeBillEvidence);
    check('main', 'FinanceInvoice', s.invoices);
    check('main', 'StudyCenterCourse', s.courses);
    check('main', 'FollowIncentiveOrder', s.incentiveOrders);
    check('main', 'Contract', s.contracts);
    check('main', 'ProjectCertification', s.certifications);
  });

  it('chat gateway: chat list items as each viewer sees them, members and messages', () => {
    const items: unknown[] = [];
    for (const [, chats] of Object.entries(s.chatViewers)) {
      for (const [chatId, view] of Object.entries(chats)) {
        const chat = s.chats.find((c) => c.item.chatId === chatId)!;
        const { lastReadFingerPrint: _last, ...visible } = view;
        items.push({ ...chat.item, ...visible });
      }
    }
    check('chat', 'ChatListItem', items);
    check(
      'chat',
      'ChatMember',
      s.chats.flatMap((c) => c.members),
    );
    const messages = Object.values(s.messages).flatMap((list) => every(list, 40));
    // Every message kind at least a few times.
    const all = Object.values(s.messages).flat();
    for (const type of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 99]) messages.push(...all.filter((m) => m.msgType === type).slice(0, 10));
    messages.push(...all.filter((m) => m.refMessage || m.isRecalled || (m.atUserIds?.length ?? 0) > 0).slice(0, 50));
    check('chat', 'ChatMessage', messages);
    // Non-text contents decode to their payload.
    for (const [type, schema] of Object.entries(PAYLOAD_SCHEMAS)) {
      const payloads = all
        .filter((m) => m.msgType === Number(type) && !m.isRecalled)
        .slice(0, 30)
        .map((m) => JSON.parse(m.content) as unknown);
      if (payloads.length > 0) check('chat', schema, payloads);
    }
  });
});

describe('the schema validator', () => {
  const s = createSeedState({ scale: 0.05 });

  it('accepts what is valid and finds what is not', () => {
    for (const order of s.orders.slice(0, 20)) expect(validateSchema('main', 'OrderDetail', withAllowedActions(order))).toEqual([]);
    for (const m of Object.values(s.messages).flat().slice(0, 200)) expect(validateSchema('chat', 'ChatMessage', m)).toEqual([]);
    const order = s.orders[0]!;
    const broken = {
      ...withAllowedActions(order),
      taskStatus: 3,
      createTime: '2026/11/20',
      customer: { ...order.customer, phone: '138-0000-0001' },
    } as unknown;
    const { number: _n, ...missing } = withAllowedActions(order);
    expect(validateSchema('main', 'OrderDetail', broken).length).toBeGreaterThanOrEqual(3);
    expect(validateSchema('main', 'OrderDetail', missing)).not.toEqual([]);
    expect(validateSchema('main', 'Money', 12.345)).not.toEqual([]);
    expect(validateSchema('main', 'NoSuchSchema', {})).toEqual(['no schema NoSuchSchema in the main contract']);
  });
});
