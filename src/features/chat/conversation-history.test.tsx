import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { describe, expect, it } from 'vitest';
import { getListMessagesMockHandler } from '@generated/chat/messages/messages.msw.ts';
import { getReadMessagesMockHandler } from '@generated/chat/read-state/read-state.msw.ts';
import type { ChatListItem, ChatMessage } from '@generated/chat/model';
import { applyChatEffect } from '@/lib/chat/chat-cache.ts';
import { ME, chatMessage, chatRow } from '@/testing/chat-fixtures.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installGatewayServer, server, success } from '@/testing/test-gateway.ts';
import { Conversation } from './conversation.tsx';
import { HISTORY_PAGE, QUOTE_SEARCH_LIMIT, useConversation } from './use-conversation.ts';

installGatewayServer();
// The workspace renders a lot per step (virtual lists, antd): give slow, shared machines room.
configure({ asyncUtilTimeout: 4000 });

const me = { imId: ME, fromUser: { realName: '王雅琴', chatName: '王雅琴', avatar: '' } };

/** `count` messages of a chat, oldest first, as the platform keeps them. */
function stored(chatId: string, count: number): ChatMessage[] {
  return Array.from({ length: count }, (_, i) =>
    chatMessage({
      chatId,
      fingerPrint: `${chatId}-${i + 1}`,
      content: `${chatId} 第${i + 1}条`,
      sendTimestamp: Date.parse('2026-11-22T08:00:00') + i * 60_000,
    }),
  );
}

/** The platform's paging: newest page without an anchor, the page before the anchor with one. */
function serve(all: Record<string, ChatMessage[]>, anchors: (string | null)[], hold?: (signal: AbortSignal) => Promise<void>) {
  server.use(
    getReadMessagesMockHandler(() => success(true)),
    getListMessagesMockHandler(async ({ request }) => {
      const url = new URL(request.url);
      const rows = all[url.searchParams.get('chatId') ?? ''] ?? [];
      const anchor = url.searchParams.get('fingerPrint');
      anchors.push(anchor);
      if (anchor && hold) await hold(request.signal);
      const end = anchor ? rows.findIndex((m) => m.fingerPrint === anchor) : rows.length;
      const start = Math.max(0, end - Number(url.searchParams.get('limit') ?? HISTORY_PAGE));
      return success({ records: rows.slice(start, end), hasMore: start > 0 });
    }),
  );
}

function renderChat(chat: ChatListItem, viewportHeight = 4000) {
  return renderAtRoute(
    <VirtuosoMockContext.Provider value={{ viewportHeight, itemHeight: 40 }}>
      <Conversation key={chat.chatId} chat={chat} me={me} />
    </VirtuosoMockContext.Provider>,
    `/chat?chatId=${chat.chatId}`,
  );
}

/** A page that switches from chat c1 to c2, as the chat page does (keyed by chat). */
function Switchable() {
  const [chat, setChat] = useState(() => chatRow({ chatId: 'c1' }));
  return (
    <>
      <button type="button" onClick={() => setChat(chatRow({ chatId: 'c2' }))}>
        open c2
      </button>
      <Conversation key={chat.chatId} chat={chat} me={me} />
    </>
  );
}

