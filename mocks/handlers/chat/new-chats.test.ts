/**
 * New conversations over the chat gateway: a private chat with a colleague or a platform
 * counselor is made once (asking again returns it), joins both people's lists in the shared order
 * and is named after the other person for each; a new group makes me its owner, reaches every
 * member's list with its creation line, and is found by the light search; each refusal says why
 * in Chinese and changes nothing.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  ChatCounselor,
  ChatGroup,
  ChatGroupBrief,
  ChatGroupNotice,
  ChatListItem,
  ChatListPage,
  ChatMember,
  ChatMessageHistory,
} from '@generated/chat/model';
import { sortChatList } from '../../../src/lib/chat/chat-order.ts';
import type { PlatformEvent } from '../../platform.ts';
import { eventLogOf, MAIN, SUB, testPlatform, viewerStateOf, type TestPlatform } from '../../realtime/test-support.ts';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { chatGatewayClient } from './gateway-test-client.ts';

const ME = 'h_3001';
const SUB_IM = 'h_3002';

let t: TestPlatform;
let events: PlatformEvent[];
let call: ReturnType<typeof chatGatewayClient>['call'];
let data: ReturnType<typeof chatGatewayClient>['data'];

beforeEach(() => {
  t = testPlatform();
  ({ call, data } = chatGatewayClient(t));
  events = [];
  t.platform.subscribe((e) => events.push(e));
});

const privates = async (as = MAIN) => (await data<ChatListPage>('GET', '/chats?page=1&limit=500', { as })).list;
const groups = async (as = MAIN) => (await data<ChatListPage>('GET', '/group_chats?page=1&limit=500', { as })).list;
const chatCount = () => t.platform.db.chats.count();
const official = async () => (await data<ChatCounselor[]>('GET', '/commons/official_counselors'))[0] as ChatCounselor;
/** A colleague with no private chat with demo-main. */
async function colleague(): Promise<ChatCounselor> {
  const mine = await privates();
  const found = (await data<ChatCounselor[]>('GET', '/hospital-counselors')).find(
    (c) => c.userId !== ME && c.userId !== SUB_IM && !mine.some((chat) => chat.peerUserId === c.userId),
  );
  if (!found) throw new Error('no colleague without a chat');
  return found;
}
/** The refusal's message, with nothing changed in the chats. */
async function refusal(path: string, body: unknown): Promise<string> {
  const before = chatCount();
  const answer = await call('POST', path, { body });
  expect(answer.body.success).toBe(false);
  expect(chatCount()).toBe(before);
  return answer.body.msg;
}

describe('POST /chats (a private chat)', () => {
  it('makes a private chat with a platform counselor, in the list in the shared order, named after them', async () => {
    const counselor = await official();
    const chat = await data<ChatListItem>('POST', '/chats', { body: { toUserId: counselor.userId } });
    expect(chat).toMatchObject({ chatType: '0', peerUserId: counselor.userId, name: counselor.chatName, memberCount: 2, unreadCount: 0 });
    expect(chat.lastMessageTime).toBe('2026-11-22 10:00:00');
    const list = await privates();
    expect(list.map((row) => row.chatId)).toContain(chat.chatId);
    expect(list.map((row) => row.chatId)).toEqual(sortChatList(list).map((row) => row.chatId));
  });

  it('returns the existing chat when asked again: never two chats with the same person', async () => {
    const counselor = await official();
    const first = await data<ChatListItem>('POST', '/chats', { body: { toUserId: counselor.userId } });
    const count = chatCount();
    const again = await data<ChatListItem>('POST', '/chats', { body: { toUserId: counselor.userId } });
    expect(again.chatId).toBe(first.chatId);
    expect(chatCount()).toBe(count);
    expect((await privates()).filter((row) => row.peerUserId === counselor.userId)).toHaveLength(1);
  });

  it('is the same chat for a colleague, named after me on their side, and opening it from there makes no second one', async () => {
    const peer = await colleague();
    const peerAccount = t.platform.db.accounts.first({ where: { imId: peer.userId } })?.account as string;
    const chat = await data<ChatListItem>('POST', '/chats', { body: { toUserId: peer.userId } });
    expect(chat.name).toContain(peer.realName);
    const theirs = (await privates(peerAccount)).find((row) => row.chatId === chat.chatId);
    expect(theirs).toMatchObject({ peerUserId: ME });
    expect(theirs?.name).toContain('王雅琴');
    const back = await data<ChatListItem>('POST', '/chats', { as: peerAccount, body: { toUserId: ME } });
    expect(back.chatId).toBe(chat.chatId);
  });

  it('returns my existing chat with a customer, and starts none with an unknown person, myself or a disabled colleague', async () => {
    const customerChat = (await privates()).find((row) => row.customer);
    if (!customerChat?.peerUserId) throw new Error('no customer chat');
    expect((await data<ChatListItem>('POST', '/chats', { body: { toUserId: customerChat.peerUserId } })).chatId).toBe(customerChat.chatId);

    expect(await refusal('/chats', { toUserId: 'h_999999' })).toBe('只能与本院同事或平台咨询师发起私聊：h_999999');
    expect(await refusal('/chats', { toUserId: ME })).toBe('不能与自己发起私聊');
    const disabled = t.platform.db.accounts.list().find((a) => !a.enabled);
    if (!disabled) throw new Error('no disabled account');
    expect(await refusal('/chats', { toUserId: disabled.userInfo.imId })).toBe(`${disabled.userInfo.realName}的账号已停用，无法发起私聊`);
  });
});

