/**
 * Hits of the auto duplicate check (/order/autoCheck): a dispatched order whose contact matches a
 * customer the hospital already has. In the sandbox that is every re-dispatch of a known customer
 * (`dispatchType` 2): the check runs when the order is dispatched, matches on the customer's
 * WeChat for some orders and on the phone otherwise, and the staff's duplicate judgement is the
 * order's own `repeatStatus`. The seeded hits are hints (action 1); the hospital's setting is
 * stored (one row) and read by /order/autoCheck.
 */
import type {
  AutoDuplicateHit,
  AutoDuplicateHitListRequest,
  AutoDuplicateHitPage,
  AutoDuplicateSetting,
  AutoDuplicateSettingSaveRequest,
  ContactKind,
  FollowStatus,
} from '@generated/main/model';
import { formatDateTime } from '../db/random.ts';
import type { SandboxPlatform } from '../platform.ts';
import { refuse } from './errors.ts';
import { dayRange, listPage } from './list.ts';
import type { SandboxAccount, StoredOrder } from '../db/state.ts';

/** The contact kind the check matched on, or null when the order is no hit. */
export function hitFieldOf(order: StoredOrder): ContactKind | null {
  if (order.dispatchType !== 2) return null;
  const hasWechat = order.contacts.some((c) => c.kind === 'wechat');
  return hasWechat && order.id % 3 === 0 ? 'wechat' : 'phone';
}

function hitOf(platform: SandboxPlatform, order: StoredOrder, hitField: ContactKind): AutoDuplicateHit {
  const hitKeyword = order.contacts.find((c) => c.kind === hitField)?.contactVal ?? order.customer.phone;
  const lastVisit = platform.db.customers.get(order.customer.id)?.lastVisitTime ?? null;
  const fieldName = hitField === 'wechat' ? '微信' : '手机号';
  return {
    id: order.id,
    followId: order.id,
    number: order.number,
    followNumber: order.followNumber,
    customerName: order.customer.name,
    customerPhone: order.customer.phone,
    dispatchTime: order.dispatchTime,
    hitTime: order.dispatchTime,
    hitField,
    hitKeyword,
    hitReason: `${fieldName}与院内客户${order.customer.name}一致${lastVisit ? `（${lastVisit.slice(0, 10)}到院）` : ''}`,
    matchedCustomerName: order.customer.name,
    matchedLastVisitTime: lastVisit,
    action: 1,
    repeatStatus: order.repeatStatus,
    taskStatus: order.taskStatus,
    taskStatusStr: order.taskStatusStr,
    follower: order.follower ?? null,
  };
}

/** The hit list, newest hit first. */
export function listAutoDuplicateHits(platform: SandboxPlatform, query: AutoDuplicateHitListRequest): AutoDuplicateHitPage {
  return listPage(
    platform.db.orders,
    {
      where: {
        hitField: query.hitField ?? { ne: null },
        repeatStatus: query.repeatStatus,
        dispatchTime: dayRange(query.hitStartDate, query.hitEndDate),
      },
      keyword: query.keyword,
      sort: ['-dispatchTime'],
      page: query.page,
      limit: query.limit,
    },
    (o) => hitOf(platform, o, hitFieldOf(o) ?? 'phone'),
  );
}

/** What a hospital that never saved a setting gets (the contract's defaults). */
export const DEFAULT_AUTO_DUPLICATE_SETTING: AutoDuplicateSetting = {
  enabled: false,
  matchFields: ['phone'],
  lookbackDays: 180,
  action: 1,
  notifyFollower: true,
  updateTime: null,
  operatorName: null,
};

const SETTING_ID = 1;

export function getAutoDuplicateSetting(platform: SandboxPlatform): AutoDuplicateSetting & { notifyFollower: boolean } {
  const { id: _id, ...setting } = platform.db.autoDuplicateSettings.get(SETTING_ID) ?? {
    id: SETTING_ID,
    ...DEFAULT_AUTO_DUPLICATE_SETTING,
  };
  return { ...setting, matchFields: [...setting.matchFields], notifyFollower: setting.notifyFollower ?? true };
}

/** Main account only; at least one contact kind, each once; 30 to 1095 days back. */
export function saveAutoDuplicateSetting(platform: SandboxPlatform, account: SandboxAccount, input: AutoDuplicateSettingSaveRequest): void {
  if (!account.userInfo.isMainAccount) refuse('只有主账号可以修改自动查重设置');
  if (input.matchFields.length === 0) refuse('请至少选择一种匹配方式');
  if (new Set(input.matchFields).size !== input.matchFields.length) refuse('匹配方式不能重复');
  if (!Number.isInteger(input.lookbackDays) || input.lookbackDays < 30 || input.lookbackDays > 1095)
    refuse('查重时间范围须在30至1095天之间');
  platform.db.autoDuplicateSettings.put({
    id: SETTING_ID,
    enabled: input.enabled,
    matchFields: [...input.matchFields],
    lookbackDays: input.lookbackDays,
    action: input.action,
    notifyFollower: input.notifyFollower ?? true,
    updateTime: formatDateTime(platform.now()),
    operatorName: account.userInfo.realName,
  });
}

/**
 * The chat gateway's order-check keywords (GET /commons/orderCheckKeywords): words in a message
 * that suggest updating the linked order's follow status. The auto-check page shows them beside
 * the setting.
 */
export const ORDER_CHECK_KEYWORDS: { keyword: string; followStatus: FollowStatus; tip: string }[] = [
  { keyword: '已到院', followStatus: 2, tip: '客户已到院，是否将订单标记为已上门？' },
  { keyword: '面诊完', followStatus: 2, tip: '客户已完成面诊，是否将订单标记为已上门？' },
  { keyword: '交定金', followStatus: 7, tip: '客户已交定金，是否登记定金成交？' },
  { keyword: '已付定金', followStatus: 7, tip: '客户已付定金，是否登记定金成交？' },
  { keyword: '已成交', followStatus: 4, tip: '客户已成交，是否登记成交？' },
  { keyword: '做完手术', followStatus: 4, tip: '客户已完成手术，是否登记成交？' },
];
