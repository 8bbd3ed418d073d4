/**
 * Names of the notification types (specification, section 3, "Notification types") and of the
 * notification centre's category tabs (the contract's NotificationCategory), by code; the texts
 * are in notification-texts.ts. Any code the specification does not name reads 'generic notice'.
 */
import { NotificationCategory } from '@generated/main/model';
import type { KeyOf } from '../i18n/catalogue.ts';
import { translator } from '../i18n/translate.ts';
import { notificationTexts } from './notification-texts.ts';

type NotificationTextKey = KeyOf<typeof notificationTexts>;
const t = translator(notificationTexts);

const TYPE_LABELS: ReadonlyMap<number, NotificationTextKey> = new Map<number, NotificationTextKey>([
  [1, 'notification.type.1'],
  [2, 'notification.type.2'],
  [3, 'notification.type.3'],
  [133085, 'notification.type.133085'],
  [133098, 'notification.type.133098'],
  [133112, 'notification.type.133112'],
  [133093, 'notification.type.133093'],
  [133094, 'notification.type.133094'],
  [133095, 'notification.type.133095'],
  [133102, 'notification.type.133102'],
  [128, 'notification.type.128'],
  [200002, 'notification.type.200002'],
  [200401, 'notification.type.200401'],
  [200301, 'notification.type.200301'],
  [200108, 'notification.type.200108'],
  [200104, 'notification.type.200104'],
  [200107, 'notification.type.200107'],
  [200106, 'notification.type.200106'],
  [200105, 'notification.type.200105'],
  [200103, 'notification.type.200103'],
  [200102, 'notification.type.200102'],
  [200101, 'notification.type.200101'],
  [200602, 'notification.type.200602'],
  [200601, 'notification.type.200601'],
  [200703, 'notification.type.200703'],
  [200701, 'notification.type.200701'],
  [200702, 'notification.type.200702'],
  [200704, 'notification.type.200704'],
  [200801, 'notification.type.200801'],
  [200802, 'notification.type.200802'],
  [200901, 'notification.type.200901'],
  [200902, 'notification.type.200902'],
  [200903, 'notification.type.200903'],
  [200904, 'notification.type.200904'],
  [20230508, 'notification.type.20230508'],
  [20230727, 'notification.type.20230727'],
  [2024040801, 'notification.type.2024040801'],
  [2024040802, 'notification.type.2024040802'],
  [20250508, 'notification.type.20250508'],
]);

/** Every type code section 3 names. */
export const NOTIFICATION_TYPE_CODES: readonly number[] = [...TYPE_LABELS.keys()];

export function notificationTypeLabelKey(type: number): NotificationTextKey {
  return TYPE_LABELS.get(Number(type)) ?? 'notification.type.generic';
}

/** The type's name in the current language. */
export function notificationTypeLabel(type: number): string {
  return t(notificationTypeLabelKey(type));
}

/** The category tabs of the notification centre, in display order. */
export const NOTIFICATION_CATEGORIES: readonly { value: NotificationCategory; labelKey: NotificationTextKey }[] = [
  { value: NotificationCategory.All, labelKey: 'notification.category.all' },
  { value: NotificationCategory.Orders, labelKey: 'notification.category.orders' },
  { value: NotificationCategory.Reviews, labelKey: 'notification.category.reviews' },
  { value: NotificationCategory.Activities, labelKey: 'notification.category.activities' },
  { value: NotificationCategory.Finance, labelKey: 'notification.category.finance' },
  { value: NotificationCategory.System, labelKey: 'notification.category.system' },
];
