/**
 * Dispatched orders and their follow records: the lists of /order/alllist and /order/mylist with
 * their filters and tab counts, the unprocessed counts, the detail, every follow action of the
 * specification (moving the follow status as the contract describes and appending a follow
 * record), and new dispatches for the control API.
 */
import type {
  DealType,
  FollowStatus,
  FollowTaskStatus,
  ImageEntry,
  Order,
  OrderDeal,
  OrderCustomer,
  OrderDetail,
  OrderDoctor,
  OrderFollowAction,
  OrderFollowRecord,
  OrderListFilter,
  OrderPage,
  OrderProjectRef,
  OrderRemind,
  OrderSortField,
  SortOrder,
  OrderSpuEntry,
  OrderStaffRef,
  OrderStatusCounts,
  OrderUnprocessedCount,
} from '@generated/main/model';
import type { WhereIn } from '../db/collections.ts';
import { COUNSELORS, CUSTOMER_SOURCE_LABELS, FOLLOW_STATUS_LABELS, PLATFORM_SPUS, TASK_STATUS_LABELS, projectById } from '../db/catalog.ts';
import { formatDate, formatDateTime, maskPhone, money } from '../db/random.ts';
import type { SandboxAccount, StoredCustomer, StoredOrder } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { logRepeatJudgement, syncCustomer } from './customers.ts';
import { found, refuse } from './errors.ts';
import { dayRange, listPage } from './list.ts';
import { countTowardIncentivePlan } from './incentive-plans.ts';
import { allowedActions, requireAction } from './order-transitions.ts';
import { findAccount } from './session.ts';
import { exportSheet } from './xlsx.ts';

const FOLLOW_STATUSES: readonly FollowStatus[] = [1, 2, 4, 5, 6, 7];
const DETAIL_KEYS = [
  'contacts',
  'dispatchRemark',
  'followRecords',
  'relatedDoctors',
  'remind',
  'appointment',
  'supplyOrders',
  'deals',
] as const;

const now = (platform: SandboxPlatform) => formatDateTime(platform.now());
const staffRef = (account: SandboxAccount): OrderStaffRef => ({ id: account.userInfo.id, name: account.userInfo.realName });

function accountOf(platform: SandboxPlatform, account: SandboxAccount | string): SandboxAccount {
  return typeof account === 'string' ? found(findAccount(platform, account), `账号 ${account} 不存在`) : account;
}

// ---- reading ---------------------------------------------------------------------------------

export function findOrder(platform: SandboxPlatform, followId: number): StoredOrder | undefined {
  return platform.db.orders.get(followId);
}

function requireOrder(platform: SandboxPlatform, followId: number): StoredOrder {
  return found(findOrder(platform, followId), '订单不存在');
}

/** Open orders can still be followed: not dealt, not a confirmed duplicate, contact not confirmed invalid. */
function isOpen(order: StoredOrder): boolean {
  return order.taskStatus !== 4 && order.taskStatus !== 5 && !order.isInvalidContact;
}

/**
 * The full number behind a stored masked mobile (138****0001): the seed keeps only masked numbers,
 * so the hidden four digits are made from the customer's id, the same every time.
 */
function revealPhone(value: string, customerId: number): string {
  return /^1\d{2}\*{4}\d{4}$/.test(value) ? value.replace('****', String(customerId % 10000).padStart(4, '0')) : value;
}

/**
 * The order as `viewer` sees it (`isMine`, `remind.isDue` against the sandbox clock); with the
 * phone viewable, the customer's phone numbers in full.
 */
export function orderDetailView(platform: SandboxPlatform, order: StoredOrder, viewer: SandboxAccount): OrderDetail {
  const copy: OrderDetail = { ...order, remind: order.remind && { ...order.remind }, allowedActions: allowedActions(order) };
  if (order.isPhoneViewable) {
    copy.customer = { ...order.customer, phone: revealPhone(order.customer.phone, order.customer.id) };
    copy.contacts = order.contacts.map((c) =>
      c.kind === 'phone' ? { ...c, contactVal: revealPhone(c.contactVal, order.customer.id) } : c,
    );
  }
  copy.isMine = order.follower?.id === viewer.userInfo.id;
  if (copy.remind) copy.remind.isDue = copy.remind.remindTime <= now(platform);
  return copy;
}

