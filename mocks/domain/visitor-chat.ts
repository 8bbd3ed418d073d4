/**
 * The visitor-chat client query (/wechat; specification, section 3): the viewer's private chats
 * with visitors, every row carrying what the filters match — the visitor's region, city and
 * latent demands (from the platform's customer record), the first message time and the hospital
 * counselors who served the visitor (from the chat's messages), the message counts and the reply
 * and effective flags (kept on the chat as messages arrive) — filtered, sorted (last message
 * time descending by default) and paged. Also the filter's options the chat gateway serves: the
 * hospital's counselors and the cities.
 */
import type { ChatCity, ChatCounselor, ChatListItem, ChatSearchRequest } from '@generated/chat/model';
import { paginate } from '../../src/lib/paging/paging.ts';
import { HOSPITAL } from '../db/accounts.ts';
import { CITIES } from '../db/catalog.ts';
import type { SandboxPlatform } from '../platform.ts';
import { chatList } from './chat/chats.ts';
import { refuse } from './errors.ts';
import { SEED_MEDIA_HOST } from './seed-media.ts';

/** Pinyin initials of the catalogue's cities (the region filter groups by them). */
const CITY_INITIALS: Record<string, string> = {
  上海: 'S',
  杭州: 'H',
  宁波: 'N',
  苏州: 'S',
  南京: 'N',
  无锡: 'W',
  北京: 'B',
  广州: 'G',
  深圳: 'S',
  合肥: 'H',
};

const shortProvince = (name: string) => name.replace(/(省|市)$/, '');

/** Every city of the region filter, by province then pinyin initial. */
export function chatCities(): ChatCity[] {
  return CITIES.map((c) => ({
    cityCode: String(c.cityId),
    cityName: c.cityName,
    provinceCode: String(c.provinceId),
    provinceName: shortProvince(c.provinceName),
    initial: CITY_INITIALS[c.cityName] ?? 'Z',
  })).sort((a, b) => a.provinceCode.localeCompare(b.provinceCode) || a.initial.localeCompare(b.initial));
}

/** The hospital's enabled staff accounts, who receive customer chats (IM ids `h_…`). */
export function hospitalCounselors(platform: SandboxPlatform): ChatCounselor[] {
  return platform.db.accounts
    .list({ where: { enabled: true }, sort: ['id'] })
    .filter((a) => a.userInfo.imId.startsWith('h_'))
    .map((a) => ({
      userId: a.userInfo.imId,
      isPlatformCounselor: false,
      staffId: a.userInfo.id,
      platformCounselorId: null,
      realName: a.userInfo.realName,
      chatName: `${HOSPITAL.shortName}-${a.userInfo.realName}`,
      avatar: `${SEED_MEDIA_HOST}/avatar/${a.userInfo.imId}.jpg`,
      hospitalName: HOSPITAL.registeredName,
      isOnline: false,
    }));
}

/** A visitor chat's row with what the filters match, read from the customer and the messages. */
function visitorRow(platform: SandboxPlatform, item: ChatListItem): ChatListItem {
  const link = item.customer;
  if (!link) return item;
  const customer = platform.db.customers.get(link.customerId);
  const messages = platform.db.messages.list({ where: { chatId: item.chatId }, sort: ['sendTimestamp'] });
  const counselors = [...new Set(messages.map((m) => m.message.fromUserId).filter((id) => id.startsWith('h_')))];
  return {
    ...item,
    customer: {
      ...link,
      ...(customer?.provinceId ? { provinceCode: String(customer.provinceId) } : {}),
      ...(customer?.cityId ? { cityCode: String(customer.cityId), cityName: customer.cityName ?? link.cityName } : {}),
      latentDemands: customer?.latentDemand ? [customer.latentDemand] : [],
    },
    firstMessageTime: messages[0]?.message.sendTime ?? null,
    hospitalCounselorIds: counselors,
    receivedCount: item.receivedCount ?? 0,
    sentCount: item.sentCount ?? 0,
    isReply: item.isReply ?? false,
    isEffective: item.isEffective ?? false,
  };
}

const inDays = (time: string | null | undefined, from?: string, to?: string) =>
  (!from && !to) || (!!time && (!from || time >= from) && (!to || time <= `${to} 23:59:59`));

