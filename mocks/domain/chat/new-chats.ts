/**
 * New conversations (contract part chats): a private chat with a colleague or a platform
 * counselor, a new group chat, and the light search of my groups by name that pickers use.
 *
 * Designed rules (the contract's `x-designed` descriptions say the same):
 * - A private chat is one per pair of people: asking again returns the chat that exists (with
 *   anyone, a customer included); a new one is made only with a hospital colleague (an enabled
 *   staff account) or a platform official counselor, never with oneself. It has no message yet,
 *   so its `lastMessageTime` is the time it was made, which places it among the recent chats.
 * - A group: a name of at most 30 characters (absent or blank: named after its first members),
 *   at least 1 person besides me and at most 200 members in all; I am its owner; the people are
 *   colleagues, platform counselors or customers the platform knows. An optional customer it is
 *   about (`customerImId`) must be one a chat of the platform is linked to. Making it is a group
 *   notice (nType 1, the people added) with the member change line "王雅琴创建了群聊" (bizType 7:
 *   kept in the history, unread for nobody), so every member's list shows it at once.
 */
import { BizType, type ChatGroup, type ChatGroupBrief, type ChatListItem, type ChatMember } from '@generated/chat/model';
import type { SandboxChat } from '../../db/state.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { refuse } from '../errors.ts';
import { findAccountByImId } from '../session.ts';
import { chatListItem, groupChat } from './chats.ts';
import { chatsOf, clock, IMG, MAX_GROUP_MEMBERS, NOTICE, saveChat, userOf } from './common.ts';
import { officialCounselors } from './counselors.ts';
import { raiseNotice } from './events.ts';
import { memberFor } from './members.ts';

/** A group name's longest length (ChatGroup.name, ChatGroupCreateRequest.name). */
export const GROUP_NAME_MAX = 30;
/** The light search's default and largest result (ChatLightSearchRequest.limit). */
export const LIGHT_SEARCH_LIMIT = 20;

/** The next free id of a chat type: private chats count from 700001, groups from 520001 (the seed's). */
function nextChatId(platform: SandboxPlatform, chatType: '0' | '2'): string {
  const ids = platform.db.chats.ids({ where: { chatType } }).map(Number);
  return String(Math.max(chatType === '0' ? 700000 : 520000, ...ids) + 1);
}

/** The private chat of these two people, if any. */
function privateChatBetween(platform: SandboxPlatform, a: string, b: string): SandboxChat | undefined {
  return platform.db.chats
    .list({ where: { chatType: '0', members: { contains: `|${a}|` } } })
    .find((chat) => chat.members.some((m) => m.userId === b));
}

/** Whom a private chat may be started with: a colleague (enabled staff account) or an official counselor. */
function requireCounselor(platform: SandboxPlatform, userId: string): void {
  const account = findAccountByImId(platform, userId);
  if (account) {
    if (!account.enabled) refuse(`${account.userInfo.realName}的账号已停用，无法发起私聊`);
    return;
  }
  if (!officialCounselors().some((c) => c.userId === userId)) refuse(`只能与本院同事或平台咨询师发起私聊：${userId}`);
}

/** Opens the private chat with a person: the existing one, or a new one (see the rules above). */
export function openPrivateChat(platform: SandboxPlatform, viewer: string, toUserId: string): ChatListItem {
  const peerId = toUserId.trim();
  if (!peerId) refuse('请选择要私聊的人');
  if (peerId === viewer) refuse('不能与自己发起私聊');
  const existing = privateChatBetween(platform, viewer, peerId);
  if (existing) return chatListItem(platform, existing, viewer);
  requireCounselor(platform, peerId);
  const now = clock(platform).text;
  const me = memberFor(platform, viewer, now);
  const peer = memberFor(platform, peerId, now);
  if (!me || !peer) refuse(`用户不存在：${peerId}`);
  const chat: SandboxChat = {
    item: {
      chatId: nextChatId(platform, '0'),
      chatType: '0',
      name: peer.chatName || peer.realName,
      avatar: peer.avatar,
      memberCount: 2,
      customer: null,
      peerUserId: peerId,
      lastMessage: null,
      lastMessageTime: now,
      isBlock: false,
      isCurrTransfer: false,
    },
    members: [me, peer],
  };
  saveChat(platform, chat);
  return chatListItem(platform, chat, viewer);
}

