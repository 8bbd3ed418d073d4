/** The bill's designed life through the gateway: seeded from orders, save → submit → confirm, refusals out of order, the lock version, the Excel upload all or nothing, evidence, bump-bill. */
import type {
  FinanceBill,
  FinanceBillDetail,
  FinanceBillErrorPage,
  FinanceBillHistory,
  FinanceBillLock,
  FinanceBillOrder,
  FinanceBillOrderPage,
  FinanceBillUploadResult,
} from '@generated/main/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { sumCents, toCents } from '../../../src/lib/money/money.ts';
import { BILL_SHEET_COLUMNS } from '../../../src/lib/finance/bill-sheet.ts';
import { xlsxFile, type Cell } from '../../../src/lib/xlsx/write-sheet.ts';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { apiClient, call, testPlatform, tokenFor, type Envelope } from '../../contract/test-client.ts';
import { bumpBill, reissueBill, STALE_BILL_MSG, whyNotBill } from '../../domain/finance-bill.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const BASE = '/api/pc/1.0/financeBill';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;
let token: string;

beforeEach(() => {
  ({ platform } = testPlatform());
  token = tokenFor(platform);
  api = apiClient(platform, sandboxHandlers(platform), token);
});

const referral = () => platform.db.financeBills.list({ where: { billType: 1 }, sort: ['billPeriod'] });
const draft = () => referral().find((b) => b.status === 0) as FinanceBill;
const rows = async (billId: number) =>
  (await api.post<FinanceBillOrderPage>(`${BASE}/getBillOrderList`, { billId, page: 1, limit: 500 })).data.list as FinanceBillOrder[];

async function upload(billId: number, lockVersion: number, cells: readonly (readonly Cell[])[], mode?: 'check') {
  const form = new FormData();
  form.set('file', new Blob([xlsxFile('账单', BILL_SHEET_COLUMNS, cells) as Uint8Array<ArrayBuffer>]), 'bill.xlsx');
  form.set('billId', String(billId));
  form.set('lockVersion', String(lockVersion));
  if (mode) form.set('mode', mode);
  return (
    await call<Envelope<FinanceBillUploadResult>>(platform, sandboxHandlers(platform), `${BASE}/uploadExcel`, {
      method: 'POST',
      body: form,
      token,
    })
  ).json;
}

describe('seeded bills', () => {
  it('are computed from the orders: one row per dispatched order of the month, totals the sums of the rows, every status present', async () => {
    const bills = referral();
    expect(bills).toHaveLength(12);
    expect(new Set(bills.map((b) => b.status))).toEqual(new Set([0, 1, 2, 3]));
    for (const bill of bills) {
      const list = await rows(bill.id);
      const dispatched = platform.db.orders.list().filter((o) => o.follower && o.dispatchTime.startsWith(bill.billPeriod));
      expect(list.map((r) => r.orderId).sort()).toEqual(dispatched.map((o) => o.id).sort());
      const dealt = list.filter((r) => r.isDeal);
      expect(toCents(bill.dealAmount)).toBe(sumCents(dealt.map((r) => r.dealAmount)));
      expect(toCents(bill.commissionAmount)).toBe(sumCents(dealt.map((r) => r.commissionAmount)));
      expect(toCents(bill.amountPayable)).toBe(toCents(bill.commissionAmount) + toCents(bill.adjustAmount ?? 0));
      const history = (await api.get<FinanceBillHistory[]>(`${BASE}/getBillHistory`, { billId: bill.id })).data;
      expect(history.at(-1)?.lockVersion).toBe(bill.lockVersion);
    }
  });
});

