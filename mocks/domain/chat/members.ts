/** Members (contract part members): the member list, inviting, removing and leaving a group chat. */
import { BizType, type ChatGroupNotice, type ChatMember } from '@generated/chat/model';
import { HOSPITAL } from '../../db/accounts.ts';
import { COUNSELORS } from '../../db/catalog.ts';
import type { SandboxChat } from '../../db/state.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { refuse } from '../errors.ts';
import { findAccountByImId } from '../session.ts';
import {
  clock,
  IMG,
  isMember,
  isViewer,
  lastStoredMessage,
  MAX_GROUP_MEMBERS,
  NOTICE,
  requireChat,
  requireGroup,
  saveChat,
  saveViewerState,
  userOf,
  viewerState,
} from './common.ts';
import { raiseNotice } from './events.ts';
import { recount } from './read-state.ts';

/** Owner first, then admins, then members by join time. */
export function chatMembers(platform: SandboxPlatform, viewer: string, chatId: string, keyword?: string): ChatMember[] {
  const chat = requireChat(platform, viewer, chatId);
  const k = keyword?.trim();
  return chat.members
    .filter((m) => !k || m.realName.includes(k) || m.chatName.includes(k))
    .map((m, index) => ({ m, index }))
    .sort((a, b) => a.m.role - b.m.role || a.m.joinTime.localeCompare(b.m.joinTime) || a.index - b.index)
    .map(({ m }) => ({ ...m }));
}

/** Who a newcomer is; they join as a plain member in the normal state. */
type Newcomer = Pick<ChatMember, 'userId' | 'userType' | 'realName' | 'chatName' | 'avatar' | 'hospitalName'>;

/**
 * A new member: a staff account (a disabled one is refused), a platform counselor, someone
 * already in another chat, or a customer (`c_{id}`).
 */
function newcomer(platform: SandboxPlatform, userId: string): Newcomer | undefined {
  const avatar = `${IMG}/avatar/${userId}.jpg`;
  const account = findAccountByImId(platform, userId);
  if (account) {
    const name = account.userInfo.realName;
    if (!account.enabled) refuse(`${name}的账号已停用，无法加入群聊`);
    return {
      userId,
      userType: 2,
      realName: name,
      chatName: `${HOSPITAL.shortName}·${name}`,
      avatar,
      hospitalName: HOSPITAL.registeredName,
    };
  }
  const counselor = COUNSELORS.find((c) => c.imId === userId);
  if (counselor) return { userId, userType: 3, realName: counselor.name, chatName: counselor.name, avatar, hospitalName: null };
  const known = platform.db.chats.first({ where: { members: { contains: `|${userId}|` } } })?.members.find((m) => m.userId === userId);
  if (known) return known;
  const customerId = /^c_(\d+)$/.exec(userId)?.[1];
  const customer = customerId ? platform.db.customers.get(Number(customerId)) : undefined;
  if (customer) return { userId, userType: 1, realName: customer.name, chatName: customer.name, avatar: '', hospitalName: null };
  return undefined;
}

/** A newcomer as a plain member in the normal state (undefined: nobody the platform knows). */
export function memberFor(platform: SandboxPlatform, userId: string, joinTime: string): ChatMember | undefined {
  const who = newcomer(platform, userId);
  if (!who) return undefined;
  const { userType, realName, chatName, avatar, hospitalName } = who;
  return { userId, userType, realName, chatName, avatar, hospitalName: hospitalName ?? null, role: 3, state: 0, joinTime };
}

const names = (members: { realName: string }[]) => members.map((m) => m.realName).join('、');

