/**
 * Article and announcement bodies arrive as HTML written in the platform's back office. They are
 * shown inside the client (which in the desktop shell has a bridge to the machine), so only an
 * allow-list of formatting survives: no scripts, no event handlers, no styles, no frames, and
 * links and images only to http(s) (links also mailto) or relative addresses.
 */

/** Removed together with everything inside them. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'link',
  'meta',
  'base',
  'svg',
  'math',
  'head',
  'title',
]);

/** Kept; any other element is replaced by its children. */
const ALLOWED = new Set([
  'p',
  'br',
  'hr',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'span',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'pre',
  'code',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'video',
]);

const ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  video: ['src', 'poster', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  ol: ['start'],
};

const URL_ATTRIBUTES = new Set(['href', 'src', 'poster']);

function safeUrl(value: string, attribute: string): boolean {
  // Parsed the way the browser will (it drops tabs, newlines and leading control characters, so
  // 'java\nscript:' is caught); a relative address resolves against the placeholder base.
  let protocol: string;
  try {
    protocol = new URL(value, 'https://relative.invalid/').protocol;
  } catch {
    return false;
  }
  return protocol === 'http:' || protocol === 'https:' || (protocol === 'mailto:' && attribute === 'href');
}

function clean(node: Node): void {
  for (const child of [...node.childNodes]) {
    if (child.nodeType === Node.COMMENT_NODE) {
      child.remove();
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.localName;
    if (DROPPED.has(tag)) {
      element.remove();
      continue;
    }
    clean(element);
    if (!ALLOWED.has(tag)) {
      element.replaceWith(...element.childNodes);
      continue;
    }
    const allowed = ATTRIBUTES[tag] ?? [];
    for (const { name, value } of [...element.attributes]) {
      if (!allowed.includes(name) || (URL_ATTRIBUTES.has(name) && !safeUrl(value, name))) element.removeAttribute(name);
    }
    if (tag === 'a') {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
    if (tag === 'img' || tag === 'video') element.setAttribute('style', 'max-width:100%;height:auto');
    if (tag === 'video') element.setAttribute('controls', '');
  }
}

/** The HTML with only the allowed formatting left. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  clean(doc.body);
  return doc.body.innerHTML;
}

/** Only http(s) addresses may be opened as a video link. */
export function isWebUrl(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^https?:\/\//i.test(value.trim());
}