describe('the life of a bill', () => {
  it('saves a deal, submits, confirms; the totals follow the rows', async () => {
    const bill = draft();
    const [row] = (await rows(bill.id)).filter((r) => !r.isDeal);
    if (!row) throw new Error('the draft has no open row');
    const saved = await api.post(`${BASE}/saveBill`, {
      id: bill.id,
      lockVersion: bill.lockVersion,
      items: [{ id: row.id, isDeal: true, dealAmount: 0.1 }],
    });
    expect(saved.success).toBe(true);
    const after = (await api.get<FinanceBillDetail>(`${BASE}/getBillDetail`, { id: bill.id })).data;
    expect(after.lockVersion).toBe(bill.lockVersion + 1);
    expect(toCents(after.dealAmount)).toBe(toCents(bill.dealAmount) + 10);
    expect(after.dealOrderCount).toBe(bill.dealOrderCount + 1);

    expect(await api.post(`${BASE}/confirmBill`, { id: bill.id, lockVersion: after.lockVersion })).toMatchObject({
      success: false,
      msg: '账单尚未提交，不能确认',
    });
    expect((await api.post(`${BASE}/submitBill`, { id: bill.id, lockVersion: after.lockVersion })).success).toBe(true);
    const submitted = (await api.get<FinanceBillLock>(`${BASE}/getLockVersion`, { id: bill.id })).data;
    expect(submitted).toMatchObject({ status: 1, lockVersion: after.lockVersion + 2 });
    expect(await api.post(`${BASE}/saveBill`, { id: bill.id, lockVersion: submitted.lockVersion, items: [] })).toMatchObject({
      success: false,
      msg: '账单已提交，不能再修改',
    });
    expect((await api.post(`${BASE}/confirmBill`, { id: bill.id, lockVersion: submitted.lockVersion })).success).toBe(true);
    expect(platform.db.financeBills.get(bill.id)).toMatchObject({ status: 2, statusStr: '已确认' });
    const actions = (await api.get<FinanceBillHistory[]>(`${BASE}/getBillHistory`, { billId: bill.id })).data.map((h) => h.action);
    expect(actions.slice(-4)).toEqual([2, 4, 5, 6]);
  });

  it('refuses a stale version and changes nothing; bump-bill changes the bill behind the client', async () => {
    const bill = draft();
    const before = JSON.stringify(platform.db.financeBills.get(bill.id));
    const bumped = platform.transaction(() => bumpBill(platform, bill.id));
    expect(bumped.lockVersion).toBe(bill.lockVersion + 1);
    expect(toCents(bumped.amountPayable)).toBe(toCents(bill.amountPayable) - 10_000);
    expect(JSON.stringify(platform.db.financeBills.get(bill.id))).not.toBe(before);
    const [row] = await rows(bill.id);
    const stale = await api.post(`${BASE}/saveBill`, {
      id: bill.id,
      lockVersion: bill.lockVersion,
      items: [{ id: row?.id, isDeal: true, dealAmount: 500 }],
    });
    expect(stale).toMatchObject({ success: false, msg: STALE_BILL_MSG });
    expect(platform.db.financeBillOrders.get(row?.id ?? 0)).toEqual(row);
    expect((await api.get<FinanceBillDetail>(`${BASE}/getBillDetail`, { id: bill.id })).data.platformRemark).toContain('平台调整');
  });

  it('refuses a bad amount with a clear message', async () => {
    const bill = draft();
    const [row] = await rows(bill.id);
    for (const dealAmount of [0, -5, 1.234]) {
      const answer = await api.post(`${BASE}/saveBill`, {
        id: bill.id,
        lockVersion: bill.lockVersion,
        items: [{ id: row?.id, isDeal: true, dealAmount }],
      });
      expect(answer.success).toBe(false);
    }
    expect(platform.db.financeBills.get(bill.id)?.lockVersion).toBe(bill.lockVersion);
  });

  it('reports an error on a checked bill with a reason', async () => {
    const bill = referral().find((b) => b.status === 1 && b.pendingConfirm) as FinanceBill;
    expect(await api.post(`${BASE}/errorBill`, { id: bill.id, lockVersion: bill.lockVersion, errorType: 2, reason: ' ' })).toMatchObject({
      success: false,
      msg: '请填写报错原因',
    });
    const answer = await api.post(`${BASE}/errorBill`, {
      id: bill.id,
      lockVersion: bill.lockVersion,
      errorType: 2,
      reason: '成交金额有误',
    });
    expect(answer.success).toBe(true);
    expect(platform.db.financeBills.get(bill.id)?.status).toBe(3);
    expect(whyNotBill(platform.db.financeBills.get(bill.id) as FinanceBill, 'confirm')).toBe('账单已报错，等待平台处理');
  });

  it('the platform reissues a reported bill: the detail, history and error list show the note, and the hospital confirms it', async () => {
    const bill = referral().find((b) => b.status === 1 && b.pendingConfirm) as FinanceBill;
    const reported = await api.post(`${BASE}/errorBill`, {
      id: bill.id,
      lockVersion: bill.lockVersion,
      errorType: 2,
      reason: '成交金额有误',
    });
    expect(reported.success).toBe(true);
    const inError = await api.get<FinanceBillDetail>(`${BASE}/getBillDetail`, { id: bill.id });
    expect(await api.post(`${BASE}/confirmBill`, { id: bill.id, lockVersion: inError.data.lockVersion })).toMatchObject({
      success: false,
      msg: '账单已报错，等待平台处理',
    });

    platform.transaction(() => reissueBill(platform, bill.id, '已按报错更正成交金额'));
    const detail = (await api.get<FinanceBillDetail>(`${BASE}/getBillDetail`, { id: bill.id })).data;
    expect(detail).toMatchObject({ status: 1, pendingConfirm: true, lockVersion: inError.data.lockVersion + 1 });
    expect(detail.platformRemark).toBe('已按报错更正成交金额');
    const history = (await api.get<FinanceBillHistory[]>(`${BASE}/getBillHistory`, { billId: bill.id })).data;
    expect(history.at(-1)).toMatchObject({ action: 8, actionStr: '平台修正', isPlatform: true, remark: '已按报错更正成交金额' });
    const errors = (await api.post<FinanceBillErrorPage>(`${BASE}/getErrorBillList`, { billId: bill.id, page: 1, limit: 10 })).data;
    expect(errors.list[0]).toMatchObject({ reason: '成交金额有误', handleStatus: 1, handleReply: '已按报错更正成交金额' });

    expect(await api.post(`${BASE}/confirmBill`, { id: bill.id, lockVersion: inError.data.lockVersion })).toMatchObject({
      success: false,
      msg: STALE_BILL_MSG,
    });
    expect((await api.post(`${BASE}/confirmBill`, { id: bill.id, lockVersion: detail.lockVersion })).success).toBe(true);
    expect(platform.db.financeBills.get(bill.id)?.status).toBe(2);
  });
});