/** Adds members to a group chat (any member may invite); nType 1 to everyone, newcomers included. */
export function addMembers(platform: SandboxPlatform, viewer: string, chatId: string, userIds: string[]): ChatGroupNotice {
  return platform.transaction(() => {
    const chat = requireGroup(platform, viewer, chatId);
    const joinTime = clock(platform).text;
    const added: ChatMember[] = [];
    for (const id of new Set(userIds)) {
      if (isMember(chat, id)) continue;
      const member = memberFor(platform, id, joinTime);
      if (!member) refuse(`用户不存在：${id}`);
      added.push(member);
    }
    if (added.length === 0) refuse('所选成员已在群聊中');
    if (chat.members.length + added.length > MAX_GROUP_MEMBERS) refuse(`群成员不能超过${MAX_GROUP_MEMBERS}人`);
    chat.members.push(...added);
    saveChat(platform, chat);
    const last = lastStoredMessage(platform, chatId);
    for (const m of added) {
      // A newcomer starts with everything so far read.
      if (!isViewer(platform, m.userId)) continue;
      const state = viewerState(platform, m.userId, chat);
      state.lastReadFingerPrint = last?.message.fingerPrint ?? null;
      recount(platform, chatId, m.userId, last?.seq ?? 0, state);
      saveViewerState(platform, state);
    }
    const operator = userOf(platform, chat, viewer);
    return raiseNotice(platform, chat, {
      nType: NOTICE.MemberAdded,
      bizType: BizType.MemberChange,
      operatorId: viewer,
      memberIds: added.map((m) => m.userId),
      content: `${operator.realName}邀请${names(added)}加入了群聊`,
    });
  });
}

function dropMembers(platform: SandboxPlatform, chat: SandboxChat, ids: string[]): ChatMember[] {
  const removed = chat.members.filter((m) => ids.includes(m.userId));
  chat.members = chat.members.filter((m) => !ids.includes(m.userId));
  saveChat(platform, chat);
  for (const id of ids) platform.db.chatViewers.remove(`${id}|${chat.item.chatId}`);
  return removed;
}

/** Removes members (owner or admin only; never the owner, never oneself); nType 3, the removed included. */
export function removeMembers(platform: SandboxPlatform, viewer: string, chatId: string, userIds: string[]): ChatGroupNotice {
  return platform.transaction(() => {
    const chat = requireGroup(platform, viewer, chatId);
    const me = chat.members.find((m) => m.userId === viewer);
    if (!me || me.role === 3) refuse('只有群主或管理员可以移除成员', 403);
    if (userIds.includes(viewer)) refuse('不能移除自己，请使用退出群聊');
    const ids = [...new Set(userIds)].filter((id) => isMember(chat, id));
    if (ids.length === 0) refuse('所选用户不在群聊中');
    for (const id of ids) {
      const member = chat.members.find((m) => m.userId === id);
      if (member?.role === 1) refuse('不能移除群主', 403);
      if (member?.role === 2 && me.role !== 1) refuse('只有群主可以移除管理员', 403);
    }
    if (chat.members.length - ids.length < 2) refuse('群成员不能少于2人');
    const operator = userOf(platform, chat, viewer);
    const removed = dropMembers(platform, chat, ids);
    return raiseNotice(
      platform,
      chat,
      {
        nType: NOTICE.MemberRemoved,
        bizType: BizType.MemberChange,
        operatorId: viewer,
        operator,
        memberIds: ids,
        content: `${operator.realName}将${names(removed)}移出了群聊`,
      },
      ids,
    );
  });
}

/** The viewer leaves a group chat (the owner must hand over first); nType 2, the leaver included. */
export function exitChat(platform: SandboxPlatform, viewer: string, chatId: string): ChatGroupNotice {
  return platform.transaction(() => {
    const chat = requireGroup(platform, viewer, chatId);
    const me = chat.members.find((m) => m.userId === viewer) as ChatMember;
    if (me.role === 1) refuse('群主请先转让群主后再退出群聊');
    if (chat.members.length - 1 < 2) refuse('群成员不能少于2人');
    const operator = userOf(platform, chat, viewer);
    dropMembers(platform, chat, [viewer]);
    return raiseNotice(
      platform,
      chat,
      {
        nType: NOTICE.MemberLeft,
        bizType: BizType.MemberChange,
        operatorId: viewer,
        operator,
        memberIds: [viewer],
        content: `${operator.realName}退出了群聊`,
      },
      [viewer],
    );
  });
}
