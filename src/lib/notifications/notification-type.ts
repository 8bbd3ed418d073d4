/**
 * Names of the notification types (specification, section 3, "Notification types") and of the
 * notification centre's category tabs (the contract's NotificationCategory). Any code the
 * specification does not name reads 'generic notice'.
 */
import { NotificationCategory } from '@generated/main/model';
import type { MessageKey } from '../i18n/catalogue.ts';
import { t } from '../i18n/i18n.ts';

const TYPE_LABELS: ReadonlyMap<number, MessageKey> = new Map<number, MessageKey>([
  [1, 'notifications.type.1'],
  [2, 'notifications.type.2'],
  [3, 'notifications.type.3'],
  [133085, 'notifications.type.133085'],
  [133098, 'notifications.type.133098'],
  [133112, 'notifications.type.133112'],
  [133093, 'notifications.type.133093'],
  [133094, 'notifications.type.133094'],
  [133095, 'notifications.type.133095'],
  [133102, 'notifications.type.133102'],
  [128, 'notifications.type.128'],
  [200002, 'notifications.type.200002'],
  [200401, 'notifications.type.200401'],
  [200301, 'notifications.type.200301'],
  [200108, 'notifications.type.200108'],
  [200104, 'notifications.type.200104'],
  [200107, 'notifications.type.200107'],
  [200106, 'notifications.type.200106'],
  [200105, 'notifications.type.200105'],
  [200103, 'notifications.type.200103'],
  [200102, 'notifications.type.200102'],
  [200101, 'notifications.type.200101'],
  [200602, 'notifications.type.200602'],
  [200601, 'notifications.type.200601'],
  [200703, 'notifications.type.200703'],
  [200701, 'notifications.type.200701'],
  [200702, 'notifications.type.200702'],
  [200704, 'notifications.type.200704'],
  [200801, 'notifications.type.200801'],
  [200802, 'notifications.type.200802'],
  [200901, 'notifications.type.200901'],
  [200902, 'notifications.type.200902'],
  [200903, 'notifications.type.200903'],
  [200904, 'notifications.type.200904'],
  [20230508, 'notifications.type.20230508'],
  [20230727, 'notifications.type.20230727'],
  [2024040801, 'notifications.type.2024040801'],
  [2024040802, 'notifications.type.2024040802'],
  [20250508, 'notifications.type.20250508'],
]);

/** Every type code section 3 names. */
export const NOTIFICATION_TYPE_CODES: readonly number[] = [...TYPE_LABELS.keys()];

export function notificationTypeLabelKey(type: number): MessageKey {
  return TYPE_LABELS.get(Number(type)) ?? 'notifications.type.generic';
}

/** The type's name in the current language. */
export function notificationTypeLabel(type: number): string {
  return t(notificationTypeLabelKey(type));
}

/** The category tabs of the notification centre, in display order. */
export const NOTIFICATION_CATEGORIES: readonly { value: NotificationCategory; labelKey: MessageKey }[] = [
  { value: NotificationCategory.All, labelKey: 'notifications.category.all' },
  { value: NotificationCategory.Orders, labelKey: 'notifications.category.orders' },
  { value: NotificationCategory.Reviews, labelKey: 'notifications.category.reviews' },
  { value: NotificationCategory.Activities, labelKey: 'notifications.category.activities' },
  { value: NotificationCategory.Finance, labelKey: 'notifications.category.finance' },
  { value: NotificationCategory.System, labelKey: 'notifications.category.system' },
];
