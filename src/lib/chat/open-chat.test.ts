import { describe, expect, it } from 'vitest';
import { titleWithBadge } from './unread-badge.ts';
import { getOpenChatId, setOpenChatId } from './open-chat.ts';

describe('the open chat', () => {
  it('is set by the chat screen and cleared only by the screen that set it', () => {
    const closeA = setOpenChatId('a');
    expect(getOpenChatId()).toBe('a');
    const closeB = setOpenChatId('b');
    closeA();
    expect(getOpenChatId()).toBe('b');
    closeB();
    expect(getOpenChatId()).toBeUndefined();
  });
});

describe('the tab title', () => {
  it('carries the unread badge in front, capped at 99+', () => {
    expect(titleWithBadge('工作台', 0)).toBe('工作台');
    expect(titleWithBadge('工作台', 7)).toBe('(7) 工作台');
    expect(titleWithBadge('工作台', 120)).toBe('(99+) 工作台');
  });
});
