/**
 * A deal amount as typed: yuan with at most two decimals, checked as text and turned into cents by
 * string arithmetic, never by multiplying a float (0.1 + 0.2 is not 0.3, and 1.005 * 100 is not
 * 100.5). The request's `amount` is the same decimal read by `Number` once, which parses the text
 * exactly to the nearest double and does no arithmetic on it.
 */

/** The largest amount the platform takes: 10 million yuan, in cents. */
export const MAX_DEAL_CENTS = 1_000_000_000;

export type AmountProblem = 'format' | 'notPositive' | 'tooLarge';

const AMOUNT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/** Cents of a yuan text ('1280', '99.5', '0.05'), or what is wrong with it. */
export function parseYuan(text: string): { cents: number } | { problem: AmountProblem } {
  const match = AMOUNT.exec(text.trim());
  if (!match) return { problem: 'format' };
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents <= 0) return { problem: 'notPositive' };
  if (cents > MAX_DEAL_CENTS) return { problem: 'tooLarge' };
  return { cents };
}

/** The contract's `amount` (yuan) of a valid text: the decimal read once, no arithmetic. */
export const yuanOf = (text: string): number => Number(text.trim());
