/**
 * Customers of the hospital: the list with its filters and status counts, the detail, the
 * signed-in staff member's own mark, a customer's orders, and the header's quick search. Customer
 * rows are kept in step with their orders (`syncCustomer`) after every order action.
 */
import type {
  Customer,
  CustomerCount,
  CustomerDetail,
  CustomerFilterOptions,
  CustomerMyMark,
  CustomerOrder,
  CustomerOrderPage,
  CustomerPage,
  CustomerRepeatAction,
  CustomerRepeatLogPage,
  CustomerSortField,
  CustomerToCheckedTel,
  CustomerUpdateRequest,
  FollowStatus,
  QuickSearchResult,
} from '@generated/main/model';
import type { WhereIn } from '../db/collections.ts';
import { CITIES, COUNSELORS, FOLLOW_STATUS_LABELS } from '../db/catalog.ts';
import { DAY, formatDate, formatDateTime, maskPhone, money, parseDateTime } from '../db/random.ts';
import { REPEAT_ACTION_LABELS } from '../db/seed-customers.ts';
import type { SandboxAccount, StoredCustomer, StoredOrder } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found, refuse } from './errors.ts';
import { dayRange, listPage, onDay } from './list.ts';
import { requireAction } from './order-transitions.ts';
import { exportSheet } from './xlsx.ts';

export const followStatusLabel = (status: number): string => FOLLOW_STATUS_LABELS[status] ?? '未知状态';

export function findCustomer(platform: SandboxPlatform, id: number): StoredCustomer | undefined {
  return platform.db.customers.get(id);
}

function requireCustomer(platform: SandboxPlatform, id: number): StoredCustomer {
  return found(findCustomer(platform, id), '客户不存在');
}

/** The customer as `account` sees it: with their own mark, which nobody else sees. */
export function customerDetailView(row: StoredCustomer, account: SandboxAccount): CustomerDetail {
  const { marksByAccount, ...detail } = row;
  return { ...detail, myMark: marksByAccount?.[account.account] ?? null };
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
  /** Marked (true) or not (false) by the signed-in staff member. */
  hasMyMark?: boolean;
  /** A tag of the signed-in staff member's mark. */
  myMarkTag?: string;
  sortField?: CustomerSortField;
  sortOrder?: 'asc' | 'desc';
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
  const markedByMe = { contains: `|${account.account}|` };
  // "Not marked by me" has no operator of its own: the few marked customers are left out by id.
  const unmarked = filter.hasMyMark === false ? platform.db.customers.ids({ where: { markedBy: markedByMe } }) : undefined;
  const ids = {
    ...(followed ? { in: [...(followed[0] ?? [])].filter((id) => followed.every((set) => set.has(id))) } : {}),
    ...(unmarked ? { nin: unmarked } : {}),
  };
  const tag = filter.myMarkTag?.trim();
  return {
    followStatus: withStatus ? filter.followStatus : undefined,
    sourceChannel: filter.sourceChannel,
    cityId: filter.cityId,
    platformCounselorId: filter.platformCounselorId,
    isRepeatOrder: filter.isRepeatOrder,
    firstDispatchTime: dayRange(filter.dispatchStartDate, filter.dispatchEndDate),
    markedBy: filter.hasMyMark === true ? markedByMe : undefined,
    markTags: tag ? { contains: `|${account.account}:${tag}|` } : undefined,
    id: Object.keys(ids).length > 0 ? ids : undefined,
  };
}

function customerSelection(platform: SandboxPlatform, account: SandboxAccount, filter: CustomerFilter) {
  const field = filter.sortField ?? 'firstDispatchTime';
  const sort = filter.sortOrder === 'asc' ? field : (`-${field}` as const);
  return { where: customerWhere(platform, account, filter, true), keyword: filter.keyword, sort: [sort] };
}

/** The customer list, newest first dispatch first unless the filter sorts otherwise. */
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

/**
 * Replaces the signed-in staff member's own tags and remark on a customer; a mark without tags
 * and remark removes it.
 */
