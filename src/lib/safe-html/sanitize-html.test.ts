/**
 * The allow-list and hooks on top of DOMPurify, in jsdom. The attack corpus runs in Chromium
 * (e2e/xss-gate.e2e.ts): jsdom does not reproduce every parser and clobbering quirk.
 */
import { describe, expect, it } from 'vitest';
import { isAllowedUrl, isWebUrl, sanitizeHtml } from './sanitize-html.ts';

describe('sanitizeHtml', () => {
  it('keeps formatting, text, images and links', () => {
    expect(sanitizeHtml('<h3>Title</h3><p>Some <strong>bold</strong> and <em>italic</em></p><ul><li>one</li></ul>')).toBe(
      '<h3>Title</h3><p>Some <strong>bold</strong> and <em>italic</em></p><ul><li>one</li></ul>',
    );
    expect(sanitizeHtml('<a href="https://example.com/a">link</a>')).toBe(
      '<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">link</a>',
    );
    expect(sanitizeHtml('<img src="/img/a.png" alt="a">')).toBe('<img src="/img/a.png" alt="a" style="max-width:100%;height:auto">');
    expect(sanitizeHtml('<video src="https://v.example.com/a.mp4" poster="p.png"></video>')).toBe(
      '<video src="https://v.example.com/a.mp4" poster="p.png" style="max-width:100%;height:auto" controls=""></video>',
    );
    expect(sanitizeHtml('<table><tbody><tr><td colspan="2" class="x">a</td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><td colspan="2">a</td></tr></tbody></table>',
    );
  });

  it('drops scripts, styles, frames and forms with their content', () => {
    expect(
      sanitizeHtml(
        '<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><form><input><button>b</button></form><svg><g/></svg>',
      ),
    ).toBe('<p>a</p>');
  });

  it('drops event handlers, styles, classes, ids and data attributes', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red" class="x" id="y" data-x="1" aria-label="z">a</p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<img src="x.png" onerror="alert(1)" style="position:fixed">')).toBe(
      '<img src="x.png" style="max-width:100%;height:auto">',
    );
  });

  it('drops script addresses, however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      '&#106;avascript:x',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a target="_blank" rel="noopener noreferrer">x</a>');
    }
    expect(sanitizeHtml('<img src="javascript:alert(1)">')).toBe('<img style="max-width:100%;height:auto">');
    expect(sanitizeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('<img style="max-width:100%;height:auto">');
    expect(sanitizeHtml('<img src="mailto:a@b.c">')).toBe('<img style="max-width:100%;height:auto">');
    expect(sanitizeHtml('<a href="mailto:help@example.com">mail</a>')).toContain('href="mailto:help@example.com"');
  });

  it('cleans the content of a form whose controls are named after DOM properties', () => {
    for (const name of ['nodeType', 'attributes', 'remove', 'childNodes', 'replaceWith', 'parentNode']) {
      expect(sanitizeHtml(`<form><input name="${name}"><img src="x" onerror="alert(1)"></form><p>after</p>`)).toBe('<p>after</p>');
      expect(sanitizeHtml(`<div><form><input name="${name}"></form><img src="x" onerror="alert(1)"></div>`)).toBe(
        '<div><img src="x" style="max-width:100%;height:auto"></div>',
      );
    }
  });

  it('unwraps unknown elements and removes comments', () => {
    expect(sanitizeHtml('<custom-box><p>kept</p></custom-box><!-- note --><font color="red">text</font>')).toBe('<p>kept</p>text');
  });

  it('gives the same HTML when run on its own output', () => {
    const once = sanitizeHtml(
      '<a href="https://a.b/" target="_self" rel="opener">l</a><img src="a.png" style="x"><video src="v.mp4" controls></video>',
    );
    expect(sanitizeHtml(once)).toBe(once);
  });

  it('gives nothing for nothing', () => {
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('isAllowedUrl', () => {
  it('allows http(s), relative and, on links, mailto', () => {
    expect(isAllowedUrl('https://a.b/c', 'src')).toBe(true);
    expect(isAllowedUrl('img/a.png', 'src')).toBe(true);
    expect(isAllowedUrl('//cdn.example.com/a.png', 'src')).toBe(true);
    expect(isAllowedUrl('mailto:a@b.c', 'href')).toBe(true);
    expect(isAllowedUrl('mailto:a@b.c', 'src')).toBe(false);
    expect(isAllowedUrl('\u0001javascript:alert(1)', 'href')).toBe(false);
    expect(isAllowedUrl('blob:https://a.b/x', 'src')).toBe(false);
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
