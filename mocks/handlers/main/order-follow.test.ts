import { beforeEach, describe, expect, it } from 'vitest';
import type {
  FollowTask,
  FollowTaskInfo,
  OrderAutoRepeatResult,
  OrderChatMembers,
  OrderClientFollowArchive,
  OrderDetail,
  OrderInvalidContactImportResult,
} from '@generated/main/model';
import { xlsxFile, type Cell } from '../../../src/lib/xlsx/write-sheet.ts';
import { apiClient, call, testPlatform, tokenFor, type Envelope } from '../../contract/test-client.ts';
import { whyNot } from '../../domain/order-transitions.ts';
import { addContactInfo, createDispatchOrder, followUp, setDealt, setMeetAppointment, setMet } from '../../domain/orders.ts';
import { findAccount } from '../../domain/session.ts';
import { DAY, HOUR, MINUTE, formatDateTime, parseDateTime } from '../../db/random.ts';
import type { StoredOrder } from '../../db/state.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';

const V2 = '/api/pc/2.0/transferTreatmentOrder';
let platform: SandboxPlatform;
let clock: { now: number };
let token: string;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform, clock } = testPlatform());
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

const V1 = '/api/pc/1.0/TransferTreatmentOrder';
const past = () => formatDateTime(platform.now() - HOUR);
const future = () => formatDateTime(platform.now() + DAY);
const dispatchNew = () => createDispatchOrder(platform, 'demo-main', { oldCustomer: false });
const main = () => {
  const account = findAccount(platform, 'demo-main');
  if (!account) throw new Error('no demo-main');
  return account;
};
const tasks = async (followId: number) => (await api.get<FollowTask[]>(`${V1}/GetFollowTask`, { followId })).data;

describe('getFollowTask', () => {
  it('sets a task per step of the follow path, each done by the step after it, the newest one the order’s current task', async () => {
    const order = dispatchNew();
    const first = await tasks(order.id);
    expect(first).toEqual([
      expect.objectContaining({
        id: order.id * 10 + 1,
        taskType: 1,
        status: 0,
        createTime: order.dispatchTime,
        deadline: formatDateTime(parseDateTime(order.dispatchTime) + 30 * MINUTE),
        finishTime: null,
      }),
    ]);
    followUp(platform, main(), { followId: order.id, content: '已电话联系，客户想了解价格' });
    setMeetAppointment(platform, main(), { followId: order.id, meetTime: future() });
    setMet(platform, main(), { followId: order.id, metTime: past() });
    setDealt(platform, main(), { followId: order.id, dealType: 0, amount: 3980, projectIds: [], dealTime: past(), images: [] });
    const after = await tasks(order.id);
    expect(after.map((t) => t.taskType).sort()).toEqual([1, 2, 3, 4]);
    expect(after.find((t) => t.taskType === 1)).toMatchObject({ status: 1, finishTime: formatDateTime(platform.now()) });
    const deadlines = after.map((t) => t.deadline);
    expect(deadlines).toEqual([...deadlines].sort());
    // Dealt: the order is closed (task status 3), and so is its current task, the return visit.
    const stored = platform.db.orders.get(order.id);
    expect(stored?.followTaskStatus).toBe(3);
    expect(after.find((t) => t.taskType === 4)?.status).toBe(3);
  });

  it('agrees with the seeded orders’ task status, with ids distinct across orders', async () => {
    const sample = platform.db.orders.list({ limit: 60 });
    const ids = new Set<number>();
    for (const order of sample) {
      const list = await tasks(order.id);
      const current = [...list].sort((a, b) => a.createTime.localeCompare(b.createTime) || a.taskType - b.taskType).at(-1);
      expect(current?.status).toBe(order.followTaskStatus);
      for (const t of list) ids.add(t.id);
    }
    expect(ids.size).toBeGreaterThan(sample.length);
  });

  it('refuses an unknown order', async () => {
    expect(await api.get(`${V1}/GetFollowTask`, { followId: 1 })).toMatchObject({ success: false, msg: '订单不存在' });
  });
});

describe('getFollowTaskInfo', () => {
  it('answers the current task by default, and a named task with the records and deals made while it was current', async () => {
    const order = dispatchNew();
    clock.now += 10 * MINUTE;
    followUp(platform, main(), { followId: order.id, content: '首次联系' });
    clock.now += 2 * DAY;
    setMet(platform, main(), { followId: order.id, metTime: past() });
    const current = (await api.get<FollowTaskInfo>(`${V2}/getFollowTaskInfo`, { followId: order.id })).data;
    expect(current).toMatchObject({ id: order.id * 10 + 3, taskType: 3, order: { id: order.id, followNumber: order.followNumber } });
    expect(current.order).not.toHaveProperty('followRecords');
    const firstContact = (await api.get<FollowTaskInfo>(`${V2}/getFollowTaskInfo`, { followId: order.id, taskId: order.id * 10 + 1 })).data;
    expect(firstContact.records.map((r) => r.content)).toEqual(expect.arrayContaining(['首次联系']));
    expect(firstContact.records.map((r) => r.action)).toContain(1);
    expect(current.records.map((r) => r.action)).not.toContain(1);
  });

  it('refuses a task of another order, or an unknown one', async () => {
    const a = dispatchNew();
    const b = dispatchNew();
    const answer = await api.get(`${V2}/getFollowTaskInfo`, { followId: a.id, taskId: b.id * 10 + 1 });
    expect(answer).toMatchObject({ success: false, msg: '跟进任务不存在或不属于该订单' });
    expect(await api.get(`${V2}/getFollowTaskInfo`, { followId: 1 })).toMatchObject({ success: false, msg: '订单不存在' });
  });
});

