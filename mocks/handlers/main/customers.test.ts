import { beforeEach, describe, expect, it } from 'vitest';
import type {
  CustomerCount,
  CustomerDetail,
  CustomerFilterOptions,
  CustomerOrderPage,
  CustomerPage,
  CustomerRepeatLogPage,
  CustomerToCheckedTel,
  QuickSearchResult,
} from '@generated/main/model';
import { createDispatchOrder } from '../../domain/orders.ts';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';
import { expectEvery } from '../../../test-support/expect-every.ts';

const C = '/api/pc/1.0/Customer';
let platform: SandboxPlatform;
let main: ReturnType<typeof apiClient>;
let sub: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  const handlers = sandboxHandlers(platform);
  main = apiClient(platform, handlers, tokenFor(platform, 'demo-main'));
  sub = apiClient(platform, handlers, tokenFor(platform, 'demo-sub'));
});

describe('customers', () => {
  it('lists with paging, filters and status counts that agree', async () => {
    const page = (await main.get<CustomerPage>(`${C}/GetCustomerList`, { page: 2, limit: 20 })).data;
    expect(page).toMatchObject({ total: platform.db.customers.list().length, page: 2, limit: 20 });
    expect(page.list).toHaveLength(20);
    const counts = (await main.get<CustomerCount>(`${C}/GetCustomerCount`)).data;
    expect(counts.total).toBe(platform.db.customers.list().length);
    expect(
      counts.followUpCount + counts.metCount + counts.dealCount + counts.duplicateCount + counts.noVisitCount + counts.depositPaidCount,
    ).toBe(counts.total);
    const dealt = (await main.get<CustomerPage>(`${C}/GetCustomerList`, { followStatus: 4, limit: 500 })).data;
    expect(dealt.total).toBe(counts.dealCount);
    expectEvery(dealt.list, (c) => c.followStatus === 4);
    const someone = platform.db.customers.list()[3] as CustomerDetail;
    const found = (await main.get<CustomerPage>(`${C}/GetCustomerList`, { keyword: someone.phone.slice(-4), limit: 500 })).data;
    expect(found.list.map((c) => c.id)).toContain(someone.id);
    const mine = (await sub.get<CustomerPage>(`${C}/GetCustomerList`, { onlyMine: true, limit: 500 })).data;
    const subCustomers = new Set(
      platform.db.orders
        .list()
        .filter((o) => o.follower?.id === 3002)
        .map((o) => o.customer.id),
    );
    expect(mine.total).toBe(subCustomers.size);
  });

  it('filters by the platform counselor who dispatched and, apart, by the staff account following', async () => {
    const counselorId = platform.db.customers.list()[0]?.platformCounselorId as number;
    const byCounselor = (await main.get<CustomerPage>(`${C}/GetCustomerList`, { platformCounselorId: counselorId, limit: 500 })).data;
    expect(byCounselor.total).toBe(platform.db.customers.list().filter((c) => c.platformCounselorId === counselorId).length);
    expectEvery(byCounselor.list, (c) => c.platformCounselorId === counselorId);
    const followed = (await main.get<CustomerPage>(`${C}/GetCustomerList`, { followerId: 3002, limit: 500 })).data;
    expect(followed.total).toBe(
      new Set(
        platform.db.orders
          .list()
          .filter((o) => o.follower?.id === 3002)
          .map((o) => o.customer.id),
      ).size,
    );
    // A staff account id is no platform counselor: it finds nobody as one.
    expect((await main.get<CustomerPage>(`${C}/GetCustomerList`, { platformCounselorId: 3002 })).data.total).toBe(0);
  });

  it('shows the detail and the customer’s orders', async () => {
    const customer = platform.db.customers.list()[0] as CustomerDetail;
    const d = (await main.get<CustomerDetail>(`${C}/GetCustomerDetail`, { id: customer.id })).data;
    expect(d).toMatchObject({ id: customer.id, name: customer.name });
    const orders = (await main.get<CustomerOrderPage>(`${C}/GetCustomerOrderPagedList`, { customerId: customer.id })).data;
    expect(orders.total).toBe(customer.orderCount);
    expect((await main.get(`${C}/GetCustomerDetail`, { id: 1 })).msg).toBe('客户不存在');
  });

  it('keeps my mark per staff member', async () => {
    const customer = platform.db.customers.list().find((c) => !c.myMark) as CustomerDetail;
    await main.post('/api/pc/1.0/customer/setMyMark', { customerId: customer.id, tags: ['高意向'], remark: '周末到院' });
    expect((await main.get<CustomerDetail>(`${C}/GetCustomerDetail`, { id: customer.id })).data.myMark).toMatchObject({
      tags: ['高意向'],
      remark: '周末到院',
    });
    expect((await sub.get<CustomerDetail>(`${C}/GetCustomerDetail`, { id: customer.id })).data.myMark).toBeNull();
    const row = (await main.get<CustomerPage>(`${C}/GetCustomerList`, { keyword: customer.customerNo })).data.list[0];
    expect(row?.myMark?.remark).toBe('周末到院');
    expect(row).not.toHaveProperty('marksByAccount');
  });

  it('quick search finds orders and customers', async () => {
    const order = platform.db.orders.list()[5];
    if (!order) throw new Error('no order');
    const byNumber = (await main.get<QuickSearchResult>('/api/pc/1.0/QuickSearch/Search', { keyword: order.followNumber })).data;
    expect(byNumber.orders.map((o) => o.id)).toEqual([order.id]);
    const byName = (
      await main.get<QuickSearchResult>('/api/pc/1.0/QuickSearch/Search', { keyword: order.customer.name, scope: 'customer', limit: 3 })
    ).data;
    expect(byName.orders).toEqual([]);
    expect(byName.customers.map((c) => c.id)).toContain(order.customer.id);
    expect(byName.customers.length).toBeLessThanOrEqual(3);
  });
});

