/**
 * Customers of the hospital: the list with its filters and status counts, the detail, the
 * signed-in staff member's own mark, a customer's orders, and the header's quick search. Customer
 * rows are kept in step with their orders (`syncCustomer`) after every order action.
 */
import type {
  Customer,
  CustomerCount,
  CustomerDetail,
  CustomerMyMark,
  CustomerOrder,
  CustomerOrderPage,
  CustomerPage,
  FollowStatus,
  OrderDetail,
  QuickSearchResult,
} from '@generated/main/model';
import { paginate } from '../../src/lib/paging/paging.ts';
import { FOLLOW_STATUS_LABELS } from '../db/catalog.ts';
import { formatDate, formatDateTime, money } from '../db/random.ts';
import type { SandboxAccount } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';

const refuse = (msg: string): never => {
  throw Object.assign(new Error(msg), { name: 'BusinessError' });
};

/** Marks are per staff member; they live beside the row and never leave the sandbox as such. */
type StoredCustomer = CustomerDetail & { marksByAccount?: Record<string, CustomerMyMark> };

export const followStatusLabel = (status: number): string => FOLLOW_STATUS_LABELS[status] ?? '未知状态';

export function findCustomer(platform: SandboxPlatform, id: number): CustomerDetail | undefined {
  return platform.state.customers.find((c) => c.id === id);
}

function requireCustomer(platform: SandboxPlatform, id: number): StoredCustomer {
  return findCustomer(platform, id) ?? refuse('客户不存在');
}

/** The customer as `account` sees it: their own mark (the seeded mark until they set one). */
export function customerDetailView(row: CustomerDetail, account: SandboxAccount): CustomerDetail {
  const { marksByAccount, ...detail } = row as StoredCustomer;
  const mark = marksByAccount?.[account.account];
  return { ...detail, myMark: mark ?? detail.myMark ?? null };
}

export function customerRowView(row: CustomerDetail, account: SandboxAccount): Customer {
  const d = customerDetailView(row, account);
  return {
    id: d.id,
    customerNo: d.customerNo,
    name: d.name,
    gender: d.gender,
    age: d.age ?? null,
    phone: d.phone,
    provinceName: d.provinceName ?? '',
    cityId: d.cityId ?? null,
    cityName: d.cityName ?? '',
    sourceChannel: d.sourceChannel,
    sourceChannelStr: d.sourceChannelStr ?? '',
    intendedProjects: d.intendedProjects ?? [],
    latentDemand: d.latentDemand ?? '',
    platformCounselorId: d.platformCounselorId ?? null,
    platformCounselorName: d.platformCounselorName ?? '',
    followStatus: d.followStatus,
    followStatusStr: d.followStatusStr ?? followStatusLabel(d.followStatus),
    myMark: d.myMark ?? null,
    tags: d.tags ?? [],
    firstDispatchTime: d.firstDispatchTime,
    lastFollowTime: d.lastFollowTime ?? null,
    orderCount: d.orderCount,
    dealAmount: d.dealAmount,
    isRepeatOrder: d.isRepeatOrder,
  };
}

export interface CustomerFilter {
  keyword?: string;
  followStatus?: number;
  sourceChannel?: number;
  cityId?: number;
  platformCounselorId?: number;
  followerId?: number;
  isRepeatOrder?: boolean;
  dispatchStartDate?: string;
  dispatchEndDate?: string;
  onlyMine?: boolean;
}

function ordersByCustomer(platform: SandboxPlatform): Map<number, OrderDetail[]> {
  const map = new Map<number, OrderDetail[]>();
  for (const order of platform.state.orders) {
    const list = map.get(order.customer.id);
    if (list) list.push(order);
    else map.set(order.customer.id, [order]);
  }
  return map;
}

/** Name, customer number, phone (full masked form or its last four digits). */
function matchesKeyword(c: CustomerDetail, keyword: string): boolean {
  const k = keyword.trim().toLowerCase();
  if (!k) return true;
  return c.name.toLowerCase().includes(k) || c.customerNo.toLowerCase().includes(k) || c.phone.includes(k);
}

