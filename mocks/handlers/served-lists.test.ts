/**
 * Every list the sandbox serves, probed the way an integrator would: rows are distinct, page 2
 * differs from page 1, and a filter the contract declares narrows the rows to those it names.
 * The probe table must cover every served operation whose answer is a page, so a new list is
 * probed as soon as it is served.
 */
import { describe, expect, it } from 'vitest';
import { expectEvery } from '../../test-support/expect-every.ts';
import { operationById } from '../contract/operations.ts';
import { contractDocuments, resolveRef } from '../contract/documents.ts';
import { call, testPlatform, tokenFor } from '../contract/test-client.ts';
import type { SandboxPlatform } from '../platform.ts';
import { reportBillError } from '../domain/finance-bill.ts';
import { findAccount } from '../domain/session.ts';
import { chatRouteTables } from './chat/index.ts';
import { sandboxHandlers } from './index.ts';
import { mainRouteTables } from './main/index.ts';

type Row = Record<string, unknown>;
type Params = Record<string, unknown>;

interface Filter {
  params: Params;
  keeps: (row: Row) => boolean;
}

/** The seeded customer with the most orders. */
const busiestCustomer = (p: SandboxPlatform) =>
  Number(([...p.db.orders.countBy('customerId').entries()].sort((a, b) => b[1] - a[1])[0] ?? [0])[0]);

interface Probe {
  /** Paging and other parameters every call carries. */
  base?: (platform: SandboxPlatform) => Params;
  /** Rows per page for the paging probe (the list must hold more). */
  limit: number;
  /**
   * A filter the contract declares and what a row it keeps looks like; null when the operation
   * declares none; a function when the filter names a seeded row.
   */
  filter: Filter | ((platform: SandboxPlatform) => Filter) | null;
  id?: (row: Row) => unknown;
}