export function setMyMark(
  platform: SandboxPlatform,
  account: SandboxAccount,
  customerId: number,
  mark: { tags: string[]; remark: string },
): CustomerMyMark | null {
  requireCustomer(platform, customerId);
  const tags = mark.tags.map((tag) => tag.trim());
  const remark = mark.remark.trim();
  if (tags.length > 10) refuse('标签最多10个');
  if (tags.some((tag) => tag === '')) refuse('标签不能为空');
  if (tags.some((tag) => tag.length > 20)) refuse('每个标签不超过20个字');
  if (new Set(tags).size !== tags.length) refuse('标签不能重复');
  if (remark.length > 200) refuse('备注不超过200个字');
  const saved: CustomerMyMark | null =
    tags.length === 0 && remark === '' ? null : { tags, remark, updateTime: formatDateTime(platform.now()) };
  platform.db.customers.update(customerId, (row) => {
    const { [account.account]: _previous, ...others } = row.marksByAccount ?? {};
    row.marksByAccount = saved ? { ...others, [account.account]: saved } : others;
  });
  return saved;
}

/** My mark set from a chat's customer panel: the customer is the chat's. */
export function setMyMarkInChat(
  platform: SandboxPlatform,
  account: SandboxAccount,
  body: { chatId: string; customerImId: string; tags: string[]; remark: string },
): CustomerMyMark | null {
  const chat = found(platform.db.chats.get(body.chatId), '会话不存在');
  const link = chat.item.customer;
  if (!link || link.customerImId !== body.customerImId) refuse('该会话中没有这位客户');
  return setMyMark(platform, account, link.customerId, body);
}

/** The cities, platform counselors and own mark tags the list's filters offer. */
export function customerFilterOptions(platform: SandboxPlatform, account: SandboxAccount): CustomerFilterOptions {
  const cityIds = new Set(platform.db.customers.values('cityId'));
  const counselorIds = new Set(platform.db.customers.values('platformCounselorId'));
  const own = `${account.account}:`;
  const tagCounts = new Map<string, number>();
  for (const bars of platform.db.customers.values('markTags', { where: { markedBy: { contains: `|${account.account}|` } } })) {
    for (const entry of String(bars).split('|')) {
      if (entry.startsWith(own)) tagCounts.set(entry.slice(own.length), (tagCounts.get(entry.slice(own.length)) ?? 0) + 1);
    }
  }
  // `values` gives each distinct bar text once, so count the tags over the rows themselves.
  for (const tag of tagCounts.keys()) {
    tagCounts.set(tag, platform.db.customers.count({ where: { markTags: { contains: `|${own}${tag}|` } } }));
  }
  const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'zh-CN');
  return {
    cities: CITIES.filter((c) => cityIds.has(c.cityId))
      .map((c) => ({ cityId: c.cityId, cityName: c.cityName, name: c.cityName }))
      .sort(byName)
      .map(({ cityId, cityName }) => ({ cityId, cityName })),
    platformCounselors: COUNSELORS.filter((c) => counselorIds.has(c.id))
      .map((c) => ({ id: c.id, name: c.name }))
      .sort(byName),
    myMarkTags: [...tagCounts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'zh-CN')).map(([tag]) => tag),
  };
}

const MOBILE = /^1[3-9]\d{9}$/;
const PHONE = /^\+?[0-9]{6,15}$/;

/** Whether a phone number as staff type it is valid: a mainland mobile, or 6 to 15 digits otherwise. */
export const isValidPhone = (phone: string): boolean => PHONE.test(phone) && (!/^1\d{10}$/.test(phone) || MOBILE.test(phone));