/** A list row: the order without its detail parts. */
export function orderRowView(order: StoredOrder, viewer: SandboxAccount): Order {
  const row: Record<string, unknown> = { ...order, isMine: order.follower?.id === viewer.userInfo.id };
  for (const key of DETAIL_KEYS) delete row[key];
  return row as unknown as Order;
}

/** Orders that count as the account's work: its own, or every order for the main account. */
function workScope(viewer: SandboxAccount): WhereIn<'orders'> {
  return viewer.userInfo.isMainAccount ? {} : { followerId: viewer.userInfo.id };
}

export type OrderListQuery = OrderListFilter & {
  page?: number;
  limit?: number;
  followStatus?: FollowStatus;
  sortField?: OrderSortField;
  sortOrder?: SortOrder;
};

/** The list's filters as conditions on the orders' fields. */
function orderWhere(platform: SandboxPlatform, viewer: SandboxAccount, f: OrderListFilter): WhereIn<'orders'> {
  const me = viewer.userInfo.id;
  // "Mine" and a follower filter both name the follower; they must agree.
  const followerId = f.scope === 'mine' ? (f.followerId !== undefined && f.followerId !== me ? { in: [] } : me) : f.followerId;
  return {
    id: f.followId ?? undefined,
    followerId,
    followNumber: f.followNumber || undefined,
    dispatchTime: dayRange(f.dispatchStartDate, f.dispatchEndDate),
    dispatchType: f.dispatchType,
    platformCounselorId: f.platformCounselorId,
    customerId: f.cityId === undefined ? undefined : { in: platform.db.customers.ids({ where: { cityId: f.cityId } }) as number[] },
    dealType: f.dealType,
    hasRemind: f.hasRemind,
    repeatStatus: f.repeatStatus,
    followTaskStatus: f.followTaskStatus,
    unreadReplyCount: f.hasUnreadReply === undefined ? undefined : f.hasUnreadReply ? { gt: 0 } : 0,
    projectIds: f.projectId === undefined ? undefined : { contains: `|${f.projectId}|` },
    lastFollowTime: dayRange(f.followStartDate, f.followEndDate),
  } as WhereIn<'orders'>;
}

const SORT_FIELDS: readonly OrderSortField[] = ['dispatchTime', 'lastFollowTime', 'remindTime', 'meetAppointmentTime', 'dealAmount'];

/** The list's sort (contract `sortField`/`sortOrder`; newest dispatch first without one); ties by id the same way. */
function orderSort(query: OrderListQuery) {
  const field = query.sortField && SORT_FIELDS.includes(query.sortField) ? query.sortField : 'dispatchTime';
  const order = query.sortField ? (query.sortOrder ?? 'desc') : 'desc';
  return [order === 'asc' ? field : (`-${field}` as const)];
}

/** The orders of the list's filters and tab in the list's order. */
function orderSelection(platform: SandboxPlatform, viewer: SandboxAccount, query: OrderListQuery) {
  return {
    where: { ...orderWhere(platform, viewer, query), taskStatus: query.followStatus },
    keyword: query.keyword,
    sort: orderSort(query),
  };
}

/** A page of orders, newest dispatch first; `followStatus` picks the tab. */
export function listOrders(platform: SandboxPlatform, viewer: SandboxAccount, query: OrderListQuery): OrderPage {
  return listPage(platform.db.orders, { ...orderSelection(platform, viewer, query), page: query.page, limit: query.limit }, (o) =>
    orderRowView(o, viewer),
  );
}

/** The list's rows for the same filters and tab, unpaged, as an .xlsx sheet (as the list shows them). */
export function exportOrders(platform: SandboxPlatform, viewer: SandboxAccount, query: OrderListQuery): Uint8Array {
  return exportSheet(platform.db.orders, orderSelection(platform, viewer, query), (o) => orderRowView(o, viewer), '订单', [
    ['订单号', (o) => o.number],
    ['跟进单号', (o) => o.followNumber],
    ['派单时间', (o) => o.dispatchTime],
    ['客户', (o) => o.customer.name],
    ['手机号', (o) => o.customer.phone],
    ['城市', (o) => o.customer.city],
    ['项目', (o) => o.orderList.map((s) => s.spuName).join('、')],
    ['跟进状态', (o) => o.taskStatusStr],
    ['跟进人', (o) => o.follower?.name],
    ['平台咨询师', (o) => o.platformCounselor?.name],
    ['成交金额', (o) => o.dealAmount],
    ['最近跟进时间', (o) => o.lastFollowTime],
  ]);
}