/** Messages sent in the seed's last week: a start time (platform time, UTC+8) and who keeps it. */
const recentMessages = (p: SandboxPlatform): Filter => {
  const from = p.seededAt() - 7 * 24 * 3600_000;
  const startTime = new Date(from + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
  return { params: { startTime }, keeps: (r) => (r.message as { sendTimestamp: number }).sendTimestamp >= from - 999 };
};

/** demo-main's group chat holding the most pictures and videos. */
function groupWithMostPictures(p: SandboxPlatform): string {
  const imId = findAccount(p, 'demo-main')?.userInfo.imId ?? '';
  const groups = p.db.chats.list({ where: { members: { contains: `|${imId}|` }, chatType: '2' } }).map((c) => c.item.chatId);
  const pictures = (chatId: string) => p.db.messages.count({ where: { chatId, msgType: { in: [2, 3] } } });
  return groups.sort((a, b) => pictures(b) - pictures(a))[0] ?? '';
}

const PROBES: Record<string, Probe> = {
  getEcOrderList: { limit: 5, filter: { params: { verifyStatus: 2 }, keeps: (r) => r.verifyStatus === 2 } },
  // One row per month (the month is its id); the settled months are those before the last two.
  getEcSettlementList: { limit: 3, filter: { params: { status: 2 }, keeps: (r) => r.status === 2 }, id: (r) => r.month },
  getFinanceBillOrderList: {
    // The rows of the seeded referral bill with the most orders.
    base: (p) => ({ billId: Number(([...p.db.financeBillOrders.countBy('billId').entries()].sort((a, b) => b[1] - a[1])[0] ?? [0])[0]) }),
    limit: 5,
    filter: { params: { isDeal: true }, keeps: (r) => r.isDeal === true },
  },
  getFinanceBillErrorList: {
    // The seed holds one report, on a bill being handled; a second, from the checked bill, gives two pages.
    base: (p) => {
      const checked = p.db.financeBills.list().find((b) => b.billType === 1 && b.status === 1 && b.pendingConfirm);
      const main = findAccount(p, 'demo-main');
      if (checked && main) {
        p.transaction(() =>
          reportBillError(p, main, { id: checked.id, lockVersion: checked.lockVersion, errorType: 1, reason: '派单数量与实际不符' }),
        );
      }
      return {};
    },
    limit: 1,
    filter: (p) => {
      const billId = p.db.financeBillErrors.list()[0]?.billId;
      return { params: { billId }, keeps: (r) => r.billId === billId };
    },
  },
  getFollowIncentivePlanList: { limit: 2, filter: null },
  getScheduleList: {
    base: () => ({ startDate: '2026-12-01', endDate: '2026-12-07' }),
    limit: 5,
    // Doctors come first, so the staff filter keeps rows page 1 would not show.
    filter: { params: { personType: 2 }, keeps: (r) => r.personType === 2 },
    // A doctor's id and an account's id may coincide: the kind is part of the row's identity.
    id: (r) => `${String(r.personType)}-${String(r.personId)}`,
  },
  getNotificationPagedList: {
    limit: 5,
    filter: {
      params: { noticeType: 1 },
      keeps: (r) => [1, 2, 3, 133085, 133112, 200801, 200802, 20230508, 20230727].includes(r.type as number),
    },
  },
  getAutoDuplicateHitList: { limit: 3, filter: { params: { repeatStatus: 0 }, keeps: (r) => r.repeatStatus === 0 } },
  getOrderListData: { limit: 5, filter: { params: { followStatus: 4 }, keeps: (r) => r.taskStatus === 4 } },
  getCustomerList: { limit: 5, filter: { params: { followStatus: 4 }, keeps: (r) => r.followStatus === 4 } },
  getCustomerOrderPagedList: {
    // The customer with the most orders; the operation declares no filter.
    base: (p) => ({ customerId: ([...p.db.orders.countBy('customerId').entries()].sort((a, b) => b[1] - a[1])[0] ?? [0])[0] }),
    limit: 1,
    filter: null,
  },
  getClientRepeatLogList: {
    // The customer with the longest repeat log; the operation declares no filter.
    base: (p) => ({
      customerId: ([...p.db.customerRepeatLogs.countBy('customerId').entries()].sort((a, b) => b[1] - a[1])[0] ?? [0])[0],
    }),
    limit: 1,
    filter: null,
  },
  getClientFollowArchive: {
    // The follow records of the customer with the most orders; the filter: one of their orders.
    base: (p) => ({ customerId: busiestCustomer(p) }),
    limit: 3,
    filter: (p) => {
      const order = p.db.orders.first({ where: { customerId: busiestCustomer(p) }, sort: ['dispatchTime'] });
      return { params: { followId: order?.id }, keeps: (r) => r.followId === order?.id };
    },
  },
  getBulletinList: { limit: 3, filter: { params: { status: 2 }, keeps: (r) => r.status === 2 } },
  getSubAccountList: { limit: 5, filter: { params: { status: 0 }, keeps: (r) => r.status === 0 } },
  getHospitalAuditLogList: { limit: 2, filter: { params: { auditStatus: 3 }, keeps: (r) => r.auditStatus === 3 } },
  getEcProductList: { limit: 5, filter: { params: { status: 0 }, keeps: (r) => r.status === 0 } },
  getDoctorList: { limit: 5, filter: { params: { auditStatus: 2 }, keeps: (r) => r.auditStatus === 2 } },
  getContractList: { limit: 3, filter: { params: { contractType: 1 }, keeps: (r) => r.contractType === 1 } },
  getProjectCertificationList: { limit: 5, filter: { params: { auditStatus: 2 }, keeps: (r) => r.auditStatus === 2 } },
  getFineCaseList: { limit: 5, filter: { params: { auditStatus: 2 }, keeps: (r) => r.auditStatus === 2 } },
  getReferralDoctorList: { limit: 2, filter: { params: { status: 1 }, keeps: (r) => r.status === 1 } },
  getReferralProjectList: { limit: 2, filter: { params: { status: 1 }, keeps: (r) => r.status === 1 } },
  getSittingApplicationList: { limit: 3, filter: { params: { status: 1 }, keeps: (r) => r.status === 1 } },
  getSetupProjectList: { limit: 5, filter: { params: { status: 1 }, keeps: (r) => r.status === 1 } },
  getFinanceBillList: { limit: 5, filter: { params: { billType: 2 }, keeps: (r) => r.billType === 2 } },
  getFinanceInvoiceList: { limit: 3, filter: { params: { status: 2 }, keeps: (r) => r.status === 2 } },
  getStudyCenterCourseList: { limit: 5, filter: { params: { isRequired: true }, keeps: (r) => r.isRequired === true } },
  getStudyCenterRecommendCourseList: { limit: 2, filter: null },
  getFollowIncentiveOrderList: { limit: 5, filter: { params: { incentiveStatus: 2 }, keeps: (r) => r.incentiveStatus === 2 } },
  getStatisticsStaffRanking: {
    // The staff following orders over the seeded history; ranked, not filtered (rankBy orders them).
    base: () => ({ startDate: '2025-12-01', endDate: '2026-11-22', rankBy: 'dispatchCount' }),
    limit: 2,
    filter: null,
    id: (r) => r.staffId,
  },
  getMailList: { limit: 5, filter: { params: { isRead: false }, keeps: (r) => r.isRead === false } },
  getCommentPager: { limit: 5, filter: { params: { rating: 5 }, keeps: (r) => r.rating === 5 } },
  getClientTrackPager: { limit: 5, filter: { params: { eventType: 3 }, keeps: (r) => r.eventType === 3 } },
  getThirdPartyCustomerPager: { limit: 5, filter: { params: { platform: 1 }, keeps: (r) => r.platform === 1 } },
  getThirdPartyOrderPager: { limit: 5, filter: { params: { status: 2 }, keeps: (r) => r.status === 2 } },
  getActivityPlatformList: {
    limit: 3,
    filter: { params: { isSignedUp: true }, keeps: (r) => [1, 2, 3].includes(r.registrationStatus as number) },
  },
  getActivityBusinessList: { limit: 3, filter: { params: { status: 4 }, keeps: (r) => r.status === 4 } },
  getStrictSelectActivityList: { limit: 3, filter: { params: { status: 2 }, keeps: (r) => r.status === 2 } },
  getSaleActivityList: { limit: 5, filter: { params: { status: 4 }, keeps: (r) => r.status === 4 } },
  getCreativeList: { limit: 4, filter: { params: { kind: 2 }, keeps: (r) => r.kind === 2 } },
  // Five seeded bills, two of them to confirm (status 0).
  getStrictSelectBillList: { limit: 2, filter: { params: { status: 0 }, keeps: (r) => r.status === 0 } },
  // The rows of the bill holding the most orders; the contract declares no filter for them.
  getStrictSelectBillOrderList: {
    base: (p) => ({ billId: p.db.strictSelectBills.list().sort((a, b) => b.orderIds.length - a.orderIds.length)[0]?.id ?? 0 }),
    limit: 2,
    filter: null,
    id: (r) => r.orderNo,
  },
  getStrictSelectOrderList: { limit: 5, filter: { params: { verifyStatus: 0 }, keeps: (r) => r.verifyStatus === 0 } },
  listChats: { limit: 2, filter: { params: { onlyUnread: true }, keeps: (r) => (r.unreadCount as number) > 0 }, id: (r) => r.chatId },
  listGroupChats: { limit: 2, filter: { params: { onlyUnread: true }, keeps: (r) => (r.unreadCount as number) > 0 }, id: (r) => r.chatId },
  // The visitor-chat query (/wechat): message count ranges opened wide (the contract's default is
  // 0 to 10, and the seed's few visitor chats at this scale are longer), then a received-count range.
  searchChats: {
    base: () => ({ receivedCountMax: 100_000, sentCountMax: 100_000 }),
    limit: 2,
    filter: { params: { receivedCountMin: 100 }, keeps: (r) => (r.receivedCount as number) >= 100 },
    id: (r) => r.chatId,
  },
  // Hospital and platform counselors by name: every official counselor is 平台咨询师….
  queryCounselors: {
    limit: 3,
    filter: { params: { keyword: '平台咨询师' }, keeps: (r) => String(r.realName).includes('平台咨询师') },
    id: (r) => r.userId,
  },
  // The global message search: a word common in the seeded chats, narrowed to the last week.
  globalSearchMessages: {
    base: () => ({ keyword: '的' }),
    limit: 3,
    filter: recentMessages,
    id: (r) => (r.message as { fingerPrint: string }).fingerPrint,
  },
  globalSearchGroupMessages: {
    base: () => ({ keyword: '的' }),
    limit: 3,
    filter: recentMessages,
    id: (r) => (r.message as { fingerPrint: string }).fingerPrint,
  },
  // The chat auto-reply rules of the hospital (seeded: six, one of them disabled).
  getAutoReplyList: { limit: 2, filter: { params: { isEnabled: true }, keeps: (r) => r.isEnabled === true } },
  // A group's pictures and videos (the path's id): the group of demo-main's with the most of them.
  listGroupMessageImages: {
    base: (p) => ({ id: groupWithMostPictures(p) }),
    limit: 2,
    filter: null,
    id: (r) => r.fingerPrint,
  },
  searchGroupChats: {
    base: () => ({ keyword: '群' }),
    limit: 2,
    filter: { params: { onlyUnread: true }, keeps: (r) => (r.unreadCount as number) > 0 },
    id: (r) => r.chatId,
  },
};

/** Served operations whose success `data` is a page (`list` and `total`). */
function servedPages(): { gateway: 'main' | 'chat'; operationId: string }[] {
  const docs = contractDocuments();
  return [...mainRouteTables, ...chatRouteTables].flatMap((table) =>
    Object.keys(table.routes).flatMap((operationId) => {
      const op = operationById(table.gateway, operationId);
      const doc = docs[table.gateway];
      const ok = resolveRef<{ content?: Record<string, { schema?: unknown }> }>(
        doc,
        (op?.operation.responses as Record<string, unknown>)?.['200'],
      );
      const text = JSON.stringify(ok?.content?.['application/json']?.schema ?? {});
      return /Page"|PageMeta/.test(text) ? [{ gateway: table.gateway, operationId }] : [];
    }),
  );
}

async function list(platform: SandboxPlatform, token: string, operationId: string, gateway: 'main' | 'chat', params: Params) {
  const op = operationById(gateway, operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  const isGet = op.method === 'GET';
  // Path parameters (`{id}`) come from the params; the rest is the query or the body.
  const rest = { ...params };
  const path = op.urlPath.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = String(rest[name]);
    delete rest[name];
    return encodeURIComponent(value);
  });
  params = rest;
  const result = await call<{ success: boolean; msg: string; data: { total: number; page: number; list: Row[] } }>(
    platform,
    sandboxHandlers(platform),
    path,
    {
      method: op.method,
      token,
      query: isGet ? (params as Record<string, string | number | boolean>) : {},
      body: isGet ? undefined : params,
    },
  );
  expect(result.json.success, `${operationId}: ${result.json.msg}`).toBe(true);
  return result.json.data;
}