/** Updates a customer's basic information (fields left out keep their value); their orders show the new name. */
export function updateCustomer(platform: SandboxPlatform, account: SandboxAccount, body: CustomerUpdateRequest): CustomerDetail {
  const row = requireCustomer(platform, body.id);
  const text = (value: string | undefined, max: number, tooLong: string) => {
    const trimmed = value?.trim();
    if (trimmed !== undefined && trimmed.length > max) refuse(tooLong);
    return trimmed;
  };
  const name = text(body.name, 20, '客户姓名不超过20个字');
  if (name !== undefined) {
    if (name === '') refuse('客户姓名不能为空');
    row.name = name;
  }
  if (body.gender !== undefined) {
    if (![0, 1, 2].includes(body.gender)) refuse('性别不正确');
    row.gender = body.gender;
  }
  if (body.age !== undefined) {
    if (!Number.isInteger(body.age) || body.age < 0 || body.age > 120) refuse('年龄应在0到120岁之间');
    row.age = body.age;
  }
  if (body.birthday !== undefined) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(body.birthday) || Number.isNaN(Date.parse(body.birthday))) refuse('生日格式不正确');
    if (body.birthday > formatDate(platform.now())) refuse('生日不能晚于今天');
    row.birthday = body.birthday;
  }
  if (body.cityId !== undefined) {
    const city = found(
      CITIES.find((c) => c.cityId === body.cityId),
      '城市不存在',
    );
    if (body.provinceId !== undefined && body.provinceId !== city.provinceId) refuse('城市不属于所选省份');
    Object.assign(row, { provinceId: city.provinceId, provinceName: city.provinceName, cityId: city.cityId, cityName: city.cityName });
    if (!city.districts.includes(row.districtName ?? '')) row.districtName = '';
  } else if (body.provinceId !== undefined && body.provinceId !== row.provinceId) refuse('请同时选择城市');
  const occupation = text(body.occupation, 20, '职业不超过20个字');
  if (occupation !== undefined) row.occupation = occupation;
  const latentDemand = text(body.latentDemand, 200, '潜在需求不超过200个字');
  if (latentDemand !== undefined) row.latentDemand = latentDemand;
  const remark = text(body.remark, 500, '备注不超过500个字');
  if (remark !== undefined) row.remark = remark;
  if (body.emergencyContact !== undefined) {
    const contact = body.emergencyContact;
    const contactName = contact.name?.trim() ?? '';
    if (contactName === '') refuse('紧急联系人姓名不能为空');
    if (contactName.length > 20) refuse('紧急联系人姓名不超过20个字');
    if ((contact.relation ?? '').trim().length > 20) refuse('与客户关系不超过20个字');
    const phone = (contact.phone ?? '').replace(/[\s-]/g, '');
    if (!isValidPhone(phone)) refuse('紧急联系人手机号格式不正确');
    row.emergencyContact = { name: contactName, relation: contact.relation.trim(), phone: maskPhone(phone) };
  }
  platform.db.customers.put(row);
  for (const orderId of platform.db.orders.ids({ where: { customerId: row.id } })) {
    platform.db.orders.update(orderId, (order) => {
      order.customer = {
        ...order.customer,
        name: row.name,
        gender: row.gender,
        age: row.age ?? null,
        city: row.cityName ?? order.customer.city,
      };
    });
  }
  return customerDetailView(row, account);
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

/** How many hours after its dispatch a new order's numbers wait for the duplicate check. */
export const CHECK_WINDOW_HOURS = 72;

const label = (status: FollowStatus) => followStatusLabel(status);

/**
 * Judges a customer a repeat order (the hospital's own customer) or not, on the order concerned
 * (`orderId`, else the latest), and writes the repeat log:
 * - repeat: that order becomes a duplicate (`repeatStatus` 1, follow status 5); refused when the
 *   customer already is a repeat order, or when the order's transition table does not allow a
 *   duplicate claim (dealt, deposit paid, contact invalid, a claim under review:
 *   order-transitions.ts, the same rule and words as the order's own 申请重单);
 * - not repeat: every duplicate order of the customer goes back to follow-up (`repeatStatus` 2,
 *   follow status 1), the order concerned is judged not a duplicate; refused when the customer's
 *   latest judgement already says so.
 */