function filterCustomers(
  platform: SandboxPlatform,
  account: SandboxAccount,
  filter: CustomerFilter,
  withStatus: boolean,
): CustomerDetail[] {
  const byCustomer = filter.onlyMine || filter.followerId !== undefined ? ordersByCustomer(platform) : undefined;
  const me = account.userInfo.id;
  return platform.state.customers.filter((c) => {
    if (filter.keyword && !matchesKeyword(c, filter.keyword)) return false;
    if (withStatus && filter.followStatus !== undefined && c.followStatus !== filter.followStatus) return false;
    if (filter.sourceChannel !== undefined && c.sourceChannel !== filter.sourceChannel) return false;
    if (filter.cityId !== undefined && c.cityId !== filter.cityId) return false;
    if (filter.isRepeatOrder !== undefined && c.isRepeatOrder !== filter.isRepeatOrder) return false;
    const first = c.firstDispatchTime.slice(0, 10);
    if (filter.dispatchStartDate && first < filter.dispatchStartDate) return false;
    if (filter.dispatchEndDate && first > filter.dispatchEndDate) return false;
    if (filter.platformCounselorId !== undefined && c.platformCounselorId !== filter.platformCounselorId) return false;
    if (filter.followerId !== undefined && !(byCustomer?.get(c.id) ?? []).some((o) => o.follower?.id === filter.followerId)) return false;
    if (filter.onlyMine && !(byCustomer?.get(c.id) ?? []).some((o) => o.follower?.id === me)) return false;
    return true;
  });
}

/** The customer list, newest first dispatch first. */
export function listCustomers(
  platform: SandboxPlatform,
  account: SandboxAccount,
  filter: CustomerFilter & { page?: number; limit?: number },
): CustomerPage {
  const rows = filterCustomers(platform, account, filter, true).sort((a, b) =>
    a.firstDispatchTime < b.firstDispatchTime ? 1 : a.firstDispatchTime > b.firstDispatchTime ? -1 : b.id - a.id,
  );
  const page = paginate(rows, filter.page, filter.limit);
  return { total: page.total, page: page.page, limit: page.limit, list: page.rows.map((c) => customerRowView(c, account)) };
}

/** Counts for the status tabs, for the same filters as the list without the status. */
export function countCustomers(platform: SandboxPlatform, account: SandboxAccount, filter: CustomerFilter): CustomerCount {
  const rows = filterCustomers(platform, account, filter, false);
  const by = (s: FollowStatus) => rows.filter((c) => c.followStatus === s).length;
  const today = formatDate(platform.now());
  return {
    total: rows.length,
    followUpCount: by(1),
    metCount: by(2),
    dealCount: by(4),
    duplicateCount: by(5),
    noVisitCount: by(6),
    depositPaidCount: by(7),
    todayNewCount: rows.filter((c) => c.firstDispatchTime.slice(0, 10) === today).length,
  };
}

export function getCustomerDetail(platform: SandboxPlatform, account: SandboxAccount, id: number): CustomerDetail {
  return customerDetailView(requireCustomer(platform, id), account);
}

/** Replaces the signed-in staff member's own tags and remark on a customer. */
export function setMyMark(
  platform: SandboxPlatform,
  account: SandboxAccount,
  customerId: number,
  mark: { tags: string[]; remark: string },
): CustomerMyMark {
  const row = requireCustomer(platform, customerId);
  const saved: CustomerMyMark = { tags: [...mark.tags], remark: mark.remark, updateTime: formatDateTime(platform.now()) };
  row.marksByAccount = { ...row.marksByAccount, [account.account]: saved };
  platform.changed();
  return saved;
}

/** A customer's dispatched orders, newest first. */
export function customerOrders(platform: SandboxPlatform, customerId: number, page?: number, limit?: number): CustomerOrderPage {
  requireCustomer(platform, customerId);
  const rows = platform.state.orders
    .filter((o) => o.customer.id === customerId)
    .sort((a, b) => (a.dispatchTime < b.dispatchTime ? 1 : a.dispatchTime > b.dispatchTime ? -1 : b.id - a.id));
  const p = paginate(rows, page, limit);
  return {
    total: p.total,
    page: p.page,
    limit: p.limit,
    list: p.rows.map((o): CustomerOrder => ({
      id: o.id,
      number: o.number,
      createTime: o.createTime,
      taskStatus: o.taskStatus,
      taskStatusStr: followStatusLabel(o.taskStatus),
      orderList: o.orderList.map((s) => ({ spuId: s.spuId, spuName: s.spuName, ...(s.price === undefined ? {} : { price: s.price }) })),
      platformCounselorName: o.platformCounselor?.name ?? '',
      dealAmount: o.dealAmount,
      lastDealType: o.dealType ?? null,
      isRepeatOrder: o.repeatStatus === 1,
      lastFollowTime: o.lastFollowTime ?? null,
    })),
  };
}

