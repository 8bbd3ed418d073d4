/**
 * Group members over the chat gateway: adding colleagues and platform counselors, removing and
 * exiting change the members in later reads, keep the member change line in the history (with the
 * notice's fingerprint, counted unread by nobody), log and push the notice to the members, and
 * move the member count; each refusal says why in Chinese and changes nothing.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  ChatCounselor,
  ChatCounselorPage,
  ChatGroup,
  ChatGroupNotice,
  ChatListPage,
  ChatMember,
  ChatMessageHistory,
} from '@generated/chat/model';
import type { SandboxChat } from '../../db/state.ts';
import type { PlatformEvent } from '../../platform.ts';
import { eventLogOf, MAIN, outsider, SUB, testPlatform, viewerStateOf, type TestPlatform } from '../../realtime/test-support.ts';
import { expectEvery } from '../../../test-support/expect-every.ts';
import { chatGatewayClient } from './gateway-test-client.ts';

const ME = 'h_3001';

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

/** A group demo-main owns with demo-sub as its admin (the consultation team's group). */
function ownedGroup(): SandboxChat {
  const group = t.platform.db.chats
    .list({ where: { chatType: '2' } })
    .find((c) => c.members.find((m) => m.userId === ME)?.role === 1 && c.members.some((m) => m.userId === 'h_3002' && m.role === 2));
  if (!group) throw new Error('no group owned by demo-main with demo-sub as admin');
  return group;
}

const members = (chatId: string, as = MAIN) => data<ChatMember[]>('GET', `/chat_members/${chatId}`, { as });
const newest = async (chatId: string, as = MAIN) =>
  (await data<ChatMessageHistory>('GET', `/group_messages?chatId=${chatId}&limit=1`, { as })).records[0];
const countOf = async (chatId: string, as = MAIN) => (await data<ChatGroup>('GET', `/group_chats/${chatId}`, { as })).memberCount;
const notices = () => events.flatMap((e) => (e.kind === 'group-notice' ? [e.notice as ChatGroupNotice] : []));
const accountOf = (imId: string) => t.platform.db.accounts.first({ where: { imId } })?.account as string;

/** A platform counselor who is not in the chat. */
async function counselorOutside(chat: SandboxChat): Promise<ChatCounselor> {
  const official = await data<ChatCounselor[]>('GET', '/commons/official_counselors');
  const counselor = official.find((c) => !chat.members.some((m) => m.userId === c.userId));
  if (!counselor) throw new Error('every counselor is in the chat');
  return counselor;
}

