import {
  getBatchSetChatAlertMockHandler,
  getSetAllChatAlertMockHandler,
  getSetChatAlertMockHandler,
} from '@generated/chat/alert-switches/alert-switches.msw.ts';
import { getListChatsQueryKey, getListGroupChatsQueryKey } from '@generated/chat/chats/chats.ts';
import type { ListChats200 } from '@generated/chat/model';
import { getGetUnreadMessageCountQueryKey } from '@generated/chat/read-state/read-state.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/providers.tsx';
import { installGatewayServer, server, success } from '@/testing/test-gateway.ts';
import { chatRow } from '@/testing/chat-fixtures.ts';
import { useChatAlertSwitches } from './use-chat-alert-switches.ts';

installGatewayServer();

const page = (list: ListChats200['data']['list']) => success({ list, page: 1, limit: 10, total: list.length });

function setup() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(getListChatsQueryKey(), page([chatRow({ chatId: 'c1' }), chatRow({ chatId: 'c2' })]));
  queryClient.setQueryData(getListGroupChatsQueryKey(), page([chatRow({ chatId: 'g1', chatType: '2' })]));
  queryClient.setQueryData(
    getGetUnreadMessageCountQueryKey(),
    success({ chatMessageCount: 2, groupMessageCount: 0, mutedMessageCount: 0 }),
  );
  const bodies: unknown[] = [];
  const record = async ({ request }: { request: Request }) => {
    bodies.push(await request.json());
    return success(true);
  };
  server.use(getSetChatAlertMockHandler(record), getBatchSetChatAlertMockHandler(record), getSetAllChatAlertMockHandler(record));
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useChatAlertSwitches(), { wrapper });
  const alertOf = (key: readonly unknown[], chatId: string) =>
    queryClient.getQueryData<ListChats200>(key)?.data.list.find((row) => row.chatId === chatId)?.isAlert;
  return { queryClient, result, bodies, alertOf };
}

describe('per-chat notification switches', () => {
  it('switching one chat off mutes its row and asks for the unread counts again', async () => {
    const { queryClient, result, bodies, alertOf } = setup();
    await act(() => result.current.setOne.mutateAsync({ data: { chatId: 'c1', chatType: '0', isAlert: false } }));
    expect(bodies).toEqual([{ chatId: 'c1', chatType: '0', isAlert: false }]);
    expect(alertOf(getListChatsQueryKey(), 'c1')).toBe(false);
    expect(alertOf(getListChatsQueryKey(), 'c2')).toBe(true);
    expect(queryClient.getQueryState(getGetUnreadMessageCountQueryKey())?.isInvalidated).toBe(true);
  });

  it('batch set switches exactly the chats named', async () => {
    const { result, alertOf } = setup();
    await act(() => result.current.setMany.mutateAsync({ data: { chatIds: ['c2', 'g1'], chatType: '0', isAlert: false } }));
    expect(alertOf(getListChatsQueryKey(), 'c1')).toBe(true);
    expect(alertOf(getListChatsQueryKey(), 'c2')).toBe(false);
    expect(alertOf(getListGroupChatsQueryKey(), 'g1')).toBe(false);
  });

  it('set all of one chat type leaves the other type alone', async () => {
    const { result, alertOf } = setup();
    await act(() => result.current.setAll.mutateAsync({ data: { chatType: '2', isAlert: false } }));
    expect(alertOf(getListGroupChatsQueryKey(), 'g1')).toBe(false);
    expect(alertOf(getListChatsQueryKey(), 'c1')).toBe(true);
  });
});