/** Tab badges: every follow status, 0 when empty, for the list's filters without the status. */
export function countOrders(platform: SandboxPlatform, viewer: SandboxAccount, filter: OrderListFilter): OrderStatusCounts {
  const selection = { where: orderWhere(platform, viewer, filter), keyword: filter.keyword };
  const counts = platform.db.orders.countBy('taskStatus', selection);
  // The counselor filter's choices: the counselors of the same orders, whichever counselor is picked.
  const counselorIds = platform.db.orders.countBy('platformCounselorId', {
    where: orderWhere(platform, viewer, { ...filter, platformCounselorId: undefined }),
    keyword: filter.keyword,
  });
  return {
    total: platform.db.orders.count(selection),
    list: FOLLOW_STATUSES.map((followStatus) => ({ followStatus, count: counts.get(followStatus) ?? 0 })),
    counselors: COUNSELORS.filter((c) => counselorIds.has(c.id)).map((c) => ({ id: c.id, name: c.name })),
  };
}

/** Work waiting for the account (its own orders; all orders for the main account). */
export function unprocessedCount(platform: SandboxPlatform, viewer: SandboxAccount): OrderUnprocessedCount {
  const orders = platform.db.orders;
  const scope = workScope(viewer);
  // A new dispatch: not followed yet and still open (follow status 1, contact not confirmed invalid).
  const newDispatchCount = orders.count({ where: { ...scope, taskStatus: 1, lastFollowTime: null, isInvalidContact: false } });
  const remindDueCount = orders.count({ where: { ...scope, remindTime: { lte: now(platform) } } });
  const unreadReplyCount = orders.sum('unreadReplyCount', { where: scope });
  const overdueTaskCount = orders.count({ where: { ...scope, followTaskStatus: 2 } });
  return {
    total: newDispatchCount + remindDueCount + unreadReplyCount + overdueTaskCount,
    newDispatchCount,
    remindDueCount,
    unreadReplyCount,
    overdueTaskCount,
  };
}

/** Opens an order: the replies to its follow records count as read from now on. */
export function openOrder(platform: SandboxPlatform, viewer: SandboxAccount, followId: number): OrderDetail {
  const order = requireOrder(platform, followId);
  if (order.unreadReplyCount > 0) {
    for (const record of order.followRecords) for (const reply of record.replies) reply.isRead = true;
    order.unreadReplyCount = 0;
    platform.db.orders.put(order);
  }
  return orderDetailView(platform, order, viewer);
}

export function getRemind(platform: SandboxPlatform, followId: number): OrderRemind | null {
  const order = requireOrder(platform, followId);
  return order.remind ? { ...order.remind, isDue: order.remind.remindTime <= now(platform) } : null;
}

export function relatedDoctors(platform: SandboxPlatform, followId: number): OrderDoctor[] {
  return requireOrder(platform, followId).relatedDoctors.map((d) => ({ ...d }));
}

/** Platform products that can be added to a supply order. */
export function supplyOrderSpus(platform: SandboxPlatform, followId: number, keyword?: string): OrderSpuEntry[] {
  requireOrder(platform, followId);
  const k = keyword?.trim() ?? '';
  return PLATFORM_SPUS.filter((s) => !k || s.spuName.includes(k) || s.projectName.includes(k)).map((s) => ({
    spuId: s.spuId,
    spuName: s.spuName,
    projectName: s.projectName,
    price: money(s.price),
  }));
}

// ---- acting ----------------------------------------------------------------------------------

interface RecordInput {
  action: OrderFollowAction;
  content: string;
  after?: FollowStatus;
  images?: ImageEntry[];
  nextFollowTime?: string | null;
}

/**
 * Applies a hospital action: appends its follow record (newest first), moves the follow status,
 * assigns an unassigned order to the actor, and brings the task status and the customer along.
 */
