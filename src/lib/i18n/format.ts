/**
 * Numbers, money and plural categories in the current language, through `Intl` (one formatter per
 * language and style, made once). Dates use the specification's fixed formats in `lib/dates`.
 *
 * Money is never computed with floating point here: an amount arrives as integer cents or as the
 * decimal text of a yuan amount, and `Intl.NumberFormat` formats that text exactly.
 */
import { type Locale, getLocale } from './i18n.ts';

function cached<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
}

const pluralRules = cached((locale) => new Intl.PluralRules(locale));
const numbers = cached((locale) => new Intl.NumberFormat(locale));
// narrowSymbol: ¥ in both languages (en-US would otherwise write CN¥).
const yuan = cached((locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol' }));

/** The plural category (`one`, `other`, …) of a count in a language. */
export function pluralCategory(count: number, locale: Locale = getLocale()): Intl.LDMLPluralRule {
  return pluralRules(locale).select(count);
}

/** A number with the language's grouping: 12345 → "12,345". */
export function formatNumber(value: number | bigint, locale: Locale = getLocale()): string {
  return numbers(locale).format(value);
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A yuan amount as money: "¥286,500.00". Takes the decimal text of the amount (`'1234.5'`) or the
 * number the gateway sent (its shortest decimal text is used, it is not multiplied or rounded
 * before `Intl` writes it). Anything that is not a decimal amount is a programming error.
 */
export function formatMoney(amount: string | number, locale: Locale = getLocale()): string {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  if (!DECIMAL.test(text)) throw new RangeError(`not a decimal amount: ${JSON.stringify(amount)}`);
  return yuan(locale).format(text as Intl.StringNumericLiteral);
}

/** An amount in integer cents as money: 28650012 → "¥286,500.12". */
export function formatMoneyFromCents(cents: number | bigint, locale: Locale = getLocale()): string {
  if (typeof cents === 'number' && !Number.isSafeInteger(cents)) throw new RangeError(`cents must be a whole number: ${cents}`);
  const digits = (cents < 0 ? -BigInt(cents) : BigInt(cents)).toString().padStart(3, '0');
  const decimal = `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return yuan(locale).format(decimal as Intl.StringNumericLiteral);
}

/** A file's size for people: whole KB below a megabyte (never 0 KB), else MB with one decimal. */
export const formatFileSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
