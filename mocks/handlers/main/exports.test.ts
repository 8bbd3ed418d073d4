/**
 * The designed operations served from the rows: the order and customer exports (real .xlsx files
 * of the list's rows for the same filters), the auto duplicate check's hits and the visitor-chat
 * filter's latent demands.
 */
import { strFromU8, unzipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AutoDuplicateHitPage, CustomerPage, OrderPage } from '@generated/main/model';
import type { ChatLatentDemandOption } from '@generated/chat/model';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { apiClient, call, contractErrors, testPlatform, tokenFor } from '../../contract/test-client.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

let platform: SandboxPlatform;
let token: string;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  token = tokenFor(platform, 'demo-main');
  api = apiClient(platform, sandboxHandlers(platform), token);
});

/** The sheet's rows as texts (inline strings and numbers), header first. */
function sheetRows(bytes: Uint8Array): string[][] {
  const files = unzipSync(bytes);
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']));
  const xml = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array);
  return [...xml.matchAll(/<row r="\d+">(.*?)<\/row>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<c r="[A-Z]+\d+"(?: t="inlineStr")?>(?:<is><t[^>]*>(.*?)<\/t><\/is>|<v>(.*?)<\/v>)<\/c>/g)].map(
      (cell) => cell[1] ?? cell[2] ?? '',
    ),
  );
}

async function download(path: string, options: { method: 'GET' | 'POST'; query?: Record<string, string | number>; body?: unknown }) {
  const result = await call(platform, sandboxHandlers(platform), path, { ...options, token });
  expect(await contractErrors(result)).toEqual([]);
  expect(result.response.headers.get('content-type')).toBe('application/octet-stream');
  return {
    disposition: result.response.headers.get('content-disposition'),
    rows: sheetRows(new Uint8Array(await result.response.arrayBuffer())),
  };
}

describe('exports', () => {
  it('exports the orders of the list’s filters and tab as an .xlsx sheet, newest dispatch first', async () => {
    const filters = { scope: 'all', followStatus: 4 };
    const listed = (await api.post<OrderPage>('/api/pc/2.0/transferTreatmentOrder/getOrderListData', { ...filters, page: 1, limit: 500 }))
      .data;
    expect(listed.total).toBeGreaterThan(1);
    const file = await download('/api/pc/2.0/transferTreatmentOrder/exportOrderList', { method: 'POST', body: filters });
    expect(file.disposition).toBe('attachment; filename="orders-20261122.xlsx"');
    expect(file.rows[0]).toContain('订单号');
    expect(file.rows.slice(1).map((r) => r[0])).toEqual(listed.list.map((o) => o.number));
    expectEvery(file.rows.slice(1), (r) => r.includes('已成交'));
  });

  it('exports the customers of the list’s filters', async () => {
    const filters = { followStatus: 1 };
    const listed = (await api.get<CustomerPage>('/api/pc/1.0/Customer/GetCustomerList', { ...filters, limit: 500 })).data;
    expect(listed.total).toBeGreaterThan(1);
    const file = await download('/api/pc/1.0/Customer/ExportCustomerList', { method: 'GET', query: filters });
    expect(file.disposition).toBe('attachment; filename="customers-20261122.xlsx"');
    expect(file.rows.slice(1).map((r) => r[0])).toEqual(listed.list.map((c) => c.customerNo));
    expect(file.rows.slice(1).map((r) => r[1])).toEqual(listed.list.map((c) => c.name));
  });
});

describe('auto duplicate check hits', () => {
  it('lists the re-dispatched orders of known customers, narrowed by contact kind and judgement', async () => {
    const url = '/api/pc/1.0/autoDuplicate/getHitList';
    const all = (await api.post<AutoDuplicateHitPage>(url, { page: 1, limit: 500 })).data;
    const redispatched = platform.db.orders.count({ where: { dispatchType: 2 } });
    expect(all.total).toBe(redispatched);
    expect(new Set(all.list.map((h) => h.followId)).size).toBe(all.total);
    const wechat = (await api.post<AutoDuplicateHitPage>(url, { hitField: 'wechat', page: 1, limit: 500 })).data;
    expect(wechat.total).toBeGreaterThan(0);
    expect(wechat.total).toBeLessThan(all.total);
    expectEvery(wechat.list, (h) => h.hitField === 'wechat' && h.hitKeyword.startsWith('wxid_'));
    const hit = all.list[0];
    const order = platform.db.orders.get(hit?.followId ?? 0);
    expect(hit).toMatchObject({ number: order?.number, customerName: order?.customer.name, taskStatus: order?.taskStatus });
  });
});

describe('visitor-chat filter options', () => {
  it('lists the latent demands the seeded customers carry, with their category', async () => {
    const result = await call<{ data: ChatLatentDemandOption[] }>(
      platform,
      sandboxHandlers(platform),
      '/imclient-hospital/api/v1/commons/latentDemands',
      { token },
    );
    expect(await contractErrors(result)).toEqual([]);
    const names = result.json.data.map((o) => o.name);
    expectEvery(result.json.data, (o) => o.category.length > 0);
    expectEvery(platform.db.customers.list({ limit: 50 }), (c) => !c.latentDemand || names.includes(c.latentDemand));
  });
});