function act(platform: SandboxPlatform, order: StoredOrder, actor: SandboxAccount, input: RecordInput): OrderFollowRecord {
  const time = now(platform);
  const before = order.taskStatus;
  const after = input.after ?? before;
  const record: OrderFollowRecord = {
    id: platform.nextId(),
    followId: order.id,
    followTime: time,
    operator: staffRef(actor),
    operatorType: 1,
    action: input.action,
    statusBefore: before,
    statusAfter: after,
    content: input.content,
    images: input.images ?? [],
    nextFollowTime: input.nextFollowTime ?? null,
    replies: [],
  };
  order.followRecords.unshift(record);
  order.taskStatus = after;
  order.taskStatusStr = FOLLOW_STATUS_LABELS[after] ?? '';
  order.lastFollowTime = time;
  order.follower ??= staffRef(actor);
  const followTaskStatus: FollowTaskStatus = isOpen(order) ? 1 : 3;
  order.followTaskStatus = followTaskStatus;
  order.followTaskStatusStr = TASK_STATUS_LABELS[followTaskStatus] ?? '';
  platform.db.orders.put(order);
  syncCustomer(platform, order.customer.id);
  return record;
}

/** A time the person picks for later (a reminder, a visit) must not have passed. */
function requireFuture(platform: SandboxPlatform, time: string, what: string): void {
  if (time <= now(platform)) refuse(`${what}必须晚于当前时间`);
}

/** A time the person records (a visit, a deal) must have happened already. */
function requirePast(platform: SandboxPlatform, time: string, what: string): void {
  if (time > now(platform)) refuse(`${what}不能晚于当前时间`);
}

function doctorRef(platform: SandboxPlatform, order: StoredOrder, doctorId: number | undefined): OrderDoctor | null {
  if (doctorId === undefined) return null;
  const related = order.relatedDoctors.find((d) => d.id === doctorId);
  if (related) return { ...related };
  const doctor = found(platform.db.doctors.get(doctorId), '医生不存在');
  return {
    id: doctor.id,
    name: doctor.name,
    title: ['', '主任医师', '副主任医师', '主治医师'][doctor.title] ?? null,
    avatar: doctor.avatar?.url ?? null,
    isRecommended: false,
  };
}

function projectRefs(order: StoredOrder, ids: readonly number[] | undefined): OrderProjectRef[] {
  if (!ids || ids.length === 0) return (order.intendedProjects ?? []).slice(0, 2).map((p) => ({ ...p }));
  return ids.map((id) => ({
    id,
    name: projectById.get(id)?.name ?? order.intendedProjects?.find((p) => p.id === id)?.name ?? `项目${id}`,
  }));
}

export function setRemind(
  platform: SandboxPlatform,
  actor: SandboxAccount,
  followId: number,
  remindTime: string,
  content: string,
): OrderRemind {
  const order = requireOrder(platform, followId);
  requireAction(order, 3);
  requireFuture(platform, remindTime, '提醒时间');
  order.remind = {
    followId,
    remindTime,
    content,
    isDue: remindTime <= now(platform),
    operatorName: actor.userInfo.realName,
    createTime: now(platform),
  };
  order.remindTime = remindTime;
  act(platform, order, actor, { action: 3, content: `设置跟进提醒（${remindTime}）：${content}` });
  return order.remind;
}

export function cancelRemind(platform: SandboxPlatform, actor: SandboxAccount, followId: number): void {
  const order = requireOrder(platform, followId);
  requireAction(order, 4);
  order.remind = null;
  order.remindTime = null;
  act(platform, order, actor, { action: 4, content: '取消跟进提醒' });
}

/** A follow-up (action 2); a next follow time also sets the reminder. */
export function followUp(
  platform: SandboxPlatform,
  actor: SandboxAccount,
  input: { followId: number; content: string; images?: ImageEntry[]; nextFollowTime?: string },
): OrderFollowRecord {
  const order = requireOrder(platform, input.followId);
  requireAction(order, 2);
  if (input.nextFollowTime) requireFuture(platform, input.nextFollowTime, '下次跟进时间');
  if (input.nextFollowTime) {
    order.remind = {
      followId: order.id,
      remindTime: input.nextFollowTime,
      content: '下次跟进',
      isDue: input.nextFollowTime <= now(platform),
      operatorName: actor.userInfo.realName,
      createTime: now(platform),
    };
    order.remindTime = input.nextFollowTime;
  }
  return act(platform, order, actor, {
    action: 2,
    content: input.content,
    images: input.images,
    nextFollowTime: input.nextFollowTime ?? null,
  });
}

