/**
 * What a group chat links to (contract part chats): the linked customer's phone and the
 * customer's orders, read from the seeded customers and orders, so the chat's side panel shows
 * the same orders as the orders area. Chat searches (private by keyword, groups by keyword).
 */
import type { ChatCustomerPhone, ChatLinkedOrder, ChatListItem } from '@generated/chat/model';
import type { SandboxPlatform } from '../../platform.ts';
import { refuse } from '../errors.ts';
import { chatList } from './chats.ts';
import { requireGroup } from './common.ts';

function linkedCustomerId(platform: SandboxPlatform, viewer: string, chatId: string): number | undefined {
  return requireGroup(platform, viewer, chatId).item.customer?.customerId;
}

/** The customer's orders at this hospital, newest first; none when the group has no customer. */
export function groupOrders(platform: SandboxPlatform, viewer: string, chatId: string): ChatLinkedOrder[] {
  const customerId = linkedCustomerId(platform, viewer, chatId);
  if (customerId === undefined) return [];
  return platform.db.orders.list({ where: { customerId }, sort: ['-id'] }).map((order) => ({
    id: order.id,
    number: order.number,
    createTime: order.createTime,
    taskStatus: order.taskStatus,
    taskStatusStr: order.taskStatusStr,
    orderList: order.orderList.map((spu) => ({ spuName: spu.spuName })),
  }));
}

/** The linked customer's phone: masked unless one of the customer's orders lets the hospital view it. */
export function groupPhone(platform: SandboxPlatform, viewer: string, chatId: string): ChatCustomerPhone {
  const customerId = linkedCustomerId(platform, viewer, chatId);
  const customer = customerId === undefined ? undefined : platform.db.customers.get(customerId);
  if (!customer) refuse('该群未关联客户', 404);
  const viewable = platform.db.orders.list({ where: { customerId: customer.id } }).some((order) => order.isPhoneViewable === true);
  const phone = customer.phone;
  return {
    customerId: customer.id,
    customerName: customer.name,
    phone: viewable ? phone : phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2'),
    isViewable: viewable,
    isForeignPhone: !/^1\d{10}$/.test(phone.replace(/\*/g, '0')),
  };
}

/** Private chats matching a keyword (name or linked customer), in the list's order. */
export function searchPrivateChats(platform: SandboxPlatform, viewer: string, keyword: string | undefined): ChatListItem[] {
  return chatList(platform, viewer, { chatType: '0', keyword: keyword?.trim() || undefined });
}

/** Group chats matching a keyword, in the list's order. */
export function searchGroups(platform: SandboxPlatform, viewer: string, keyword: string, onlyUnread = false): ChatListItem[] {
  return chatList(platform, viewer, { chatType: '2', keyword: keyword.trim(), onlyUnread });
}
