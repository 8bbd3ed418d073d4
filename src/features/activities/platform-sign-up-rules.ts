/**
 * The sign-up form's checks of one project against the activity's rule for it (the platform
 * checks the same and has the last word): activity price above 0 and below the original price,
 * at most the ceiling and the allowed share of the original price; places, when given, a whole
 * number no fewer than the minimum. Amounts are compared in cents, never as floating yuan.
 */
import type { ActivityPlatformProjectRule } from '@generated/main/model';

export type SignUpProblem =
  | { key: 'activities.pricePositive' }
  | { key: 'activities.priceBelowOriginal' }
  | { key: 'activities.priceOverCeiling'; params: { ceiling: number } }
  | { key: 'activities.priceOverDiscount'; params: { percent: number } }
  | { key: 'activities.quotaTooSmall'; params: { min: number } };

export const toCents = (yuan: number) => Math.round(yuan * 100);

/** What is wrong with an activity price, or null. `original` may still be empty. */
export function priceProblem(rule: ActivityPlatformProjectRule | undefined, original: number | null, price: number): SignUpProblem | null {
  const cents = toCents(price);
  if (cents <= 0) return { key: 'activities.pricePositive' };
  if (original !== null && cents >= toCents(original)) return { key: 'activities.priceBelowOriginal' };
  if (rule?.priceCeiling !== null && rule?.priceCeiling !== undefined && cents > toCents(rule.priceCeiling)) {
    return { key: 'activities.priceOverCeiling', params: { ceiling: rule.priceCeiling } };
  }
  const percent = rule?.minDiscountPercent;
  if (percent !== null && percent !== undefined && original !== null && cents * 100 > toCents(original) * percent) {
    return { key: 'activities.priceOverDiscount', params: { percent } };
  }
  return null;
}

/** What is wrong with the places offered (empty: no limit), or null. */
export function quotaProblem(rule: ActivityPlatformProjectRule | undefined, quota: number | null): SignUpProblem | null {
  if (quota === null) return null;
  const min = Math.max(1, rule?.minQuota ?? 1);
  if (!Number.isInteger(quota) || quota < min) return { key: 'activities.quotaTooSmall', params: { min } };
  return null;
}