/** Books (or moves) the customer's visit; a no-visit order (6) is back to follow-up (1). */
export function setMeetAppointment(
  platform: SandboxPlatform,
  actor: SandboxAccount,
  input: { followId: number; meetTime: string; doctorId?: number; projectIds?: number[]; remark?: string },
): void {
  const order = requireOrder(platform, input.followId);
  requireAction(order, 7);
  requireFuture(platform, input.meetTime, '预约到院时间');
  order.appointment = {
    meetTime: input.meetTime,
    doctor: doctorRef(platform, order, input.doctorId),
    projects: projectRefs(order, input.projectIds),
    remark: input.remark ?? null,
    metTime: null,
  };
  order.meetAppointmentTime = input.meetTime;
  act(platform, order, actor, {
    action: 7,
    content: `预约到院：${input.meetTime}${input.remark ? `，${input.remark}` : ''}`,
    after: order.taskStatus === 6 ? 1 : order.taskStatus,
  });
}

/** The customer visited: follow status 2 (a deposit-paid order stays 7). */
export function setMet(
  platform: SandboxPlatform,
  actor: SandboxAccount,
  input: { followId: number; metTime: string; doctorId?: number; remark?: string },
): void {
  const order = requireOrder(platform, input.followId);
  requireAction(order, 8);
  requirePast(platform, input.metTime, '到院时间');
  order.metTime = input.metTime;
  if (order.appointment) {
    order.appointment.metTime = input.metTime;
    if (input.doctorId !== undefined) order.appointment.doctor = doctorRef(platform, order, input.doctorId);
  } else {
    order.appointment = {
      meetTime: input.metTime,
      doctor: doctorRef(platform, order, input.doctorId),
      projects: projectRefs(order, undefined),
      remark: input.remark ?? null,
      metTime: input.metTime,
    };
    order.meetAppointmentTime = input.metTime;
  }
  act(platform, order, actor, {
    action: 8,
    content: `客户已到院（${input.metTime}）${input.remark ? `：${input.remark}` : ''}`,
    after: order.taskStatus === 7 ? 7 : 2,
  });
}

export interface DealInput {
  followId: number;
  dealType: DealType;
  amount: number;
  projectIds: number[];
  dealTime: string;
  doctorId?: number;
  images: ImageEntry[];
  remark?: string;
  taskId?: number;
}

function addDeal(platform: SandboxPlatform, order: StoredOrder, actor: SandboxAccount, input: DealInput): OrderDeal {
  // Amounts are yuan with at most two decimals; checked in cents so 0.1 + 0.2 never drifts.
  const cents = Math.round(input.amount * 100);
  if (!(cents > 0)) refuse('成交金额必须大于0');
  if (Math.abs(cents - input.amount * 100) > 1e-6) refuse('成交金额最多两位小数');
  if (cents > 1_000_000_000) refuse('成交金额不能超过1000万元');
  requirePast(platform, input.dealTime, '成交时间');
  const deal: OrderDeal = {
    id: platform.nextId(),
    followId: order.id,
    taskId: input.taskId ?? null,
    dealType: input.dealType,
    amount: money(input.amount),
    projects: projectRefs(order, input.projectIds),
    dealTime: input.dealTime,
    doctor: doctorRef(platform, order, input.doctorId),
    images: input.images,
    remark: input.remark ?? null,
    auditStatus: 0,
    operatorName: actor.userInfo.realName,
    createTime: now(platform),
  };
  order.deals.push(deal);
  // The actor follows an unassigned order from this action on (see act).
  platform.db.orderDeals.insert({ ...deal, followerId: order.follower?.id ?? actor.userInfo.id });
  order.dealType = deal.dealType;
  // Summed in cents: adding yuan as floats drifts (0.1 + 0.2).
  order.dealAmount = money(order.deals.reduce((sum, d) => sum + Math.round(d.amount * 100), 0) / 100);
  return deal;
}

/** The first deal: follow status 7 for a deposit (deal type 1), otherwise 4. */
export function setDealt(platform: SandboxPlatform, actor: SandboxAccount, input: DealInput): OrderDeal {
  const order = requireOrder(platform, input.followId);
  requireAction(order, 9);
  const deal = addDeal(platform, order, actor, input);
  act(platform, order, actor, {
    action: 9,
    content: `客户成交${deal.amount}元`,
    after: input.dealType === 1 ? 7 : 4,
    images: input.images,
  });
  return deal;
}

/** A further payment of a dealt order; a balance payment (2) moves deposit paid (7) to deal (4). */
export function addTaskDeal(platform: SandboxPlatform, actor: SandboxAccount, input: DealInput): OrderDeal {
  const order = requireOrder(platform, input.followId);
  requireAction(order, 17);
  const deal = addDeal(platform, order, actor, input);
  const after: FollowStatus = order.taskStatus === 7 && input.dealType === 2 ? 4 : order.taskStatus;
  act(platform, order, actor, { action: 17, content: `追加成交${deal.amount}元`, after, images: input.images });
  return deal;
}

