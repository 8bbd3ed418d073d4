import { describe, expect, it } from 'vitest';
import { getListChatsMockHandler, getListGroupChatsMockHandler } from '@generated/chat/chats/chats.msw.ts';
import type { ChatListItem } from '@generated/chat/model';
import { getShownToasts } from '@/lib/http/notifier.ts';
import { chatMessage, chatRow } from '@/testing/chat-fixtures.ts';
import { answer } from '@/testing/gateway-handlers.ts';
import { failure, installGatewayServer, server, success } from '@/testing/test-gateway.ts';
import { fetchSyncAnchor, newestFingerPrint } from './sync-anchor.ts';

installGatewayServer();

const item = (fingerPrint: string | null, sendTimestamp = 0) =>
  ({ lastMessage: fingerPrint ? { fingerPrint, sendTimestamp } : null }) as unknown as ChatListItem;

const withLast = (fingerPrint: string, sendTimestamp: number) => chatRow({ lastMessage: chatMessage({ fingerPrint, sendTimestamp }) });

describe('first sync starting point', () => {
  it('is the newest last message across the chat lists', () => {
    expect(newestFingerPrint([item('a', 10), item(null), item('c', 30), item('b', 20)])).toBe('c');
  });
  it('is absent when no chat has a message', () => {
    expect(newestFingerPrint([item(null)])).toBeUndefined();
  });

  it('is read from the private and group chat lists of the chat gateway', async () => {
    const asked: string[] = [];
    const list = (rows: ChatListItem[]) => ({ list: rows, total: rows.length, page: 1, limit: 200 });
    server.use(
      getListChatsMockHandler(({ request }) => {
        asked.push(new URL(request.url).search);
        return success(list([withLast('private-old', 10)]));
      }),
      getListGroupChatsMockHandler(({ request }) => {
        asked.push(new URL(request.url).search);
        return success(list([withLast('group-new', 20)]));
      }),
    );
    await expect(fetchSyncAnchor()).resolves.toBe('group-new');
    expect(asked).toEqual(['?page=1&limit=200', '?page=1&limit=200']);
  });

  it('fails without a toast: it runs in the background', async () => {
    server.use(
      answer(getListChatsMockHandler, () => failure('busy')),
      getListGroupChatsMockHandler(success({ list: [], total: 0, page: 1, limit: 200 })),
    );
    await expect(fetchSyncAnchor()).rejects.toMatchObject({ kind: 'business' });
    expect(getShownToasts()).toEqual([]);
  });
});