describe('POST /group_chats (a new group)', () => {
  it('makes me the owner, shows the group in every member’s list with its creation line, unread for nobody', async () => {
    const counselor = await official();
    const group = await data<ChatGroup>('POST', '/group_chats', {
      body: { name: '  新建测试群  ', memberIds: [SUB_IM, counselor.userId, SUB_IM] },
    });
    expect(group).toMatchObject({ name: '新建测试群', ownerId: ME, myRole: 1, memberCount: 3, maxMemberCount: 200, customer: null });

    const members = await data<ChatMember[]>('GET', `/chat_members/${group.chatId}`);
    expect(members.map((m) => [m.userId, m.role])).toEqual([
      [ME, 1],
      [SUB_IM, 3],
      [counselor.userId, 3],
    ]);
    for (const as of [MAIN, SUB]) {
      const row = (await groups(as)).find((r) => r.chatId === group.chatId);
      expect(row).toMatchObject({ name: '新建测试群', unreadCount: 0, memberCount: 3 });
      expect(row?.lastMessage).toMatchObject({ msgType: 99, bizType: 7, content: '王雅琴创建了群聊' });
    }
    const history = await data<ChatMessageHistory>('GET', `/group_messages?chatId=${group.chatId}&limit=20`, { as: SUB });
    expect(history.records.map((m) => m.content)).toEqual(['王雅琴创建了群聊']);

    const notice = events.flatMap((e) => (e.kind === 'group-notice' ? [e.notice as ChatGroupNotice] : []))[0];
    expect(notice).toMatchObject({ nType: 1, chatId: group.chatId, memberIds: [SUB_IM, counselor.userId] });
    expect(eventLogOf(t.platform, SUB_IM).some((e) => e.event === 101 && e.notice.chatId === group.chatId)).toBe(true);
    expect(viewerStateOf(t.platform, SUB_IM, group.chatId)?.unreadCount ?? 0).toBe(0);
  });

  it('names a group without a name after its first members, and links the customer it is about', async () => {
    const customerChat = (await privates()).find((row) => row.customer);
    if (!customerChat?.customer) throw new Error('no customer chat');
    const group = await data<ChatGroup>('POST', '/group_chats', {
      body: { memberIds: [SUB_IM], customerImId: customerChat.customer.customerImId },
    });
    const sub = t.account(SUB).userInfo.realName;
    expect(group.name).toBe(`王雅琴、${sub}`);
    expect(group.customer).toMatchObject({
      customerImId: customerChat.customer.customerImId,
      customerName: customerChat.customer.customerName,
    });
    const orders = await data<unknown[]>('GET', `/group_chats/${group.chatId}/orders`);
    expect(Array.isArray(orders)).toBe(true);
  });

  it('refuses no members, only myself, an unknown person, a disabled colleague, an unknown customer and too long a name', async () => {
    expect(await refusal('/group_chats', { name: '群', memberIds: [ME] })).toBe('请至少选择1位群成员');
    expect(await refusal('/group_chats', { name: '群', memberIds: [SUB_IM, 'p_nobody'] })).toBe('用户不存在：p_nobody');
    const disabled = t.platform.db.accounts.list().find((a) => !a.enabled);
    if (!disabled) throw new Error('no disabled account');
    expect(await refusal('/group_chats', { memberIds: [disabled.userInfo.imId] })).toBe(
      `${disabled.userInfo.realName}的账号已停用，无法加入群聊`,
    );
    expect(await refusal('/group_chats', { memberIds: [SUB_IM], customerImId: 'c_0' })).toBe('客户不存在：c_0');
    // The contract's maxLength 30 is checked before the platform's own rule.
    expect(await refusal('/group_chats', { name: '长'.repeat(31), memberIds: [SUB_IM] })).toMatch(/^请求参数不正确/);
    expect(await refusal('/group_chats', { memberIds: [] })).toMatch(/^请求参数不正确/);
    expect(events.filter((e) => e.kind === 'group-notice')).toEqual([]);
  });
});

describe('POST /group_chats/lightSearch', () => {
  it('finds my groups by name, the same name first, small and without counts', async () => {
    await data<ChatGroup>('POST', '/group_chats', { body: { name: '咨询部', memberIds: [SUB_IM] } });
    const found = await data<ChatGroupBrief[]>('POST', '/group_chats/lightSearch', { body: { keyword: '咨询部' } });
    expect(found[0]).toMatchObject({ name: '咨询部', memberCount: 2 });
    expect(found.length).toBeGreaterThan(1);
    expectEvery(found, (g) => g.name.includes('咨询部'));
    expect(Object.keys(found[0] as object).sort()).toEqual(['avatar', 'chatId', 'memberCount', 'name']);
    const mine = new Set((await groups()).map((g) => g.chatId));
    expectEvery(found, (g) => mine.has(g.chatId));
    expect(await data<ChatGroupBrief[]>('POST', '/group_chats/lightSearch', { body: { keyword: '咨询部', limit: 1 } })).toHaveLength(1);
  });

  it('finds only the viewer’s groups', async () => {
    const group = await data<ChatGroup>('POST', '/group_chats', { body: { name: '只有我们俩的群', memberIds: [SUB_IM] } });
    const outsider = t.platform.db.accounts.list().find((a) => a.enabled && a.userInfo.imId !== ME && a.userInfo.imId !== SUB_IM);
    if (!outsider) throw new Error('no outsider');
    expect(
      await data<ChatGroupBrief[]>('POST', '/group_chats/lightSearch', { as: outsider.account, body: { keyword: '只有我们俩' } }),
    ).toEqual([]);
    expect(
      (await data<ChatGroupBrief[]>('POST', '/group_chats/lightSearch', { as: SUB, body: { keyword: '只有我们俩' } })).map((g) => g.chatId),
    ).toEqual([group.chatId]);
  });
});