describe('Excel upload', () => {
  it('checks without saving; one bad row and nothing is saved; a good file saves every row', async () => {
    const bill = draft();
    const [a, b] = await rows(bill.id);
    if (!a || !b) throw new Error('the draft has too few rows');
    const good: Cell[][] = [
      [a.orderNumber, '', '', '', '是', '1,200.50', ''],
      [b.orderNumber, '', '', '', '否', '', '客户未到院'],
    ];
    const check = await upload(bill.id, bill.lockVersion, good, 'check');
    expect(check.data).toMatchObject({ totalCount: 2, successCount: 2, failCount: 0 });
    expect(platform.db.financeBills.get(bill.id)?.lockVersion).toBe(bill.lockVersion);

    const bad = await upload(bill.id, bill.lockVersion, [...good, ['PD0000', '', '', '', '是', '12.345', '']]);
    expect(bad.data).toMatchObject({
      successCount: 0,
      failCount: 1,
      failures: [{ rowNo: 4, reason: expect.stringContaining('成交金额格式不正确') }],
    });
    expect(platform.db.financeBillOrders.get(a.id)).toEqual(a);

    const applied = await upload(bill.id, bill.lockVersion, good);
    expect(applied.data).toMatchObject({ successCount: 2, failCount: 0, lockVersion: bill.lockVersion + 1 });
    expect(platform.db.financeBillOrders.get(a.id)).toMatchObject({ isDeal: true, dealAmount: 1200.5, commissionAmount: 180.08 });
    expect(platform.db.financeBillOrders.get(b.id)).toMatchObject({ isDeal: false, dealAmount: 0, remark: '客户未到院' });
  });
});

describe('evidence and certificates', () => {
  it('takes evidence on a confirmed unpaid bill up to what is open; certificates only for confirmed bills', async () => {
    const unpaid = referral().find((b) => b.status === 2 && b.payStatus === 0) as FinanceBill;
    const over = toCents(unpaid.amountPayable) / 100 + 1;
    const image = [{ url: 'finance/evidence/x.jpg' }];
    expect(
      (await api.post(`${BASE}/saveEvidence`, { billId: unpaid.id, payAmount: over, payTime: '2026-11-20 08:00:00', images: image }))
        .success,
    ).toBe(false);
    expect(
      (await api.post(`${BASE}/saveEvidence`, { billId: unpaid.id, payAmount: 100, payTime: '2026-11-20 08:00:00', images: image }))
        .success,
    ).toBe(true);
    expect(platform.db.financeBillEvidence.count({ where: { billId: unpaid.id } })).toBe(1);
    expect(
      (await api.post(`${BASE}/saveEvidence`, { billId: draft().id, payAmount: 1, payTime: '2026-11-20 08:00:00', images: image })).msg,
    ).toBe('账单确认后才能上传付款凭证');

    const certificates = (await api.get<{ id: number; certificateType: number }[]>(`${BASE}/getCertificateList`, { billId: unpaid.id }))
      .data;
    expect(certificates.map((c) => c.certificateType).sort()).toEqual([1, 3]);
    expect((await api.get<unknown[]>(`${BASE}/getCertificateList`, { billId: draft().id })).data).toEqual([]);
    const paid = referral().find((b) => b.payStatus === 2) as FinanceBill;
    const withReceipt = (await api.get<{ id: number; certificateType: number }[]>(`${BASE}/getCertificateList`, { billId: paid.id })).data;
    expectEvery(withReceipt, (c) => [1, 2, 3].includes(c.certificateType));
    expect(withReceipt.some((c) => c.certificateType === 2)).toBe(true);
  });
});
