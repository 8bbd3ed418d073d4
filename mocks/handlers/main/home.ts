/**
 * The home dashboard, computed from the state against the sandbox clock: the figures, the role
 * information, the account's authorisation expiry, the hospital's expiring papers and the
 * guiding alert (a new agreement waiting for the signature).
 */
import type { HttpHandler } from 'msw';
import type {
  HomeGuideAlert,
  HomePageFullData,
  HomePaperExpiry,
  HomePaperExpiryInfo,
  HomeRoleInfo,
  HomeUserAuthExpiration,
  HospitalInfoTab,
} from '@generated/main/model';
import { DAY, formatDate, formatDateTime, money, parseDateTime } from '../../db/random.ts';
import type { SandboxAccount } from '../../db/state.ts';
import { accountRow } from '../../domain/accounts-admin.ts';
import { unreadNotificationCount } from '../../domain/notifications.ts';
import { unprocessedCount } from '../../domain/orders.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { route } from './http.ts';

/** Days before expiry from which a paper is listed as expiring. */
const EXPIRY_WARNING_DAYS = 60;

/** The hospital's licences with their expiry days (the notices of types 200105 to 200107 and 200602 name them). */
const PAPERS: { paperType: 1 | 2 | 3 | 4; paperName: string; expireDate: string }[] = [
  { paperType: 1, paperName: '营业执照', expireDate: '2027-01-10' },
  { paperType: 2, paperName: '医疗机构执业许可证', expireDate: '2026-12-31' },
  { paperType: 3, paperName: '医疗广告审查证明', expireDate: '2026-12-15' },
  { paperType: 4, paperName: '麻醉药品印鉴卡', expireDate: '2026-12-20' },
];

/**
 * The hospital-info tab a paper opens: the one the notification of the same event opens
 * (specification, section 2): business licence (200105, 200101) and medical licence about to
 * expire (200106) tab 1, the others tab 2. Contracts have no tab (they are /hospital/contract).
 */
const paperTab = (paperType: 1 | 2 | 3 | 4, expired: boolean): HospitalInfoTab =>
  paperType === 1 || (paperType === 2 && !expired) ? 1 : 2;

const daysBetween = (from: number, toDay: string) => Math.floor((parseDateTime(`${toDay} 23:59:59`) - from) / DAY);

function inScope(account: SandboxAccount, followerId: number | undefined): boolean {
  return account.userInfo.isMainAccount || followerId === account.userInfo.id;
}

function pageFullData(platform: SandboxPlatform, account: SandboxAccount): HomePageFullData {
  const now = platform.now();
  const today = formatDate(now);
  const month = today.slice(0, 7);
  const orders = platform.state.orders.filter((o) => inScope(account, o.follower?.id));
  const deals = orders.flatMap((o) => o.deals).filter((d) => d.dealTime.startsWith(month));
  const myCustomers = new Set(orders.map((o) => o.customer.id));
  return {
    unprocessedOrderCount: unprocessedCount(platform, account).newDispatchCount,
    unprocessedStrictSelectOrderCount: 0,
    unprocessedIncentiveOrderCount: platform.state.incentiveOrders.filter(
      (o) => o.taskStatus === 1 && !o.lastFollowTime && (account.userInfo.isMainAccount || orders.some((x) => x.id === o.orderId)),
    ).length,
    todayDispatchCount: orders.filter((o) => o.dispatchTime.startsWith(today)).length,
    todayNewCustomerCount: platform.state.customers.filter((c) => c.firstDispatchTime.startsWith(today) && myCustomers.has(c.id)).length,
    toFollowCount: orders.filter(
      (o) => o.followTaskStatus === 0 || (o.remindTime !== null && o.remindTime !== undefined && o.remindTime.startsWith(today)),
    ).length,
    todayAppointmentCount: orders.filter((o) => o.meetAppointmentTime?.startsWith(today) && !o.metTime).length,
    unreadNoticeCount: unreadNotificationCount(platform, account),
    monthDealCount: deals.length,
    monthDealAmount: money(deals.reduce((sum, d) => sum + d.amount, 0)),
    updateTime: formatDateTime(now),
  };
}

function roleInfo(account: SandboxAccount): HomeRoleInfo {
  const roles = account.userInfo.isMainAccount
    ? [{ roleId: 1, roleName: '机构管理员' }]
    : account.isRestricted
      ? [{ roleId: 3, roleName: '受限账号' }]
      : [{ roleId: 2, roleName: '咨询师' }];
  return { isMainAccount: account.userInfo.isMainAccount, isRestricted: account.isRestricted, roles };
}

function authExpiration(platform: SandboxPlatform, account: SandboxAccount): HomeUserAuthExpiration {
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

function paperExpiry(platform: SandboxPlatform): HomePaperExpiryInfo {
  const now = platform.now();
  const candidates: Omit<HomePaperExpiry, 'daysLeft' | 'status'>[] = [
    ...PAPERS,
    ...platform.state.contracts
      .filter((c) => c.status === 2 && c.endDate)
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

function guideAlert(platform: SandboxPlatform, account: SandboxAccount): HomeGuideAlert {
  if (!account.userInfo.isMainAccount) return { needAlert: false };
  const today = formatDate(platform.now());
  const waiting = platform.state.contracts.find((c) => c.status === 0 && (!c.signDeadline || c.signDeadline >= today));
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

export function homeHandlers(platform: SandboxPlatform): HttpHandler[] {
  return [
    route(platform, 'get', '/api/pc/1.0/home/getPageFullData', ({ account }) => pageFullData(platform, account)),
    route(platform, 'get', '/api/pc/1.0/home/getRoleInfo', ({ account }) => roleInfo(account)),
    route(platform, 'get', '/api/pc/1.0/home/getUserAuthExpirationInfo', ({ account }) => authExpiration(platform, account)),
    route(platform, 'get', '/api/pc/1.0/home/getHospitalPaperExpiryInfo', () => paperExpiry(platform)),
    route(platform, 'get', '/api/pc/1.0/Alert/checkGuideAlert', ({ account }) => guideAlert(platform, account)),
  ];
}
