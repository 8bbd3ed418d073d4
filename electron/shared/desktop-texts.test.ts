import { describe, expect, it } from 'vitest';
import { DESKTOP_TEXTS } from './desktop-texts.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('desktop texts', () => {
  it('give both languages the same placeholders and no empty text', () => {
    for (const [key, en] of Object.entries(DESKTOP_TEXTS['en-US'])) {
      const zh = DESKTOP_TEXTS['zh-CN'][key as keyof (typeof DESKTOP_TEXTS)['zh-CN']];
      expect(placeholders(zh), key).toEqual(placeholders(en));
      expect(zh.trim(), key).not.toBe('');
      expect(en.trim(), key).not.toBe('');
    }
    expect(placeholders(DESKTOP_TEXTS['en-US'].trayTooltipUnread)).toEqual(['count']);
  });
});
