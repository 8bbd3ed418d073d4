/**
 * The notification centre: notifications addressed to an account, their read state, the category
 * tabs (`noticeType`), and new notifications, which the push socket delivers as they are added.
 */
import type { NotificationCategory, NotificationItem, NotificationPage } from '@generated/main/model';
import { paginate } from '../../src/lib/paging/paging.ts';
import { formatDateTime } from '../db/random.ts';
import type { SandboxAccount } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';

type StoredNotification = NotificationItem & { account: string };

const inRange = (type: number, from: number, to: number) => type >= from && type <= to;

/** The category tab of a notification type (contract schema NotificationCategory). */
export function notificationCategory(type: number): Exclude<NotificationCategory, 0> {
  if ([1, 2, 3, 133085, 133112, 200801, 200802, 20230508, 20230727].includes(type)) return 1;
  if (
    [128, 133093, 133094, 133095, 133102, 200401, 200601, 200602, 2024040801, 2024040802].includes(type) ||
    inRange(type, 13310201, 13310204) ||
    inRange(type, 200101, 200108) ||
    inRange(type, 2024060112, 2024060114)
  )
    return 2;
  if (inRange(type, 200701, 200704) || inRange(type, 200901, 200904)) return 3;
  if (type === 133098 || type === 200002) return 4;
  return 5;
}

/** Titles of the notification types, as the notification centre shows them. */
const TITLES: Record<number, string> = {
  1: '新派单提醒',
  2: '订单跟进提醒',
  3: '订单回复',
  133085: '客户联系方式变更',
  133098: '对账通知',
  133112: '最新评价通知',
  133093: '机构审核通知',
  133094: '医生审核通知',
  133095: '商品审核通知',
  133102: '合同审核通知',
  128: '项目开通审核',
  200002: '发票申请通知',
  200401: '商品下架通知',
  200301: '子账号即将到期',
  200108: '合同即将到期',
  200104: '合同已到期',
  200801: '严选新订单',
  200802: '严选订单跟进',
  200701: '严选新活动',
  200702: '严选活动报名开始',
  200703: '严选活动结果',
  200704: '严选活动报名截止',
  200901: '平台活动报名开始',
  200902: '平台活动报名结果',
  200903: '平台活动报名即将截止',
  200904: '机构公告驳回',
  20230508: '订单量激励计划',
  20230727: '订单量激励跟进',
  2024040801: '药械分类审核通过',
  2024040802: '药械分类审核驳回',
  20250508: '数据预警',
};

export function notificationTitle(type: number): string {
  return TITLES[type] ?? '系统通知';
}

function accountName(account: SandboxAccount | string): string {
  return typeof account === 'string' ? account : account.account;
}

function strip(row: StoredNotification): NotificationItem {
  const { account: _account, ...item } = row;
  return item;
}

function ofAccount(platform: SandboxPlatform, account: SandboxAccount | string, noticeType?: number | null): StoredNotification[] {
  const name = accountName(account);
  return platform.state.notifications.filter(
    (n) =>
      n.account === name &&
      (noticeType === undefined || noticeType === null || noticeType === 0 || notificationCategory(n.type) === noticeType),
  );
}

const newestFirst = (a: StoredNotification, b: StoredNotification) =>
  a.createTime < b.createTime ? 1 : a.createTime > b.createTime ? -1 : b.id - a.id;

export interface NotificationQuery {
  page?: number | null;
  limit?: number | null;
  noticeType?: number | null;
}

/** A page of an account's notifications, newest first, with the unread count of the category. */
export function listNotifications(
  platform: SandboxPlatform,
  account: SandboxAccount | string,
  query: NotificationQuery = {},
): NotificationPage {
  const rows = ofAccount(platform, account, query.noticeType).sort(newestFirst);
  const page = paginate(rows, query.page, query.limit);
  return {
    total: page.total,
    page: page.page,
    limit: page.limit,
    unreadCount: rows.filter((n) => !n.isRead).length,
    list: page.rows.map(strip),
  };
}

export function unreadNotificationCount(platform: SandboxPlatform, account: SandboxAccount | string, noticeType?: number | null): number {
  return ofAccount(platform, account, noticeType).filter((n) => !n.isRead).length;
}

/** Marks the account's notifications with these ids read; returns how many changed. */
export function markNotificationsRead(platform: SandboxPlatform, account: SandboxAccount | string, ids: readonly number[]): number {
  const wanted = new Set(ids);
  let changed = 0;
  for (const n of ofAccount(platform, account)) {
    if (wanted.has(n.id) && !n.isRead) {
      n.isRead = true;
      changed++;
    }
  }
  if (changed > 0) platform.changed();
  return changed;
}

/** "Read all": every notification of a category (all without one), up to `endTime` when given. */
export function markNotificationsReadByCondition(
  platform: SandboxPlatform,
  account: SandboxAccount | string,
  condition: { noticeType?: number | null; endTime?: string | null } = {},
): number {
  let changed = 0;
  for (const n of ofAccount(platform, account, condition.noticeType)) {
    if (n.isRead || (condition.endTime && n.createTime > condition.endTime)) continue;
    n.isRead = true;
    changed++;
  }
  if (changed > 0) platform.changed();
  return changed;
}

export interface NewNotification {
  type: number;
  text: string;
  /** Associated id the jump uses; empty when there is none. */
  assid?: string | number | null;
  /** Defaults to the type's title. */
  title?: string;
}

/**
 * Stores a notification for an account and emits `push-notice`, which the push socket delivers
 * to the account's connections. Returns the stored notification.
 */
export function addNotification(platform: SandboxPlatform, account: SandboxAccount | string, notice: NewNotification): NotificationItem {
  const name = accountName(account);
  const assid = notice.assid === undefined || notice.assid === null ? '' : String(notice.assid);
  const row: StoredNotification = {
    id: platform.nextId(),
    type: notice.type,
    title: notice.title ?? notificationTitle(notice.type),
    text: notice.text,
    assid,
    isRead: false,
    createTime: formatDateTime(platform.now()),
    account: name,
  };
  platform.state.notifications.push(row);
  platform.changed();
  platform.emit({ kind: 'push-notice', account: name, notice: { type: row.type, text: row.text, assid } });
  return strip(row);
}
