/** The code as typed: spaces and dashes between groups do not count. */
export const normaliseCode = (value: string): string => value.replace(/[\s-]+/g, '');

/** The contract's code: 6 to 32 letters or digits. */
export const isValidCode = (value: string): boolean => /^[0-9A-Za-z]{6,32}$/.test(normaliseCode(value));
