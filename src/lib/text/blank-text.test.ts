import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasText, isBlankText } from './blank-text.ts';

describe('isBlankText', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    ['   ', true],
    ['/', true],
    ['/ / //', true],
    ['\n\n', true],
    [' /\n/ \r\n\t', true],
    ['\u3000/\u3000', true],
    ['a', false],
    [' / a / ', false],
    ['\\', false],
    ['0', false],
    ['无', false],
  ])('%j → %s', (value, expected) => {
    expect(isBlankText(value)).toBe(expected);
  });

  it('is blank for every string made only of spaces, slashes and newlines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(' ', '/', '\n', '\r', '\t')).map((parts) => parts.join('')),
        (text) => isBlankText(text),
      ),
    );
  });

  it('is not blank once any other character is present', () => {
    const filler = fc.array(fc.constantFrom(' ', '/', '\n')).map((parts) => parts.join(''));
    const visible = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[\s/]/u.test(c));
    fc.assert(fc.property(filler, visible, filler, (before, c, after) => !isBlankText(before + c + after)));
  });

  it('hasText narrows lists', () => {
    expect(['a', ' / ', null, 'b'].filter(hasText)).toEqual(['a', 'b']);
  });
});
