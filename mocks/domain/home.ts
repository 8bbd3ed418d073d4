/**
 * The home dashboard, computed from the collections against the sandbox clock: the figures, the
 * role information, the account's authorisation expiry, the hospital's expiring papers and the
 * guiding alert (a new agreement waiting for the signature).
 */
import type {
  HomeGuideAlert,
  HomePageFullData,
  HomePaperExpiry,
  HomePaperExpiryInfo,
  HomeRoleInfo,
  HomeUserAuthExpiration,
  HospitalInfoTab,
} from '@generated/main/model';
import type { WhereIn } from '../db/collections.ts';
import { DAY, formatDate, formatDateTime, money, parseDateTime } from '../db/random.ts';
import type { SandboxAccount } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { accountRow } from './accounts-admin.ts';
import { paperExpiries } from './hospital-profile.ts';
import { onDay } from './list.ts';
import { unreadNotificationCount } from './notifications.ts';
import { unprocessedCount } from './orders.ts';

/** Days before expiry from which a paper is listed as expiring. */
const EXPIRY_WARNING_DAYS = 60;

/**
 * The hospital-info tab a paper opens: the one the notification of the same event opens
 * (specification, section 2): business licence (200105, 200101) and medical licence about to
 * expire (200106) tab 1, the others tab 2. Contracts have no tab (they are /hospital/contract).
 */
const paperTab = (paperType: 1 | 2 | 3 | 4, expired: boolean): HospitalInfoTab =>
  paperType === 1 || (paperType === 2 && !expired) ? 1 : 2;

const daysBetween = (from: number, toDay: string) => Math.floor((parseDateTime(`${toDay} 23:59:59`) - from) / DAY);

export function pageFullData(platform: SandboxPlatform, account: SandboxAccount): HomePageFullData {
  const { orders, customers, incentiveOrders } = platform.db;
  const now = platform.now();
  const today = formatDate(now);
  const month = today.slice(0, 7);
  // The account's work: its own orders, or every order for the main account.
  const scope: WhereIn<'orders'> = account.userInfo.isMainAccount ? {} : { followerId: account.userInfo.id };
  const dealSelection = {
    where: { followerId: account.userInfo.isMainAccount ? undefined : account.userInfo.id, dealTime: { prefix: month } },
  };
  const mine = account.userInfo.isMainAccount ? {} : { id: { in: orders.values('customerId', { where: scope }) as number[] } };
  const myOrders = account.userInfo.isMainAccount ? {} : { orderId: { in: orders.ids({ where: scope }) as number[] } };
  return {
    unprocessedOrderCount: unprocessedCount(platform, account).newDispatchCount,
    unprocessedStrictSelectOrderCount: 0,
    unprocessedIncentiveOrderCount: incentiveOrders.count({ where: { ...myOrders, taskStatus: 1, hasFollowed: false } }),
    todayDispatchCount: orders.count({ where: { ...scope, dispatchTime: onDay(today) } }),
    todayNewCustomerCount: customers.count({ where: { ...mine, firstDispatchTime: onDay(today) } }),
    toFollowCount: orders.count({ where: { ...scope, or: [{ followTaskStatus: 0 }, { remindTime: onDay(today) }] } }),
    todayAppointmentCount: orders.count({ where: { ...scope, meetAppointmentTime: onDay(today), metTime: null } }),
    unreadNoticeCount: unreadNotificationCount(platform, account),
    monthDealCount: platform.db.orderDeals.count(dealSelection),
    monthDealAmount: money(platform.db.orderDeals.sum('amount', dealSelection)),
    updateTime: formatDateTime(now),
  };
}

export function roleInfo(account: SandboxAccount): HomeRoleInfo {
  const roles = account.userInfo.isMainAccount
    ? [{ roleId: 1, roleName: '机构管理员' }]
    : account.isRestricted
      ? [{ roleId: 3, roleName: '受限账号' }]
      : [{ roleId: 2, roleName: '咨询师' }];
  return { isMainAccount: account.userInfo.isMainAccount, isRestricted: account.isRestricted, roles };
}

export function authExpiration(platform: SandboxPlatform, account: SandboxAccount): HomeUserAuthExpiration {
  const expireDate = accountRow(platform, account).expireDate ?? null;
  if (!expireDate) return { needRemind: false, isExpired: false, expireDate: null, daysLeft: null };
  const daysLeft = daysBetween(platform.now(), expireDate);
  const isExpired = daysLeft < 0;
  return {
    needRemind: daysLeft <= 15,
    isExpired,
    expireDate,
    daysLeft,
    tips: isExpired ? '您的账号授权已过期，请联系机构管理员续期' : `您的账号授权将于${expireDate}到期，请及时联系机构管理员续期`,
  };
}

export function paperExpiry(platform: SandboxPlatform): HomePaperExpiryInfo {
  const now = platform.now();
  const candidates: Omit<HomePaperExpiry, 'daysLeft' | 'status'>[] = [
    // The papers tab's rows (mocks/domain/hospital-profile.ts): a renewal approved there ends the warning here.
    ...paperExpiries(platform),
    ...platform.db.contracts
      .list({ where: { status: 2, endDate: { ne: null } } })
      .map((c) => ({ paperType: 5 as const, paperName: c.title, expireDate: c.endDate as string })),
  ];
  const list: HomePaperExpiry[] = candidates
    .map((p) => {
      const daysLeft = daysBetween(now, p.expireDate);
      const expired = daysLeft < 0;
      const nowTab = p.paperType === 5 ? undefined : paperTab(p.paperType, expired);
      return { ...p, daysLeft, status: expired ? (2 as const) : (1 as const), ...(nowTab === undefined ? {} : { nowTab }) };
    })
    .filter((p) => p.daysLeft <= EXPIRY_WARNING_DAYS)
    .sort((a, b) => b.status - a.status || a.daysLeft - b.daysLeft);
  return { expiringCount: list.filter((p) => p.status === 1).length, expiredCount: list.filter((p) => p.status === 2).length, list };
}

export function guideAlert(platform: SandboxPlatform, account: SandboxAccount): HomeGuideAlert {
  if (!account.userInfo.isMainAccount) return { needAlert: false };
  const today = formatDate(platform.now());
  const waiting = platform.db.contracts.list({ where: { status: 0 } }).find((c) => !c.signDeadline || c.signDeadline >= today);
  if (!waiting) return { needAlert: false };
  return {
    needAlert: true,
    alertKey: `contract-sign-${waiting.id}`,
    dialogType: 'confirm',
    title: '新协议待签署',
    content: `平台已发布《${waiting.title}》，请在${waiting.signDeadline ?? '近期'}前完成线上签署。`,
    jumpUrl: '/hospital/contract',
  };
}
