/**
 * Text emptiness (specification, section 5): text counts as empty when it is blank or holds only
 * spaces, slashes and newlines. Staff type "/" or "///" into required remark fields to get past
 * them, so those must be treated as nothing entered.
 *
 * "Spaces" means any whitespace, including tabs and the full-width space (U+3000) Chinese input
 * methods produce; "slashes" means the forward slash only (a backslash is kept as content).
 */
const BLANK = /^[\s/]*$/u;

export function isBlankText(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  return BLANK.test(value);
}

/** The opposite, as a type guard for filters: `texts.filter(hasText)`. */
export function hasText(value: string | null | undefined): value is string {
  return !isBlankText(value);
}
