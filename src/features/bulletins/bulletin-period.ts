/** When a bulletin is shown, as the list and the preview say it. */
import type { Bulletin } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import type { TFor } from '@/lib/i18n/translate.ts';
import type { bulletinTexts } from './bulletin-texts.ts';

/** 'Always', or its start and end (either may be open). */
export function bulletinPeriod(t: TFor<typeof bulletinTexts>, bulletin: Bulletin): string {
  if (!bulletin.startTime && !bulletin.endTime) return t('bulletins.always');
  return [bulletin.startTime, bulletin.endTime].map((time) => (time ? formatDateTimeMinute(time) : '…')).join(' – ');
}
