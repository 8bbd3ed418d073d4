/**
 * The chat list pane: tabs (all, private, group), the search box, and the virtualised rows —
 * name, last message, time, unread count, @me / @all markers, pin and mute. A row is a button
 * that opens the chat; pin and mute sit beside it (no control inside another). Rows are plain
 * elements besides their two buttons (no antd Badge, Tooltip or Typography): a burst of messages
 * moves and mounts rows many times a second, and those components' style and motion hooks made
 * each row several times dearer (the hint of pin and mute is the buttons' title).
 */
import { BellOutlined, CheckCircleOutlined, MutedOutlined, PushpinFilled, PushpinOutlined } from '@ant-design/icons';
import { useSetChatTop } from '@generated/chat/chats/chats.ts';
import { useOneKeyReadGroupMessages } from '@generated/chat/messages/messages.ts';
import { getGetUnreadMessageCountQueryKey } from '@generated/chat/read-state/read-state.ts';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatListItem } from '@generated/chat/model';
import { Button, type ButtonProps, Empty, Flex, Input, type InputRef, Segmented, Spin, Tooltip } from 'antd';
import { type ReactNode, type Ref, memo } from 'react';
import { Virtuoso } from 'react-virtuoso';
import { useChatAlertSwitches } from '@/lib/chat/use-chat-alert-switches.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { ALERT_TEXT, MUTED_TEXT } from './chat-colors.ts';
import { chatTexts } from './chat-texts.ts';
import { messagePreview } from './message-content.ts';
import { NewChatMenu } from './new-chat-menu.tsx';
import { type ChatTab, useRefreshChatLists } from './use-chat-lists.ts';

export interface ChatListProps {
  rows: readonly ChatListItem[];
  pending: boolean;
  tab: ChatTab;
  onTabChange: (tab: ChatTab) => void;
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  selectedChatId: string | null;
  onSelect: (row: ChatListItem) => void;
  myImId: string;
  /** The search box, for the page's Ctrl+F. */
  searchRef?: Ref<InputRef>;
}

interface ChatRowProps {
  row: ChatListItem;
  selected: boolean;
  /** Kept stable by the page: a row renders again only when it changed or was (de)selected. */
  onSelect: (row: ChatListItem) => void;
  myImId: string;
}

const ELLIPSIS = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The unread count's pill (white on the alert red, or on grey when the chat is muted: both above 4.5:1). */
const UNREAD_COUNT = {
  flexShrink: 0,
  minWidth: 20,
  height: 20,
  padding: '0 6px',
  borderRadius: 10,
  color: '#fff',
  fontSize: 12,
  lineHeight: '20px',
  textAlign: 'center',
} as const;

const ChatRow = memo(function ChatRow({ row, selected, onSelect, myImId }: ChatRowProps) {
  const t = useT(chatTexts);
  const refresh = useRefreshChatLists();
  const pin = useSetChatTop({ mutation: { onSuccess: () => refresh() } });
  const { setOne } = useChatAlertSwitches();
  const last = row.lastMessage;
  const preview = last ? messagePreview(t, last, last.fromUserId === myImId) : '';
  return (
    <Flex
      align="center"
      data-testid="chat-row"
      data-chat-id={row.chatId}
      style={{ borderBottom: '1px solid #f0f0f0', background: selected ? '#e6f0ff' : row.isTop ? '#fafafa' : undefined }}
    >
      <button
        type="button"
        onClick={() => onSelect(row)}
        aria-current={selected ? 'true' : undefined}
        className="chat-row-button"
        style={{ flex: 1, minWidth: 0, textAlign: 'start', border: 0, background: 'transparent', padding: '10px 12px', cursor: 'pointer' }}
      >
        <Flex justify="space-between" gap={8}>
          {/* CSS ellipsis, not Typography's measured one: the list re-renders rows during bursts. */}
          <strong style={ELLIPSIS} title={row.name}>
            {row.name}
          </strong>
          <span style={{ color: MUTED_TEXT, fontSize: 12, flexShrink: 0 }}>{row.lastMessageTime?.slice(5, 16) ?? ''}</span>
        </Flex>
        <Flex justify="space-between" gap={8} align="center">
          <span style={{ ...ELLIPSIS, color: MUTED_TEXT, fontSize: 13 }}>
            {row.isAtMe ? <span style={{ color: ALERT_TEXT }}>{t('chat.atMe')} </span> : null}
            {row.isAtAll ? <span style={{ color: ALERT_TEXT }}>{t('chat.atAll')} </span> : null}
            {preview}
          </span>
          {row.unreadCount > 0 ? (
            <span
              data-testid="unread-count"
              title={t('chat.unread', { count: row.unreadCount })}
              style={{ ...UNREAD_COUNT, background: row.isAlert ? ALERT_TEXT : MUTED_TEXT }}
            >
              {row.unreadCount > 99 ? '99+' : row.unreadCount}
            </span>
          ) : null}
        </Flex>
      </button>
      <Flex vertical style={{ paddingInlineEnd: 4 }}>
        <Button
          size="small"
          type="text"
          title={row.isTop ? t('chat.unpin') : t('chat.pin')}
          aria-label={`${row.isTop ? t('chat.unpin') : t('chat.pin')} ${row.name}`}
          aria-pressed={row.isTop}
          loading={pin.isPending}
          onClick={() => pin.mutate({ chatId: row.chatId, data: { chatType: row.chatType, isTop: !row.isTop } })}
        >
          {row.isTop ? <PushpinFilled /> : <PushpinOutlined />}
        </Button>
        <Button
          size="small"
          type="text"
          title={row.isAlert ? t('chat.mute') : t('chat.unmute')}
          aria-label={`${row.isAlert ? t('chat.mute') : t('chat.unmute')} ${row.name}`}
          aria-pressed={!row.isAlert}
          onClick={() => setOne.mutate({ data: { chatId: row.chatId, chatType: row.chatType, isAlert: !row.isAlert } })}
        >
          {row.isAlert ? <BellOutlined /> : <MutedOutlined />}
        </Button>
      </Flex>
    </Flex>
  );
});

