import { describe, expect, it } from 'vitest';
import type { FollowStatus, OrderFollowAction } from '@generated/main/model';
import { apiClient, testPlatform, tokenFor } from '../contract/test-client.ts';
import { sandboxHandlers } from '../handlers/index.ts';
import type { StoredOrder } from '../db/state.ts';
import { ACTIONS_BY_STATUS, allowedActions, whyNot } from './order-transitions.ts';

const V1 = '/api/pc/1.0/TransferTreatmentOrder';

function orderIn(status: FollowStatus, extra: Partial<StoredOrder> = {}): StoredOrder {
  const { platform } = testPlatform();
  const order = platform.db.orders.first({ where: { taskStatus: status, isInvalidContact: false } });
  if (!order) throw new Error(`no seeded order in status ${status}`);
  return { ...order, repeatStatus: 0, invalidContactStatus: 0, remind: null, deals: [], ...extra };
}

describe('the follow-status transition table', () => {
  it('closes duplicate orders and confirmed-invalid contacts completely', () => {
    expect(allowedActions(orderIn(5))).toEqual([]);
    expect(allowedActions(orderIn(1, { isInvalidContact: true }))).toEqual([]);
    expect(whyNot(orderIn(5), 2)).toBe('当前状态「重单」不能跟进');
  });

  it('deals only after the visit, and adds further deals only after a deal', () => {
    expect(whyNot(orderIn(1), 9)).toBe('当前状态「跟进中」不能登记成交');
    expect(whyNot(orderIn(2), 9)).toBeNull();
    expect(whyNot(orderIn(2), 17)).toBe('当前状态「已到院」不能追加成交');
    const deal = orderIn(4).deals[0];
    expect(whyNot(orderIn(4, { deals: deal ? [deal] : [] }), 17)).toBe(deal ? null : '该订单尚未成交，请先登记成交');
  });

  it('narrows by reminder, duplicate review and invalid-contact review', () => {
    expect(allowedActions(orderIn(1))).not.toContain(4);
    expect(
      allowedActions(
        orderIn(1, {
          remind: { followId: 1, remindTime: '2026-11-23 10:00:00', content: 'x', isDue: false, operatorName: 'a', createTime: 'b' },
        }),
      ),
    ).toContain(4);
    const pending = allowedActions(orderIn(1, { repeatStatus: 3 }));
    expect(pending.filter((a) => [11, 12, 14].includes(a))).toEqual([]);
    expect(allowedActions(orderIn(1, { repeatStatus: 2 }))).not.toContain(12);
    expect(allowedActions(orderIn(1, { invalidContactStatus: 1 }))).not.toContain(13);
  });

  it('never allows an action the status table does not list', () => {
    for (const status of [1, 2, 4, 5, 6, 7] as FollowStatus[]) {
      const allowed = allowedActions(orderIn(status, { remind: null }));
      expect(allowed.filter((a: OrderFollowAction) => !ACTIONS_BY_STATUS[status].includes(a))).toEqual([]);
    }
  });
});

describe('the gateway enforces it', () => {
  it('refuses a forbidden action with the reason and changes nothing', async () => {
    const { platform } = testPlatform();
    const api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform, 'demo-main'));
    const order = platform.db.orders.first({ where: { taskStatus: 1, isInvalidContact: false } });
    if (!order) throw new Error('no open order');
    const before = platform.db.orders.get(order.id);
    const answer = await api.post(`${V1}/SetDealt`, {
      followId: order.id,
      dealType: 0,
      amount: 100,
      projectIds: [305],
      dealTime: '2026-11-22 09:00:00',
      images: [{ url: 'r.jpg' }],
    });
    expect(answer).toMatchObject({ success: false, msg: '当前状态「跟进中」不能登记成交' });
    expect(platform.db.orders.get(order.id)).toEqual(before);
    const detail = (await api.get<{ allowedActions: number[] }>(`${V1}/GetDetail`, { followId: order.id })).data;
    expect(detail.allowedActions).toEqual(allowedActions(order));
    expect(detail.allowedActions).not.toContain(9);
  });

  it('refuses a past reminder, a future visit record and a bad amount', async () => {
    const { platform } = testPlatform();
    const api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform, 'demo-main'));
    const order = platform.db.orders.first({ where: { taskStatus: 2, isInvalidContact: false, dealType: null } });
    if (!order) throw new Error('no met order');
    expect(await api.post(`${V1}/SetRemind`, { followId: order.id, remindTime: '2026-11-21 10:00:00', content: '回访' })).toMatchObject({
      success: false,
      msg: '提醒时间必须晚于当前时间',
    });
    const deal = { followId: order.id, dealType: 0, projectIds: [305], dealTime: '2026-11-22 09:00:00', images: [{ url: 'r.jpg' }] };
    expect(await api.post(`${V1}/SetDealt`, { ...deal, amount: 0 })).toMatchObject({ success: false, msg: '成交金额必须大于0' });
    expect(await api.post(`${V1}/SetDealt`, { ...deal, amount: 10, dealTime: '2026-12-01 09:00:00' })).toMatchObject({
      success: false,
      msg: '成交时间不能晚于当前时间',
    });
    expect(platform.db.orders.get(order.id)).toEqual(order);
  });
});
