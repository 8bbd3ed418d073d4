/**
 * The conversation pane: the virtualised message list opened at the newest messages, older
 * history loaded when the top is reached (the reading position kept: the list's first item index
 * moves down by the messages prepended), a "new messages" jump while scrolled up, and the
 * composer with the chat's reminders. Recall, resend and urge act on my messages. Pictures and
 * files dropped onto the conversation are sent like the ones the composer picks (use-attachments.ts).
 */
import { useRecallMessage } from '@generated/chat/messages/messages.ts';
import { useListChatMembers } from '@generated/chat/members/members.ts';
import { type BizType, type ChatListItem, ChatMemberRole } from '@generated/chat/model';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Spin, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { type DragEvent, type Ref, Suspense, lazy, memo, useEffect, useRef, useState } from 'react';
import { type IndexLocationWithAlign, Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import {
  type Conversation as ConversationData,
  type ConversationMessage,
  conversationKey,
  updateConversation,
  withRecalled,
} from '@/lib/chat/conversation-cache.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useStableCallback } from '@/lib/react/use-stable-callback.ts';
import { MUTED_TEXT } from './chat-colors.ts';
import { chatTexts } from './chat-texts.ts';
import { Composer } from './composer.tsx';
import type { Mentionable } from './composer-tools.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { messagePreview, senderName } from './message-content.ts';
import { type Me, type OutgoingBody, sendBody, serverNow } from './send-message.ts';
import { latestCustomerQuestion } from './bot-question.ts';
import { useAttachments } from './use-attachments.ts';
import { ReminderTools } from './reminder-tools.tsx';
import { QUOTE_SEARCH_LIMIT, useConversation, useMarkOpenChatRead } from './use-conversation.ts';
import { useReminders } from './use-reminders.ts';
import { useSeekMention } from './use-seek-mention.ts';
import { useFollowOutput } from './use-follow-output.ts';
import { type RevealContext, RevealingList } from './revealing-list.tsx';

// The gallery loads on the first picture opened.
const ImageGallery = lazy(() => import('./image-gallery.tsx').then((m) => ({ default: m.ImageGallery })));

/** Virtuoso's first item index starts high so prepending older pages can lower it. */
const FIRST_INDEX = 1_000_000;

/**
 * Who a group message can mention: the other members (the side panel's query, shared), and
 * everyone when I own or administer the group. Private chats have none.
 */
function useMentions(chat: ChatListItem, myImId: string): { members: Mentionable[]; canAtAll: boolean } | undefined {
  const isGroup = chat.chatType === '2';
  const members = useListChatMembers(chat.chatId, undefined, { query: { enabled: isGroup } });
  if (!isGroup) return undefined;
  const rows = members.data?.data ?? [];
  const mine = rows.find((m) => m.userId === myImId);
  return {
    members: rows.filter((m) => m.userId !== myImId).map((m) => ({ userId: m.userId, name: m.chatName || m.realName })),
    canAtAll: mine?.role === ChatMemberRole.Owner || mine?.role === ChatMemberRole.Admin,
  };
}

/**
 * Where a conversation opens: at an unread mention when there is one, else with its newest message
 * at the bottom edge (align 'end'; the list stays hidden until it sits at its end, see
 * revealing-list.tsx, and rows keep their height while pictures load, so it opens exactly at the end).
 */
export function openingLocation(mentionIndex: number): IndexLocationWithAlign {
  return mentionIndex >= 0 ? { index: mentionIndex, align: 'center' } : { index: 'LAST', align: 'end' };
}

interface HistoryState extends RevealContext {
  loadingOlder: boolean;
  hasMore: boolean;
}

/** Above the first message: loading, or the beginning of the chat (a stable component: Virtuoso remounts a new one). */
function HistoryHeader({ context }: { context: HistoryState }) {
  const t = useT(chatTexts);
  return (
    <Flex justify="center" style={{ padding: 8 }}>
      <Typography.Text style={{ color: MUTED_TEXT, fontSize: 12 }}>
        {context.loadingOlder ? t('chat.loadingOlder') : context.hasMore ? '' : t('chat.noOlder')}
      </Typography.Text>
    </Flex>
  );
}

/** The list's parts (one object: Virtuoso remounts parts whose identity changes). */
const LIST_PARTS = { Header: HistoryHeader, List: RevealingList };

export interface ConversationProps {
  chat: ChatListItem;
  me: Me;
  composerRef?: Ref<TextAreaRef>;
  /**
   * The chat's row as it was when it was opened (clicked), whose mention the conversation opens
   * at: reading the chat clears the row's mention flags at once, so a conversation mounted again
   * (the list re-sorted or refetched meanwhile) would no longer know it. Default: `chat`.
   */
  openedWith?: ChatListItem;
  /** A message to bring into view once the list has settled (a search hit), loading older pages if needed. */
  focusFingerPrint?: string | null;
  /**
   * False while the page keeps this conversation mounted but hidden (the chat open just before):
   * it then reads nothing and holds no composer ref; shown again, it reads what arrived meanwhile.
   */
  active?: boolean;
}

function ConversationPane({ chat, me, composerRef, openedWith, focusFingerPrint, active = true }: ConversationProps) {
  const t = useT(chatTexts);
  const queryClient = useQueryClient();
  const { conversation, pending, loadOlder, loadUntil, loadingOlder } = useConversation(chat);
  const messages = conversation?.messages ?? [];
  const newest = messages.at(-1);
  useMarkOpenChatRead(active ? chat : undefined, newest?.fingerPrint, me.imId);
  const mentions = useMentions(chat, me.imId);

  const list = useRef<VirtuosoHandle>(null);
  const follow = useFollowOutput();
  // Opened with an unread mention: the list opens at it (the first page), not at the newest.
  const [mention] = useState(() => {
    const opened = openedWith?.chatId === chat.chatId ? openedWith : chat;
    return opened.isAtMe ? opened.atMeFingerPrint : opened.isAtAll ? opened.atAllFingerPrint : null;
  });
  const mentionIndex = mention ? messages.findIndex((m) => m.fingerPrint === mention) : -1;
  const [atBottom, setAtBottom] = useState(true);
  // At the top: the page before the first message is loaded, and the next one while the top
  // stays in view (a page shorter than the viewport leaves it there after it is prepended).
  const [atTop, setAtTop] = useState(false);
  const hasMore = conversation?.hasMore ?? false;
  const prepended = conversation?.prepended ?? 0;
  // Only once the list has settled where it opens (at the end: it reported the bottom; at a
  // mention: at once): before that it sits at the top for a moment and would load a page for nothing.
  const [reachedEnd, setReachedEnd] = useState(false);
  // After the list opened again at a message it jumped to, it first reports the top for a moment
  // (before it has scrolled there): no page is loaded on that, whose prepending would move the
  // list away from the message. Settled once it left the top (or after a second, at the very top).
  const [jumpSettled, setJumpSettled] = useState(true);
  useEffect(() => {
    if (jumpSettled) return;
    const timer = setTimeout(() => setJumpSettled(true), 1000);
    return () => clearTimeout(timer);
  }, [jumpSettled]);
  const settled = (reachedEnd || mentionIndex >= 0) && jumpSettled;
  useEffect(() => {
    if (atTop && settled && hasMore && !loadingOlder) void loadOlder();
  }, [atTop, settled, hasMore, prepended, loadingOlder, loadOlder]);
  // Shown again after being kept hidden: at its newest message, as a chat always opens.
  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current && !atBottom) list.current?.scrollToIndex({ index: 'LAST', align: 'end' });
    wasActive.current = active;
  }, [active, atBottom]);
  // The newest message when the reader was last at the bottom: anything newer is unseen.
  const newestFp = newest?.fingerPrint;
  const [seenFp, setSeenFp] = useState(newestFp);
  // Not while following: a message arriving below the end leaves the bottom only until the list scrolls to it.
  const unseen = !atBottom && !follow.isFollowing() && newestFp !== seenFp;
  // The recall offer follows the clock (a message leaves its recall window while on screen).
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), 10_000);
    return () => clearInterval(timer);
  }, []);

  const recall = useRecallMessage({
    mutation: {
      onSuccess: (_result, { data }) => {
        updateConversation(queryClient, data.chatId, (c) => withRecalled(c, data.fingerPrint));
        feedback.message.success(t('chat.recallDone'));
      },
    },
  });
  // The handlers the messages get keep one identity, so a memoised message row renders again only when it changed.
  const onRecall = useStableCallback((message: ConversationMessage) =>
    recall.mutate({ data: { chatId: message.chatId, chatType: message.chatType, fingerPrint: message.fingerPrint } }),
  );
  const attachments = useAttachments(chat, me);
  // A failed picture or file uploads again when its upload is what failed; any other is sent again.
  const onRetry = useStableCallback((message: ConversationMessage) => attachments.retry(message));
  const [quoting, setQuoting] = useState<ConversationMessage | undefined>();
  const [galleryAt, setGalleryAt] = useState<string | undefined>();
  const openGallery = useStableCallback((picture: ConversationMessage) => setGalleryAt(picture.fingerPrint));
  // My own message: always brought into view.
  const showMine = () => requestAnimationFrame(() => list.current?.scrollToIndex({ index: 'LAST', align: 'end' }));
  const onSendBody = (body: OutgoingBody, atUserIds: string[] = []) => {
    sendBody(
      queryClient,
      chat,
      body,
      me,
      quoting,
      atUserIds,
      mentions?.members.map((m) => m.userId),
    );
    setQuoting(undefined);
    showMine();
  };
  const onSend = (text: string, atUserIds: string[], bizType?: BizType) =>
    onSendBody({ msgType: 1, content: text, ...(bizType === undefined ? {} : { bizType }) }, atUserIds);
  const onAttach = (files: File[]) => {
    if (attachments.attach(files, quoting) === 0) return;
    setQuoting(undefined);
    showMine();
  };
  // Files dragged over the conversation: it says they can be dropped there.
  const [dragging, setDragging] = useState(false);
  const carriesFiles = (event: DragEvent) => !chat.isBlock && event.dataTransfer.types.includes('Files');
  const dropZone = {
    onDragOver: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setDragging(true);
    },
    onDragLeave: (event: DragEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      setDragging(false);
      if (!carriesFiles(event)) return;
      event.preventDefault();
      onAttach([...event.dataTransfer.files]);
    },
  };
  // A picture that arrives grows its row only if its sizes were missing; at the end, stay there.
  const keepEndInView = useStableCallback(() => list.current?.autoscrollToBottom());
  // A quoted message (or the mention the chat opened with): loaded first when it is further back
  // than the history held, then brought to the centre and marked for a moment.
  const [highlighted, setHighlighted] = useState<string | undefined>();
  // Where the list last opened at a message it jumped to; a new round mounts the list there.
  const [openedAt, setOpenedAt] = useState<{ round: number; index?: number }>({ round: 0 });
  const jumpTo = async (fingerPrint: string, kind: 'quote' | 'mention') => {
    if (!queryClient.getQueryData<ConversationData>(conversationKey(chat.chatId))?.messages.some((m) => m.fingerPrint === fingerPrint)) {
      if (kind === 'quote') feedback.message.loading({ content: t('chat.findingQuoted'), key: 'chat-quote', duration: 0 });
      const found = await loadUntil(fingerPrint);
      if (kind === 'quote') feedback.message.destroy('chat-quote');
      if (!found) {
        // A mention further back than the search reaches: the chat stays at its newest messages.
        if (kind === 'quote') feedback.message.info(t('chat.quotedNotFound', { count: QUOTE_SEARCH_LIMIT }));
        return;
      }
    }
    const held = queryClient.getQueryData<ConversationData>(conversationKey(chat.chatId))?.messages ?? [];
    const index = held.findIndex((m) => m.fingerPrint === fingerPrint);
    if (index < 0) return;
    setHighlighted(fingerPrint);
    // The list opens again at the message (a scroll right after older pages were prepended can be
    // undone by the list keeping the reading position for them).
    setJumpSettled(false);
    setOpenedAt((opened) => ({ round: opened.round + 1, index }));
  };
  useSeekMention(mention, mentionIndex >= 0, reachedEnd, (fingerPrint) => void jumpTo(fingerPrint, 'mention'));
  // Each message asked for is brought into view once, after the list has settled at its end
  // (earlier, the list's own opening scroll would take it away again).
  const focused = useRef<string | null>(null);
  useEffect(() => {
    if (!focusFingerPrint || focusFingerPrint === focused.current || pending || !conversation || !settled) return;
    focused.current = focusFingerPrint;
    void jumpTo(focusFingerPrint, 'quote');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- jumpTo reads the latest history itself
  }, [focusFingerPrint, pending, conversation, settled]);
  useEffect(() => {
    if (!highlighted) return;
    const timer = setTimeout(() => setHighlighted(undefined), 2000);
    return () => clearTimeout(timer);
  }, [highlighted]);

  const reminders = useReminders(chat, me.imId);
  const onUrge = useStableCallback((message: ConversationMessage) => reminders.urge(message.fingerPrint));
  const onQuoteClick = useStableCallback((fingerPrint: string) => void jumpTo(fingerPrint, 'quote'));

  const firstIndex = FIRST_INDEX - prepended;
  const opening = openedAt.index === undefined ? openingLocation(mentionIndex) : { index: openedAt.index, align: 'center' as const };
  return (
    <Flex vertical style={{ height: '100%', minHeight: 0 }}>
      <div
        style={{ flex: 1, minHeight: 0, position: 'relative' }}
        role="log"
        aria-label={t('chat.conversation')}
        aria-busy={pending}
        {...dropZone}
      >
        {pending ? (
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        ) : (
          <Virtuoso<ConversationMessage, HistoryState>
            key={`${chat.chatId}:${openedAt.round}`}
            ref={list}
            style={{ height: '100%' }}
            data={messages}
            firstItemIndex={firstIndex}
            initialTopMostItemIndex={opening}
            computeItemKey={(_, message) => message.fingerPrint}
            atTopStateChange={(top) => {
              setAtTop(top);
              if (!top) setJumpSettled(true);
            }}
            scrollerRef={follow.scrollerRef}
            followOutput={follow.followOutput}
            totalListHeightChanged={follow.heightChanged}
            atBottomStateChange={(bottom) => {
              if (bottom) setReachedEnd(true);
              setAtBottom(bottom);
              setSeenFp(newestFp);
            }}
            context={{ loadingOlder, hasMore, opensAtEnd: openedAt.index === undefined && mentionIndex < 0 }}
            components={LIST_PARTS}
            itemContent={(_, message) => (
              <MessageBubble
                message={message}
                myImId={me.imId}
                showReadMark={chat.chatType !== '2'}
                showReadDetail={chat.chatType === '2'}
                now={now}
                onRecall={onRecall}
                onRetry={onRetry}
                onQuoteClick={onQuoteClick}
                highlighted={message.fingerPrint === highlighted}
                onReply={setQuoting}
                onUrge={onUrge}
                onMediaLoad={keepEndInView}
                onImageOpen={openGallery}
              />
            )}
          />
        )}
        {unseen ? (
          <Button
            type="primary"
            shape="round"
            size="small"
            style={{ position: 'absolute', bottom: 12, left: '50%', transform: 'translateX(-50%)' }}
            onClick={() => list.current?.scrollToIndex({ index: 'LAST', align: 'end' })}
          >
            {t('chat.newMessages')} ↓
          </Button>
        ) : null}
        {dragging ? (
          <Flex
            justify="center"
            align="center"
            style={{
              position: 'absolute',
              inset: 0,
              background: 'rgba(230, 242, 255, 0.9)',
              border: '2px dashed #1677ff',
              pointerEvents: 'none',
            }}
          >
            <Typography.Text strong>{t('chat.dropHere')}</Typography.Text>
          </Flex>
        ) : null}
      </div>
      <Composer
        key={chat.chatId}
        chatId={chat.chatId}
        disabled={chat.isBlock}
        onSend={onSend}
        onAttach={onAttach}
        onSendBody={onSendBody}
        botQuestion={latestCustomerQuestion(messages)}
        inputRef={active ? composerRef : undefined}
        mentions={mentions}
        tools={<ReminderTools chat={chat} myImId={me.imId} reminders={reminders} disabled={chat.isBlock} />}
        quote={
          quoting
            ? {
                label: `${senderName(quoting.fromUser)}: ${messagePreview(t, quoting, quoting.fromUserId === me.imId)}`,
                onCancel: () => setQuoting(undefined),
              }
            : undefined
        }
      />
      {galleryAt ? (
        <Suspense fallback={null}>
          <ImageGallery chat={chat} messages={messages} openAt={galleryAt} onClose={() => setGalleryAt(undefined)} />
        </Suspense>
      ) : null}
    </Flex>
  );
}

/** Rendered again only when its own props change (the page re-renders on every chat list update). */
export const Conversation = memo(ConversationPane);
