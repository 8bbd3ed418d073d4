/** Invoice applications through the gateway: the title prefill, applying over paid bills (each once), the detail with its bills, refusals. */
import type { FinanceBill, FinanceInvoiceDetail, FinanceInvoicePage, FinanceInvoiceTitle } from '@generated/main/model';
import { beforeEach, describe, expect, it } from 'vitest';
import { sumCents, toCents } from '../../../src/lib/money/money.ts';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const BASE = '/api/pc/1.0/financeBill';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform));
});

const invoiceable = () => platform.db.financeBills.list().filter((b) => b.status === 2 && b.payStatus === 2 && !b.isInvoiced);

describe('invoices', () => {
  it('applies over paid bills with the platform title; the detail holds the bills and the amount is their exact sum', async () => {
    const title = (await api.get<FinanceInvoiceTitle>(`${BASE}/getInvoiceTitle`)).data;
    expect(title.taxNo).toMatch(/^[0-9A-Z]{15,20}$/);
    const bills = invoiceable();
    expect(bills.length).toBeGreaterThan(0);
    const answer = await api.post<{ id: number }>(`${BASE}/applyInvoice`, {
      ...title,
      invoiceType: 1,
      billIds: bills.map((b) => b.id),
      remark: '请备注服务费',
    });
    expect(answer.success).toBe(true);
    const detail = (await api.get<FinanceInvoiceDetail>(`${BASE}/getInvoiceInfo`, { id: answer.data.id })).data;
    expect(detail).toMatchObject({ status: 1, billCount: bills.length, title: title.title, remark: '请备注服务费' });
    expect(toCents(detail.amount)).toBe(sumCents(bills.map((b) => b.amountPaid)));
    expect(detail.bills.map((b) => b.id).sort()).toEqual(bills.map((b) => b.id).sort());
    const list = (await api.post<FinanceInvoicePage>(`${BASE}/getInvoiceList`, { page: 1, limit: 5 })).data;
    expect(list.list[0]?.id).toBe(answer.data.id);
    // Each bill once.
    expect(await api.post(`${BASE}/applyInvoice`, { ...title, invoiceType: 1, billIds: [bills[0]?.id] })).toMatchObject({
      success: false,
      msg: expect.stringContaining('已开过发票'),
    });
  });

  it('refuses an unconfirmed bill, a bad tax number and a special invoice without its bank', async () => {
    const title = (await api.get<FinanceInvoiceTitle>(`${BASE}/getInvoiceTitle`)).data;
    const draft = platform.db.financeBills.first({ where: { status: 0 } }) as FinanceBill;
    const paid = invoiceable()[0] as FinanceBill;
    const count = platform.db.invoices.count();
    expect((await api.post(`${BASE}/applyInvoice`, { ...title, invoiceType: 1, billIds: [draft.id] })).msg).toContain('尚未确认');
    expect((await api.post(`${BASE}/applyInvoice`, { ...title, taxNo: '123', invoiceType: 1, billIds: [paid.id] })).msg).toMatch(
      /taxNo|纳税人识别号/,
    );
    expect(
      (
        await api.post(`${BASE}/applyInvoice`, {
          title: title.title,
          taxNo: title.taxNo,
          email: title.email,
          invoiceType: 2,
          billIds: [paid.id],
        })
      ).msg,
    ).toBe('专用发票须填写开户银行');
    expect(platform.db.invoices.count()).toBe(count);
    expect(platform.db.financeBills.get(paid.id)?.isInvoiced).toBe(false);
  });
});
