import { describe, expect, it } from 'vitest';
import type { ChatListItem } from '@generated/chat/model';
import { newestFingerPrint } from './sync-anchor.ts';

const item = (fingerPrint: string | null, sendTimestamp = 0) =>
  ({ lastMessage: fingerPrint ? { fingerPrint, sendTimestamp } : null }) as unknown as ChatListItem;

describe('first sync starting point', () => {
  it('is the newest last message across the chat lists', () => {
    expect(newestFingerPrint([item('a', 10), item(null), item('c', 30), item('b', 20)])).toBe('c');
  });
  it('is absent when no chat has a message', () => {
    expect(newestFingerPrint([item(null)])).toBeUndefined();
  });
});
