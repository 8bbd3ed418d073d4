/**
 * The text a person reads in an HTML body (rich-text editor output), for counting and blank
 * checks only — never for rendering (that is `<SafeHtml>`'s job). Tags are dropped, block ends
 * count as nothing, the few entities the editors write are decoded, and length is counted in
 * characters as a person sees them (code points, so an emoji is one).
 */
const ENTITIES: Readonly<Record<string, string>> = { nbsp: ' ', lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'", apos: "'" };

export function htmlText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|lt|gt|amp|quot|#39|apos);/g, (_, name: string) => ENTITIES[name] ?? '');
}

export function htmlTextLength(html: string | null | undefined): number {
  return [...htmlText(html)].length;
}

/** Whether an HTML body says nothing: only tags, spaces, slashes and newlines (specification, section 5). */
export function isBlankHtml(html: string | null | undefined): boolean {
  return htmlText(html).replace(/[\s/]/g, '') === '';
}