const UNDEALT_REASONS: Record<number, string> = {
  1: '价格太高',
  2: '选择了其他机构',
  3: '对医生或方案不满意',
  4: '还在考虑',
  5: '存在医学禁忌',
  9: '其他',
};

/** A visiting customer did not deal: a record (action 10); the status stays 2 (met). */
export function setUndealt(
  platform: SandboxPlatform,
  actor: SandboxAccount,
  input: { followId: number; reason: number; remark?: string },
): void {
  const order = requireOrder(platform, input.followId);
  requireAction(order, 10);
  act(platform, order, actor, {
    action: 10,
    content: `未成交：${UNDEALT_REASONS[input.reason] ?? '其他'}${input.remark ? `，${input.remark}` : ''}`,
  });
}

/** Claims a duplicate: the platform reviews it (`repeatStatus` 3); the customer's repeat log shows the claim. */
export function setRepeatOrder(
  platform: SandboxPlatform,
  actor: SandboxAccount,
  input: { followId: number; reason: string; images?: ImageEntry[] },
): void {
  const order = requireOrder(platform, input.followId);
  requireAction(order, 11);
  order.repeatStatus = 3;
  act(platform, order, actor, { action: 11, content: `申请重单：${input.reason}`, images: input.images });
  logRepeatJudgement(platform, actor, order, 1, input.reason);
}

/** Confirms the order is not a duplicate (`repeatStatus` 2), in the customer's repeat log too. */
export function setNotRepeatOrder(
  platform: SandboxPlatform,
  actor: SandboxAccount,
  input: { followId: number; reason: string; images?: ImageEntry[] },
): void {
  const order = requireOrder(platform, input.followId);
  requireAction(order, 12);
  order.repeatStatus = 2;
  act(platform, order, actor, { action: 12, content: `确认非重单：${input.reason}`, images: input.images });
  logRepeatJudgement(platform, actor, order, 2, input.reason);
}

/** Applies for duplicate settlement (`repeatStatus` 3). */
export function repeatSettlement(
  platform: SandboxPlatform,
  actor: SandboxAccount,
  input: { followId: number; reason: string; images?: ImageEntry[] },
): void {
  const order = requireOrder(platform, input.followId);
  requireAction(order, 14);
  order.repeatStatus = 3;
  act(platform, order, actor, { action: 14, content: `申请重单结算：${input.reason}`, images: input.images });
}

const INVALID_REASONS: Record<number, string> = { 1: '空号或未分配号码', 2: '非本人', 3: '多次拨打无法接通', 4: '客户否认咨询', 9: '其他' };

/** Reports the contact invalid; the platform reviews it (`invalidContactStatus` 1). */
export function reportInvalidContact(
  platform: SandboxPlatform,
  actor: SandboxAccount,
  input: { followId: number; reason: number; remark?: string; images?: ImageEntry[] },
): void {
  const order = requireOrder(platform, input.followId);
  requireAction(order, 13);
  order.invalidContactStatus = 1;
  act(platform, order, actor, {
    action: 13,
    content: `申请无效联系方式：${INVALID_REASONS[input.reason] ?? '其他'}${input.remark ? `，${input.remark}` : ''}`,
    images: input.images,
  });
}

/** Replies to a follow record (usually a platform counselor's comment). Returns the reply's id. */
export function addFollowReply(
  platform: SandboxPlatform,
  actor: SandboxAccount,
  input: { followRecordId: number; content: string; images?: ImageEntry[] },
): number {
  const order = platform.db.orders.first({ where: { recordIds: { contains: `|${input.followRecordId}|` } } });
  const record = order?.followRecords.find((r) => r.id === input.followRecordId);
  if (order && record) {
    const id = platform.nextId();
    record.replies.push({
      id,
      followRecordId: record.id,
      content: input.content,
      images: input.images ?? [],
      replier: staffRef(actor),
      replierType: 1,
      isRead: true,
      createTime: now(platform),
    });
    platform.db.orders.put(order);
    return id;
  }
  return refuse('跟进记录不存在');
}