/** Brings a customer row in line with its orders (latest status, counts, amounts, times). */
export function syncCustomer(platform: SandboxPlatform, customerId: number): void {
  const row = findCustomer(platform, customerId);
  if (!row) return;
  const orders = platform.state.orders
    .filter((o) => o.customer.id === customerId)
    .sort((a, b) => (a.dispatchTime < b.dispatchTime ? -1 : a.dispatchTime > b.dispatchTime ? 1 : a.id - b.id));
  const latest = orders[orders.length - 1];
  if (!latest) return;
  row.orderCount = orders.length;
  row.dealCount = orders.filter((o) => o.taskStatus === 4).length;
  row.dealAmount = money(orders.reduce((sum, o) => sum + o.dealAmount, 0));
  row.isRepeatOrder = orders.some((o) => o.repeatStatus === 1);
  row.followStatus = latest.taskStatus;
  row.followStatusStr = followStatusLabel(latest.taskStatus);
  row.firstDispatchTime = orders[0]?.dispatchTime ?? row.firstDispatchTime;
  const latestOf = (values: (string | null | undefined)[]) =>
    values
      .filter((v): v is string => !!v)
      .sort()
      .pop() ?? null;
  row.lastFollowTime = latestOf(orders.map((o) => o.lastFollowTime));
  row.lastVisitTime = latestOf(orders.map((o) => o.metTime));
}

/** Marks a customer (and the latest order) as a repeat order or not (customer/SetCustomer[Not]RepeatOrder). */
export function setCustomerRepeat(platform: SandboxPlatform, customerId: number, repeat: boolean): void {
  const row = requireCustomer(platform, customerId);
  row.isRepeatOrder = repeat;
  platform.changed();
}

/** Orders and customers matching a keyword: order or follow number, name, customer number, phone. */
export function quickSearch(
  platform: SandboxPlatform,
  account: SandboxAccount,
  keyword: string,
  scope: 'all' | 'order' | 'customer' = 'all',
  limit = 5,
): QuickSearchResult {
  const k = keyword.trim().toLowerCase();
  const orders =
    scope === 'customer'
      ? []
      : platform.state.orders
          .filter(
            (o) =>
              o.number.toLowerCase().includes(k) ||
              o.followNumber.toLowerCase().includes(k) ||
              o.customer.name.toLowerCase().includes(k) ||
              o.customer.phone.includes(k),
          )
          .sort((a, b) => (a.dispatchTime < b.dispatchTime ? 1 : a.dispatchTime > b.dispatchTime ? -1 : b.id - a.id));
  const customers =
    scope === 'order'
      ? []
      : platform.state.customers
          .filter((c) => matchesKeyword(c, k))
          .sort((a, b) => (a.firstDispatchTime < b.firstDispatchTime ? 1 : a.firstDispatchTime > b.firstDispatchTime ? -1 : b.id - a.id));
  return {
    orders: orders.slice(0, limit).map((o) => ({
      id: o.id,
      number: o.number,
      followNumber: o.followNumber,
      createTime: o.createTime,
      taskStatus: o.taskStatus,
      taskStatusStr: followStatusLabel(o.taskStatus),
      orderList: o.orderList.map((s) => ({ spuName: s.spuName })),
      customerId: o.customer.id,
      customerName: o.customer.name,
      phone: o.customer.phone,
    })),
    orderTotal: orders.length,
    customers: customers.slice(0, limit).map((c) => {
      const v = customerDetailView(c, account);
      return {
        id: v.id,
        customerNo: v.customerNo,
        name: v.name,
        phone: v.phone,
        followStatus: v.followStatus,
        lastFollowTime: v.lastFollowTime ?? null,
      };
    }),
    customerTotal: customers.length,
  };
}
