/**
 * Money arithmetic without floating-point drift. The contract's `Money` is a yuan number with at
 * most two decimals (`26.8`, `3980`); everything that adds, compares or checks amounts converts
 * them to integer cents first (`toCents`), works on integers, and converts back only to send or
 * show (`fromCents`, `formatMoneyFromCents` in `src/lib/i18n/format.ts`).
 *
 * Shared by the client and the sandbox (which imports it by relative path), so both sides read
 * and check an amount the same way.
 */

// Digits, optionally a point and one or two decimals: what a yuan amount may be written as.
const YUAN = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * A yuan amount as integer cents, exactly: `26.8` → 2680, `'0.10'` → 10. A number is read by its
 * shortest decimal text, never multiplied; more than two decimals (`0.1 + 0.2`) is refused with a
 * RangeError, as it is not an amount the contract can carry.
 */
export function toCents(amount: number | string): number {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  const match = YUAN.exec(text);
  if (!match) throw new RangeError(`not a yuan amount with at most two decimals: ${JSON.stringify(amount)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`amount too large: ${text}`);
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/**
 * Integer cents as the contract's yuan number: 2680 → 26.8. Built from the decimal text so the
 * number is the one closest to the written amount (what JSON carries), never a product of floats.
 */
export function fromCents(cents: number): number {
  return Number(centsToText(cents));
}

/** Integer cents as decimal text with two decimals, for an input field: 2680 → '26.80'. */
export function centsToText(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be a whole number: ${cents}`);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** The sum of yuan amounts, in cents: [0.1, 0.2] → 30 (not 30.000000000000004). */
export function sumCents(amounts: readonly (number | string)[]): number {
  return amounts.reduce<number>((sum, amount) => sum + toCents(amount), 0);
}

/** The smallest of yuan amounts, in cents (null for none). */
export function minCents(amounts: readonly (number | string)[]): number | null {
  return amounts.length === 0 ? null : Math.min(...amounts.map((amount) => toCents(amount)));
}

/** A price as a person types it: positive, digits with at most two decimals. */
export function isPositivePrice(text: string | number | null | undefined): boolean {
  if (text === null || text === undefined) return false;
  const value = typeof text === 'number' ? String(text) : text.trim();
  return /^\d+(\.\d{1,2})?$/.test(value) && toCents(value) > 0;
}