/** A list-wide action as an icon, named by its label and tooltip (the header keeps to three rows). */
function ListAction({
  label,
  icon,
  ...button
}: { label: string; icon: ReactNode } & Pick<ButtonProps, 'loading' | 'disabled' | 'onClick'>) {
  return (
    <Tooltip title={label}>
      <Button size="small" type="text" icon={icon} aria-label={label} {...button} />
    </Tooltip>
  );
}

/** One-key read (一键已读): every group chat read; the lists and counts are asked for again. */
function AllGroupsRead() {
  const t = useT(chatTexts);
  const queryClient = useQueryClient();
  const refresh = useRefreshChatLists();
  const read = useOneKeyReadGroupMessages({
    mutation: {
      onSuccess: async () => {
        await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: getGetUnreadMessageCountQueryKey() })]);
      },
    },
  });
  return (
    <ListAction label={t('chat.allGroupsRead')} icon={<CheckCircleOutlined />} loading={read.isPending} onClick={() => read.mutate()} />
  );
}

/** Notifications of every chat of the tab (or of all chats) on or off at once. */
function AllAlerts({ tab }: { tab: ChatTab }) {
  const t = useT(chatTexts);
  const { setAll } = useChatAlertSwitches();
  const chatType = tab === 'private' ? ('0' as const) : tab === 'group' ? ('2' as const) : undefined;
  const set = (isAlert: boolean) => setAll.mutate({ data: { isAlert, ...(chatType ? { chatType } : {}) } });
  return (
    <>
      <ListAction label={t('chat.muteAll')} icon={<MutedOutlined />} disabled={setAll.isPending} onClick={() => set(false)} />
      <ListAction label={t('chat.unmuteAll')} icon={<BellOutlined />} disabled={setAll.isPending} onClick={() => set(true)} />
    </>
  );
}

type HeaderProps = Pick<ChatListProps, 'tab' | 'onTabChange' | 'keyword' | 'onKeywordChange' | 'onSelect' | 'myImId' | 'searchRef'>;

/** Search, new chat, tabs and the list-wide actions: rendered again only when these change, not with every row. */
const ChatListHeader = memo(function ChatListHeader({
  tab,
  onTabChange,
  keyword,
  onKeywordChange,
  onSelect,
  myImId,
  searchRef,
}: HeaderProps) {
  const t = useT(chatTexts);
  // Three compact rows, so the list keeps its height on a laptop screen.
  return (
    <Flex vertical gap={8} style={{ padding: 8 }}>
      <Flex gap={8} align="center">
        <Input.Search
          ref={searchRef}
          allowClear
          value={keyword}
          onChange={(event) => onKeywordChange(event.target.value)}
          placeholder={t('chat.searchChats')}
          aria-label={t('chat.searchChats')}
        />
        <NewChatMenu myImId={myImId} onCreated={onSelect} />
      </Flex>
      <Flex gap={4} align="center" justify="space-between">
        <Segmented<ChatTab>
          size="small"
          value={tab}
          onChange={onTabChange}
          options={[
            { value: 'all', label: t('chat.tabAll') },
            { value: 'private', label: t('chat.tabPrivate') },
            { value: 'group', label: t('chat.tabGroup') },
          ]}
        />
        <Flex gap={2}>
          {tab !== 'private' ? <AllGroupsRead /> : null}
          <AllAlerts tab={tab} />
        </Flex>
      </Flex>
    </Flex>
  );
});

function ChatListView(props: ChatListProps) {
  const t = useT(chatTexts);
  const { rows, pending, tab, onTabChange, keyword, onKeywordChange, selectedChatId, onSelect, myImId, searchRef } = props;
  return (
    <Flex vertical style={{ height: '100%', minHeight: 0 }} role="region" aria-label={t('chat.chatList')}>
      <ChatListHeader
        tab={tab}
        onTabChange={onTabChange}
        keyword={keyword}
        onKeywordChange={onKeywordChange}
        onSelect={onSelect}
        myImId={myImId}
        searchRef={searchRef}
      />
      <div style={{ flex: 1, minHeight: 0 }}>
        {pending ? (
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        ) : rows.length === 0 ? (
          <Empty description={t('chat.noChats')} />
        ) : (
          <Virtuoso
            style={{ height: '100%' }}
            data={rows as ChatListItem[]}
            computeItemKey={(_, row) => row.chatId}
            itemContent={(_, row) => <ChatRow row={row} selected={row.chatId === selectedChatId} onSelect={onSelect} myImId={myImId} />}
          />
        )}
      </div>
    </Flex>
  );
}

/** Rendered again only when its rows or settings change (not when the page renders for the conversation or the side panel). */
export const ChatList = memo(ChatListView);
