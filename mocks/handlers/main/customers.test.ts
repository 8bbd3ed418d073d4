import { beforeEach, describe, expect, it } from 'vitest';
import type { CustomerCount, CustomerDetail, CustomerOrderPage, CustomerPage, QuickSearchResult } from '@generated/main/model';
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
    expect(page).toMatchObject({ total: platform.state.customers.length, page: 2, limit: 20 });
    expect(page.list).toHaveLength(20);
    const counts = (await main.get<CustomerCount>(`${C}/GetCustomerCount`)).data;
    expect(counts.total).toBe(platform.state.customers.length);
    expect(
      counts.followUpCount + counts.metCount + counts.dealCount + counts.duplicateCount + counts.noVisitCount + counts.depositPaidCount,
    ).toBe(counts.total);
    const dealt = (await main.get<CustomerPage>(`${C}/GetCustomerList`, { followStatus: 4, limit: 500 })).data;
    expect(dealt.total).toBe(counts.dealCount);
    expectEvery(dealt.list, (c) => c.followStatus === 4);
    const someone = platform.state.customers[3] as CustomerDetail;
    const found = (await main.get<CustomerPage>(`${C}/GetCustomerList`, { keyword: someone.phone.slice(-4), limit: 500 })).data;
    expect(found.list.map((c) => c.id)).toContain(someone.id);
    const mine = (await sub.get<CustomerPage>(`${C}/GetCustomerList`, { onlyMine: true, limit: 500 })).data;
    const subCustomers = new Set(platform.state.orders.filter((o) => o.follower?.id === 3002).map((o) => o.customer.id));
    expect(mine.total).toBe(subCustomers.size);
  });

  it('filters by the platform counselor who dispatched and, apart, by the staff account following', async () => {
    const counselorId = platform.state.customers[0]?.platformCounselorId as number;
    const byCounselor = (await main.get<CustomerPage>(`${C}/GetCustomerList`, { platformCounselorId: counselorId, limit: 500 })).data;
    expect(byCounselor.total).toBe(platform.state.customers.filter((c) => c.platformCounselorId === counselorId).length);
    expectEvery(byCounselor.list, (c) => c.platformCounselorId === counselorId);
    const followed = (await main.get<CustomerPage>(`${C}/GetCustomerList`, { followerId: 3002, limit: 500 })).data;
    expect(followed.total).toBe(new Set(platform.state.orders.filter((o) => o.follower?.id === 3002).map((o) => o.customer.id)).size);
    // A staff account id is no platform counselor: it finds nobody as one.
    expect((await main.get<CustomerPage>(`${C}/GetCustomerList`, { platformCounselorId: 3002 })).data.total).toBe(0);
  });

  it('shows the detail and the customer’s orders', async () => {
    const customer = platform.state.customers[0] as CustomerDetail;
    const d = (await main.get<CustomerDetail>(`${C}/GetCustomerDetail`, { id: customer.id })).data;
    expect(d).toMatchObject({ id: customer.id, name: customer.name });
    const orders = (await main.get<CustomerOrderPage>(`${C}/GetCustomerOrderPagedList`, { customerId: customer.id })).data;
    expect(orders.total).toBe(customer.orderCount);
    expect((await main.get(`${C}/GetCustomerDetail`, { id: 1 })).msg).toBe('客户不存在');
  });

  it('keeps my mark per staff member', async () => {
    const customer = platform.state.customers.find((c) => !c.myMark) as CustomerDetail;
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
    const order = platform.state.orders[5];
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
