import { beforeEach, describe, expect, it } from 'vitest';
import type { AutoReply, AutoReplyImSwitch, AutoReplyPage } from '@generated/main/model';
import { apiClient, testPlatform, tokenFor } from '../../contract/test-client.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { sandboxHandlers } from '../index.ts';
import { expectEvery } from '../../../test-support/expect-every.ts';

const A = '/api/pc/1.0/chatAutoReply';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;

beforeEach(() => {
  ({ platform } = testPlatform());
  api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform));
});

const listAll = async () => (await api.post<AutoReplyPage>(`${A}/getList`, { page: 1, limit: 100 })).data;
const ids = async () => (await listAll()).list.map((r) => r.id);
const keywordRule = {
  replyType: 2,
  title: '光子嫩肤',
  keywords: ['光子', ' 嫩肤 ', '光子'],
  matchMode: 1,
  content: '光子嫩肤单次体验价680元。',
  isEnabled: true,
};

describe('chat auto-reply rules', () => {
  it('lists the seeded rules in their order and filters them', async () => {
    const all = await listAll();
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.list.map((r) => r.sort)).toEqual([...all.list.map((r) => r.sort)].sort((a, b) => a - b));
    expect(all.list.map((r) => r.title)).toContain('营业时间');
    const keyword = (await api.post<AutoReplyPage>(`${A}/getList`, { replyType: 2, limit: 100 })).data;
    expectEvery(keyword.list, (r) => r.replyType === 2);
    const found = (await api.post<AutoReplyPage>(`${A}/getList`, { keyword: '地铁', limit: 100 })).data;
    expect(found.list.map((r) => r.title)).toEqual(['医院地址']);
  });

  it('creates at the end, edits, reads and deletes a rule', async () => {
    const before = await ids();
    const id = (await api.post<{ id: number }>(`${A}/save`, keywordRule)).data.id;
    expect(await ids()).toEqual([...before, id]);
    const created = (await api.get<AutoReply>(`${A}/getInfo`, { id })).data;
    expect(created).toMatchObject({ title: '光子嫩肤', keywords: ['光子', '嫩肤'], isEnabled: true, hitCount: 0 });

    await api.post(`${A}/save`, { ...keywordRule, id, title: '光子嫩肤价格', isEnabled: false });
    expect((await api.get<AutoReply>(`${A}/getInfo`, { id })).data).toMatchObject({
      title: '光子嫩肤价格',
      isEnabled: false,
      sort: created.sort,
    });

    await api.post(`${A}/delete`, { id });
    expect(await ids()).toEqual(before);
    expect(await api.get(`${A}/getInfo`, { id })).toMatchObject({ success: false, msg: '自动回复规则不存在或已删除' });
  });

  it('refuses invalid rules and changes nothing', async () => {
    const before = await listAll();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...keywordRule, title: '  ' }, '请填写规则名称'],
      [{ ...keywordRule, content: ' \n ' }, '请填写回复内容'],
      [{ ...keywordRule, keywords: ['  '] }, '关键词回复请至少填写一个关键词'],
      [{ ...keywordRule, keywords: ['价格'] }, '关键词「价格」已在规则「玻尿酸价格咨询」中使用'],
      [{ replyType: 1, title: '新欢迎语', content: '欢迎', isEnabled: true }, '已有启用的欢迎语「首次咨询欢迎语」，请先停用它'],
      [{ ...keywordRule, id: 999_999 }, '自动回复规则不存在或已删除'],
    ];
    for (const [body, msg] of cases) expect(await api.post(`${A}/save`, body)).toMatchObject({ success: false, msg });
    expect(await listAll()).toEqual(before);
    // The same keyword is fine on a disabled rule.
    expect((await api.post(`${A}/save`, { ...keywordRule, keywords: ['价格'], isEnabled: false })).success).toBe(true);
  });

  it('keeps at most 50 rules', async () => {
    const count = (await listAll()).total;
    for (let i = count; i < 50; i++)
      await api.post(`${A}/save`, { replyType: 2, title: `规则${i}`, keywords: [`词${i}`], content: '好的', isEnabled: true });
    expect(await api.post(`${A}/save`, { ...keywordRule })).toMatchObject({
      success: false,
      msg: '自动回复规则最多50条，请先删除不用的规则',
    });
    expect((await listAll()).total).toBe(50);
  });

  it('sorts by a full permutation of the ids and refuses anything else', async () => {
    const order = await ids();
    const reversed = [...order].reverse();
    await api.post(`${A}/sort`, { ids: reversed });
    expect(await ids()).toEqual(reversed);
    const partial = await api.post(`${A}/sort`, { ids: order.slice(1) });
    expect(partial).toMatchObject({ success: false, msg: '规则列表已变化，请刷新后重新排序' });
    const unknown = await api.post(`${A}/sort`, { ids: [...order.slice(1), 999_999] });
    expect(unknown).toMatchObject({ success: false, msg: '规则列表已变化，请刷新后重新排序' });
    const twice = await api.post(`${A}/sort`, { ids: [order[0], ...order.slice(0, -1)] });
    expect(twice).toMatchObject({ success: false, msg: '排序中有重复的规则' });
    expect(await ids()).toEqual(reversed);
  });
});