describe('conversation history', () => {
  it('opens at the newest page and loads older pages upward until the beginning, oldest first', async () => {
    const anchors: (string | null)[] = [];
    serve({ c1: stored('c1', 75) }, anchors);
    renderChat(chatRow({ chatId: 'c1' }));
    expect(await screen.findByText('c1 第75条')).toBeInTheDocument();
    // The whole viewport shows the first page, so its top is reached: older pages follow.
    await waitFor(() => expect(anchors).toEqual([null, 'c1-46', 'c1-16']), { timeout: 3000 });
    expect(await screen.findByText('No earlier messages')).toBeInTheDocument();
    expect(anchors).toEqual([null, 'c1-46', 'c1-16']);
    const shown = screen.getAllByTestId('message').map((m) => m.getAttribute('data-fingerprint'));
    expect(shown).toEqual(Array.from({ length: 75 }, (_, i) => `c1-${i + 1}`));
  });

  it('a chat opened with an unread mention opens at the mentioning message', async () => {
    serve({ c1: stored('c1', 30) }, []);
    renderAtRoute(
      <VirtuosoMockContext.Provider value={{ viewportHeight: 200, itemHeight: 40 }}>
        <Conversation chat={chatRow({ chatId: 'c1', unreadCount: 26, isAtMe: true, atMeFingerPrint: 'c1-5' })} me={me} />
      </VirtuosoMockContext.Provider>,
      '/chat?chatId=c1',
    );
    expect(await screen.findByText('c1 第5条')).toBeInTheDocument();
    expect(screen.queryByText('c1 第30条')).toBeNull();
  });

  it('opens at the mention of the row as it was clicked, though the row read since has none', async () => {
    serve({ c1: stored('c1', 30) }, []);
    const clicked = chatRow({ chatId: 'c1', unreadCount: 26, isAtMe: true, atMeFingerPrint: 'c1-5' });
    renderAtRoute(
      <VirtuosoMockContext.Provider value={{ viewportHeight: 200, itemHeight: 40 }}>
        <Conversation chat={chatRow({ chatId: 'c1' })} openedWith={clicked} me={me} />
      </VirtuosoMockContext.Provider>,
      '/chat?chatId=c1',
    );
    expect(await screen.findByText('c1 第5条')).toBeInTheDocument();
    expect(screen.queryByText('c1 第30条')).toBeNull();
  });

  it('without a mention it opens at the newest message', async () => {
    serve({ c1: stored('c1', 30) }, []);
    renderAtRoute(
      <VirtuosoMockContext.Provider value={{ viewportHeight: 200, itemHeight: 40 }}>
        <Conversation chat={chatRow({ chatId: 'c1' })} me={me} />
      </VirtuosoMockContext.Provider>,
      '/chat?chatId=c1',
    );
    expect(await screen.findByText('c1 第30条')).toBeInTheDocument();
    expect(screen.queryByText('c1 第5条')).toBeNull();
    // Shown once settled with the newest message as the last row.
    await waitFor(() => expect(screen.getByTestId('virtuoso-item-list')).toBeVisible());
    expect(screen.getAllByTestId('message').at(-1)).toHaveAttribute('data-fingerprint', 'c1-30');
  });

  it('leaving the chat cancels its pending older-history request', async () => {
    const anchors: (string | null)[] = [];
    let aborted = false;
    serve({ c1: stored('c1', 40), c2: stored('c2', 3) }, anchors, (signal) => {
      signal.addEventListener('abort', () => (aborted = true));
      return new Promise(() => undefined);
    });
    renderAtRoute(
      <VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 40 }}>
        <Switchable />
      </VirtuosoMockContext.Provider>,
      '/chat?chatId=c1',
    );
    await screen.findByText('c1 第40条');
    await waitFor(() => expect(anchors).toEqual([null, 'c1-11']));
    expect(screen.getByText('Loading earlier messages…')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'open c2' }));
    await screen.findByText('c2 第3条');
    await waitFor(() => expect(aborted).toBe(true));
  });

  it('a message that arrives while the first page is loading is in the conversation once the page is', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      getReadMessagesMockHandler(() => success(true)),
      getListMessagesMockHandler(async () => {
        await held;
        return success({ records: stored('c1', 3), hasMore: false });
      }),
    );
    const { queryClient } = renderChat(chatRow({ chatId: 'c1' }));
    await waitFor(() => expect(screen.getByRole('log', { name: 'Messages' })).toHaveAttribute('aria-busy', 'true'));
    act(() =>
      applyChatEffect(
        queryClient,
        { kind: 'message', message: chatMessage({ chatId: 'c1', fingerPrint: 'live', content: '到院了吗？' }) },
        { myImId: ME, openChatId: 'c1' },
      ),
    );
    release();
    expect(await screen.findByText('到院了吗？')).toBeInTheDocument();
    expect(screen.getAllByTestId('message').map((m) => m.getAttribute('data-fingerprint'))).toEqual(['c1-1', 'c1-2', 'c1-3', 'live']);
  });

  /** `count` messages whose newest quotes `quoted`. */
  function quoting(count: number, quoted: string): ChatMessage[] {
    const rows = stored('c1', count);
    const newest = rows[count - 1] as ChatMessage;
    rows[count - 1] = {
      ...newest,
      content: '就是这个价格吗？',
      refFingerPrint: quoted,
      refMessage: {
        fingerPrint: quoted,
        fromUserId: 'c_1',
        fromUser: newest.fromUser,
        msgType: 1,
        content: '引用的原文',
        isRecalled: false,
      },
    };
    return rows;
  }

  it('looking for a quoted message loads older history in the largest pages until it is held, not further', async () => {
    const anchors: (string | null)[] = [];
    serve({ c1: stored('c1', 250) }, anchors);
    const queryClient = new QueryClient();
    const { result } = renderHook(() => useConversation({ chatId: 'c1', chatType: '0' }), {
      wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    });
    await waitFor(() => expect(result.current.conversation?.messages).toHaveLength(HISTORY_PAGE));
    let found: boolean | undefined;
    await act(async () => {
      found = await result.current.loadUntil('c1-3');
    });
    expect(found).toBe(true);
    expect(anchors).toEqual([null, 'c1-221', 'c1-121', 'c1-21']);
    expect(result.current.conversation?.messages[0]?.fingerPrint).toBe('c1-1');
    await act(async () => {
      found = await result.current.loadUntil('not-in-chat');
    });
    expect(found).toBe(false);
  });

  it('clicking a quote brings the original into view and marks it', async () => {
    serve({ c1: quoting(30, 'c1-3') }, []);
    renderChat(chatRow({ chatId: 'c1' }), 200);
    await screen.findByText('就是这个价格吗？');
    await waitFor(() => expect(screen.getByTestId('virtuoso-item-list')).toBeVisible());
    expect(screen.queryByText('c1 第3条')).toBeNull();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Quoted message' }));
    const original = (await screen.findByText('c1 第3条')).closest('[data-testid="message"]') as HTMLElement;
    expect(original).toHaveAttribute('data-highlighted', 'true');
    expect(screen.queryByText('就是这个价格吗？')).toBeNull();
  });

  it('a quote whose original is not in the chat any more says so', async () => {
    serve({ c1: quoting(40, 'gone') }, []);
    renderChat(chatRow({ chatId: 'c1' }), 200);
    await screen.findByText('就是这个价格吗？');
    await waitFor(() => expect(screen.getByTestId('virtuoso-item-list')).toBeVisible());
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Quoted message' }));
    expect(await screen.findByText(/The quoted message is not among the latest/)).toHaveTextContent(
      `The quoted message is not among the latest ${QUOTE_SEARCH_LIMIT.toLocaleString('en-US')} messages of this chat`,
    );
  });
});
