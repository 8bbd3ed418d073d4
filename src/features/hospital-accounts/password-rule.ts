/**
 * The password rule the platform applies (mocks/domain/accounts-admin.ts): 8 to 20 printable
 * characters without spaces, with at least one letter and one digit. The strength shown beside it
 * only guides; the rule decides.
 */
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,20}$/;

export const passwordFollowsRule = (password: string): boolean => PASSWORD_RULE.test(password);

/** 0 weak (breaks the rule), 1 medium (follows it), 2 strong (also mixed case and a symbol, or 12+ characters). */
export function passwordStrength(password: string): 0 | 1 | 2 {
  if (!passwordFollowsRule(password)) return 0;
  const mixedCase = /[a-z]/.test(password) && /[A-Z]/.test(password);
  const symbol = /[^A-Za-z0-9]/.test(password);
  return (mixedCase && symbol) || password.length >= 12 ? 2 : 1;
}