describe('served lists', () => {
  it('are all probed', () => {
    const served = servedPages().map((s) => s.operationId);
    expect(served.length).toBeGreaterThan(10);
    expect(served.filter((id) => !PROBES[id])).toEqual([]);
  });

  for (const { gateway, operationId } of servedPages()) {
    const probe = PROBES[operationId];
    if (!probe) continue;
    it(`${operationId}: distinct rows, page 2 differs from page 1, ${probe.filter ? 'a filter narrows' : 'no filter declared'}`, async () => {
      const { platform } = testPlatform();
      const token = tokenFor(platform);
      const base = probe.base?.(platform) ?? {};
      const id = probe.id ?? ((r: Row) => r.id);
      const first = await list(platform, token, operationId, gateway, { ...base, page: 1, limit: probe.limit });
      const second = await list(platform, token, operationId, gateway, { ...base, page: 2, limit: probe.limit });
      expect(first.total, 'more rows than a page').toBeGreaterThan(probe.limit);
      expect(first.list).toHaveLength(probe.limit);
      expect(second.page).toBe(2);
      const ids1 = first.list.map(id);
      const ids2 = second.list.map(id);
      expect(new Set(ids1).size).toBe(ids1.length);
      expect(new Set(ids2).size).toBe(ids2.length);
      expect(ids2.length).toBeGreaterThan(0);
      expect(ids2.filter((x) => ids1.includes(x))).toEqual([]);
      // Everything on one page: the total's rows, each once.
      const all = await list(platform, token, operationId, gateway, { ...base, page: 1, limit: 500 });
      expect(new Set(all.list.map(id)).size).toBe(first.total);
      const filter = typeof probe.filter === 'function' ? probe.filter(platform) : probe.filter;
      if (!filter) return;
      const narrowed = await list(platform, token, operationId, gateway, { ...base, ...filter.params, page: 1, limit: 500 });
      expect(narrowed.list.length, 'the filter keeps some rows').toBeGreaterThan(0);
      expect(narrowed.total).toBeLessThan(first.total);
      expectEvery(narrowed.list, filter.keeps);
      expect(narrowed.total).toBe(all.list.filter(filter.keeps).length);
    });
  }
});
