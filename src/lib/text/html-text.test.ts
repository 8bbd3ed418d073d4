import { describe, expect, it } from 'vitest';
import { htmlText, htmlTextLength } from './html-text.ts';

describe('htmlText', () => {
  it('reads the text of editor output: tags dropped, entities decoded', () => {
    expect(htmlText('<p>冬季<strong>补水</strong>&nbsp;季</p><p>&lt;img src=x&gt; &amp; more</p>')).toBe('冬季补水 季<img src=x> & more');
  });

  it('drops script and style bodies, which no reader sees', () => {
    expect(htmlText('<p>a</p><script>alert(1)</script><style>p{}</style>')).toBe('a');
  });

  it('counts characters as seen (an emoji is one) and nothing for empty input', () => {
    expect(htmlTextLength('<p>好😀</p>')).toBe(2);
    expect(htmlTextLength(null)).toBe(0);
    expect(htmlTextLength('<p></p>')).toBe(0);
  });
});