describe('adding members', () => {
  it('adds a colleague and a platform counselor: later reads, the line in history, the count, the notice to members', async () => {
    const group = ownedGroup();
    const id = group.item.chatId;
    const colleague = outsider(t.platform, group).userInfo;
    const counselor = await counselorOutside(group);
    const countBefore = await countOf(id);
    const subUnread = viewerStateOf(t.platform, 'h_3002', id)?.unreadCount;

    await data('POST', `/chat_members/${id}`, { body: { userIds: [colleague.imId, counselor.userId] } });

    const after = await members(id);
    expect(after.find((m) => m.userId === colleague.imId)).toMatchObject({ role: 3, state: 0, userType: 2, realName: colleague.realName });
    expect(after.find((m) => m.userId === counselor.userId)).toMatchObject({ role: 3, userType: 3, realName: counselor.realName });
    expect(await countOf(id)).toBe(countBefore + 2);
    const row = (await data<ChatListPage>('GET', '/group_chats?page=1&limit=500')).list.find((c) => c.chatId === id);
    expect(row?.memberCount).toBe(countBefore + 2);

    const [notice] = notices();
    expect(notice).toMatchObject({ nType: 1, bizType: 7, memberIds: [colleague.imId, counselor.userId] });
    const line = await newest(id);
    expect(line).toMatchObject({ msgType: 99, bizType: 7, fromUserId: ME, fingerPrint: notice?.fingerPrint });
    expect(line?.content).toBe(`王雅琴邀请${colleague.realName}、${counselor.realName}加入了群聊`);
    expect(row?.lastMessage?.fingerPrint).toBe(notice?.fingerPrint);
    // Every staff member, the newcomer included, gets the notice; nobody counts the line unread.
    for (const viewer of ['h_3002', colleague.imId]) {
      expect(eventLogOf(t.platform, viewer).at(-1)).toMatchObject({ event: 101, fingerPrint: notice?.fingerPrint });
    }
    expect(viewerStateOf(t.platform, 'h_3002', id)?.unreadCount).toBe(subUnread);
    expect(viewerStateOf(t.platform, colleague.imId, id)?.unreadCount).toBe(0);
    // The newcomer reads the history, the line last.
    expect((await newest(id, colleague.account))?.fingerPrint).toBe(notice?.fingerPrint);
  });

  it('serves the official counselors and a name search over both kinds', async () => {
    const official = await data<ChatCounselor[]>('GET', '/commons/official_counselors');
    expect(official.length).toBeGreaterThan(3);
    expectEvery(official, (c) => c.isPlatformCounselor && c.userId.startsWith('p_') && c.platformCounselorId !== null);
    const found = await data<ChatCounselorPage>('GET', `/commons/counselor_query?keyword=${encodeURIComponent('王雅琴')}&page=1&limit=10`);
    expect(found.list.map((c) => c.userId)).toEqual([ME]);
    const both = await data<ChatCounselorPage>('GET', '/commons/counselor_query?page=1&limit=100');
    expect(both.list.some((c) => c.isPlatformCounselor)).toBe(true);
    expect(both.list.some((c) => !c.isPlatformCounselor)).toBe(true);
  });
});

describe('removing and exiting', () => {
  it('the owner removes a member: gone in later reads, the line in history, the count drops, the removed is told and locked out', async () => {
    const group = ownedGroup();
    const id = group.item.chatId;
    const target = group.members.find((m) => m.role === 3 && m.userType === 2 && m.state === 0);
    if (!target) throw new Error('no plain staff member');
    const countBefore = await countOf(id);

    await data('DELETE', `/chat_members/${id}?userIds=${target.userId}`);

    expect((await members(id)).some((m) => m.userId === target.userId)).toBe(false);
    expect(await countOf(id)).toBe(countBefore - 1);
    const [notice] = notices();
    expect(notice).toMatchObject({ nType: 3, bizType: 7, memberIds: [target.userId] });
    expect(await newest(id)).toMatchObject({
      msgType: 99,
      content: `王雅琴将${target.realName}移出了群聊`,
      fingerPrint: notice?.fingerPrint,
    });
    expect(eventLogOf(t.platform, target.userId).at(-1)).toMatchObject({ event: 101, fingerPrint: notice?.fingerPrint });
    const locked = await call('GET', `/group_messages?chatId=${id}&limit=1`, { as: accountOf(target.userId) });
    expect(locked.status).toBe(403);
    expect(locked.body.msg).toBe('您不在该会话中');
  });

  it('an admin removes a plain member', async () => {
    const group = ownedGroup();
    const target = group.members.find((m) => m.role === 3);
    if (!target) throw new Error('no plain member');
    await data('DELETE', `/chat_members/${group.item.chatId}?userIds=${target.userId}`, { as: SUB });
    expect((await members(group.item.chatId)).some((m) => m.userId === target.userId)).toBe(false);
  });

  it('a member exits: the group leaves their list, the others see the line and the count drop', async () => {
    const group = ownedGroup();
    const id = group.item.chatId;
    const countBefore = await countOf(id);

    await data('POST', `/chat_members/${id}/exit`, { as: SUB });

    const subGroups = await data<ChatListPage>('GET', '/group_chats?page=1&limit=500', { as: SUB });
    expect(subGroups.list.some((c) => c.chatId === id)).toBe(false);
    expect(await countOf(id)).toBe(countBefore - 1);
    const [notice] = notices();
    expect(notice).toMatchObject({ nType: 2, bizType: 7, memberIds: ['h_3002'] });
    expect(await newest(id)).toMatchObject({ msgType: 99, content: '李思远退出了群聊', fingerPrint: notice?.fingerPrint });
    expect(eventLogOf(t.platform, 'h_3002').at(-1)).toMatchObject({ event: 101, fingerPrint: notice?.fingerPrint });
  });
});