describe('customer workbench (issue 13)', () => {
  const list = async (params: Record<string, string | number | boolean>) =>
    (await main.get<CustomerPage>(`${C}/GetCustomerList`, { limit: 500, ...params })).data;
  const detail = async (id: number) => (await main.get<CustomerDetail>(`${C}/GetCustomerDetail`, { id })).data;
  const unmarked = () => platform.db.customers.list().find((c) => !c.marksByAccount) as CustomerDetail;

  it('sorts on the server by the declared fields, both ways', async () => {
    const up = await list({ sortField: 'dealAmount', sortOrder: 'asc' });
    const amounts = up.list.map((c) => c.dealAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    expect(amounts[0]).toBeLessThan(amounts[amounts.length - 1] as number);
    const down = await list({ sortField: 'orderCount' });
    const counts = down.list.map((c) => c.orderCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const newest = await list({});
    const times = newest.list.map((c) => c.firstDispatchTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('filters by my mark and its tags, offers the tags, cities and counselors in use', async () => {
    const [a, b] = platform.db.customers.list().filter((c) => !c.marksByAccount);
    if (!a || !b) throw new Error('no unmarked customers');
    await main.post('/api/pc/1.0/customer/setMyMark', { customerId: a.id, tags: ['待回访', '已加微信'], remark: '' });
    await sub.post('/api/pc/1.0/customer/setMyMark', { customerId: b.id, tags: ['待回访'], remark: '只有子账号可见' });

    const tagged = await list({ myMarkTag: '待回访' });
    expect(tagged.list.map((c) => c.id)).toEqual([a.id]);
    const marked = await list({ hasMyMark: true });
    expectEvery(marked.list, (c) => c.myMark !== null);
    expect(marked.list.map((c) => c.id)).toContain(a.id);
    expect(marked.list.map((c) => c.id)).not.toContain(b.id);
    const notMarked = await list({ hasMyMark: false });
    expect(notMarked.total + marked.total).toBe(platform.db.customers.count());
    expectEvery(notMarked.list, (c) => c.myMark === null);
    // The counts take the same filters.
    expect((await main.get<CustomerCount>(`${C}/GetCustomerCount`, { hasMyMark: true })).data.total).toBe(marked.total);

    const options = (await main.get<CustomerFilterOptions>(`${C}/GetCustomerFilterOptions`)).data;
    expect(options.myMarkTags).toEqual(expect.arrayContaining(['待回访', '已加微信']));
    expect(options.cities.map((c) => c.cityId)).toContain(a.cityId);
    expect(options.platformCounselors.map((c) => c.id)).toContain(a.platformCounselorId);
    const subOptions = (await sub.get<CustomerFilterOptions>(`${C}/GetCustomerFilterOptions`)).data;
    expect(subOptions.myMarkTags).toEqual(['待回访']);
    const byCity = await list({ cityId: a.cityId as number });
    expectEvery(byCity.list, (c) => c.cityId === a.cityId);
  });

  it('refuses a bad mark and changes nothing; an empty mark removes it', async () => {
    const customer = unmarked();
    const setMark = (body: object) => main.post('/api/pc/1.0/customer/setMyMark', { customerId: customer.id, ...body });
    expect((await setMark({ tags: ['高意向'], remark: '周末到院' })).success).toBe(true);
    const refusals = [
      // The contract's own limits are checked before the sandbox's rules.
      [{ tags: Array.from({ length: 11 }, (_, i) => `标签${i}`), remark: '' }, /^请求参数不正确/],
      [{ tags: ['高意向', '高意向'], remark: '' }, '标签不能重复'],
      [{ tags: ['  '], remark: '' }, '标签不能为空'],
    ] as const;
    for (const [body, msg] of refusals) expect(await setMark(body)).toMatchObject({ success: false, msg: expect.stringMatching(msg) });
    expect((await main.post('/api/pc/1.0/customer/setMyMark', { customerId: 1, tags: [], remark: 'x' })).msg).toBe('客户不存在');
    expect((await detail(customer.id)).myMark).toMatchObject({ tags: ['高意向'], remark: '周末到院' });
    await setMark({ tags: [], remark: ' ' });
    expect((await detail(customer.id)).myMark).toBeNull();
  });

  it('sets my mark from a chat on the chat’s customer', async () => {
    const chat = platform.db.chats.list().find((c) => c.item.customer?.customerImId);
    const link = chat?.item.customer;
    if (!chat || !link?.customerImId) throw new Error('no customer chat');
    const body = { chatId: chat.item.chatId, customerImId: link.customerImId, tags: ['咨询双眼皮'], remark: '想约周六面诊' };
    expect((await main.post('/api/pc/1.0/customer/setMyMarkInChat', body)).success).toBe(true);
    expect((await detail(link.customerId)).myMark).toMatchObject({ tags: ['咨询双眼皮'], remark: '想约周六面诊' });
    expect(await main.post('/api/pc/1.0/customer/setMyMarkInChat', { ...body, chatId: 'no-such-chat' })).toMatchObject({
      success: false,
      msg: '会话不存在',
    });
    expect(await main.post('/api/pc/1.0/customer/setMyMarkInChat', { ...body, customerImId: 'c_1' })).toMatchObject({
      success: false,
      msg: '该会话中没有这位客户',
    });
  });

  it('updates the profile, shown in the detail, the list row and the customer’s orders', async () => {
    const customer = platform.db.customers.list()[7] as CustomerDetail;
    const update = (body: object) => main.post<{ id: number }>('/api/pc/1.0/customer/updateClientUser', { id: customer.id, ...body });
    const saved = await update({
      name: '周雨桐',
      gender: 2,
      age: 31,
      birthday: '1995-03-08',
      cityId: 330100,
      occupation: '教师',
      remark: '怕疼，需敷麻',
      emergencyContact: { name: '周先生', relation: '父亲', phone: '13912342231' },
    });
    expect(saved).toMatchObject({ success: true, data: { id: customer.id } });
    const after = await detail(customer.id);
    expect(after).toMatchObject({
      name: '周雨桐',
      age: 31,
      birthday: '1995-03-08',
      cityId: 330100,
      cityName: '杭州',
      provinceId: 330000,
      occupation: '教师',
      remark: '怕疼，需敷麻',
      emergencyContact: { name: '周先生', relation: '父亲', phone: '139****2231' },
    });
    expect((await main.get(`/api/pc/1.0/customer/getClientEmergencyContact`, { customerId: customer.id })).data).toEqual(
      after.emergencyContact,
    );
    expect((await list({ keyword: customer.customerNo })).list[0]?.name).toBe('周雨桐');
    const orders = (await main.get<CustomerOrderPage>(`${C}/GetCustomerOrderPagedList`, { customerId: customer.id })).data;
    expect(orders.total).toBeGreaterThan(0);
    expectEvery(platform.db.orders.list({ where: { customerId: customer.id } }), (o) => o.customer.name === '周雨桐');
  });

  it('refuses bad profile input with a clear message and changes nothing', async () => {
    const customer = platform.db.customers.list()[8] as CustomerDetail;
    const before = await detail(customer.id);
    const cases = [
      [{ name: '   ' }, '客户姓名不能为空'],
      [{ name: '很长'.repeat(11) }, /^请求参数不正确/],
      [{ age: 130 }, /^请求参数不正确/],
      [{ birthday: '2099-01-01' }, '生日不能晚于今天'],
      [{ cityId: 999999 }, '城市不存在'],
      [{ name: '改了也不算', emergencyContact: { name: '陈先生', relation: '配偶', phone: '12345678901' } }, '紧急联系人手机号格式不正确'],
      [{ emergencyContact: { name: ' ', relation: '配偶', phone: '13912342231' } }, '紧急联系人姓名不能为空'],
    ] as const;
    for (const [body, msg] of cases) {
      expect(await main.post('/api/pc/1.0/customer/updateClientUser', { id: customer.id, ...body })).toMatchObject({
        success: false,
        msg: expect.stringMatching(msg),
      });
    }
    expect(await main.post('/api/pc/1.0/customer/updateClientUser', { id: 1, name: '谁' })).toMatchObject({
      success: false,
      msg: '客户不存在',
    });
    expect(await detail(customer.id)).toEqual(before);
  });

  it('judges a customer a repeat order and back, moving the row, the counts, the numbers to check and the log', async () => {
    const order = createDispatchOrder(platform, 'demo-main', { oldCustomer: false });
    const id = order.customer.id;
    const pending = (await main.get<CustomerToCheckedTel[]>('/api/pc/1.0/customer/getToCheckedTel', { customerId: id })).data;
    expect(pending.map((p) => p.orderNumber)).toEqual([order.number]);
    expect((await main.get<CustomerToCheckedTel[]>('/api/pc/1.0/customer/getToCheckedTel')).data.map((p) => p.customerId)).toContain(id);
    const countsBefore = (await main.get<CustomerCount>(`${C}/GetCustomerCount`)).data;

    const repeat = () => main.post('/api/pc/1.0/customer/SetCustomerRepeatOrder', { customerId: id, reason: '2025年已在本院做过光子嫩肤' });
    expect((await repeat()).success).toBe(true);
    expect(await detail(id)).toMatchObject({ isRepeatOrder: true, followStatus: 5 });
    expect((await list({ keyword: order.customer.phone.slice(-4), isRepeatOrder: true })).list.map((c) => c.id)).toContain(id);
    const countsAfter = (await main.get<CustomerCount>(`${C}/GetCustomerCount`)).data;
    expect(countsAfter.duplicateCount).toBe(countsBefore.duplicateCount + 1);
    expect(countsAfter.followUpCount).toBe(countsBefore.followUpCount - 1);
    expect((await main.get<CustomerToCheckedTel[]>('/api/pc/1.0/customer/getToCheckedTel', { customerId: id })).data).toEqual([]);
    const log = async () => (await main.get<CustomerRepeatLogPage>('/api/pc/1.0/client/repeatLog/list', { customerId: id })).data;
    expect((await log()).list).toEqual([
      expect.objectContaining({ action: 1, actionStr: '标记为重单', orderNumber: order.number, reason: '2025年已在本院做过光子嫩肤' }),
    ]);

    // A second time is refused and changes nothing.
    expect(await repeat()).toMatchObject({ success: false, msg: '该客户已标记为重单，请勿重复操作' });
    expect((await log()).total).toBe(1);

    const notRepeat = () => main.post('/api/pc/1.0/customer/SetCustomerNotRepeatOrder', { customerId: id });
    expect((await notRepeat()).success).toBe(true);
    expect(await detail(id)).toMatchObject({ isRepeatOrder: false, followStatus: 1 });
    expect(platform.db.orders.get(order.id)).toMatchObject({ repeatStatus: 2, taskStatus: 1 });
    expect((await log()).list.map((l) => l.action)).toEqual([2, 1]);
    expect(await notRepeat()).toMatchObject({ success: false, msg: '该客户已标记为非重单，请勿重复操作' });
    expect((await log()).total).toBe(2);
  });

  it('shows an order’s own duplicate claim and not-a-duplicate confirmation in the customer’s repeat log', async () => {
    const order = createDispatchOrder(platform, 'demo-main', { oldCustomer: false });
    const log = async () =>
      (await main.get<CustomerRepeatLogPage>('/api/pc/1.0/client/repeatLog/list', { customerId: order.customer.id })).data;
    expect((await log()).total).toBe(0);
    const O = '/api/pc/1.0/TransferTreatmentOrder';
    expect((await main.post(`${O}/SetNotRepeatOrder`, { followId: order.id, reason: '客户首次咨询本院' })).success).toBe(true);
    expect((await log()).list).toEqual([
      expect.objectContaining({ action: 2, orderNumber: order.number, reason: '客户首次咨询本院', operatorName: expect.any(String) }),
    ]);
    // Refused by the transition table (already confirmed): no log row.
    expect((await main.post(`${O}/SetNotRepeatOrder`, { followId: order.id, reason: '再次确认' })).success).toBe(false);
    expect((await log()).total).toBe(1);
  });

  it('refuses a repeat judgement the order’s transition table forbids (dealt), or on another customer’s order', async () => {
    const dealt = platform.db.orders.list().find((o) => o.taskStatus === 4 && !platform.db.customers.get(o.customer.id)?.isRepeatOrder);
    if (!dealt) throw new Error('no dealt order');
    const body = { customerId: dealt.customer.id, orderId: dealt.id };
    expect(await main.post('/api/pc/1.0/customer/SetCustomerRepeatOrder', body)).toMatchObject({
      success: false,
      msg: '当前状态「已成交」不能申请重单',
    });
    const other = platform.db.orders.first({ where: { customerId: { ne: dealt.customer.id } } });
    expect(await main.post('/api/pc/1.0/customer/SetCustomerRepeatOrder', { ...body, orderId: other?.id })).toMatchObject({
      success: false,
      msg: '该订单不属于这位客户',
    });
    expect(platform.db.orders.get(dealt.id)?.taskStatus).toBe(4);
    expect((await main.get<CustomerRepeatLogPage>('/api/pc/1.0/client/repeatLog/list', { customerId: 1 })).msg).toBe('客户不存在');
  });

  it('seeds a repeat log row for every judged order', async () => {
    const judged = platform.db.orders.list().find((o) => o.repeatStatus === 1);
    if (!judged) throw new Error('no judged order');
    const log = (await main.get<CustomerRepeatLogPage>('/api/pc/1.0/client/repeatLog/list', { customerId: judged.customer.id })).data;
    expect(log.list.map((l) => l.orderNumber)).toContain(judged.number);
  });
});
