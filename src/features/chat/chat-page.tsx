/**
 * `/chat`: the chat workspace — the chat list, the open conversation and its side panel. The
 * open chat is in the address (`?chatId=`), so a notification, the tray or a link opens it, and
 * it is published as the open chat (its messages are then read as they arrive, section 4).
 *
 * Keyboard: Ctrl+K switches chat, Ctrl+F searches the chats, Ctrl+Shift+F the messages of every
 * chat, Alt+↑/↓ opens the previous/next chat of the list, Alt+U the next unread one, Alt+C focuses
 * the composer, Esc closes the side panel, '?' lists them all.
 */
import type { ChatListItem, ChatMessageSearchHit } from '@generated/chat/model';
import { SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Tooltip, Typography } from 'antd';
import type { InputRef } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { type ReactNode, Suspense, lazy, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { setOpenChatId } from '@/lib/chat/open-chat.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useStableCallback } from '@/lib/react/use-stable-callback.ts';
import { useRouteQuery } from '@/lib/routing/use-route-query.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { ChatList } from './chat-list.tsx';

import { MUTED_TEXT } from './chat-colors.ts';
import { chatTexts } from './chat-texts.ts';
import { messageSearchTexts } from './message-search-texts.ts';
import { Conversation } from './conversation.tsx';
import type { Me } from './send-message.ts';
import type { CustomerTrackingSlot } from './side-panel.tsx';

import { type ChatTab, useChatLists } from './use-chat-lists.ts';

// Loaded on first use: the side panel when a chat opens, the switcher on Ctrl+K, the sheet on '?'.
const SidePanel = lazy(() => import('./side-panel.tsx').then((m) => ({ default: m.SidePanel })));
const ChatSwitcher = lazy(() => import('./chat-switcher.tsx').then((m) => ({ default: m.ChatSwitcher })));
const ShortcutSheet = lazy(() => import('./shortcut-sheet.tsx').then((m) => ({ default: m.ShortcutSheet })));
const MessageSearch = lazy(() => import('./message-search.tsx').then((m) => ({ default: m.MessageSearch })));

/** The '?' sheet: every shortcut of the workspace. */
const SHORTCUTS = [
  'chat.keySwitcher',
  'chat.keySearch',
  'chat.keyPrevNext',
  'chat.keyNextUnread',
  'chat.keyComposer',
  'chat.keySearchMessages',
  'chat.keySend',
  'chat.keyClose',
] as const;

function useMe(): Me {
  const session = useSession();
  const imId = session?.userInfo.imId ?? '';
  const realName = session?.userInfo.realName ?? '';
  // One object while the session's user stays: the conversations are memoised on it.
  return useMemo(() => ({ imId, fromUser: { realName, chatName: realName, avatar: '' } }), [imId, realName]);
}

export interface ChatPageProps {
  /** Buttons the app adds to the chat list's toolbar (features do not import each other). */
  tools?: ReactNode;
  /** The side panel's customer tracking tab (the app composes the client-track feature's). */
  customerTracking?: CustomerTrackingSlot;
}

export default function ChatPage({ tools, customerTracking }: ChatPageProps = {}) {
  const t = useT(chatTexts);
  const me = useMe();
  const [{ chatId, fingerPrint }, setQuery] = useRouteQuery('chat');
  const [tab, setTab] = useState<ChatTab>('all');
  const [keyword, setKeyword] = useState('');
  const { rows, pending } = useChatLists(tab, keyword);
  // The open chat's row: from the list on screen, else the one last picked (a search result).
  const [picked, setPicked] = useState<ChatListItem | undefined>();
  const chat = rows.find((row) => row.chatId === chatId) ?? (picked?.chatId === chatId ? picked : undefined);
  // The chat open just before stays mounted, hidden, so that switching back to it shows it at once,
  // as it was left (the list opening a conversation anew takes several frames to measure and settle).
  // Not when an unread mention arrived in it meanwhile: opened anew, it opens at the mention.
  const [shown, setShown] = useState<{ current: string | null; previous: string | null }>({ current: chatId, previous: null });
  if (shown.current !== chatId) setShown({ current: chatId, previous: shown.current });
  const kept = rows.find((row) => row.chatId === shown.previous && row.chatId !== chatId && !row.isAtMe && !row.isAtAll);
  // In a fixed order, so that neither is moved in the page (a moved list loses its scroll position).
  const mounted = [chat, kept].filter((row) => row !== undefined).sort((a, b) => a.chatId.localeCompare(b.chatId));
  // The side panel follows a switch in a second, interruptible render: the conversation shows first.
  const panelChat = useDeferredValue(chat);
  const [panelOpen, setPanelOpen] = useState(true);
  const [switcherOpen, setSwitcherOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const ts = useT(messageSearchTexts);
  const composer = useRef<TextAreaRef>(null);
  const search = useRef<InputRef>(null);

  useEffect(() => (chatId ? setOpenChatId(chatId) : setOpenChatId(undefined)), [chatId]);

  // Stable: the chat list's memoised rows get it.
  const open = useStableCallback((row: ChatListItem) => {
    setPicked(row);
    void setQuery({ chatId: row.chatId, fingerPrint: null });
  });
  // Stable: the side panel renders again only when what it shows changes.
  const closeChat = useStableCallback(() => void setQuery({ chatId: null }));
  // A search hit: its chat is one of mine, so it is in the whole list (no tab, no keyword).
  const openHit = (hit: ChatMessageSearchHit) => {
    setSearchOpen(false);
    setTab('all');
    setKeyword('');
    void setQuery({ chatId: hit.chatId, fingerPrint: hit.message.fingerPrint });
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.shiftKey && event.code === 'KeyF') {
        event.preventDefault();
        setSearchOpen(true);
        return;
      }
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setSwitcherOpen(true);
        return;
      }
      // The chat search instead of the browser's find in page, as chat tools do.
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') {
        event.preventDefault();
        search.current?.focus({ cursor: 'all' });
        return;
      }
      if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
        if (rows.length === 0) return;
        event.preventDefault();
        const index = rows.findIndex((row) => row.chatId === chatId);
        const step = event.key === 'ArrowUp' ? -1 : 1;
        const next = rows[index < 0 ? 0 : Math.min(rows.length - 1, Math.max(0, index + step))];
        if (next) open(next);
        return;
      }
      if (event.altKey && event.code === 'KeyU') {
        // The next chat with unread messages after the open one (wrapping round).
        const index = rows.findIndex((row) => row.chatId === chatId);
        const next = [...rows.slice(index + 1), ...rows.slice(0, index + 1)].find((row) => row.unreadCount > 0 && row.chatId !== chatId);
        if (next) {
          event.preventDefault();
          open(next);
        }
        return;
      }
      if (event.altKey && event.code === 'KeyC') {
        event.preventDefault();
        composer.current?.focus();
        return;
      }
      const typing = event.target instanceof HTMLElement && event.target.closest('input, textarea, [contenteditable="true"]');
      if (event.key === '?' && !typing) {
        setHelpOpen(true);
        return;
      }
      // Esc in a dialog (the image gallery, a confirmation) closes that dialog only.
      const inDialog = event.target instanceof Element && event.target.closest('[aria-modal="true"]');
      if (event.key === 'Escape' && !switcherOpen && !inDialog) setPanelOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <PageContainer>
      <Flex
        style={{
          height: 'calc(100vh - 180px)',
          minHeight: 480,
          border: '1px solid #f0f0f0',
          borderRadius: 8,
          overflow: 'hidden',
          background: '#fff',
        }}
      >
        <div style={{ width: 300, flexShrink: 0, borderInlineEnd: '1px solid #f0f0f0' }}>
          <Flex justify="flex-end" gap={8} style={{ padding: '8px 12px 0' }}>
            {tools}
            <Button size="small" icon={<SearchOutlined />} onClick={() => setSearchOpen(true)}>
              {ts('chatMessageSearch.open')}
            </Button>
          </Flex>
          <ChatList
            rows={rows}
            pending={pending}
            tab={tab}
            onTabChange={setTab}
            keyword={keyword}
            onKeywordChange={setKeyword}
            selectedChatId={chatId}
            onSelect={open}
            myImId={me.imId}
            searchRef={search}
          />
        </div>
        <Flex vertical style={{ flex: 1, minWidth: 0 }}>
          {chat ? (
            <>
              <Flex justify="space-between" align="center" style={{ padding: '8px 12px', borderBottom: '1px solid #f0f0f0' }}>
                <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
                  {chat.name}
                  {chat.chatType === '2' ? (
                    <Typography.Text style={{ color: MUTED_TEXT, fontSize: 13, fontWeight: 'normal' }}>
                      {' '}
                      ({t('chat.members', { count: chat.memberCount })})
                    </Typography.Text>
                  ) : null}
                </Typography.Title>
                <Tooltip title={t('chat.keyboardHelp')}>
                  <Button size="small" aria-expanded={panelOpen} onClick={() => setPanelOpen((value) => !value)}>
                    {panelOpen ? t('chat.closePanel') : t('chat.openPanel')}
                  </Button>
                </Tooltip>
              </Flex>
              <div style={{ flex: 1, minHeight: 0, position: 'relative' }}>
                {mounted.map((row) => {
                  const active = row.chatId === chat.chatId;
                  return (
                    <div
                      key={row.chatId}
                      style={{ position: 'absolute', inset: 0, visibility: active ? undefined : 'hidden' }}
                      inert={!active}
                      aria-hidden={active ? undefined : true}
                    >
                      <Conversation
                        chat={row}
                        me={me}
                        active={active}
                        composerRef={composer}
                        openedWith={picked}
                        focusFingerPrint={active ? fingerPrint : null}
                      />
                    </div>
                  );
                })}
              </div>
            </>
          ) : (
            <Flex flex={1} align="center" justify="center">
              <Empty description={t('chat.noChatOpen')} />
            </Flex>
          )}
        </Flex>
        {chat && panelChat && panelOpen ? (
          <div style={{ width: 280, flexShrink: 0, borderInlineStart: '1px solid #f0f0f0' }}>
            <Suspense fallback={null}>
              <SidePanel chat={panelChat} myImId={me.imId} onLeft={closeChat} customerTracking={customerTracking} />
            </Suspense>
          </div>
        ) : null}
      </Flex>
      <Suspense fallback={null}>
        {searchOpen ? <MessageSearch onPick={openHit} onClose={() => setSearchOpen(false)} /> : null}
        {helpOpen ? <ShortcutSheet keys={SHORTCUTS.map((key) => t(key))} onClose={() => setHelpOpen(false)} /> : null}
        {switcherOpen ? (
          <ChatSwitcher
            rows={rows}
            onClose={() => setSwitcherOpen(false)}
            onPick={(row) => {
              setSwitcherOpen(false);
              open(row);
              requestAnimationFrame(() => composer.current?.focus());
            }}
          />
        ) : null}
      </Suspense>
    </PageContainer>
  );
}
