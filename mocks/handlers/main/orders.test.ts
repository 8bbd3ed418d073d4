import { beforeEach, describe, expect, it } from 'vitest';
import type { CustomerDetail, OrderDetail, OrderPage, OrderRemind, OrderStatusCounts, OrderUnprocessedCount } from '@generated/main/model';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import { createDispatchOrder } from '../../domain/orders.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';
import { expectEvery } from '../../../test-support/expect-every.ts';

const V2 = '/api/pc/2.0/transferTreatmentOrder';
const V1 = '/api/pc/1.0/TransferTreatmentOrder';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform, 'demo-main'));
});

const detail = async (followId: number) => (await api.get<OrderDetail>(`${V1}/GetDetail`, { followId })).data;
const list = async (body: Record<string, unknown>) => (await api.post<OrderPage>(`${V2}/getOrderListData`, body)).data;
const dispatch = () => createDispatchOrder(platform, 'demo-main', { oldCustomer: false }).id;

describe('order lists', () => {
  it('shows all orders or only mine, newest dispatch first, paged', async () => {
    const all = await list({ scope: 'all', page: 1, limit: 20 });
    expect(all.total).toBe(platform.db.orders.list().length);
    const times = all.list.map((o) => o.dispatchTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.list[0]).not.toHaveProperty('followRecords');
    const mine = await list({ scope: 'mine', limit: 500 });
    expect(mine.total).toBe(platform.db.orders.list().filter((o) => o.follower?.id === 3001).length);
    expectEvery(mine.list, (o) => o.isMine && o.follower?.id === 3001);
  });

  it('filters by follow status tab, keyword, follow number, follow id and dispatch dates', async () => {
    const met = await list({ followStatus: 2, limit: 500 });
    expectEvery(met.list, (o) => o.taskStatus === 2);
    const sample = platform.db.orders.list()[10] as OrderDetail;
    expect((await list({ followNumber: sample.followNumber })).list.map((o) => o.id)).toEqual([sample.id]);
    expect((await list({ followId: sample.id })).list.map((o) => o.id)).toEqual([sample.id]);
    expect((await list({ keyword: sample.number })).list.map((o) => o.id)).toContain(sample.id);
    const day = sample.dispatchTime.slice(0, 10);
    const byDay = await list({ dispatchStartDate: day, dispatchEndDate: day, limit: 500 });
    expect(byDay.list.length).toBeGreaterThan(0);
    expectEvery(byDay.list, (o) => o.dispatchTime.startsWith(day));
  });

  it('sorts by the chosen column either way, and filters by project and follow dates', async () => {
    const byAmount = await list({ sortField: 'dealAmount', sortOrder: 'desc', limit: 50 });
    const amounts = byAmount.list.map((o) => o.dealAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(amounts[0]).toBe(Math.max(...platform.db.orders.list().map((o) => o.dealAmount)));
    const byFollowUp = await list({ sortField: 'lastFollowTime', sortOrder: 'asc', followStartDate: '2000-01-01', limit: 50 });
    const followed = byFollowUp.list.map((o) => o.lastFollowTime ?? '');
    expect(followed.length).toBeGreaterThan(1);
    expect(followed).toEqual([...followed].sort());
    const project = await list({ projectId: 310, limit: 500 });
    expect(project.total).toBeGreaterThan(0);
    expect(project.total).toBeLessThan(platform.db.orders.count());
    expectEvery(
      project.list,
      (o) => o.orderList.some((s) => s.projectName === '热玛吉') || (o.intendedProjects ?? []).some((p) => p.id === 310),
    );
    const sample = platform.db.orders.list().find((o) => o.lastFollowTime) as OrderDetail;
    const day = (sample.lastFollowTime as string).slice(0, 10);
    const byDay = await list({ followStartDate: day, followEndDate: day, limit: 500 });
    expect(byDay.list.map((o) => o.id)).toContain(sample.id);
    expectEvery(byDay.list, (o) => (o.lastFollowTime ?? '').startsWith(day));
  });

  it('offers the counselors of the filtered orders, whichever counselor is picked', async () => {
    const all = (await api.post<OrderStatusCounts>(`${V2}/getOrderCount`, { scope: 'all' })).data;
    expect(all.counselors?.length).toBeGreaterThan(1);
    const first = all.counselors?.[0];
    const picked = (await api.post<OrderStatusCounts>(`${V2}/getOrderCount`, { scope: 'all', platformCounselorId: first?.id })).data;
    expect(picked.counselors).toEqual(all.counselors);
    expect(picked.total).toBe((await list({ platformCounselorId: first?.id, limit: 1 })).total);
  });

  it('shows the full phone numbers only while the phone is viewable', async () => {
    const order = platform.db.orders.list().find((o) => !o.isPhoneViewable && o.taskStatus === 1 && !o.isInvalidContact)!;
    const masked = await detail(order.id);
    expect(masked.customer.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    await api.post(`${V1}/SetCustomerPhoneViewable`, { followId: order.id, viewable: true });
    const shown = await detail(order.id);
    expect(shown.customer.phone).toMatch(/^1\d{10}$/);
    expect(shown.customer.phone.slice(0, 3) + shown.customer.phone.slice(7)).toBe(masked.customer.phone.replace('****', ''));
    expectEvery(
      shown.contacts.filter((c) => c.kind === 'phone'),
      (c) => !c.contactVal.includes('*'),
    );
    expect((await list({ followId: order.id })).list[0]?.customer.phone).toBe(masked.customer.phone);
  });

  it('counts every follow status for the same filters', async () => {
    const counts = (await api.post<OrderStatusCounts>(`${V2}/getOrderCount`, { scope: 'all' })).data;
    expect(counts.list.map((c) => c.followStatus)).toEqual([1, 2, 4, 5, 6, 7]);
    expect(counts.list.reduce((s, c) => s + c.count, 0)).toBe(counts.total);
    expect(counts.total).toBe(platform.db.orders.list().length);
  });
});

describe('follow actions change later reads', () => {
  it('a new dispatch is unprocessed until its first follow-up, which is recorded', async () => {
    const before = (await api.get<OrderUnprocessedCount>(`${V1}/GetUnprocessedCountV1`)).data;
    const id = dispatch();
    const mid = (await api.get<OrderUnprocessedCount>(`${V1}/GetUnprocessedCountV1`)).data;
    expect(mid.newDispatchCount).toBe(before.newDispatchCount + 1);
    const saved = await api.post<{ id: number }>(`${V1}/FollowUp`, {
      followId: id,
      content: '已电话联系客户',
      nextFollowTime: '2026-11-25 10:00:00',
    });
    expect(saved.success).toBe(true);
    const after = (await api.get<OrderUnprocessedCount>(`${V1}/GetUnprocessedCountV1`)).data;
    expect(after.newDispatchCount).toBe(before.newDispatchCount);
    const order = await detail(id);
    expect(order.followRecords[0]).toMatchObject({ id: saved.data.id, action: 2, content: '已电话联系客户', operator: { id: 3001 } });
    expect(order.remind).toMatchObject({ remindTime: '2026-11-25 10:00:00', isDue: false });
    expect(order.lastFollowTime).toBe('2026-11-22 10:00:00');
  });

  it('appointment, met, not dealt, dealt: status 1 → 2 → 4, with records, tabs and customer following', async () => {
    const id = dispatch();
    await api.post(`${V1}/SetMeetAppointment`, { followId: id, meetTime: '2026-11-23 14:00:00', projectIds: [305], remark: '主任面诊' });
    expect((await detail(id)).appointment).toMatchObject({ meetTime: '2026-11-23 14:00:00', projects: [{ id: 305, name: '玻尿酸' }] });
    // The customer comes a day later: the sandbox clock moves on.
    platform.clockOffsetSeconds = 30 * 3600;
    await api.post(`${V1}/SetMet`, { followId: id, metTime: '2026-11-23 14:10:00' });
    let order = await detail(id);
    expect(order).toMatchObject({ taskStatus: 2, metTime: '2026-11-23 14:10:00' });
    expect((await list({ followStatus: 2, followId: id })).total).toBe(1);
    const customer = (await api.get<CustomerDetail>('/api/pc/1.0/Customer/GetCustomerDetail', { id: order.customer.id })).data;
    expect(customer.followStatus).toBe(2);

    await api.post(`${V1}/SetUndealt`, { followId: id, reason: 4, remark: '再对比一下' });
    order = await detail(id);
    expect(order.taskStatus).toBe(2);
    expect(order.followRecords[0]).toMatchObject({ action: 10, statusBefore: 2, statusAfter: 2 });

    await api.post(`${V1}/SetDealt`, {
      followId: id,
      dealType: 0,
      amount: 3980.5,
      projectIds: [305],
      dealTime: '2026-11-23 15:00:00',
      images: [{ url: 'r.jpg' }],
    });
    order = await detail(id);
    expect(order).toMatchObject({ taskStatus: 4, taskStatusStr: '已成交', dealType: 0, dealAmount: 3980.5, followTaskStatus: 3 });
    expect(order.followRecords.map((r) => r.action).slice(0, 5)).toEqual([9, 10, 8, 7, 1]);
    const refused = await api.post(`${V1}/SetUndealt`, { followId: id, reason: 1 });
    expect(refused).toMatchObject({ success: false, msg: '当前状态「已成交」不能登记未成交' });
    expect(
      (
        await api.post(`${V1}/SetDealt`, {
          followId: id,
          dealType: 0,
          amount: 1,
          projectIds: [305],
          dealTime: '2026-11-23 15:00:00',
          images: [{ url: 'r.jpg' }],
        })
      ).success,
    ).toBe(false);
  });

  it('a deposit is status 7 until the balance payment', async () => {
    const id = dispatch();
    await api.post(`${V1}/SetMet`, { followId: id, metTime: '2026-11-22 09:30:00' });
    await api.post(`${V1}/SetDealt`, {
      followId: id,
      dealType: 1,
      amount: 500,
      projectIds: [305],
      dealTime: '2026-11-22 10:00:00',
      images: [{ url: 'd.jpg' }],
    });
    expect((await detail(id)).taskStatus).toBe(7);
    await api.post(`${V1}/addTaskDeal`, {
      followId: id,
      dealType: 2,
      amount: 3000,
      projectIds: [305],
      dealTime: '2026-11-22 09:50:00',
      images: [{ url: 'b.jpg' }],
    });
    expect(await detail(id)).toMatchObject({ taskStatus: 4, dealAmount: 3500, dealType: 2 });
  });

  it('sets and cancels the reminder', async () => {
    const id = dispatch();
    await api.post(`${V1}/SetRemind`, { followId: id, remindTime: '2026-11-22 11:00:00', content: '回访' });
    expect((await api.get<OrderRemind>(`${V1}/GetRemind`, { followId: id })).data).toMatchObject({ content: '回访', isDue: false });
    platform.clockOffsetSeconds = 2 * 3600;
    expect((await api.get<OrderRemind>(`${V1}/GetRemind`, { followId: id })).data).toMatchObject({ isDue: true });
    expect((await list({ hasRemind: true, followId: id })).total).toBe(1);
    await api.post(`${V1}/CancelRemind`, { followId: id });
    expect((await api.get<OrderRemind | null>(`${V1}/GetRemind`, { followId: id })).data).toBeNull();
    expect((await api.post(`${V1}/CancelRemind`, { followId: id })).msg).toBe('该订单没有跟进提醒');
    expect((await detail(id)).followRecords.slice(0, 2).map((r) => r.action)).toEqual([4, 3]);
  });

  it('duplicate claims, not-duplicate and invalid contact move their side states', async () => {
    const a = dispatch();
    await api.post(`${V1}/SetRepeatOrder`, { followId: a, reason: '本院老客' });
    expect((await detail(a)).repeatStatus).toBe(3);
    expect((await list({ repeatStatus: 3, followId: a })).total).toBe(1);
    expect((await api.post(`${V1}/SetRepeatOrder`, { followId: a, reason: '再次' })).success).toBe(false);
    const b = dispatch();
    await api.post(`${V1}/SetNotRepeatOrder`, { followId: b, reason: '非本院客户' });
    expect((await detail(b)).repeatStatus).toBe(2);
    await api.post(`${V2}/invalidContact`, { followId: b, reason: 3, remark: '三天未接通' });
    expect((await detail(b)).invalidContactStatus).toBe(1);
    expect((await detail(b)).followRecords[0]?.action).toBe(13);
  });

  it('replies to a follow record, adds a supply order and a contact', async () => {
    const id = dispatch();
    const record = (await api.post<{ id: number }>(`${V1}/FollowUp`, { followId: id, content: '已联系' })).data.id;
    const reply = await api.post<{ id: number }>(`${V1}/AddFollowReply`, { followRecordId: record, content: '好的' });
    expect((await detail(id)).followRecords[0]?.replies).toMatchObject([
      { id: reply.data.id, content: '好的', replierType: 1, isRead: true },
    ]);
    expect(await api.post(`${V1}/SupplyOrder`, { followId: id, spuIds: [70007] })).toMatchObject({
      success: false,
      msg: '当前状态「跟进中」不能补单',
    });
    await api.post(`${V1}/SetMet`, { followId: id, metTime: '2026-11-22 09:40:00' });
    await api.post(`${V1}/SupplyOrder`, { followId: id, spuIds: [70007], remark: '加做光子' });
    const order = await detail(id);
    expect(order.supplyOrders).toMatchObject([{ spus: [{ spuId: 70007 }], auditStatus: 0 }]);
    expect((await api.post(`${V1}/SupplyOrder`, { followId: id, spuIds: [1] })).success).toBe(false);
    await api.post(`${V1}/AddContactInfo`, { followId: id, kind: 'wechat', contactVal: 'li_88' });
    expect((await detail(id)).contacts.some((c) => c.contactVal === 'li_88' && c.isMain === 0)).toBe(true);
  });

  it('opening an order reads its replies', async () => {
    const order = platform.db.orders.list().find((o) => o.unreadReplyCount > 0);
    if (!order) throw new Error('no order with unread replies');
    const before = (await api.get<OrderUnprocessedCount>(`${V1}/GetUnprocessedCountV1`)).data.unreadReplyCount;
    expect((await detail(order.id)).unreadReplyCount).toBe(0);
    expect((await api.get<OrderUnprocessedCount>(`${V1}/GetUnprocessedCountV1`)).data.unreadReplyCount).toBeLessThan(before);
  });

  it('refuses unknown orders with a business error', async () => {
    expect(await api.post(`${V1}/FollowUp`, { followId: 1, content: 'x' })).toMatchObject({ success: false, msg: '订单不存在' });
  });
});