describe('getClientFollowArchive', () => {
  /** The seeded customer with the most orders. */
  const busiest = () => {
    const [customerId] = [...platform.db.orders.countBy('customerId').entries()].sort((a, b) => b[1] - a[1])[0] ?? [0];
    return Number(customerId);
  };

  it('lists every follow record of the customer’s orders, newest first, paged, or one order’s', async () => {
    const customerId = busiest();
    const orders = platform.db.orders.list({ where: { customerId } });
    expect(orders.length).toBeGreaterThan(1);
    const all = orders.flatMap((o) => o.followRecords);
    const first = (await api.post<OrderClientFollowArchive>(`${V2}/getClientFollowArchive`, { customerId, page: 1, limit: 3 })).data;
    expect(first.total).toBe(all.length);
    expect(first.customer.id).toBe(customerId);
    const times = first.list.map((r) => r.followTime);
    expect(times).toEqual([...times].sort().reverse());
    const second = (await api.post<OrderClientFollowArchive>(`${V2}/getClientFollowArchive`, { customerId, page: 2, limit: 3 })).data;
    expect(second.list.map((r) => r.id)).not.toEqual(first.list.map((r) => r.id));
    const one = orders[0];
    if (!one) throw new Error('no order');
    const only = (await api.post<OrderClientFollowArchive>(`${V2}/getClientFollowArchive`, { customerId, followId: one.id, limit: 100 }))
      .data;
    expect(only.total).toBe(one.followRecords.length);
    expect(new Set(only.list.map((r) => r.followId))).toEqual(new Set([one.id]));
  });

  it('refuses an unknown customer, and an order of another customer', async () => {
    expect(await api.post(`${V2}/getClientFollowArchive`, { customerId: 1 })).toMatchObject({ success: false, msg: '客户不存在' });
    const customerId = busiest();
    const other = platform.db.orders.list({ limit: 200 }).find((o) => o.customer.id !== customerId);
    const answer = await api.post(`${V2}/getClientFollowArchive`, { customerId, followId: other?.id });
    expect(answer).toMatchObject({ success: false, msg: '该订单不属于此客户' });
  });
});

describe('autoRepeat', () => {
  it('matches an old customer’s re-dispatch on the phone, and a new customer on nothing, changing nothing', async () => {
    const again = createDispatchOrder(platform, 'demo-main', { oldCustomer: true });
    const before = JSON.stringify(platform.db.orders.get(again.id));
    const hit = (await api.post<OrderAutoRepeatResult>(`${V1}/autoRepeat`, { followId: again.id })).data;
    expect(hit).toMatchObject({ followId: again.id, isSuspectedRepeat: true, repeatStatus: again.repeatStatus });
    expect(hit.matches).toEqual([
      expect.objectContaining({ matchField: 'phone', matchedValue: again.customer.phone, customerName: again.customer.name }),
    ]);
    expect(JSON.stringify(platform.db.orders.get(again.id))).toBe(before);
    const fresh = dispatchNew();
    const none = (await api.post<OrderAutoRepeatResult>(`${V1}/autoRepeat`, { followId: fresh.id })).data;
    expect(none).toMatchObject({ isSuspectedRepeat: false, matches: [] });
  });

  it('matches another customer who has the same WeChat', async () => {
    const known = platform.db.customers.list().find((c) => c.contacts.some((k) => k.kind === 'wechat'));
    const wechat = known?.contacts.find((k) => k.kind === 'wechat')?.contactVal;
    if (!known || !wechat) throw new Error('the seed has no customer with WeChat');
    const fresh = dispatchNew();
    addContactInfo(platform, main(), { followId: fresh.id, kind: 'wechat', contactVal: wechat });
    const result = (await api.post<OrderAutoRepeatResult>(`${V1}/autoRepeat`, { followId: fresh.id })).data;
    expect(result.matches).toContainEqual({
      matchField: 'wechat',
      matchedValue: wechat,
      customerName: known.name,
      lastVisitTime: known.lastVisitTime ?? null,
    });
  });

  it('refuses an unknown order', async () => {
    expect(await api.post(`${V1}/autoRepeat`, { followId: 1 })).toMatchObject({ success: false, msg: '订单不存在' });
  });
});

describe('getChatMembers', () => {
  it('lists the members of the order’s group chat by role, and none for an order without one', async () => {
    const withChat = platform.db.orders.list().find((o) => o.chatId);
    if (!withChat?.chatId) throw new Error('the seed has no order group');
    const chat = platform.db.chats.get(withChat.chatId);
    const answer = (await api.get<OrderChatMembers>('/api/pc/1.0/Chat/GetChatMembers', { followId: withChat.id })).data;
    expect(answer.chatId).toBe(withChat.chatId);
    expect(answer.members.map((m) => m.imId).sort()).toEqual(
      (chat?.members ?? [])
        .filter((m) => m.userType !== 4)
        .map((m) => m.userId)
        .sort(),
    );
    const roles = answer.members.map((m) => m.role);
    expect(roles).toEqual([...roles].sort());
    expect(roles).toContain(2);
    expect(roles).toContain(3);
    const without = dispatchNew();
    expect((await api.get<OrderChatMembers>('/api/pc/1.0/Chat/GetChatMembers', { followId: without.id })).data).toEqual({
      chatId: null,
      members: [],
    });
    expect(await api.get('/api/pc/1.0/Chat/GetChatMembers', { followId: 1 })).toMatchObject({ success: false, msg: '订单不存在' });
  });
});
