/**
 * The notification centre: notifications addressed to an account, their read state, the category
 * tabs (`noticeType`), and new notifications, which the push socket delivers as they are added.
 */
import type { NotificationItem, NotificationPage } from '@generated/main/model';
import type { WhereIn } from '../db/collections.ts';
import { formatDateTime } from '../db/random.ts';
import type { SandboxAccount, StoredNotification } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { notificationTitle } from './notification-types.ts';

export { notificationCategory, notificationTitle } from './notification-types.ts';

function accountName(account: SandboxAccount | string): string {
  return typeof account === 'string' ? account : account.account;
}

function strip(row: StoredNotification): NotificationItem {
  const { account: _account, ...item } = row;
  return item;
}

/** The account's notifications of a category tab (every tab for none or 0). */
const ofAccount = (account: SandboxAccount | string, noticeType?: number | null) => ({
  account: accountName(account),
  category: noticeType ? noticeType : undefined,
});

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
  const where = ofAccount(account, query.noticeType);
  const page = platform.db.notifications.page({ where, sort: ['-createTime'], page: query.page, limit: query.limit });
  return {
    total: page.total,
    page: page.page,
    limit: page.limit,
    unreadCount: platform.db.notifications.count({ where: { ...where, isRead: false } }),
    list: page.rows.map(strip),
  };
}

export function unreadNotificationCount(platform: SandboxPlatform, account: SandboxAccount | string, noticeType?: number | null): number {
  return platform.db.notifications.count({ where: { ...ofAccount(account, noticeType), isRead: false } });
}

/** Marks the account's notifications with these ids read; returns how many changed. */
export function markNotificationsRead(platform: SandboxPlatform, account: SandboxAccount | string, ids: readonly number[]): number {
  return markRead(platform, { ...ofAccount(account), id: { in: ids } });
}

/** "Read all": every notification of a category (all without one), up to `endTime` when given. */
export function markNotificationsReadByCondition(
  platform: SandboxPlatform,
  account: SandboxAccount | string,
  condition: { noticeType?: number | null; endTime?: string | null } = {},
): number {
  return markRead(platform, {
    ...ofAccount(account, condition.noticeType),
    createTime: condition.endTime ? { lte: condition.endTime } : undefined,
  });
}

function markRead(platform: SandboxPlatform, where: WhereIn<'notifications'>): number {
  const ids = platform.db.notifications.ids({ where: { ...where, isRead: false } });
  platform.transaction(() => {
    for (const id of ids) platform.db.notifications.update(id, (n) => void (n.isRead = true));
  });
  return ids.length;
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
  platform.db.notifications.insert(row);
  platform.emit({ kind: 'push-notice', account: name, notice: { type: row.type, text: row.text, assid } });
  return strip(row);
}
