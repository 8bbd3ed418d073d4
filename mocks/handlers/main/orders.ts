/**
 * Dispatched orders: the lists and counts (2.0 transferTreatmentOrder), the unprocessed counts,
 * the detail, and the follow actions (1.0 TransferTreatmentOrder), all on the state.
 */
import type { HttpHandler } from 'msw';
import type { DealType, FollowStatus, ImageEntry, OrderListFilter } from '@generated/main/model';
import {
  addContactInfo,
  addFollowReply,
  addTaskDeal,
  cancelRemind,
  countOrders,
  followUp,
  getRemind,
  listOrders,
  openOrder,
  relatedDoctors,
  repeatSettlement,
  reportInvalidContact,
  setDealt,
  setMeetAppointment,
  setMet,
  setNotRepeatOrder,
  setPhoneViewable,
  setRemind,
  setRepeatOrder,
  setUndealt,
  supplyOrder,
  supplyOrderSpus,
  unprocessedCount,
  type DealInput,
} from '../../domain/orders.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { bool, int, ints, q, requireId, route, str } from './http.ts';

const V2 = '/api/pc/2.0/transferTreatmentOrder';
const V1 = '/api/pc/1.0/TransferTreatmentOrder';

function images(value: unknown): ImageEntry[] {
  return Array.isArray(value)
    ? (value.filter((v) => v && typeof v === 'object' && typeof (v as ImageEntry).url === 'string') as ImageEntry[])
    : [];
}

function filterOf(body: Record<string, unknown>): OrderListFilter {
  const scope = str(body.scope);
  const filter: OrderListFilter = {
    scope: scope === 'mine' ? 'mine' : 'all',
    keyword: str(body.keyword),
    followNumber: str(body.followNumber),
    followId: int(body.followId),
    dispatchStartDate: str(body.dispatchStartDate),
    dispatchEndDate: str(body.dispatchEndDate),
    dispatchType: int(body.dispatchType) as OrderListFilter['dispatchType'],
    platformCounselorId: int(body.platformCounselorId),
    followerId: int(body.followerId),
    cityId: int(body.cityId),
    dealType: int(body.dealType) as OrderListFilter['dealType'],
    hasRemind: bool(body.hasRemind),
    repeatStatus: int(body.repeatStatus) as OrderListFilter['repeatStatus'],
    followTaskStatus: int(body.followTaskStatus) as OrderListFilter['followTaskStatus'],
    hasUnreadReply: bool(body.hasUnreadReply),
  };
  for (const key of Object.keys(filter) as (keyof OrderListFilter)[])
    if (filter[key] === undefined || filter[key] === '') delete filter[key];
  return filter;
}

function dealOf(body: Record<string, unknown>): DealInput {
  return {
    followId: requireId(body.followId, 'followId'),
    dealType: (int(body.dealType) ?? 0) as DealType,
    amount: typeof body.amount === 'number' ? body.amount : Number(body.amount ?? 0),
    projectIds: ints(body.projectIds),
    dealTime: str(body.dealTime) ?? '',
    doctorId: int(body.doctorId),
    images: images(body.images),
    remark: str(body.remark),
    taskId: int(body.taskId),
  };
}

