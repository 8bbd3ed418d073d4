import { screen, waitFor, within, configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VirtuosoMockContext } from 'react-virtuoso';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getListChatsMockHandler,
  getListGroupChatsMockHandler,
  getSearchChatsMockHandler,
  getSearchGroupChatsMockHandler,
  getSetChatTopMockHandler,
} from '@generated/chat/chats/chats.msw.ts';
import {
  getListGroupMessagesMockHandler,
  getListMessagesMockHandler,
  getOneKeyReadGroupMessagesMockHandler,
} from '@generated/chat/messages/messages.msw.ts';
import { getListChatMembersMockHandler } from '@generated/chat/members/members.msw.ts';
import { getReadGroupMessagesMockHandler, getReadMessagesMockHandler } from '@generated/chat/read-state/read-state.msw.ts';
import { getSetAllChatAlertMockHandler, getSetChatAlertMockHandler } from '@generated/chat/alert-switches/alert-switches.msw.ts';
import type { ChatListItem } from '@generated/chat/model';
import { getOpenChatId, setOpenChatId } from '@/lib/chat/open-chat.ts';
import { clearSession, startSession } from '@/lib/session/session-store.ts';
import { chatMessage, chatRow } from '@/testing/chat-fixtures.ts';
import { loginResult } from '@/testing/login-result.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installGatewayServer, server, success } from '@/testing/test-gateway.ts';
import { expectEvery } from '../../../test-support/expect-every.ts';
import ChatPage from './chat-page.tsx';

installGatewayServer();
// The workspace renders a lot per step (virtual lists, antd): give slow, shared machines room.
configure({ asyncUtilTimeout: 4000 });

const at = (time: string) => ({
  lastMessage: chatMessage({ content: `msg ${time}`, sendTime: `2026-11-22 ${time}`, sendTimestamp: Date.parse(`2026-11-22T${time}`) }),
  lastMessageTime: `2026-11-22 ${time}`,
});

let privates: ChatListItem[];
let groups: ChatListItem[];
let readCalls: unknown[];

beforeEach(() => {
  startSession(loginResult());
  readCalls = [];
  privates = [
    chatRow({ chatId: 'p-old', name: '张女士', ...at('08:00:00') }),
    chatRow({ chatId: 'p-new', name: '李女士', ...at('11:00:00') }),
    chatRow({ chatId: 'p-unread', name: '王先生', unreadCount: 3, ...at('07:00:00') }),
  ];
  groups = [
    chatRow({ chatId: 'g-top', chatType: '2', name: '置顶群', isTop: true, peerUserId: null, ...at('06:00:00') }),
    chatRow({
      chatId: 'g-at',
      chatType: '2',
      name: '双眼皮咨询群',
      peerUserId: null,
      unreadCount: 1,
      isAtMe: true,
      isAtAll: true,
      ...at('09:00:00'),
    }),
  ];
  server.use(
    getListChatsMockHandler(() => success({ total: privates.length, page: 1, limit: 500, list: privates })),
    getListGroupChatsMockHandler(() => success({ total: groups.length, page: 1, limit: 500, list: groups })),
    getSearchChatsMockHandler(async ({ request }) => {
      const { keyword } = (await request.json()) as { keyword: string };
      const list = privates.filter((row) => row.name.includes(keyword));
      return success({ total: list.length, page: 1, limit: 100, list });
    }),
    getSearchGroupChatsMockHandler(async ({ request }) => {
      const { keyword } = (await request.json()) as { keyword: string };
      const list = groups.filter((row) => row.name.includes(keyword));
      return success({ total: list.length, page: 1, limit: 100, list });
    }),
    getSetChatTopMockHandler(async ({ request, params }) => {
      const { isTop } = (await request.json()) as { isTop: boolean };
      privates = privates.map((row) => (row.chatId === params.chatId ? { ...row, isTop } : row));
      return success(true);
    }),
    getSetChatAlertMockHandler(() => success(true)),
    getListMessagesMockHandler(({ request }) => {
      const chatId = new URL(request.url).searchParams.get('chatId') ?? '';
      return success({ records: [chatMessage({ chatId, content: `history of ${chatId}`, fingerPrint: `h-${chatId}` })], hasMore: false });
    }),
    getListGroupMessagesMockHandler(({ request }) => {
      const chatId = new URL(request.url).searchParams.get('chatId') ?? '';
      return success({
        records: [chatMessage({ chatId, chatType: '2', content: `history of ${chatId}`, fingerPrint: `h-${chatId}` })],
        hasMore: false,
      });
    }),
    getListChatMembersMockHandler(() => success([])),
    getReadGroupMessagesMockHandler(() => success(true)),
    getReadMessagesMockHandler(async ({ request }) => {
      readCalls.push(await request.json());
      return success(true);
    }),
  );
});