export function setCustomerRepeat(
  platform: SandboxPlatform,
  account: SandboxAccount,
  body: { customerId: number; orderId?: number; reason?: string },
  repeat: boolean,
): void {
  const customer = requireCustomer(platform, body.customerId);
  const orders = platform.db.orders.list({ where: { customerId: customer.id }, sort: ['dispatchTime'] });
  const target =
    body.orderId === undefined
      ? orders[orders.length - 1]
      : found(
          orders.find((o) => o.id === body.orderId),
          '该订单不属于这位客户',
        );
  if (!target) refuse('这位客户还没有派单');
  const reason = (body.reason ?? '').trim();
  if (reason.length > 200) refuse('原因不超过200个字');
  const change = (order: StoredOrder, repeatStatus: StoredOrder['repeatStatus'], taskStatus: FollowStatus) =>
    platform.db.orders.update(order.id, (o) => {
      o.repeatStatus = repeatStatus;
      o.taskStatus = taskStatus;
      o.taskStatusStr = label(taskStatus);
    });
  if (repeat) {
    if (customer.isRepeatOrder) refuse('该客户已标记为重单，请勿重复操作');
    requireAction(target, 11);
    change(target, 1, 5);
  } else {
    const latest = platform.db.customerRepeatLogs.first({ where: { customerId: customer.id }, sort: ['-createTime'] });
    if (!customer.isRepeatOrder && latest?.action === 2) refuse('该客户已标记为非重单，请勿重复操作');
    for (const order of orders) if (order.repeatStatus === 1) change(order, 2, order.taskStatus === 5 ? 1 : order.taskStatus);
    if (target.repeatStatus !== 1) change(target, 2, target.taskStatus);
  }
  syncCustomer(platform, customer.id);
  logRepeatJudgement(platform, account, target, repeat ? 1 : 2, reason);
}

/**
 * One row of the customer's repeat log: written by the customer's own judgement and by the
 * order's duplicate claim and not-a-duplicate confirmation, so the customer's log tells every
 * judgement on any of their orders.
 */
export function logRepeatJudgement(
  platform: SandboxPlatform,
  account: SandboxAccount,
  order: StoredOrder,
  action: CustomerRepeatAction,
  reason: string,
): void {
  platform.db.customerRepeatLogs.insert({
    id: platform.nextId(),
    customerId: order.customer.id,
    orderNumber: order.number,
    action,
    actionStr: REPEAT_ACTION_LABELS[action],
    reason,
    operatorName: account.userInfo.realName,
    createTime: formatDateTime(platform.now()),
  });
}

/** A customer's repeat log, newest first. */
export function customerRepeatLogs(platform: SandboxPlatform, customerId: number, page?: number, limit?: number): CustomerRepeatLogPage {
  requireCustomer(platform, customerId);
  return listPage(platform.db.customerRepeatLogs, { where: { customerId }, sort: ['-createTime'], page, limit });
}

/**
 * The phone numbers waiting for the duplicate check: those of orders dispatched in the last
 * CHECK_WINDOW_HOURS, still in follow-up and not yet judged (`repeatStatus` 0), oldest first;
 * the main number and the other phone contacts of each.
 */
export function numbersToCheck(platform: SandboxPlatform, customerId?: number): CustomerToCheckedTel[] {
  if (customerId !== undefined) requireCustomer(platform, customerId);
  const window = CHECK_WINDOW_HOURS * (DAY / 24);
  const orders = platform.db.orders.list({
    where: {
      customerId,
      repeatStatus: 0,
      taskStatus: 1,
      dispatchTime: { gte: formatDateTime(platform.now() - window) },
    },
    sort: ['dispatchTime'],
  });
  return orders.flatMap((order) => {
    const phones = [
      { tel: order.customer.phone, isForeignPhone: order.contacts.find((c) => c.kind === 'phone')?.isForeignPhone ?? false },
      ...order.contacts.filter((c) => c.kind === 'phone').map((c) => ({ tel: c.contactVal, isForeignPhone: c.isForeignPhone ?? false })),
    ].filter((p, i, all) => all.findIndex((q) => q.tel === p.tel) === i);
    return phones.map((p) => ({
      customerId: order.customer.id,
      customerName: order.customer.name,
      orderId: order.id,
      orderNumber: order.number,
      tel: p.tel,
      isForeignPhone: p.isForeignPhone,
      dispatchTime: order.dispatchTime,
      checkDeadline: formatDateTime(parseDateTime(order.dispatchTime) + window),
    }));
  });
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