export function orderHandlers(platform: SandboxPlatform): HttpHandler[] {
  return [
    route(platform, 'post', `${V2}/getOrderListData`, ({ account, body }) =>
      listOrders(platform, account, {
        ...filterOf(body),
        page: int(body.page),
        limit: int(body.limit),
        followStatus: int(body.followStatus) as FollowStatus | undefined,
      }),
    ),
    route(platform, 'post', `${V2}/getOrderCount`, ({ account, body }) => countOrders(platform, account, filterOf(body))),
    route(platform, 'post', `${V2}/invalidContact`, ({ account, body }) => {
      reportInvalidContact(platform, account, {
        followId: requireId(body.followId, 'followId'),
        reason: int(body.reason) ?? 9,
        remark: str(body.remark),
        images: images(body.images),
      });
      return true;
    }),
    route(platform, 'post', `${V2}/repeatSettlement`, ({ account, body }) => {
      repeatSettlement(platform, account, {
        followId: requireId(body.followId, 'followId'),
        reason: str(body.reason) ?? '',
        images: images(body.images),
      });
      return true;
    }),

    route(platform, 'get', `${V1}/GetUnprocessedCountV1`, ({ account }) => unprocessedCount(platform, account)),
    route(platform, 'get', `${V1}/GetDetail`, ({ account, query }) =>
      openOrder(platform, account, requireId(q(query, 'followId'), 'followId')),
    ),
    route(platform, 'get', `${V1}/GetRemind`, ({ query }) => getRemind(platform, requireId(q(query, 'followId'), 'followId'))),
    route(platform, 'get', `${V1}/GetRelatedDoctors`, ({ query }) => relatedDoctors(platform, requireId(q(query, 'followId'), 'followId'))),
    route(platform, 'get', `${V1}/GetSupplyOrderSpus`, ({ query }) =>
      supplyOrderSpus(platform, requireId(q(query, 'followId'), 'followId'), q(query, 'keyword')),
    ),

    route(platform, 'post', `${V1}/SetRemind`, ({ account, body }) => {
      setRemind(platform, account, requireId(body.followId, 'followId'), str(body.remindTime) ?? '', str(body.content) ?? '');
      return true;
    }),
    route(platform, 'post', `${V1}/CancelRemind`, ({ account, body }) => {
      cancelRemind(platform, account, requireId(body.followId, 'followId'));
      return true;
    }),
    route(platform, 'post', `${V1}/FollowUp`, ({ account, body }) => ({
      id: followUp(platform, account, {
        followId: requireId(body.followId, 'followId'),
        content: str(body.content) ?? '',
        images: images(body.images),
        nextFollowTime: str(body.nextFollowTime),
      }).id,
    })),
    route(platform, 'post', `${V1}/SetMeetAppointment`, ({ account, body }) => {
      setMeetAppointment(platform, account, {
        followId: requireId(body.followId, 'followId'),
        meetTime: str(body.meetTime) ?? '',
        doctorId: int(body.doctorId),
        projectIds: ints(body.projectIds),
        remark: str(body.remark),
      });
      return true;
    }),
    route(platform, 'post', `${V1}/SetMet`, ({ account, body }) => {
      setMet(platform, account, {
        followId: requireId(body.followId, 'followId'),
        metTime: str(body.metTime) ?? '',
        doctorId: int(body.doctorId),
        remark: str(body.remark),
      });
      return true;
    }),
    route(platform, 'post', `${V1}/SetDealt`, ({ account, body }) => ({ id: setDealt(platform, account, dealOf(body)).id })),
    route(platform, 'post', `${V1}/addTaskDeal`, ({ account, body }) => ({ id: addTaskDeal(platform, account, dealOf(body)).id })),
    route(platform, 'post', `${V1}/SetUndealt`, ({ account, body }) => {
      setUndealt(platform, account, {
        followId: requireId(body.followId, 'followId'),
        reason: int(body.reason) ?? 9,
        remark: str(body.remark),
      });
      return true;
    }),
    route(platform, 'post', `${V1}/SetRepeatOrder`, ({ account, body }) => {
      setRepeatOrder(platform, account, {
        followId: requireId(body.followId, 'followId'),
        reason: str(body.reason) ?? '',
        images: images(body.images),
      });
      return true;
    }),
    route(platform, 'post', `${V1}/SetNotRepeatOrder`, ({ account, body }) => {
      setNotRepeatOrder(platform, account, {
        followId: requireId(body.followId, 'followId'),
        reason: str(body.reason) ?? '',
        images: images(body.images),
      });
      return true;
    }),
    route(platform, 'post', `${V1}/AddFollowReply`, ({ account, body }) => ({
      id: addFollowReply(platform, account, {
        followRecordId: requireId(body.followRecordId, 'followRecordId'),
        content: str(body.content) ?? '',
        images: images(body.images),
      }),
    })),
    route(platform, 'post', `${V1}/SupplyOrder`, ({ account, body }) => ({
      id: supplyOrder(platform, account, {
        followId: requireId(body.followId, 'followId'),
        spuIds: ints(body.spuIds),
        remark: str(body.remark),
      }),
    })),
    route(platform, 'post', `${V1}/AddContactInfo`, ({ account, body }) => {
      const kind = str(body.kind);
      addContactInfo(platform, account, {
        followId: requireId(body.followId, 'followId'),
        kind: kind === 'qq' || kind === 'wechat' || kind === 'email' ? kind : 'phone',
        contactVal: str(body.contactVal) ?? '',
        isForeignPhone: bool(body.isForeignPhone),
      });
      return true;
    }),
    route(platform, 'post', `${V1}/SetCustomerPhoneViewable`, ({ account, body }) => {
      setPhoneViewable(platform, account, requireId(body.followId, 'followId'), bool(body.viewable) ?? false);
      return true;
    }),
  ];
}
