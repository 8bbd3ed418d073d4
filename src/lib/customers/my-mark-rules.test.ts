import { describe, expect, it } from 'vitest';
import { markToSave, tagsProblem } from './my-mark-rules.ts';

describe('my mark’s limits', () => {
  it('takes up to 10 distinct tags of up to 20 characters', () => {
    expect(tagsProblem(Array.from({ length: 10 }, (_, i) => `标签${i}`))).toBeUndefined();
    expect(tagsProblem(['很'.repeat(20)])).toBeUndefined();
  });
  it('names what is wrong', () => {
    expect(tagsProblem(Array.from({ length: 11 }, (_, i) => `标签${i}`))).toBe('tooManyTags');
    expect(tagsProblem(['  '])).toBe('tagBlank');
    expect(tagsProblem(['很'.repeat(21)])).toBe('tagTooLong');
    expect(tagsProblem(['高意向', ' 高意向 '])).toBe('tagRepeated');
  });
  it('saves the tags and remark trimmed', () => {
    expect(markToSave({ tags: [' 高意向 '], remark: ' 周末到院 ' })).toEqual({ tags: ['高意向'], remark: '周末到院' });
    expect(markToSave({})).toEqual({ tags: [], remark: '' });
  });
});
