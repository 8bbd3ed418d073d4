/** Incentive plans and orders through the gateway: the board's figures, joining, follow-ups and their refusals. */
import type {
  FollowIncentiveBoard,
  FollowIncentiveOrder,
  FollowIncentiveOrderDetail,
  FollowIncentivePlanPage,
} from '@generated/main/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { createDispatchOrder } from '../../domain/orders.ts';
import { sandboxHandlers } from '../index.ts';

const BASE = '/api/pc/1.0/followIncentive';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform));
});

const board = async (planId?: number) =>
  (await api.get<FollowIncentiveBoard>(`${BASE}/getBoard`, planId === undefined ? {} : { planId })).data;

describe('incentive plans', () => {
  it('lists the plans newest first and shows the current plan on the board with figures from its orders', async () => {
    const plans = (await api.get<FollowIncentivePlanPage>(`${BASE}/getPlanList`, { page: 1, limit: 20 })).data;
    expect(plans.list.map((p) => p.id)).toEqual([32, 33, 31, 30, 29, 28]);
    const current = await board();
    expect(current.plan?.id).toBe(31);
    const orders = platform.db.incentiveOrders.list().filter((o) => o.planId === 31);
    expect(current.dispatchCount).toBe(orders.length);
    expect(current.pendingFollowCount).toBe(orders.filter((o) => o.incentiveStatus === 1).length);
    expect(current.overdueCount).toBe(orders.filter((o) => o.incentiveStatus === 4).length);
    const reached = current.plan?.tiers.filter(
      (t) => current.inTimeFollowRate >= t.targetFollowRate && current.meetRate >= t.targetMeetRate,
    );
    expect(current.reachedTierLevel).toBe(reached?.at(-1)?.level ?? null);
    expect(current.isQualified).toBe(current.reachedTierLevel !== null);
  });

  it('joins an open plan once; refuses a second join, a closed plan and a passed join deadline', async () => {
    expect((await api.post(`${BASE}/joinPlan`, { planId: 32 })).success).toBe(true);
    expect((await board(32)).plan?.isJoined).toBe(true);
    expect(await api.post(`${BASE}/joinPlan`, { planId: 32 })).toMatchObject({ success: false, msg: '已报名该激励计划，无需重复报名' });
    expect(await api.post(`${BASE}/joinPlan`, { planId: 33 })).toMatchObject({ success: false, msg: '该激励计划报名已截止' });
    expect(platform.db.incentivePlans.get(33)?.isJoined).toBe(false);
    expect(await api.post(`${BASE}/joinPlan`, { planId: 1 })).toMatchObject({ success: false, msg: '激励计划不存在' });
  });
});

describe('incentive orders', () => {
  it('an order awaiting its first follow-up turns overdue when its deadline passes: listed, shown and counted so', async () => {
    const order = createDispatchOrder(platform, 'demo-main', { oldCustomer: false });
    const awaiting = platform.db.incentiveOrders.list().find((o) => o.orderId === order.id) as FollowIncentiveOrder;
    expect(awaiting).toMatchObject({ planId: 31, incentiveStatus: 1 });
    const before = await board(31);
    const listed = async (incentiveStatus: number) =>
      (
        await api.post<{ list: FollowIncentiveOrder[] }>(`${BASE}/getOrderList`, { planId: 31, incentiveStatus, page: 1, limit: 100 })
      ).data.list.map((o) => o.id);
    expect(await listed(1)).toContain(awaiting.id);

    // The sandbox clock moves just past the order's deadline (China time).
    const deadline = Date.parse(`${awaiting.followDeadline.replace(' ', 'T')}+08:00`);
    platform.clockOffsetSeconds += Math.ceil((deadline - platform.now()) / 1000) + 1;
    expect(await listed(1)).not.toContain(awaiting.id);
    expect(await listed(4)).toContain(awaiting.id);
    expect((await api.get<FollowIncentiveOrderDetail>(`${BASE}/getOrderDetail`, { id: awaiting.id })).data.incentiveStatus).toBe(4);
    const after = await board(31);
    expect(after.overdueCount).toBe(before.overdueCount + 1);
    expect(after.pendingFollowCount).toBe(before.pendingFollowCount - 1);
  });

  it('filters by incentive status', async () => {
    const page = (await api.post<{ list: FollowIncentiveOrder[] }>(`${BASE}/getOrderList`, { incentiveStatus: 4, page: 1, limit: 50 }))
      .data;
    expect(page.list.length).toBeGreaterThan(0);
    expectEvery(page.list, (o) => o.incentiveStatus === 4);
  });

  it('records a follow-up on an overdue order: late, on the dispatched order too, and the board moves', async () => {
    const overdue = platform.db.incentiveOrders.list().find((o) => o.incentiveStatus === 4 && o.taskStatus === 1) as FollowIncentiveOrder;
    expect(overdue).toBeDefined();
    const before = await board();
    const answer = await api.post(`${BASE}/addFollow`, {
      id: overdue.id,
      followStatus: overdue.taskStatus,
      content: '已电话联系，客户周六到院',
    });
    expect(answer.success).toBe(true);
    const detail = (await api.get<FollowIncentiveOrderDetail>(`${BASE}/getOrderDetail`, { id: overdue.id })).data;
    expect(detail.incentiveStatus).toBe(3);
    expect(detail.follows.map((f) => f.content)).toContain('已电话联系，客户周六到院');
    const after = await board();
    expect(after.overdueCount).toBe(before.overdueCount - 1);
    expect(after.followedCount).toBe(before.followedCount + 1);
  });

  it('refuses a follow-up on a status the order has left, and an empty one; nothing is recorded', async () => {
    const order = platform.db.incentiveOrders.list().find((o) => o.incentiveStatus !== 5 && o.taskStatus === 1) as FollowIncentiveOrder;
    const records = platform.db.orders.get(order.orderId)?.followRecords.length;
    expect(await api.post(`${BASE}/addFollow`, { id: order.id, followStatus: 2, content: '跟进' })).toMatchObject({
      success: false,
      msg: '订单状态已变化，请刷新后再跟进',
    });
    expect(await api.post(`${BASE}/addFollow`, { id: order.id, followStatus: 1, content: '   ' })).toMatchObject({
      success: false,
      msg: '请填写跟进内容',
    });
    expect(platform.db.orders.get(order.orderId)?.followRecords.length).toBe(records);
  });

  it('counts a new dispatch toward the running plan, awaiting its first follow-up; followed at once it is in time', async () => {
    const before = await board();
    const order = createDispatchOrder(platform, 'demo-main', { oldCustomer: false });
    const counted = platform.db.incentiveOrders.list().find((o) => o.orderId === order.id) as FollowIncentiveOrder;
    expect(counted).toMatchObject({ planId: 31, incentiveStatus: 1, lastFollowTime: null });
    expect((await board()).pendingFollowCount).toBe(before.pendingFollowCount + 1);
    await api.post(`${BASE}/addFollow`, { id: counted.id, followStatus: 1, content: '已联系客户' });
    expect(platform.db.incentiveOrders.get(counted.id)?.incentiveStatus).toBe(2);
    expect((await board()).pendingFollowCount).toBe(before.pendingFollowCount);
  });
});
