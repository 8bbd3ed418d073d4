import { describe, expect, it } from 'vitest';
import { MESSAGE_PREVIEW_LIMITS } from '../desktop/desktop.ts';
import { absoluteAvatar, fitText, toMessagePreview } from './message-preview.ts';
import { expectEvery } from '../../../test-support/expect-every.ts';

const BASE = 'https://img.example.com';

describe('fitText', () => {
  it('leaves text within the limit as it is', () => {
    expect(fitText('hello', 5)).toBe('hello');
  });

  it('cuts longer text to the limit, ending in an ellipsis', () => {
    expect(fitText('hello world', 6)).toBe('hello…');
    expect(fitText('x'.repeat(2500), 2000)).toHaveLength(2000);
  });

  it('never splits a character outside the basic plane', () => {
    const cut = fitText('😀'.repeat(10), 6); // each emoji is two code units
    expect(cut).toBe('😀😀…');
    expectEvery([...cut], (c) => c === '😀' || c === '…');
  });
});

describe('absoluteAvatar', () => {
  it('resolves a stored relative path against the image base', () => {
    expect(absoluteAvatar('avatar/a.png', BASE)).toBe('https://img.example.com/avatar/a.png');
    expect(absoluteAvatar('/avatar/a.png', `${BASE}/`)).toBe('https://img.example.com/avatar/a.png');
  });

  it('keeps absolute web addresses and drops what cannot be one', () => {
    expect(absoluteAvatar('https://cdn.test/a.png', BASE)).toBe('https://cdn.test/a.png');
    expect(absoluteAvatar('avatar/a.png', '')).toBeUndefined();
    expect(absoluteAvatar('javascript:alert(1)', BASE)).toBeUndefined();
    expect(absoluteAvatar('data:image/png;base64,AAAA', BASE)).toBeUndefined();
    expect(absoluteAvatar(`https://cdn.test/${'a'.repeat(MESSAGE_PREVIEW_LIMITS.avatarLength)}`, BASE)).toBeUndefined();
    expect(absoluteAvatar(undefined, BASE)).toBeUndefined();
  });
});

describe('toMessagePreview', () => {
  it('fits every field to the limits the main process checks', () => {
    const preview = toMessagePreview({ chatId: 'c-1', title: '名'.repeat(300), text: '😀'.repeat(1500), avatar: 'avatar/li.png' }, BASE);
    expect(preview).toBeDefined();
    expect(preview!.title.length).toBeLessThanOrEqual(MESSAGE_PREVIEW_LIMITS.titleLength);
    expect(preview!.title.endsWith('…')).toBe(true);
    expect(preview!.text.length).toBeLessThanOrEqual(MESSAGE_PREVIEW_LIMITS.textLength);
    expect(preview!.text).toMatch(/^(😀)+…$/u);
    expect(preview!.avatar).toBe('https://img.example.com/avatar/li.png');
  });

  it('sends a short message unchanged and leaves an unusable avatar out', () => {
    expect(toMessagePreview({ chatId: 'c-1', title: 'Ms Li', text: 'Hi', avatar: 'a.png' }, '')).toEqual({
      chatId: 'c-1',
      title: 'Ms Li',
      text: 'Hi',
    });
  });

  it('sends no preview for a chat id the main process would refuse', () => {
    expect(toMessagePreview({ chatId: '', title: 't', text: 'x' }, BASE)).toBeUndefined();
    expect(toMessagePreview({ chatId: 'c'.repeat(MESSAGE_PREVIEW_LIMITS.chatIdLength + 1), title: 't', text: 'x' }, BASE)).toBeUndefined();
  });
});
