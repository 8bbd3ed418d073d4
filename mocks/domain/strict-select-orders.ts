/**
 * Strict-select orders (/yanOrder): the list with its filters and counts, one order with its
 * follow records, and a follow-up. The verification state is read from the order's code (written
 * off through the verification calls, mocks/domain/verification.ts), so the two never disagree;
 * "overdue" is an order not followed within 24 hours of its dispatch, by the sandbox clock.
 */
import type {
  FollowStatus,
  StrictSelectFollowUpRequest,
  StrictSelectOrder,
  StrictSelectOrderCount,
  StrictSelectOrderDetail,
  StrictSelectOrderListRequest,
  StrictSelectOrderPage,
  StrictSelectVerifyStatus,
} from '@generated/main/model';
import { paginate } from '../../src/lib/paging/paging.ts';
import { FOLLOW_STATUS_LABELS } from '../db/catalog.ts';
import { formatDate, formatDateTime, HOUR, parseDateTime } from '../db/random.ts';
import type { StoredStrictSelectOrder } from '../db/seed-strict-select.ts';
import type { SandboxAccount } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found, refuse } from './errors.ts';

export const FOLLOW_DEADLINE_MS = 24 * HOUR;

function verification(platform: SandboxPlatform, orderId: number): { verifyStatus: StrictSelectVerifyStatus; verifyTime: string | null } {
  const code = platform.db.verificationCodes.first({ where: { orderId, kind: 'strictSelect' } });
  if (!code) return { verifyStatus: 0, verifyTime: null };
  if (code.status === 2) return { verifyStatus: 1, verifyTime: code.lastWriteOffTime ?? null };
  if (code.status === 3) return { verifyStatus: 3, verifyTime: null };
  const expired =
    code.status === 4 || (code.validUntil !== null && code.validUntil !== undefined && code.validUntil < formatDate(platform.now()));
  return { verifyStatus: expired ? 2 : 0, verifyTime: null };
}

function detailOf(platform: SandboxPlatform, row: StoredStrictSelectOrder, now: number): StrictSelectOrderDetail {
  return {
    ...row,
    followStatusStr: FOLLOW_STATUS_LABELS[row.followStatus] ?? '',
    ...verification(platform, row.id),
    isFollowOverdue: row.followRecords.length === 0 && now - parseDateTime(row.dispatchTime) > FOLLOW_DEADLINE_MS,
  };
}

function summaryOf(platform: SandboxPlatform, row: StoredStrictSelectOrder, now: number): StrictSelectOrder {
  const { followRecords: _r, customerRemark: _c, packageContent: _p, refundReason: _f, ...summary } = detailOf(platform, row, now);
  return summary;
}

function allOrders(platform: SandboxPlatform): StrictSelectOrder[] {
  const now = platform.now();
  return platform.db.strictSelectOrders.list({ sort: ['-dispatchTime'] }).map((row) => summaryOf(platform, row, now));
}

/** Newest dispatch first. */
export function listStrictSelectOrders(platform: SandboxPlatform, query: StrictSelectOrderListRequest): StrictSelectOrderPage {
  const keyword = query.keyword?.trim();
  const rows = allOrders(platform).filter(
    (o) =>
      (query.activityId === undefined || o.activityId === query.activityId) &&
      (query.followStatus === undefined || o.followStatus === query.followStatus) &&
      (query.verifyStatus === undefined || o.verifyStatus === query.verifyStatus) &&
      (query.refundStatus === undefined || o.refundStatus === query.refundStatus) &&
      (query.isFollowOverdue === undefined || o.isFollowOverdue === query.isFollowOverdue) &&
      (!query.dispatchStartDate || o.dispatchTime >= query.dispatchStartDate) &&
      (!query.dispatchEndDate || o.dispatchTime <= `${query.dispatchEndDate} 23:59:59`) &&
      (!keyword || [o.orderNo, o.customerName, o.customerPhone].some((text) => text.includes(keyword))),
  );
  const page = paginate(rows, query.page, query.limit);
  return { total: page.total, page: page.page, limit: page.limit, list: page.rows };
}

export function countStrictSelectOrders(platform: SandboxPlatform): StrictSelectOrderCount {
  const rows = allOrders(platform);
  return {
    total: rows.length,
    unfollowed: rows.filter((o) => o.lastFollowTime === null || o.lastFollowTime === undefined).length,
    followOverdue: rows.filter((o) => o.isFollowOverdue).length,
    unverified: rows.filter((o) => o.verifyStatus === 0 && o.refundStatus !== 2).length,
    refunding: rows.filter((o) => o.refundStatus === 1).length,
  };
}

export function getStrictSelectOrder(platform: SandboxPlatform, id: number): StrictSelectOrderDetail {
  return detailOf(platform, found(platform.db.strictSelectOrders.get(id), '严选订单不存在'), platform.now());
}

/** Adds a follow record (newest first) and sets the order's follow status. A refunded order is not followed. */
export function followUpStrictSelectOrder(
  platform: SandboxPlatform,
  account: SandboxAccount,
  request: StrictSelectFollowUpRequest,
): number {
  const order = found(platform.db.strictSelectOrders.get(request.orderId), '严选订单不存在');
  if (order.refundStatus === 2) refuse('订单已退款，无需跟进');
  const content = request.content.trim();
  if (!content) refuse('请填写跟进内容');
  const now = platform.now();
  if (request.nextFollowTime && parseDateTime(request.nextFollowTime) <= now) refuse('下次跟进时间须晚于当前时间');
  const id = platform.nextId();
  const status: FollowStatus = request.followStatus;
  platform.db.strictSelectOrders.update(order.id, (o) => {
    o.followRecords.unshift({
      id,
      followStatus: status,
      content,
      images: request.images ?? [],
      nextFollowTime: request.nextFollowTime ?? null,
      operatorName: account.userInfo.realName,
      createTime: formatDateTime(now),
    });
    o.followStatus = status;
    o.lastFollowTime = formatDateTime(now);
    o.nextFollowTime = request.nextFollowTime ?? null;
    if (request.appointmentTime) o.appointmentTime = request.appointmentTime;
    o.followerName = account.userInfo.realName;
  });
  return id;
}