describe('refusals change nothing', () => {
  /** Everything a member change could touch: members and counts, messages, states, logs, what was emitted. */
  const snapshot = () =>
    JSON.stringify({
      chats: t.platform.db.chats.list().map((c) => [c.item, c.members]),
      messages: t.platform.db.messages.count(),
      viewers: t.platform.db.chatViewers.list(),
      log: t.platform.db.chatEvents.count(),
      emitted: events.length,
    });

  const refused = async (method: string, path: string, options: { as?: string; body?: unknown }, status: number, msg: string) => {
    const before = snapshot();
    const result = await call(method, path, options);
    expect(result.status, JSON.stringify(result.body)).toBe(status);
    expect(result.body).toMatchObject({ success: false, msg });
    expect(snapshot()).toBe(before);
  };

  it('refuses removing by role: a plain member, the owner, an admin by an admin, oneself', async () => {
    const group = ownedGroup();
    const id = group.item.chatId;
    const plain = group.members.find((m) => m.role === 3 && m.userType === 2 && m.state === 0);
    if (!plain) throw new Error('no plain staff member');
    await refused('DELETE', `/chat_members/${id}?userIds=h_3002`, { as: accountOf(plain.userId) }, 403, '只有群主或管理员可以移除成员');
    await refused('DELETE', `/chat_members/${id}?userIds=${ME}`, { as: SUB }, 403, '不能移除群主');
    await refused('DELETE', `/chat_members/${id}?userIds=h_3002`, { as: SUB }, 400, '不能移除自己，请使用退出群聊');
    await refused('DELETE', `/chat_members/${id}?userIds=${ME}`, {}, 400, '不能移除自己，请使用退出群聊');
    // Another admin, made here: an admin may not remove them.
    const second = t.platform.db.chats.get(id) as SandboxChat;
    second.members = second.members.map((m) => (m.userId === plain.userId ? { ...m, role: 2 } : m));
    t.platform.db.chats.put(second);
    await refused('DELETE', `/chat_members/${id}?userIds=${plain.userId}`, { as: SUB }, 403, '只有群主可以移除管理员');
    await refused('DELETE', `/chat_members/${id}?userIds=h_999999`, {}, 400, '所选用户不在群聊中');
  });

  it('refuses the owner’s exit and a stranger’s', async () => {
    const group = ownedGroup();
    await refused('POST', `/chat_members/${group.item.chatId}/exit`, {}, 400, '群主请先转让群主后再退出群聊');
    const stranger = outsider(t.platform, group);
    await refused('POST', `/chat_members/${group.item.chatId}/exit`, { as: stranger.account }, 403, '您不在该会话中');
  });

  it('refuses adding members already in, unknown or disabled people, and more than 200', async () => {
    const group = ownedGroup();
    const id = group.item.chatId;
    await refused('POST', `/chat_members/${id}`, { body: { userIds: ['h_3002'] } }, 400, '所选成员已在群聊中');
    await refused('POST', `/chat_members/${id}`, { body: { userIds: ['h_999999'] } }, 400, '用户不存在：h_999999');
    await refused('POST', `/chat_members/${id}`, { body: { userIds: ['h_3008'] } }, 400, '周晓雯的账号已停用，无法加入群聊');
    // A group of 200 takes nobody more.
    const full = t.platform.db.chats.get(id) as SandboxChat;
    const filler = full.members.find((m) => m.role === 3) as ChatMember;
    full.members = [...full.members, ...Array.from({ length: 200 - full.members.length }, (_, i) => ({ ...filler, userId: `c_x${i}` }))];
    full.item.memberCount = 200;
    t.platform.db.chats.put(full);
    await refused(
      'POST',
      `/chat_members/${id}`,
      { body: { userIds: [outsider(t.platform, full).userInfo.imId] } },
      400,
      '群成员不能超过200人',
    );
  });
});