/** Adds a supply order of platform products (audit pending). Returns its id. */
export function supplyOrder(
  platform: SandboxPlatform,
  actor: SandboxAccount,
  input: { followId: number; spuIds: number[]; remark?: string },
): number {
  const order = requireOrder(platform, input.followId);
  requireAction(order, 6);
  const spus = input.spuIds.map((id) => PLATFORM_SPUS.find((s) => s.spuId === id) ?? refuse(`商品 ${id} 不存在`));
  const id = platform.nextId();
  order.supplyOrders.push({
    id,
    followId: order.id,
    spus: spus.map((s) => ({ spuId: s.spuId, spuName: s.spuName, projectName: s.projectName, price: money(s.price) })),
    remark: input.remark ?? null,
    auditStatus: 0,
    rejectReason: null,
    operatorName: actor.userInfo.realName,
    createTime: now(platform),
  });
  act(platform, order, actor, {
    action: 6,
    content: `补单：${spus.map((s) => s.spuName).join('、')}${input.remark ? `，${input.remark}` : ''}`,
  });
  return id;
}

/** Adds an alternate contact of the order's customer (also on the customer). */
export function addContactInfo(
  platform: SandboxPlatform,
  actor: SandboxAccount,
  input: { followId: number; kind: 'phone' | 'qq' | 'wechat' | 'email'; contactVal: string; isForeignPhone?: boolean },
): void {
  const order = requireOrder(platform, input.followId);
  requireAction(order, 5);
  const value = input.kind === 'phone' && /^1\d{10}$/.test(input.contactVal) ? maskPhone(input.contactVal) : input.contactVal;
  const entry = {
    kind: input.kind,
    contactVal: value,
    isMain: 0 as const,
    allowContract: 1 as const,
    isForeignPhone: input.isForeignPhone ?? false,
  };
  order.contacts.push(entry);
  platform.db.customers.update(order.customer.id, (customer) => {
    if (!customer.contacts.some((c) => c.contactVal === value)) customer.contacts.push({ ...entry });
  });
  const kinds = { phone: '电话', qq: 'QQ', wechat: '微信', email: '邮箱' } as const;
  act(platform, order, actor, { action: 5, content: `补充客户联系方式：${kinds[input.kind]}` });
}

/** Lets the follower see the full phone number, or not. */
export function setPhoneViewable(platform: SandboxPlatform, actor: SandboxAccount, followId: number, viewable: boolean): void {
  const order = requireOrder(platform, followId);
  requireAction(order, 15);
  order.isPhoneViewable = viewable;
  act(platform, order, actor, { action: 15, content: viewable ? '开放客户完整手机号' : '关闭客户完整手机号' });
}

// ---- dispatching -----------------------------------------------------------------------------

/** The customer as an order names them (the list row's and the follow archive's `customer`). */
export function orderCustomerRef(customer: StoredCustomer): OrderCustomer {
  return {
    id: customer.id,
    name: customer.name,
    gender: customer.gender,
    age: customer.age ?? null,
    phone: customer.phone,
    city: customer.cityName ?? null,
  };
}

const NEW_CUSTOMER_NAMES = [
  '林女士',
  '周女士',
  '吴女士',
  '徐女士',
  '孙女士',
  '胡女士',
  '朱女士',
  '高女士',
  '何女士',
  '郭女士',
  '马先生',
  '罗女士',
];

export interface DispatchOptions {
  /** Re-dispatch of a customer the hospital already has (dispatch type 2, old-customer sound). */
  oldCustomer: boolean;
  /** Follow number the dispatch message and popup carry; generated when absent. */
  followNumber?: string;
}

/**
 * A new dispatched order to `account` (who follows it): a new customer, or the most recent
 * existing customer for an old-customer re-dispatch. Returns the stored order; the control API
 * sends the dispatch message and notification that go with it.
 */
