/**
 * The one way platform HTML (help articles, announcements, bulletins, course descriptions, rich
 * chat content) reaches the DOM: sanitised by the app's allow-list (src/lib/safe-html) on the way
 * in. Lint forbids `dangerouslySetInnerHTML` and innerHTML writes everywhere else.
 */
import { type CSSProperties, useMemo } from 'react';
import { sanitizeHtml } from '@/lib/safe-html/sanitize-html.ts';

export interface SafeHtmlProps {
  /** Untrusted HTML; null or empty renders an empty block. */
  html: string | null | undefined;
  className?: string;
  style?: CSSProperties;
}

export function SafeHtml({ html, className, style }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} style={style} dangerouslySetInnerHTML={{ __html: clean }} />;
}
