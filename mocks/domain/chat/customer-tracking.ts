/**
 * The platform records what a chat's customer does (a customer tracking event, 客户轨迹) and tells
 * the chat's staff with a special system notice (nType 8, bizType 25), on which the client
 * refreshes the side panel's customer tracking tab. The control API's `chat/customer-track` drives
 * it; the event joins the client-track list at once (GET by the customer's id, unread).
 */
import { BizType, type ChatGroupNotice, GroupNoticeType } from '@generated/chat/model';
import type { ClientTrack, ClientTrackEventType } from '@generated/main/model';
import { formatDateTime } from '../../db/random.ts';
import { EVENT_LABELS } from '../../db/seed-order-extras.ts';
import type { ClientTrackRow } from '../../db/state.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { refuse } from '../errors.ts';
import { orderCustomerRef } from '../orders.ts';
import { requireChat } from './common.ts';
import { raiseNotice } from './events.ts';

export interface CustomerTrackInput {
  eventType?: ClientTrackEventType;
  content?: string;
}

export function recordCustomerTrack(
  platform: SandboxPlatform,
  viewer: string,
  chatId: string,
  input: CustomerTrackInput = {},
): { track: ClientTrack; notice: ChatGroupNotice } {
  return platform.transaction(() => {
    const chat = requireChat(platform, viewer, chatId);
    const link = chat.item.customer;
    if (!link) refuse('该会话没有关联客户');
    const customer = platform.db.customers.get(link.customerId);
    if (!customer) refuse('客户不存在', 404);
    const eventType = input.eventType ?? 1;
    const label = EVENT_LABELS[eventType];
    if (!label) refuse('轨迹类型不正确');
    // The customer's latest order with the hospital, whose follower sees the event.
    const order = platform.db.orders.list({ where: { customerId: customer.id }, sort: ['-id'], limit: 1 })[0];
    const row: ClientTrackRow = {
      id: platform.nextId(),
      customer: orderCustomerRef(customer),
      followId: order?.id ?? null,
      eventType,
      eventTypeStr: label,
      content: input.content?.trim() || (eventType === 1 ? '浏览了贵院的机构主页' : `${label}`),
      targetId: null,
      targetName: null,
      durationSeconds: eventType <= 5 ? 30 : null,
      eventTime: formatDateTime(platform.now()),
      isRead: false,
      followerId: order?.follower?.id ?? null,
    };
    platform.db.clientTracks.insert(row);
    const notice = raiseNotice(platform, chat, {
      nType: GroupNoticeType.SpecialSystemMessage,
      bizType: BizType.CustomerTrackingRefresh,
      operatorId: link.customerImId,
    });
    const { followerId: _follower, ...track } = row;
    return { track, notice };
  });
}