export interface NewGroupInput {
  name?: string;
  memberIds: string[];
  customerImId?: string;
}

/** The customer link a chat of the platform already has for this customer (the viewer's chats first). */
function customerLinkOf(platform: SandboxPlatform, viewer: string, customerImId: string): SandboxChat['item']['customer'] {
  const mine = chatsOf(platform, viewer).find((c) => c.item.customer?.customerImId === customerImId);
  const chat = mine ?? platform.db.chats.list({ where: { chatType: '0' } }).find((c) => c.item.customer?.customerImId === customerImId);
  if (!chat?.item.customer) refuse(`客户不存在：${customerImId}`);
  return { ...chat.item.customer };
}

/** Makes a group chat with me as owner (see the rules above). */
export function createGroup(platform: SandboxPlatform, viewer: string, input: NewGroupInput): ChatGroup {
  const name = input.name?.trim() ?? '';
  if ([...name].length > GROUP_NAME_MAX) refuse(`群名称不能超过${GROUP_NAME_MAX}个字`);
  const ids = [...new Set(input.memberIds.map((id) => id.trim()).filter(Boolean))].filter((id) => id !== viewer);
  if (ids.length === 0) refuse('请至少选择1位群成员');
  if (ids.length + 1 > MAX_GROUP_MEMBERS) refuse(`群成员不能超过${MAX_GROUP_MEMBERS}人`);
  const now = clock(platform).text;
  const owner = memberFor(platform, viewer, now);
  if (!owner) refuse('您的账号无法创建群聊');
  const others = ids.map((id) => memberFor(platform, id, now) ?? refuse(`用户不存在：${id}`));
  const customer = input.customerImId ? customerLinkOf(platform, viewer, input.customerImId) : null;
  const chatId = nextChatId(platform, '2');
  const chat: SandboxChat = {
    item: {
      chatId,
      chatType: '2',
      name: name || defaultGroupName([owner, ...others]),
      avatar: `${IMG}/group/${chatId}.jpg`,
      memberCount: others.length + 1,
      customer,
      peerUserId: null,
      lastMessage: null,
      lastMessageTime: now,
      isBlock: false,
      isCurrTransfer: false,
    },
    members: [{ ...owner, role: 1 }, ...others],
  };
  saveChat(platform, chat);
  const operator = userOf(platform, chat, viewer);
  raiseNotice(platform, chat, {
    nType: NOTICE.MemberAdded,
    bizType: BizType.MemberChange,
    operatorId: viewer,
    operator,
    memberIds: others.map((m) => m.userId),
    content: `${operator.realName}创建了群聊`,
  });
  return groupChat(platform, chat, viewer);
}

/** "王雅琴、张医生、李娜等": the first three members' names, within the name's length. */
function defaultGroupName(members: readonly ChatMember[]): string {
  const names = members
    .slice(0, 3)
    .map((m) => m.realName)
    .join('、');
  return [...`${names}${members.length > 3 ? '等' : ''}`].slice(0, GROUP_NAME_MAX).join('');
}

/**
 * My groups whose name contains the keyword: the same name first, then the most recent; at most
 * `limit` (default 20). A brief each: no last message, no counts but the members'.
 */
export function lightSearchGroups(
  platform: SandboxPlatform,
  viewer: string,
  keyword: string,
  limit = LIGHT_SEARCH_LIMIT,
): ChatGroupBrief[] {
  const k = keyword.trim();
  if (!k) refuse('请输入群名称关键字');
  const recent = (c: SandboxChat) => c.item.lastMessageTime ?? '';
  return chatsOf(platform, viewer)
    .filter((c) => c.item.chatType === '2' && c.item.name.includes(k))
    .sort((a, b) => Number(b.item.name === k) - Number(a.item.name === k) || recent(b).localeCompare(recent(a)))
    .slice(0, limit)
    .map((c) => ({ chatId: c.item.chatId, name: c.item.name, avatar: c.item.avatar, memberCount: c.members.length }));
}
