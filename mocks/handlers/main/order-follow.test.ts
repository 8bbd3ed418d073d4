import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderInvalidContactImportResult } from '@generated/main/model';
import { xlsxFile, type Cell } from '../../../src/lib/xlsx/write-sheet.ts';
import { apiClient, call, testPlatform, tokenFor, type Envelope } from '../../contract/test-client.ts';
import { whyNot } from '../../domain/order-transitions.ts';
import type { StoredOrder } from '../../db/state.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const V2 = '/api/pc/2.0/transferTreatmentOrder';
let platform: SandboxPlatform;
let token: string;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  token = tokenFor(platform, 'demo-main');
  api = apiClient(platform, sandboxHandlers(platform), token);
});

const HEADER = ['跟进单号', '无效原因', '备注'];

async function upload(
  rows: readonly (readonly Cell[])[],
  options: { header?: string[]; mode?: 'apply' | 'check'; bytes?: Uint8Array } = {},
) {
  const form = new FormData();
  const bytes = options.bytes ?? xlsxFile('无效联系方式', options.header ?? HEADER, rows);
  form.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'invalid-contacts.xlsx');
  if (options.mode) form.set('mode', options.mode);
  const result = await call<Envelope<OrderInvalidContactImportResult>>(
    platform,
    sandboxHandlers(platform),
    `${V2}/uploadInvalidContactExcel`,
    {
      method: 'POST',
      body: form,
      token,
    },
  );
  return result.json;
}

/** Orders that allow the invalid-contact report (action 13) now. */
const reportable = (): StoredOrder[] => platform.db.orders.list().filter((o) => whyNot(o, 13) === null);
const refusing = (): StoredOrder => {
  const order = platform.db.orders.list().find((o) => whyNot(o, 13) !== null);
  if (!order) throw new Error('the seed has no order refusing the report');
  return order;
};
const snapshot = (ids: number[]) => ids.map((id) => JSON.stringify(platform.db.orders.get(id)));

describe('uploadInvalidContactExcel', () => {
  it('reports every row of a valid file, by reason code or name, each as invalidContact does', async () => {
    const [a, b] = reportable();
    if (!a || !b) throw new Error('the seed lacks reportable orders');
    const answer = await upload([
      [a.followNumber, 3, '连续3天无人接听'],
      [b.followNumber, '非本人', ''],
    ]);
    expect(answer).toMatchObject({ success: true, data: { total: 2, successCount: 2, failCount: 0, failures: [] } });
    const after = (await api.get<OrderDetail>('/api/pc/1.0/TransferTreatmentOrder/GetDetail', { followId: a.id })).data;
    expect(after.invalidContactStatus).toBe(1);
    expect(after.followRecords[0]).toMatchObject({ action: 13, content: '申请无效联系方式：多次拨打无法接通，连续3天无人接听' });
    expect(platform.db.orders.get(b.id)?.followRecords[0]?.content).toBe('申请无效联系方式：非本人');
  });

  it('changes nothing when one row is wrong, and names every failing row with its sheet row number', async () => {
    const [a, b, c] = reportable();
    if (!a || !b || !c) throw new Error('the seed lacks reportable orders');
    const closed = refusing();
    const before = snapshot([a.id, b.id, c.id, closed.id]);
    const answer = await upload([
      [a.followNumber, 1, ''],
      ['F99999999999', 1, ''],
      [b.followNumber, '打不通', ''],
      [],
      [a.followNumber, 2, ''],
      [closed.followNumber, 3, ''],
      [c.followNumber, 4, ''],
    ]);
    expect(answer.success).toBe(true);
    expect(answer.data.successCount).toBe(0);
    expect(answer.data.total).toBe(7);
    expect(answer.data.failures).toEqual([
      { row: 3, followNumber: 'F99999999999', reason: '跟进单号不存在' },
      { row: 4, followNumber: b.followNumber, reason: '无效原因不正确，请填写原因代码或名称' },
      { row: 5, followNumber: null, reason: '空行，请删除或填写' },
      { row: 6, followNumber: a.followNumber, reason: '跟进单号与前面的行重复' },
      { row: 7, followNumber: closed.followNumber, reason: whyNot(closed, 13) },
    ]);
    expect(answer.data.failCount).toBe(5);
    expect(snapshot([a.id, b.id, c.id, closed.id])).toEqual(before);
  });

  it('checks without changing anything in mode check', async () => {
    const [a] = reportable();
    if (!a) throw new Error('the seed lacks reportable orders');
    const before = snapshot([a.id]);
    const answer = await upload([[a.followNumber, 9, '客户要求不再联系']], { mode: 'check' });
    expect(answer.data).toEqual({ total: 1, successCount: 1, failCount: 0, failures: [] });
    expect(snapshot([a.id])).toEqual(before);
  });

  it('refuses a file with other columns, without rows, too long, or not an .xlsx', async () => {
    const [a] = reportable();
    if (!a) throw new Error('the seed lacks reportable orders');
    const before = snapshot([a.id]);
    const wrong = await upload([[a.followNumber, 1]], { header: ['订单号', '原因'] });
    expect(wrong).toMatchObject({ success: false, msg: '表格列不正确：第一行应为「跟进单号、无效原因、备注」，请下载模板填写' });
    expect((await upload([])).msg).toBe('表格中没有数据行');
    const many = Array.from({ length: 501 }, (_, i) => [`F${i}`, 1, '']);
    expect((await upload(many)).msg).toBe('一次最多导入500行，请分批上传');
    const garbage = await upload([], { bytes: new Uint8Array([80, 75, 3, 4, 1, 2]) });
    expect(garbage).toMatchObject({ success: false, msg: '文件不是有效的 .xlsx 表格，请使用模板填写后上传' });
    expect(snapshot([a.id])).toEqual(before);
  });

  it('refuses a second report of an order already under review (the transition table)', async () => {
    const [a] = reportable();
    if (!a) throw new Error('the seed lacks reportable orders');
    expect((await upload([[a.followNumber, 1, '']])).data.successCount).toBe(1);
    const again = await upload([[a.followNumber, 1, '']]);
    expect(again.data.failures).toEqual([{ row: 2, followNumber: a.followNumber, reason: '无效联系方式申请审核中，请勿重复提交' }]);
    expect(platform.db.orders.get(a.id)?.followRecords.filter((r) => r.action === 13)).toHaveLength(1);
  });
});
