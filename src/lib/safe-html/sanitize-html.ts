/**
 * Article, announcement and other bodies arrive as HTML written in the platform's back office (or
 * by other people). The client runs with a session token in storage and, on the desktop, a bridge
 * to the machine, so only an allow-list of formatting survives: no scripts, event handlers,
 * styles, frames, forms, SVG or MathML, and addresses only http(s), mailto (links) or relative.
 *
 * DOMPurify does the parsing and walking (it reads nodes through cached prototype getters, so a
 * form whose controls are named `nodeType`, `attributes` or `remove` cannot hide its content, and
 * it undoes mutation-XSS re-parsing tricks); the app adds its allow-list and two hooks: per-element
 * attributes with the URL policy, then the fixed link and media attributes.
 *
 * Render the result only through `<SafeHtml>` (src/shared/ui/safe-html), never another way.
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

const TAGS = [
  'p', 'br', 'hr', 'b', 'strong', 'i', 'em', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'span', 'div',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'pre', 'code',
  'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'video',
]; // prettier-ignore

/** The attributes each element may keep; any other attribute is dropped. */
const ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  video: ['src', 'poster', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  ol: ['start'],
};

const URL_ATTRIBUTES = new Set(['href', 'src', 'poster']);

/** Set by the hook after cleaning, whatever the source said (so a second pass gives the same). */
export const LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer' } as const;
export const MEDIA_STYLE = 'max-width:100%;height:auto';

/**
 * Removed with everything inside them (DOMPurify's own list already covers script, style,
 * template, noscript, iframe, svg, math, …); other disallowed elements are unwrapped.
 */
const DROPPED_WITH_CONTENT = ['form', 'button', 'select', 'textarea', 'option', 'object', 'embed', 'applet', 'frameset', 'head'];

// No USE_PROFILES: it would replace ALLOWED_TAGS with DOMPurify's whole HTML profile (forms, font, …).
// SVG and MathML stay out because none of their elements is on the list.
const CONFIG: Config = {
  ALLOWED_TAGS: TAGS,
  ALLOWED_ATTR: [...new Set(Object.values(ATTRIBUTES).flat())],
  // Only http(s), mailto or no scheme at all (relative); the hook below checks again by parsing.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_ARIA_ATTR: false,
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ADD_FORBID_CONTENTS: DROPPED_WITH_CONTENT,
  // Clobbering: SANITIZE_DOM (default) drops id/name values that shadow document or form
  // properties; SANITIZE_NAMED_PROPS prefixes any id/name with `user-content-`, so even if the
  // allow-list ever gains id or name, platform HTML can never name a property of the app's DOM.
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
};

/**
 * Whether an address may stay: parsed the way the browser will (it drops tabs, newlines and
 * leading control characters, so 'java\nscript:' is caught); a relative address resolves against
 * a placeholder base. DOMPurify's own check lets `data:` through on images; this one does not.
 */
export function isAllowedUrl(value: string, attribute: string): boolean {
  let protocol: string;
  try {
    protocol = new URL(value, 'https://relative.invalid/').protocol;
  } catch {
    return false;
  }
  return protocol === 'http:' || protocol === 'https:' || (protocol === 'mailto:' && attribute === 'href');
}

function createSanitizer(): DOMPurify {
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = ATTRIBUTES[node.localName] ?? [];
    if (!allowed.includes(data.attrName)) data.keepAttr = false;
    else if (URL_ATTRIBUTES.has(data.attrName) && !isAllowedUrl(data.attrValue, data.attrName)) data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.localName;
    if (tag === 'a') {
      node.setAttribute('target', LINK_ATTRIBUTES.target);
      node.setAttribute('rel', LINK_ATTRIBUTES.rel);
    }
    if (tag === 'img' || tag === 'video') node.setAttribute('style', MEDIA_STYLE);
    if (tag === 'video') node.setAttribute('controls', '');
  });
  return purify;
}

let sanitizer: DOMPurify | undefined;

/** The HTML with only the allowed formatting left. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  sanitizer ??= createSanitizer();
  return sanitizer.sanitize(html, CONFIG);
}

/** Only http(s) addresses may be opened from data outside an HTML body (a video link, say). */
export function isWebUrl(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^https?:\/\//i.test(value.trim());
}
