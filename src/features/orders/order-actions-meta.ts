/**
 * The follow actions as the workbench shows them: their labels, the order of the buttons, and why
 * one is disabled. Whether an action is allowed is the platform's answer (`allowedActions`, the
 * README's transition table); the reason here only explains that answer in words, from the
 * order's visible state, so the client never decides a transition itself.
 */
import type { OrderDetail, OrderFollowAction } from '@generated/main/model';
import { enumLabel } from '@/lib/enums/enum-labels.ts';
import type { PlainKeyOf } from '@/lib/i18n/catalogue.ts';
import type { TFor } from '@/lib/i18n/translate.ts';
import type { orderTexts } from './order-texts.ts';

type OrderKey = PlainKeyOf<typeof orderTexts>;
type T = TFor<typeof orderTexts>;

export const ACTION_LABELS: Record<OrderFollowAction, OrderKey> = {
  1: 'orders.record.1',
  2: 'orders.action.2',
  3: 'orders.action.3',
  4: 'orders.action.4',
  5: 'orders.action.5',
  6: 'orders.action.6',
  7: 'orders.action.7',
  8: 'orders.action.8',
  9: 'orders.action.9',
  10: 'orders.action.10',
  11: 'orders.action.11',
  12: 'orders.action.12',
  13: 'orders.action.13',
  14: 'orders.action.14',
  15: 'orders.action.15',
  16: 'orders.record.16',
  17: 'orders.action.17',
};

/** The action buttons, in the order a follow usually goes (show number sits with the phone). */
export const ACTION_BUTTONS = [2, 3, 4, 7, 8, 9, 17, 10, 6, 5, 11, 12, 14, 13] as const satisfies readonly OrderFollowAction[];
export type ButtonAction = (typeof ACTION_BUTTONS)[number];

/** Why `action` is not in the order's `allowedActions`, in words; null when it is allowed. */
export function disabledReason(t: T, order: OrderDetail, action: OrderFollowAction): string | null {
  if (order.allowedActions.includes(action)) return null;
  if (order.isInvalidContact) return t('orders.whyInvalid');
  if (action === 4 && !order.remind) return t('orders.whyNoRemind');
  if (action === 9 && order.deals.length > 0) return t('orders.whyDealt');
  if (action === 17 && order.deals.length === 0 && order.taskStatus !== 5) return t('orders.whyNotDealt');
  if ((action === 11 || action === 12 || action === 14) && order.repeatStatus === 1) return t('orders.whyRepeat');
  if ((action === 11 || action === 12 || action === 14) && order.repeatStatus === 3) return t('orders.whyRepeatReview');
  if (action === 12 && order.repeatStatus === 2) return t('orders.whyNotRepeatDone');
  if (action === 13 && order.invalidContactStatus === 1) return t('orders.whyInvalidReview');
  return t('orders.whyStatus', { status: enumLabel('followStatus', order.taskStatus) });
}