const inCounts = (value: number, min = 0, max = 10) => value >= min && value <= max;

/** Whether a message of the chat (text) contains the keyword. */
function messagesMention(platform: SandboxPlatform, chatId: string, keyword: string): boolean {
  return platform.db.messages
    .list({ where: { chatId } })
    .some((m) => !m.message.isRecalled && m.message.msgType === 1 && m.message.content.includes(keyword));
}

export type VisitorChatQuery = Omit<ChatSearchRequest, 'page' | 'limit'> & { page?: number; limit?: number };

export function checkVisitorChatQuery(q: VisitorChatQuery): void {
  const ranges: [number | undefined, number | undefined][] = [
    [q.receivedCountMin, q.receivedCountMax],
    [q.sentCountMin, q.sentCountMax],
  ];
  for (const [min, max] of ranges) if ((min ?? 0) > (max ?? 10)) refuse('消息数范围的起始值不能大于结束值');
  for (const [from, to] of [
    [q.firstChatStartDate, q.firstChatEndDate],
    [q.lastChatStartDate, q.lastChatEndDate],
  ])
    if (from && to && from > to) refuse('开始日期不能晚于结束日期');
}

/** The filters every private chat has fields for: first and last message days, flags, counts. */
function matchesActivity(row: ChatListItem, q: VisitorChatQuery): boolean {
  return (
    inDays(row.firstMessageTime, q.firstChatStartDate, q.firstChatEndDate) &&
    inDays(row.lastMessageTime, q.lastChatStartDate, q.lastChatEndDate) &&
    (q.isReply === undefined || (row.isReply ?? false) === q.isReply) &&
    (q.isEffective === undefined || (row.isEffective ?? false) === q.isEffective) &&
    inCounts(row.receivedCount ?? 0, q.receivedCountMin, q.receivedCountMax) &&
    inCounts(row.sentCount ?? 0, q.sentCountMin, q.sentCountMax)
  );
}

/** The viewer's visitor chats matching every given filter, in the asked order. */
export function searchVisitorChats(platform: SandboxPlatform, viewer: string, q: VisitorChatQuery) {
  checkVisitorChatQuery(q);
  const keyword = q.keyword?.trim() ?? '';
  const counselors = new Set(q.hospitalCounselorIds ?? []);
  const demands = new Set(q.latentDemands ?? []);
  const visitorFilter =
    counselors.size > 0 || demands.size > 0 || q.channel !== undefined || q.gender !== undefined || !!q.provinceCode || !!q.cityCode;
  // Chats without a visitor (counselors, the dispatch assistant) only for the workspace's search.
  const withoutVisitor = (q.includeNonVisitorChats ?? false) && !visitorFilter;
  const rows = chatList(platform, viewer, { chatType: '0' })
    .filter((item) => item.customer !== null || withoutVisitor)
    .map((item) => visitorRow(platform, item))
    .filter((row) => {
      if (!matchesActivity(row, q)) return false;
      if (
        keyword &&
        !row.name.includes(keyword) &&
        !row.customer?.customerName.includes(keyword) &&
        !messagesMention(platform, row.chatId, keyword)
      )
        return false;
      const c = row.customer;
      if (!c) return true; // only here when no visitor filter is set
      if (counselors.size > 0 && !(row.hospitalCounselorIds ?? []).some((id) => counselors.has(id))) return false;
      if (q.channel !== undefined && c.channel !== q.channel) return false;
      if (q.provinceCode && c.provinceCode !== q.provinceCode) return false;
      if (q.cityCode && c.cityCode !== q.cityCode) return false;
      if (q.gender !== undefined && c.gender !== q.gender) return false;
      if (demands.size > 0 && !(c.latentDemands ?? []).some((d) => demands.has(d))) return false;
      return true;
    });
  const field = q.sortField ?? 'lastMessageTime';
  const sign = (q.sortOrder ?? 'desc') === 'asc' ? 1 : -1;
  const value = (row: ChatListItem): string | number => (row[field] as string | number | null | undefined) ?? '';
  rows.sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return (x < y ? -1 : x > y ? 1 : 0) * sign || a.chatId.localeCompare(b.chatId) * sign;
  });
  const page = paginate(rows, q.page, q.limit);
  return { total: page.total, page: page.page, limit: page.limit, list: page.rows };
}
