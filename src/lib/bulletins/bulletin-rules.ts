/**
 * What a bulletin may hold (contract `BulletinSaveRequest`, designed): the page's form checks it
 * before saving and the sandbox checks it again, so both say the same. The body is the rich-text
 * editor's HTML; the platform limits what a reader sees (its text) and, separately, the size of
 * the markup. Count the text with `htmlTextLength` (src/lib/text/html-text.ts).
 */
export const BULLETIN_TITLE_MAX = 100;
/** Characters of text in the body, as a reader sees them. */
export const BULLETIN_TEXT_MAX = 2000;
/** Characters of HTML in the body (the contract's `maxLength` of `content`). */
export const BULLETIN_HTML_MAX = 10000;
