/**
 * Seeded strict-select (严选) orders for /yanOrder: the platform sold a package of one of its
 * strict-select activities and dispatched the buyer to the hospital. Orders 5501-5512 are the ones
 * the seeded strict-select verification codes belong to (the order takes its number, product,
 * buyer and payment from its code); the rest have no code yet. Notifications 200801 and 200802
 * point at 5501-5505. Dispatch times lead up to the reference moment: the newest are not followed
 * yet, a few are overdue (not followed within 24 hours).
 */
import type { FollowStatus, StrictSelectFollowRecord, StrictSelectOrderDetail } from '@generated/main/model';
import { DAY, formatDate, formatDateTime, HOUR, MINUTE, money, parseDateTime } from './random.ts';
import type { VerificationCodeRow } from './state.ts';
import { STRICT_PRODUCTS } from './seed-order-extras.ts';
import { STRICT_ACTIVITY_PLANS } from './seed-strict-select-activities.ts';

/** Stored without what is worked out at each read: the verification state (from its code) and overdue. */
export type StoredStrictSelectOrder = Omit<StrictSelectOrderDetail, 'verifyStatus' | 'verifyTime' | 'isFollowOverdue'>;

/** The activities the seeded orders came from: the four selling now (STRICT_ACTIVITY_PLANS). */
const ACTIVITIES = STRICT_ACTIVITY_PLANS.filter((plan) => plan.registration?.status === 2).map(({ id, title }) => ({ id, title }));
const SURNAMES = ['林', '陈', '王', '张', '刘', '赵', '黄', '周', '吴', '徐'];
const CITIES = ['上海', '上海', '上海', '杭州', '苏州', '南京'];
const FOLLOWERS = ['王雅琴', '李晓婷', '陈思远'];
const NOTES = [
  '已电话联系，客户周六上午到院面诊',
  '客户在外地出差，下周回来后再约',
  '已加微信，发送了术前须知',
  '客户到院面诊，对方案满意',
  '客户已到院完成治疗',
];
const REMARKS = ['希望周末上午', '想先面诊再决定', null, '请安排女医生', null];

export function seedStrictSelectOrders(ref: number, codes: readonly VerificationCodeRow[], count = 30): StoredStrictSelectOrder[] {
  const strictCodes = codes.filter((c) => c.kind === 'strictSelect');
  const orders: StoredStrictSelectOrder[] = [];
  for (let i = 0; i < count; i++) {
    const id = 5501 + i;
    const code = strictCodes.find((c) => c.orderId === id);
    const [product, price] = STRICT_PRODUCTS[i % STRICT_PRODUCTS.length] as [string, number];
    const activity = ACTIVITIES[i % ACTIVITIES.length] as (typeof ACTIVITIES)[number];
    // Orders with a code were paid weeks ago; the others are recent dispatches, some from the last hours.
    const payMs = code?.payTime ? parseDateTime(code.payTime) : ref - (i - 11) * 9 * HOUR - (i % 4) * 17 * MINUTE;
    const dispatchMs = payMs + 2 * MINUTE;
    // The newest six are not followed yet (three of them more than a day ago: overdue).
    const followed = code !== undefined || i < count - 6;
    const refunded = code?.status === 3;
    const followStatus: FollowStatus = !followed ? 1 : code?.status === 2 ? 4 : refunded ? 6 : (([1, 1, 2, 7, 1] as const)[i % 5] ?? 1);
    const records: StrictSelectFollowRecord[] = followed
      ? Array.from({ length: 1 + (i % 3) }, (_, k) => ({
          id: 990_001 + i * 10 + k,
          followStatus: k === 0 ? followStatus : 1,
          content: NOTES[(i + k) % NOTES.length] as string,
          images: [],
          nextFollowTime: k === 0 && followStatus === 1 ? formatDateTime(Math.max(dispatchMs, ref) + 2 * DAY) : null,
          operatorName: FOLLOWERS[i % FOLLOWERS.length] as string,
          createTime: formatDateTime(dispatchMs + (3 - k) * HOUR + k * MINUTE),
        }))
      : [];
    const surname = SURNAMES[i % SURNAMES.length] as string;
    orders.push({
      id,
      orderNo: code?.orderNumber ?? `YX${formatDate(payMs).replace(/-/g, '')}${String(i + 1).padStart(4, '0')}`,
      activityId: activity.id,
      activityTitle: activity.title,
      spuName: code?.productName ?? product,
      customerName: code ? `${code.customer.name.slice(0, 1)}**` : `${surname}**`,
      customerPhone: code?.customer.phone ?? `13${(i % 9) + 1}****${String(1000 + i * 37).slice(-4)}`,
      cityName: CITIES[i % CITIES.length] as string,
      payAmount: code?.amount ?? money(price),
      payTime: formatDateTime(payMs),
      dispatchTime: formatDateTime(dispatchMs),
      followStatus,
      followStatusStr: '',
      lastFollowTime: records[0]?.createTime ?? null,
      nextFollowTime: records[0]?.nextFollowTime ?? null,
      appointmentTime: followStatus === 2 || followStatus === 7 ? formatDateTime(dispatchMs + 3 * DAY) : null,
      refundStatus: refunded ? 2 : i === 20 ? 1 : 0,
      followerName: followed ? (FOLLOWERS[i % FOLLOWERS.length] as string) : null,
      customerRemark: REMARKS[i % REMARKS.length] ?? null,
      packageContent: `${code?.productName ?? product}，含术前面诊、术后修复面膜2片`,
      refundReason: refunded ? '行程有变，暂时无法到院' : i === 20 ? '想换一家离家近的机构' : null,
      followRecords: records,
    });
  }
  return orders;
}
