/**
 * The members of an order's group chat (getChatMembers), as the chat gateway keeps them
 * (mocks/db/seed-chats.ts makes a group for some orders): customer, platform counselor, hospital
 * staff, in that order. An order without a group answers no chat and no members.
 */
import type { OrderChatMember, OrderChatMemberRole, OrderChatMembers } from '@generated/main/model';
import type { SandboxPlatform } from '../platform.ts';
import { found } from './errors.ts';
import { findOrder } from './orders.ts';

/** Chat user type (1 customer, 2 staff, 3 counselor, 4 system) → role in the order's chat. */
const ROLE_BY_USER_TYPE: Partial<Record<number, OrderChatMemberRole>> = { 1: 1, 2: 3, 3: 2 };

export function orderChatMembers(platform: SandboxPlatform, followId: number): OrderChatMembers {
  const order = found(findOrder(platform, followId), '订单不存在');
  if (!order.chatId) return { chatId: null, members: [] };
  const chat = found(platform.db.chats.get(order.chatId), '订单群聊不存在');
  const members: OrderChatMember[] = chat.members.flatMap((m) => {
    const role = ROLE_BY_USER_TYPE[m.userType];
    return role === undefined ? [] : [{ imId: m.userId, name: m.realName, avatar: m.avatar || null, role }];
  });
  return { chatId: chat.item.chatId, members: members.sort((a, b) => a.role - b.role) };
}
