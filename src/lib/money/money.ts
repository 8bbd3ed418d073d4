/**
 * Money arithmetic, the one home for it (client and sandbox alike): amounts are added, compared
 * and split as integer cents, never as floating-point yuan. The gateway sends `Money` as a number
 * of yuan with two decimals (contracts/shared/common.yaml); `toCents` reads that number through
 * its shortest decimal text (0.1 → "0.1" → 10 cents), so no binary rounding leaks into a sum, and
 * `fromCents` gives the number the contract expects back. Formatting is lib/i18n/format.ts's job
 * (`formatCents` below is its cents entry, re-exported so callers need one import).
 */
import { formatMoneyFromCents } from '../i18n/format.ts';

export { formatMoneyFromCents as formatCents };

/** Integer cents. */
export type Cents = number;

const AMOUNT = /^([+-])?(\d+)(?:\.(\d{0,2}))?$/;

/**
 * A yuan amount (the gateway's number, or decimal text a person typed: "12,800.5", "¥12800")
 * as integer cents; null when it is not an amount with at most two decimals.
 */
export function parseCents(amount: number | string): Cents | null {
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) return null;
    // The shortest decimal text of the number ("0.30000000000000004" is refused, not rounded).
    const text = String(amount);
    if (/e/i.test(text)) return Number.isSafeInteger(amount) ? amount * 100 : null;
    return parseCents(text);
  }
  const text = amount.trim().replace(/^¥/, '').replace(/,/g, '');
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' ? -cents : cents;
}

/** Like parseCents, for amounts that must be valid (the gateway's): a RangeError otherwise. */
export function toCents(amount: number | string): Cents {
  const cents = parseCents(amount);
  if (cents === null) throw new RangeError(`not an amount with at most two decimals: ${JSON.stringify(amount)}`);
  return cents;
}

/** Cents as the gateway's yuan number (the nearest double to the two-decimal amount). */
export function fromCents(cents: Cents): number {
  return Number(centsToText(cents));
}

/** Integer cents as decimal text with two decimals, for an input field: 2680 → '26.80'. */
export function centsToText(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be a whole number: ${cents}`);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** The exact sum of yuan amounts, in cents. */
export function sumCents(amounts: Iterable<number | string>): Cents {
  let total = 0;
  for (const amount of amounts) total += toCents(amount);
  return total;
}

/** The exact sum of yuan amounts, as the gateway's yuan number. */
export function sumMoney(amounts: Iterable<number | string>): number {
  return fromCents(sumCents(amounts));
}

/**
 * A percentage of an amount, rounded half away from zero to the cent: 15% of ¥12,800.00 is
 * ¥1,920.00. The rate may carry two decimals (6.5 means 6.5%).
 */
export function percentOf(cents: Cents, ratePercent: number): Cents {
  const basisPoints = toCents(ratePercent); // 6.5% → 650 hundredths of a percent
  const numerator = cents * basisPoints;
  if (!Number.isSafeInteger(numerator)) throw new RangeError('amount too large for an exact percentage');
  const sign = numerator < 0 ? -1 : 1;
  return (sign * Math.floor((Math.abs(numerator) + 5000) / 10000)) as Cents;
}

/** A yuan amount of the gateway as money text: 186400 → "¥186,400.00". */
export function formatYuan(amount: number | string): string {
  return formatMoneyFromCents(toCents(amount));
}

/** The smallest of yuan amounts, in cents (null for none). */
export function minCents(amounts: readonly (number | string)[]): Cents | null {
  return amounts.length === 0 ? null : Math.min(...amounts.map((amount) => toCents(amount)));
}

/** A price as a person types it: positive, digits with at most two decimals (no sign, separators or ¥). */
export function isPositivePrice(text: string | number | null | undefined): boolean {
  if (text === null || text === undefined) return false;
  const value = typeof text === 'number' ? String(text) : text.trim();
  return /^\d+(\.\d{1,2})?$/.test(value) && toCents(value) > 0;
}