export function createDispatchOrder(platform: SandboxPlatform, account: SandboxAccount | string, options: DispatchOptions): StoredOrder {
  const staff = accountOf(platform, account);
  const db = platform.db;
  const time = now(platform);
  const id = Math.max(880000, Number(db.orders.ids({ sort: ['-id'], limit: 1 })[0] ?? 0)) + 1;
  const seq = db.orders.count() + 1;
  const spu = PLATFORM_SPUS[id % PLATFORM_SPUS.length] ?? PLATFORM_SPUS[0];
  if (!spu) return refuse('没有可派单的商品');
  const counselorRef = COUNSELORS[id % COUNSELORS.length] ?? COUNSELORS[0];
  const platformCounselor: OrderStaffRef | null = counselorRef ? { id: counselorRef.id, name: counselorRef.name } : null;

  let customer = options.oldCustomer ? db.customers.first({ sort: ['-firstDispatchTime'] }) : undefined;
  if (options.oldCustomer && !customer) return refuse('没有可再次派单的老客户');
  if (!customer) {
    const customerId = Math.max(50000, Number(db.customers.ids({ sort: ['-id'], limit: 1 })[0] ?? 0)) + 1;
    const phone = maskPhone(`139${String(customerId % 10000).padStart(4, '0')}${String(customerId % 10000).padStart(4, '0')}`);
    customer = {
      id: customerId,
      customerNo: `KH${formatDate(platform.now()).replace(/-/g, '')}${String(db.customers.count() + 1).padStart(5, '0')}`,
      imId: null,
      name: NEW_CUSTOMER_NAMES[customerId % NEW_CUSTOMER_NAMES.length] ?? '李女士',
      gender: 2,
      age: 20 + (customerId % 25),
      birthday: null,
      phone,
      isPhoneViewable: false,
      contacts: [{ kind: 'phone', contactVal: phone, isMain: 1, allowContract: 1, isForeignPhone: false }],
      provinceId: 310000,
      provinceName: '上海市',
      cityId: 310100,
      cityName: '上海',
      districtName: '静安区',
      occupation: '白领',
      sourceChannel: 1,
      sourceChannelStr: CUSTOMER_SOURCE_LABELS[1] ?? '平台派单',
      intendedProjects: [{ projectId: spu.projectId, projectName: spu.projectName }],
      latentDemand: '',
      budget: '看效果定',
      platformCounselorId: platformCounselor?.id ?? null,
      platformCounselorName: platformCounselor?.name ?? '',
      followStatus: 1,
      followStatusStr: FOLLOW_STATUS_LABELS[1] ?? '跟进中',
      myMark: null,
      tags: ['新客'],
      firstDispatchTime: time,
      lastFollowTime: null,
      lastVisitTime: null,
      orderCount: 0,
      dealCount: 0,
      dealAmount: 0,
      isRepeatOrder: false,
      emergencyContact: null,
      remark: '',
    };
    db.customers.insert(customer);
  }

  const dispatchText = options.oldCustomer ? '老客户再次派单' : '平台派单';
  const order: StoredOrder = {
    id,
    number: `PD${formatDate(platform.now()).replace(/-/g, '')}${String(seq).padStart(5, '0')}`,
    followNumber: options.followNumber ?? `F${String(30000000 + seq).padStart(8, '0')}`,
    createTime: time,
    taskStatus: 1,
    taskStatusStr: FOLLOW_STATUS_LABELS[1] ?? '跟进中',
    followTaskStatus: 0,
    followTaskStatusStr: TASK_STATUS_LABELS[0] ?? '待跟进',
    orderList: [{ spuId: spu.spuId, spuName: spu.spuName, projectName: spu.projectName, price: money(spu.price) }],
    customer: orderCustomerRef(customer),
    dispatchTime: time,
    dispatchType: options.oldCustomer ? 2 : 1,
    sourceChannel: '平台App在线咨询',
    intendedProjects: [{ id: spu.projectId, name: spu.projectName }],
    platformCounselor,
    follower: staffRef(staff),
    dealType: null,
    dealAmount: 0,
    remindTime: null,
    meetAppointmentTime: null,
    metTime: null,
    lastFollowTime: null,
    repeatStatus: 0,
    isInvalidContact: false,
    invalidContactStatus: 0,
    isMine: false,
    unreadReplyCount: 0,
    isPhoneViewable: false,
    chatId: null,
    contacts: customer.contacts.map((c) => ({ ...c })),
    dispatchRemark: `客户咨询${spu.projectName}，请尽快联系`,
    followRecords: [
      {
        id: platform.nextId(),
        followId: id,
        followTime: time,
        operator: null,
        operatorType: 3,
        action: options.oldCustomer ? 16 : 1,
        statusBefore: null,
        statusAfter: 1,
        content: `${dispatchText}：${spu.spuName}`,
        images: [],
        nextFollowTime: null,
        replies: [],
      },
    ],
    relatedDoctors: [],
    remind: null,
    appointment: null,
    supplyOrders: [],
    deals: [],
  };
  db.orders.insert(order);
  syncCustomer(platform, customer.id);
  countTowardIncentivePlan(platform, order);
  return order;
}