describe('auto-reply IM switch', () => {
  it('is off until the main account turns it on, and keeps what was saved', async () => {
    expect((await api.get<AutoReplyImSwitch>(`${A}/getImSwitch`)).data).toMatchObject({ isOpen: false, workStartTime: '09:00' });
    await api.post(`${A}/setImSwitch`, { isOpen: true, workStartTime: '08:30', workEndTime: '20:00', workDays: [5, 1, 1] });
    expect((await api.get<AutoReplyImSwitch>(`${A}/getImSwitch`)).data).toEqual({
      isOpen: true,
      workStartTime: '08:30',
      workEndTime: '20:00',
      workDays: [1, 5],
      replyDelaySeconds: 30,
    });
  });

  it('refuses a sub-account and a day that ends before it starts, changing nothing', async () => {
    const sub = apiClient(platform, sandboxHandlers(platform), tokenFor(platform, 'demo-sub'));
    expect(await sub.post(`${A}/setImSwitch`, { isOpen: true, workStartTime: '09:00', workEndTime: '21:00' })).toMatchObject({
      success: false,
      msg: '只有主账号可以修改自动回复开关',
    });
    expect(await api.post(`${A}/setImSwitch`, { isOpen: true, workStartTime: '21:00', workEndTime: '09:00' })).toMatchObject({
      success: false,
      msg: '工作开始时间须早于结束时间',
    });
    expect((await sub.get<AutoReplyImSwitch>(`${A}/getImSwitch`)).data.isOpen).toBe(false);
  });

  it('keeps the wait for a person between 0 and 300 whole seconds, changing nothing otherwise', async () => {
    const base = { isOpen: true, workStartTime: '09:00', workEndTime: '21:00', workDays: [1, 2, 3] };
    for (const replyDelaySeconds of [301, -1, 1.5]) {
      // The contract's bounds (0 to 300, an integer), checked on every request.
      expect(await api.post(`${A}/setImSwitch`, { ...base, replyDelaySeconds }), String(replyDelaySeconds)).toMatchObject({
        success: false,
        msg: expect.stringMatching(/^请求参数不正确：body\/replyDelaySeconds must be /),
      });
    }
    expect((await api.get<AutoReplyImSwitch>(`${A}/getImSwitch`)).data).toMatchObject({ isOpen: false, replyDelaySeconds: 30 });
    await api.post(`${A}/setImSwitch`, { ...base, replyDelaySeconds: 0 });
    expect((await api.get<AutoReplyImSwitch>(`${A}/getImSwitch`)).data).toMatchObject({ isOpen: true, replyDelaySeconds: 0 });
  });
});
