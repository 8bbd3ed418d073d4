import { describe, expect, it } from 'vitest';
import { isWebUrl, sanitizeHtml } from './safe-html.ts';

describe('sanitizeHtml', () => {
  it('keeps formatting, text, images and links', () => {
    expect(sanitizeHtml('<h3>Title</h3><p>Some <strong>bold</strong> and <em>italic</em></p><ul><li>one</li></ul>')).toBe(
      '<h3>Title</h3><p>Some <strong>bold</strong> and <em>italic</em></p><ul><li>one</li></ul>',
    );
    expect(sanitizeHtml('<a href="https://example.com/a">link</a>')).toBe(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">link</a>',
    );
    expect(sanitizeHtml('<img src="/img/a.png" alt="a">')).toBe('<img src="/img/a.png" alt="a" style="max-width:100%;height:auto">');
  });

  it('drops scripts, styles, frames and forms with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><form><input></form>')).toBe(
      '<p>a</p>',
    );
  });

  it('drops event handlers, styles and classes', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red" class="x">a</p><img src="x.png" onerror="alert(1)">')).toBe(
      '<p>a</p><img src="x.png" style="max-width:100%;height:auto">',
    );
  });

  it('drops script addresses, however they are disguised', () => {
    for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\nscript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
    }
    expect(sanitizeHtml('<img src="javascript:alert(1)">')).toBe('<img style="max-width:100%;height:auto">');
    expect(sanitizeHtml('<a href="mailto:help@example.com">mail</a>')).toContain('href="mailto:help@example.com"');
  });

  it('unwraps unknown elements and removes comments', () => {
    expect(sanitizeHtml('<custom-box><p>kept</p></custom-box><!-- note --><font color="red">text</font>')).toBe('<p>kept</p>text');
  });

  it('gives nothing for nothing', () => {
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('isWebUrl', () => {
  it('accepts only http(s)', () => {
    expect(isWebUrl('https://v.example.com/a.mp4')).toBe(true);
    expect(isWebUrl('http://v.example.com/a.mp4')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl(null)).toBe(false);
  });
});