afterEach(() => {
  clearSession();
  setOpenChatId(undefined);
});

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(path = '/chat') {
  return renderAtRoute(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 2000, itemHeight: 60 }}>
      <Address />
      <ChatPage />
    </VirtuosoMockContext.Provider>,
    path,
  );
}

const rowNames = () => screen.getAllByTestId('chat-row').map((row) => row.getAttribute('data-chat-id'));

describe('chat list (/chat)', () => {
  it('combines private and group chats: pinned first, then unread, then by last message time', async () => {
    renderPage();
    await waitFor(() => expect(rowNames()).toHaveLength(5));
    expect(rowNames()).toEqual(['g-top', 'g-at', 'p-unread', 'p-new', 'p-old']);
  });

  it('shows unread counts and the @me and @all markers', async () => {
    renderPage();
    const row = (await screen.findByText('双眼皮咨询群')).closest('[data-testid="chat-row"]') as HTMLElement;
    expect(within(row).getByText('[@me]')).toBeInTheDocument();
    expect(within(row).getByText('[@all]')).toBeInTheDocument();
    const unread = (await screen.findByText('王先生')).closest('[data-testid="chat-row"]') as HTMLElement;
    expect(within(unread).getByTitle('3 unread messages')).toBeInTheDocument();
    const read = screen.getByText('张女士').closest('[data-testid="chat-row"]') as HTMLElement;
    expect(within(read).queryByText('[@me]')).toBeNull();
  });

  it('the tabs show private or group chats only', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(rowNames()).toHaveLength(5));
    await user.click(screen.getByText('Groups'));
    await waitFor(() => expect(rowNames()).toEqual(['g-top', 'g-at']));
    await user.click(screen.getByText('Private'));
    await waitFor(() => expect(rowNames()).toEqual(['p-unread', 'p-new', 'p-old']));
  });

  it('searching asks both searches and lists what they found', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(rowNames()).toHaveLength(5));
    await user.type(screen.getByRole('searchbox', { name: 'Search chats' }), '女士');
    await waitFor(() => expect(rowNames()).toEqual(['p-new', 'p-old']));
  });

  it('opening a chat puts it in the address, publishes it as open and marks it read', async () => {
    const user = userEvent.setup();
    renderPage();
    const row = (await screen.findByText('王先生')).closest('[data-testid="chat-row"]') as HTMLElement;
    await user.click(within(row).getAllByRole('button')[0] as HTMLElement);
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('/chat?chatId=p-unread'));
    expect(getOpenChatId()).toBe('p-unread');
    expect(await screen.findByText('history of p-unread')).toBeInTheDocument();
    await waitFor(() => expect(readCalls).toEqual([{ chatId: 'p-unread', lastFingerPrint: 'h-p-unread' }]));
    // The row's unread count is cleared at once.
    await waitFor(() => expect(within(row).queryByTitle(/unread message/)).toBeNull());
  });

  it('keeps the chat open before mounted but hidden: switching back shows it at once, its draft kept, its history not asked again', async () => {
    const historyAsked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/messages?')) historyAsked.push(new URL(request.url).searchParams.get('chatId') ?? '');
    });
    const user = userEvent.setup();
    renderPage();
    const openRow = async (name: string) => {
      const row = (await screen.findByText(name)).closest('[data-testid="chat-row"]') as HTMLElement;
      await user.click(within(row).getAllByRole('button')[0] as HTMLElement);
    };
    await openRow('王先生');
    // Visible once the list has settled at its end.
    await waitFor(() => expect(within(screen.getByRole('log')).getByText('history of p-unread')).toBeVisible(), { timeout: 5000 });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '稍后回复王先生');
    await openRow('李女士');
    // Only the open conversation is a log and has a composer; the other one is hidden, still mounted.
    expect(await within(screen.getByRole('log')).findByText('history of p-new', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: 'Message' })).toHaveLength(1);
    expect(screen.getByText('history of p-unread')).not.toBeVisible();
    await openRow('王先生');
    expect(within(screen.getByRole('log')).getByText('history of p-unread')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('稍后回复王先生');
    expect(historyAsked.filter((id) => id === 'p-unread')).toHaveLength(1);
    // A third chat: the one open just before (王先生) is kept, the one before that is gone.
    await openRow('张女士');
    await within(screen.getByRole('log')).findByText('history of p-old', {}, { timeout: 5000 });
    expect(screen.queryByText('history of p-new')).toBeNull();
    expect(screen.getByText('history of p-unread')).not.toBeVisible();
    server.events.removeAllListeners();
  });

  it('pinning a chat asks the server and the list follows its order', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(rowNames()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Pin 张女士' }));
    await waitFor(() => expect(rowNames()[0]).toBe('p-old'));
    expect(screen.getByRole('button', { name: 'Unpin 张女士' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('Alt+Down and Alt+Up open the next and previous chat', async () => {
    // Nothing unread, so opening a chat does not re-sort the list: g-top, p-new, g-at, p-old, p-unread.
    const read = (row: ChatListItem) => ({ ...row, unreadCount: 0, isAtMe: false, isAtAll: false });
    privates = privates.map(read);
    groups = groups.map(read);
    const user = userEvent.setup();
    renderPage('/chat?chatId=g-at');
    await waitFor(() => expect(rowNames()).toEqual(['g-top', 'p-new', 'g-at', 'p-old', 'p-unread']));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('chatId=p-old'));
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('chatId=p-new'));
  });
});

describe('one-key read', () => {
  it('marks every group read and the list follows the server', async () => {
    server.use(
      getOneKeyReadGroupMessagesMockHandler(() => {
        groups = groups.map((row) => ({ ...row, unreadCount: 0, isAtMe: false, isAtAll: false }));
        return success({ chatCount: 1, messageCount: 1 });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('[@me]')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all groups read' }));
    await waitFor(() => expect(screen.queryByText('[@me]')).toBeNull());
  });
});

describe('notification switches', () => {
  it('the bell of a row mutes that chat', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(rowNames()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Mute notifications 张女士' }));
    expect(await screen.findByRole('button', { name: 'Turn notifications on 张女士' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('"Mute all" on the Groups tab mutes every group', async () => {
    const bodies: unknown[] = [];
    server.use(
      getSetAllChatAlertMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return success(true);
      }),
    );
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(rowNames()).toHaveLength(5));
    await user.click(screen.getByText('Groups'));
    await user.click(screen.getByRole('button', { name: 'Mute all' }));
    await waitFor(() => expect(bodies).toEqual([{ isAlert: false, chatType: '2' }]));
    expect(await screen.findByRole('button', { name: 'Turn notifications on 双眼皮咨询群' })).toBeInTheDocument();
  });
});

describe('keyboard', () => {
  it('Ctrl+K opens the chat switcher; picking a chat opens it', async () => {
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(rowNames()).toHaveLength(5));
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Switch chat' });
    const picker = within(dialog).getByRole('combobox', { name: 'Switch chat' });
    await waitFor(() => expect(picker).toHaveFocus());
    await user.keyboard('李女');
    // The filtered option (jsdom has no layout for the picker's keyboard highlight).
    const option = await waitFor(() => {
      const found = document.querySelector('.ant-select-item-option[title="李女士"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(1);
    await user.click(option);
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('chatId=p-new'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Switch chat' })).toBeNull());
  });

  it('Alt+U opens the next chat with unread messages, Alt+C focuses the composer, ? lists the shortcuts', async () => {
    const user = userEvent.setup();
    renderPage('/chat?chatId=p-new');
    await waitFor(() => expect(rowNames()).toHaveLength(5));
    await screen.findByRole('textbox', { name: 'Message' });
    // g-at (index 1) and p-unread (index 2) are unread; after p-new (index 3) the search wraps round.
    await user.keyboard('{Alt>}u{/Alt}');
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('chatId=g-at'));
    await user.keyboard('{Alt>}c{/Alt}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus());
    await user.keyboard('?');
    expect(screen.queryByTestId('shortcut-sheet')).toBeNull();
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('?');
    expect(await screen.findByTestId('shortcut-sheet')).toHaveTextContent('Alt+U: next chat with unread messages');
  });

  it('Ctrl+F puts the caret in the chat search, where typing searches', async () => {
    const user = userEvent.setup();
    renderPage('/chat?chatId=p-new');
    await user.click(await screen.findByRole('textbox', { name: 'Message' }));
    await user.keyboard('{Control>}f{/Control}');
    const search = screen.getByRole('searchbox', { name: 'Search chats' });
    await waitFor(() => expect(search).toHaveFocus());
    await user.keyboard('张');
    await waitFor(() => expect(rowNames()).toEqual(['p-old']));
  });

  it('Esc closes the side panel', async () => {
    const user = userEvent.setup();
    renderPage('/chat?chatId=p-new');
    expect(await screen.findByRole('complementary', { name: 'Chat details' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Chat details' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Chat details' }));
    expect(await screen.findByRole('complementary', { name: 'Chat details' })).toBeInTheDocument();
  });
});

describe('rows', () => {
  it('every row has labelled pin and mute buttons', async () => {
    renderPage();
    await waitFor(() => expect(rowNames()).toHaveLength(5));
    const labels = screen.getAllByTestId('chat-row').flatMap((row) =>
      within(row)
        .getAllByRole('button')
        .slice(1)
        .map((b) => b.getAttribute('aria-label') ?? ''),
    );
    expectEvery(labels, (label) => /^(Pin|Unpin|Mute notifications|Turn notifications on) /.test(label));
  });
});
