/**
 * The visitor-chat query (/wechat) over the seeded chats: every filter narrows to the rows it
 * names, the message count ranges default to 0–10, the default order is the last message time
 * descending, and the filter options are served from the accounts and the city catalogue.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { ChatCity, ChatCounselor, ChatListItem, ChatListPage, ChatSearchRequest } from '@generated/chat/model';
import { EVERY_PRIVATE_CHAT } from '../../src/lib/chat/chat-list-search.ts';
import { expectEvery } from '../../test-support/expect-every.ts';
import { apiClient, testPlatform, tokenFor } from '../contract/test-client.ts';
import { sandboxHandlers } from '../handlers/index.ts';
import type { SandboxPlatform } from '../platform.ts';

const C = '/imclient-hospital/api/v1';
let platform: SandboxPlatform;
let api: ReturnType<typeof apiClient>;
const WIDE = { receivedCountMax: 100_000, sentCountMax: 100_000 };

beforeEach(
  () => {
    ({ platform } = testPlatform({ scale: 0.3 }));
    api = apiClient(platform, sandboxHandlers(platform), tokenFor(platform, 'demo-main'));
  },
  60_000, // seeding a larger platform is slow on a shared machine
);

async function search(body: Partial<ChatSearchRequest>): Promise<ChatListPage> {
  const answer = await api.post<ChatListPage>(`${C}/chats/search`, { page: 1, limit: 500, ...body });
  expect(answer.msg).toBe('ok');
  return answer.data;
}

/** Narrows the wide list to fewer rows, some left, each kept by `keeps`. */
async function expectNarrows(filter: Partial<ChatSearchRequest>, keeps: (row: ChatListItem) => boolean) {
  const all = await search(WIDE);
  const narrowed = await search({ ...WIDE, ...filter });
  expect(narrowed.total, JSON.stringify(filter)).toBeGreaterThan(0);
  expect(narrowed.total, JSON.stringify(filter)).toBeLessThan(all.total);
  expectEvery(narrowed.list, keeps);
  expect(narrowed.total).toBe(all.list.filter(keeps).length);
}

describe('visitor-chat query', { timeout: 60_000 }, () => {
  it('lists the visitor chats with what the filters match, last message first, 0 to 10 messages by default', async () => {
    const all = await search(WIDE);
    expect(all.total).toBeGreaterThan(5);
    expectEvery(all.list, (r) => r.customer !== null && r.chatType === '0');
    expectEvery(all.list, (r) => Boolean(r.customer?.cityCode && r.customer.provinceCode && r.firstMessageTime));
    const times = all.list.map((r) => r.lastMessageTime ?? '');
    expect(times).toEqual([...times].sort().reverse());
    const byDefault = await search({});
    expect(byDefault.total).toBe(all.list.filter((r) => (r.receivedCount ?? 0) <= 10 && (r.sentCount ?? 0) <= 10).length);
    expect(byDefault.total).toBeLessThan(all.total);
  });

  it('narrows by each filter', async () => {
    const all = (await search(WIDE)).list;
    const sample = all.find(
      (r) => (r.customer?.latentDemands ?? []).length > 0 && (r.hospitalCounselorIds ?? []).length > 0,
    ) as ChatListItem;
    const c = sample.customer!;
    await expectNarrows({ channel: c.channel }, (r) => r.customer?.channel === c.channel);
    await expectNarrows({ gender: 1 }, (r) => r.customer?.gender === 1);
    await expectNarrows({ cityCode: c.cityCode }, (r) => r.customer?.cityCode === c.cityCode);
    await expectNarrows({ provinceCode: c.provinceCode, cityCode: c.cityCode }, (r) => r.customer?.cityCode === c.cityCode);
    const demand = c.latentDemands![0]!;
    await expectNarrows({ latentDemands: [demand] }, (r) => (r.customer?.latentDemands ?? []).includes(demand));
    const counselor = (sample.hospitalCounselorIds ?? [])[0]!;
    const sub = all.find((r) => !(r.hospitalCounselorIds ?? []).includes(counselor));
    if (sub) await expectNarrows({ hospitalCounselorIds: [counselor] }, (r) => (r.hospitalCounselorIds ?? []).includes(counselor));
    await expectNarrows({ isEffective: false }, (r) => r.isEffective === false);
    await expectNarrows({ receivedCountMin: 0, receivedCountMax: 10 }, (r) => (r.receivedCount ?? 0) <= 10);
    await expectNarrows({ sentCountMin: 11 }, (r) => (r.sentCount ?? 0) >= 11);
    // The keyword matches names and message texts: the named visitor's chat is among fewer rows.
    const named = await search({ ...WIDE, keyword: c.customerName });
    expect(named.list.map((r) => r.chatId)).toContain(sample.chatId);
    expect(named.total).toBeLessThan(all.length);
    const day = (sample.lastMessageTime ?? '').slice(0, 10);
    await expectNarrows({ lastChatStartDate: day, lastChatEndDate: day }, (r) => (r.lastMessageTime ?? '').startsWith(day));
    const firstDays = all.map((r) => (r.firstMessageTime ?? '').slice(0, 10)).sort();
    const first = firstDays[Math.floor(firstDays.length / 2)] as string;
    await expectNarrows({ firstChatStartDate: first }, (r) => (r.firstMessageTime ?? '') >= first);
  });

  it('sorts by a count on request and refuses a reversed range', async () => {
    const asc = (await search({ ...WIDE, sortField: 'receivedCount', sortOrder: 'asc' })).list.map((r) => r.receivedCount ?? 0);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const refused = await api.post(`${C}/chats/search`, { page: 1, limit: 10, receivedCountMin: 5, receivedCountMax: 2 });
    expect([refused.success, refused.msg]).toEqual([false, '消息数范围的起始值不能大于结束值']);
  });

  it('with the chat workspace fields, finds every private chat of the list by its name, busy ones and those without a visitor too', async () => {
    const listed = (await api.get<ChatListPage>(`${C}/chats?page=1&limit=500`)).data.list;
    expect(listed.some((r) => r.customer === null)).toBe(true);
    expect(listed.some((r) => (r.sentCount ?? 0) > 10)).toBe(true);
    for (const row of listed) {
      const found = await search({ keyword: row.name, ...EVERY_PRIVATE_CHAT });
      expect(
        found.list.map((r) => r.chatId),
        row.name,
      ).toContain(row.chatId);
    }
    // A visitor filter leaves the chats without a visitor out.
    expectEvery((await search({ ...EVERY_PRIVATE_CHAT, gender: 1 })).list, (r) => r.customer !== null);
  });

  it('serves the counselor and city options the filters use', async () => {
    const counselors = (await api.get<ChatCounselor[]>(`${C}/hospital-counselors`)).data;
    expect(counselors.length).toBeGreaterThan(3);
    expectEvery(counselors, (c) => c.userId.startsWith('h_') && c.staffId !== null && !c.isPlatformCounselor);
    const served = new Set((await search(WIDE)).list.flatMap((r) => r.hospitalCounselorIds ?? []));
    expectEvery([...served], (id) => counselors.some((c) => c.userId === id));
    const cities = (await api.get<ChatCity[]>(`${C}/commons/cities`)).data;
    expect(cities.map((c) => c.cityName)).toContain('上海');
    expectEvery((await search(WIDE)).list, (r) => cities.some((c) => c.cityCode === r.customer?.cityCode));
  });
});
