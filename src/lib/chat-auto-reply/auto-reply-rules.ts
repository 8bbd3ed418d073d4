/**
 * Limits of chat auto-reply rules (designed; the specification names only the calls), one home
 * for the settings form and the sandbox platform that enforces them.
 */
export const AUTO_REPLY_TITLE_MAX = 30;
export const AUTO_REPLY_CONTENT_MAX = 500;
export const AUTO_REPLY_KEYWORD_MAX = 20;
export const AUTO_REPLY_KEYWORDS_MAX = 10;
/** Rules a hospital may keep, enabled or not. */
export const AUTO_REPLY_RULES_MAX = 50;
/** The longest wait for a staff reply before a rule answers (the contract's maximum). */
export const AUTO_REPLY_DELAY_MAX_SECONDS = 300;

/** Rule kinds (AutoReplyType): 1 welcome, 2 keyword, 3 off-hours. */
export const AUTO_REPLY_KEYWORD_TYPE = 2;

/** Keywords as stored: trimmed, blanks dropped, each once (first spelling kept). */
export function normaliseKeywords(keywords: readonly string[] | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of keywords ?? []) {
    const keyword = raw.trim();
    const key = keyword.toLowerCase();
    if (keyword === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(keyword);
  }
  return out;
}
