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
  QuickSearchResult,
} from '@generated/main/model';
import type { WhereIn } from '../db/collections.ts';
import { FOLLOW_STATUS_LABELS } from '../db/catalog.ts';
import { formatDate, formatDateTime, money } from '../db/random.ts';
import type { SandboxAccount, StoredCustomer } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found } from './errors.ts';
import { dayRange, listPage, onDay } from './list.ts';
import { exportSheet } from './xlsx.ts';

export const followStatusLabel = (status: number): string => FOLLOW_STATUS_LABELS[status] ?? '未知状态';

export function findCustomer(platform: SandboxPlatform, id: number): StoredCustomer | undefined {
  return platform.db.customers.get(id);
}

function requireCustomer(platform: SandboxPlatform, id: number): StoredCustomer {
  return found(findCustomer(platform, id), '客户不存在');
}

/** The customer as `account` sees it: their own mark (the seeded mark until they set one). */
export function customerDetailView(row: StoredCustomer, account: SandboxAccount): CustomerDetail {
  const { marksByAccount, ...detail } = row;
  const mark = marksByAccount?.[account.account];
  return { ...detail, myMark: mark ?? detail.myMark ?? null };
}

export function customerRowView(row: StoredCustomer, account: SandboxAccount): Customer {
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

/** The list's filters as conditions on the customers' fields (`withStatus` false for the status tab counts). */
function customerWhere(
  platform: SandboxPlatform,
  account: SandboxAccount,
  filter: CustomerFilter,
  withStatus: boolean,
): WhereIn<'customers'> {
  const followedBy = (followerId: number) => platform.db.orders.values('customerId', { where: { followerId } }) as number[];
  // The customers followed by the account ("mine") and by the chosen staff account must both hold.
  const followers = [filter.onlyMine ? account.userInfo.id : undefined, filter.followerId].filter((id) => id !== undefined);
  const followed = followers.length === 0 ? undefined : followers.map((id) => new Set(followedBy(id)));
  return {
    followStatus: withStatus ? filter.followStatus : undefined,
    sourceChannel: filter.sourceChannel,
    cityId: filter.cityId,
    platformCounselorId: filter.platformCounselorId,
    isRepeatOrder: filter.isRepeatOrder,
    firstDispatchTime: dayRange(filter.dispatchStartDate, filter.dispatchEndDate),
    id: followed && { in: [...(followed[0] ?? [])].filter((id) => followed.every((set) => set.has(id))) },
  };
}

function customerSelection(platform: SandboxPlatform, account: SandboxAccount, filter: CustomerFilter) {
  return { where: customerWhere(platform, account, filter, true), keyword: filter.keyword, sort: ['-firstDispatchTime' as const] };
}

/** The customer list, newest first dispatch first. */
export function listCustomers(
  platform: SandboxPlatform,
  account: SandboxAccount,
  filter: CustomerFilter & { page?: number; limit?: number },
): CustomerPage {
  return listPage(platform.db.customers, { ...customerSelection(platform, account, filter), page: filter.page, limit: filter.limit }, (c) =>
    customerRowView(c, account),
  );
}

/** The list's rows for the same filters, unpaged, as an .xlsx sheet (as the list shows them). */
export function exportCustomers(platform: SandboxPlatform, account: SandboxAccount, filter: CustomerFilter): Uint8Array {
  return exportSheet(platform.db.customers, customerSelection(platform, account, filter), (c) => customerRowView(c, account), '客户', [
    ['客户编号', (c) => c.customerNo],
    ['姓名', (c) => c.name],
    ['手机号', (c) => c.phone],
    ['城市', (c) => c.cityName],
    ['来源', (c) => c.sourceChannelStr],
    ['跟进状态', (c) => c.followStatusStr],
    ['平台咨询师', (c) => c.platformCounselorName],
    ['首次派单时间', (c) => c.firstDispatchTime],
    ['最近跟进时间', (c) => c.lastFollowTime],
    ['订单数', (c) => c.orderCount],
    ['成交金额', (c) => c.dealAmount],
  ]);
}

/** Counts for the status tabs, for the same filters as the list without the status. */
export function countCustomers(platform: SandboxPlatform, account: SandboxAccount, filter: CustomerFilter): CustomerCount {
  const selection = { where: customerWhere(platform, account, filter, false), keyword: filter.keyword };
  const byStatus = platform.db.customers.countBy('followStatus', selection);
  const by = (s: FollowStatus) => byStatus.get(s) ?? 0;
  const today = formatDate(platform.now());
  return {
    total: platform.db.customers.count(selection),
    followUpCount: by(1),
    metCount: by(2),
    dealCount: by(4),
    duplicateCount: by(5),
    noVisitCount: by(6),
    depositPaidCount: by(7),
    todayNewCount: platform.db.customers.count({ ...selection, where: { ...selection.where, firstDispatchTime: onDay(today) } }),
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
  requireCustomer(platform, customerId);
  const saved: CustomerMyMark = { tags: [...mark.tags], remark: mark.remark, updateTime: formatDateTime(platform.now()) };
  platform.db.customers.update(customerId, (row) => void (row.marksByAccount = { ...row.marksByAccount, [account.account]: saved }));
  return saved;
}

/** A customer's dispatched orders, newest first. */
export function customerOrders(platform: SandboxPlatform, customerId: number, page?: number, limit?: number): CustomerOrderPage {
  requireCustomer(platform, customerId);
  return listPage(platform.db.orders, { where: { customerId }, sort: ['-dispatchTime'], page, limit }, (o): CustomerOrder => ({
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
  }));
}

/** Brings a customer row in line with its orders (latest status, counts, amounts, times). */
export function syncCustomer(platform: SandboxPlatform, customerId: number): void {
  const row = findCustomer(platform, customerId);
  if (!row) return;
  const orders = platform.db.orders.list({ where: { customerId }, sort: ['dispatchTime'] });
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
  platform.db.customers.put(row);
}

/** Marks a customer (and the latest order) as a repeat order or not (customer/SetCustomer[Not]RepeatOrder). */
export function setCustomerRepeat(platform: SandboxPlatform, customerId: number, repeat: boolean): void {
  requireCustomer(platform, customerId);
  platform.db.customers.update(customerId, (row) => void (row.isRepeatOrder = repeat));
}

/** Orders and customers matching a keyword: order or follow number, name, customer number, phone. */
export function quickSearch(
  platform: SandboxPlatform,
  account: SandboxAccount,
  keyword: string,
  scope: 'all' | 'order' | 'customer' = 'all',
  limit = 5,
): QuickSearchResult {
  const orders =
    scope === 'customer' ? { rows: [], total: 0 } : platform.db.orders.page({ keyword, sort: ['-dispatchTime'], page: 1, limit });
  const customers =
    scope === 'order' ? { rows: [], total: 0 } : platform.db.customers.page({ keyword, sort: ['-firstDispatchTime'], page: 1, limit });
  return {
    orders: orders.rows.map((o) => ({
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
    orderTotal: orders.total,
    customers: customers.rows.map((c) => {
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
    customerTotal: customers.total,
  };
}
