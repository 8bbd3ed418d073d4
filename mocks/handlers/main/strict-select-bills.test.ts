/** Strict-select bills through the gateway: seeded from the orders, filters and paging, rows that sum to the totals, confirm, error with a reason, refusals out of order, the lock version. */
import type { StrictSelectBill, StrictSelectBillOrder, StrictSelectBillOrderPage, StrictSelectBillPage } from '@generated/main/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { sumCents, toCents } from '../../../src/lib/money/money.ts';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import { bumpStrictSelectBill, reissueStrictSelectBill, STALE_STRICT_BILL_MSG } from '../../domain/strict-select-bills.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const BASE = '/api/pc/1.0/strictSelect';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform));
});

const list = async (filters: object = {}) =>
  (await api.post<StrictSelectBillPage>(`${BASE}/getBillList`, { page: 1, limit: 100, ...filters })).data;
const detail = async (id: number) => (await api.get<StrictSelectBill>(`${BASE}/getBillDetail`, { id })).data;
const rows = async (billId: number, extra: object = {}) =>
  (await api.post<StrictSelectBillOrderPage>(`${BASE}/getBillOrderList`, { billId, page: 1, limit: 100, ...extra })).data;
const toConfirm = async () => (await list({ status: 0 })).list;

describe('seeded strict-select bills', () => {
  it('cover recent months in every status, newest period first; each row is a real order and the totals are the sums of the rows', async () => {
    const all = await list();
    expect(new Set(all.list.map((b) => b.status))).toEqual(new Set([0, 1, 2, 3]));
    expect(all.list.map((b) => b.billPeriod)).toEqual([...all.list.map((b) => b.billPeriod)].sort().reverse());
    for (const bill of all.list) {
      const page = await rows(bill.id);
      expect(page.total).toBe(bill.orderCount);
      expect(bill.orderCount).toBeGreaterThan(0);
      const list: StrictSelectBillOrder[] = page.list;
      for (const row of list) {
        const order = platform.db.strictSelectOrders.get(row.id);
        expect(order).toMatchObject({ orderNo: row.orderNo, spuName: row.spuName, customerName: row.customerName });
        expect(toCents(row.settlementAmount)).toBe(toCents(row.settlementPrice) - toCents(row.refundAmount) - toCents(row.serviceFee));
      }
      expect(toCents(bill.orderAmount)).toBe(sumCents(list.map((r) => r.settlementPrice)));
      expect(toCents(bill.refundAmount)).toBe(sumCents(list.map((r) => r.refundAmount)));
      expect(toCents(bill.serviceFee)).toBe(sumCents(list.map((r) => r.serviceFee)));
      expect(toCents(bill.settlementAmount)).toBe(sumCents(list.map((r) => r.settlementAmount)));
      expect(toCents(bill.paidAmount)).toBe(bill.status === 3 ? toCents(bill.settlementAmount) : 0);
    }
    const error = all.list.find((b) => b.status === 2);
    expect(error?.errorReason).toBeTruthy();
  });

  it('filters by status and period, pages, and finds a row by its order number', async () => {
    const all = await list();
    const confirmed = await list({ status: 1 });
    expect(confirmed.total).toBeGreaterThan(0);
    expectEvery(confirmed.list, (b) => b.status === 1);
    const period = all.list[1]!.billPeriod;
    const one = await list({ billPeriodStart: period, billPeriodEnd: period });
    expect(one.total).toBeGreaterThan(0);
    expectEvery(one.list, (b) => b.billPeriod === period);
    const paged = await list({ page: 2, limit: 2 });
    expect(paged.total).toBe(all.total);
    expect(paged.list.map((b) => b.id)).toEqual(all.list.slice(2, 4).map((b) => b.id));
    const bill = all.list.find((b) => b.orderCount > 1)!;
    const second = (await rows(bill.id)).list[1]!;
    expect((await rows(bill.id, { keyword: second.orderNo })).list.map((r) => r.id)).toEqual([second.id]);
    expect(await detail(bill.id)).toEqual(bill);
    expect(await api.get(`${BASE}/getBillDetail`, { id: 1 })).toMatchObject({ success: false, msg: '严选账单不存在' });
  });
});

describe('the hospital’s actions', () => {
  it('confirms a bill to confirm (0 → 1) and raises its version; a second confirm or an error report is refused', async () => {
    const bill = (await toConfirm())[0]!;
    expect(await api.post(`${BASE}/confirmBill`, { id: bill.id, lockVersion: bill.lockVersion })).toMatchObject({ success: true });
    const after = await detail(bill.id);
    expect(after).toMatchObject({ status: 1, statusStr: '已确认', lockVersion: bill.lockVersion + 1 });
    expect(await api.post(`${BASE}/confirmBill`, { id: bill.id, lockVersion: after.lockVersion })).toMatchObject({
      success: false,
      msg: '账单已确认，无需重复确认',
    });
    expect(await api.post(`${BASE}/errorBill`, { id: bill.id, lockVersion: after.lockVersion, reason: '金额不对' })).toMatchObject({
      success: false,
      msg: '账单已确认，不能再报错',
    });
    expect(await detail(bill.id)).toEqual(after);
  });

  it('reports an error with a required reason (0 → 2); an empty reason or an order not in the bill changes nothing', async () => {
    const bill = (await toConfirm())[0]!;
    const first = (await rows(bill.id)).list[0]!;
    expect(await api.post(`${BASE}/errorBill`, { id: bill.id, lockVersion: bill.lockVersion, reason: '   ' })).toMatchObject({
      success: false,
      msg: '请填写报错原因',
    });
    expect(
      await api.post(`${BASE}/errorBill`, { id: bill.id, lockVersion: bill.lockVersion, reason: '漏单', orderNos: ['YX00000000'] }),
    ).toMatchObject({ success: false, msg: '账单中没有订单 YX00000000' });
    expect(await detail(bill.id)).toEqual(bill);
    const reason = `${first.orderNo} 结算价应为活动报名价`;
    expect(
      await api.post(`${BASE}/errorBill`, { id: bill.id, lockVersion: bill.lockVersion, reason: ` ${reason} `, orderNos: [first.orderNo] }),
    ).toMatchObject({ success: true });
    expect(await detail(bill.id)).toMatchObject({ status: 2, statusStr: '已报错', errorReason: reason, lockVersion: bill.lockVersion + 1 });
    expect((await list({ status: 2 })).list.map((b) => b.id)).toContain(bill.id);
  });

  it('refuses both actions on an error-reported or settled bill', async () => {
    for (const status of [2, 3]) {
      const bill = (await list({ status })).list[0]!;
      for (const [path, body] of [
        ['confirmBill', {}],
        ['errorBill', { reason: '再次报错' }],
      ] as const) {
        const answer = await api.post(`${BASE}/${path}`, { id: bill.id, lockVersion: bill.lockVersion, ...body });
        expect(answer).toMatchObject({
          success: false,
          msg: status === 2 ? '账单已报错，等待平台修正后重新出账' : '账单已结算，不能再操作',
        });
      }
      expect(await detail(bill.id)).toEqual(bill);
    }
  });

  it('the platform reissues a reported bill (2 → 0): the detail carries its note beside the reason, and the hospital confirms it', async () => {
    const bill = (await toConfirm())[0]!;
    expect(await api.post(`${BASE}/errorBill`, { id: bill.id, lockVersion: bill.lockVersion, reason: '漏单' })).toMatchObject({
      success: true,
    });
    platform.transaction(() => reissueStrictSelectBill(platform, bill.id, '已补入漏计订单'));
    const reissued = await detail(bill.id);
    expect(reissued).toMatchObject({
      status: 0,
      statusStr: '待确认',
      errorReason: '漏单',
      platformRemark: '已补入漏计订单',
      lockVersion: bill.lockVersion + 2,
    });
    expect(await api.post(`${BASE}/confirmBill`, { id: bill.id, lockVersion: bill.lockVersion + 1 })).toMatchObject({
      success: false,
      msg: STALE_STRICT_BILL_MSG,
    });
    expect(await api.post(`${BASE}/confirmBill`, { id: bill.id, lockVersion: reissued.lockVersion })).toMatchObject({ success: true });
    expect((await detail(bill.id)).status).toBe(1);
  });

  it('refuses a stale lock version and changes nothing; the platform’s change behind the client makes the version stale', async () => {
    const bill = (await toConfirm())[0]!;
    expect(await api.post(`${BASE}/confirmBill`, { id: bill.id, lockVersion: bill.lockVersion - 1 })).toMatchObject({
      success: false,
      msg: STALE_STRICT_BILL_MSG,
    });
    platform.transaction(() => bumpStrictSelectBill(platform, bill.id));
    for (const [path, body] of [
      ['confirmBill', {}],
      ['errorBill', { reason: '漏单' }],
    ] as const) {
      expect(await api.post(`${BASE}/${path}`, { id: bill.id, lockVersion: bill.lockVersion, ...body })).toMatchObject({
        success: false,
        msg: STALE_STRICT_BILL_MSG,
      });
    }
    expect(await detail(bill.id)).toEqual({ ...bill, lockVersion: bill.lockVersion + 1 });
  });
});
