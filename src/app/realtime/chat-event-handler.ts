/**
 * What happens on screen for each chat socket event (specification, section 4): the effects of
 * src/lib/chat applied to the query cache, alerts raised through the alert service, the open chat
 * marked read 500 ms after a message (and again after every resync), unread counts taken from the
 * server 1 s after a message and after every resync. No React here, so the rules run under fake timers in tests and in the
 * realtime bench.
 */
import { BizType, type ChatGroupNotice, type ChatMessage, type ChatReadEvent } from '@generated/chat/model';
import type { QueryClient } from '@tanstack/react-query';
import type { AlertService } from '@/lib/alerts/alert-service.ts';
import { applyChatEffect, cachedChatRow, refreshUnreadFromServer } from '@/lib/chat/chat-cache.ts';
import { type ChatEffect, groupNoticeEffects, messageEffects, readEffects } from '@/lib/chat/chat-events.ts';
import { newestStoredMessage } from '@/lib/chat/conversation-cache.ts';
import { getOpenChatId, setOpenChatId } from '@/lib/chat/open-chat.ts';
import { chatClient } from '@/lib/http/gateway-clients.ts';
import { dispatchInfo } from '@/lib/realtime/dispatch-message.ts';
import { refreshDispatchedWork } from './dispatch-refresh.ts';

/** Unread counts are refreshed this long after a message in a chat that is not open (section 9). */
export const UNREAD_REFRESH_DELAY_MS = 1000;
/** A message in the open chat is marked read this long after it arrives (section 4). */
export const MARK_READ_DELAY_MS = 500;

type Timer = ReturnType<typeof setTimeout>;

export interface ChatEventHandlerDeps {
  queryClient: QueryClient;
  alerts: Pick<AlertService, 'messageAlert' | 'dispatchAlert' | 'systemShake'>;
  myImId: string;
  /** Defaults to the chat gateway's read calls. */
  markRead?: (message: Pick<ChatMessage, 'chatId' | 'chatType' | 'fingerPrint'>) => Promise<unknown>;
  openChatId?: () => string | undefined;
  setTimeout?: (fn: () => void, ms: number) => Timer;
  clearTimeout?: (timer: Timer) => void;
}

export interface ChatEventHandler {
  /**
   * 'sync': replayed after a reconnect. Replayed messages update the cache but raise one message
   * alert, for the newest, when the sync finishes (a hundred sounds after a tunnel helps nobody);
   * replayed dispatches alert each, since every missed dispatch matters.
   */
  message(message: ChatMessage, source?: 'live' | 'sync'): void;
  groupNotice(notice: ChatGroupNotice): void;
  read(read: ChatReadEvent): void;
  /** A resync finished: the server's unread counts replace every patch. */
  synced(): void;
  dispose(): void;
}

/** Marks a chat read up to the message on the chat gateway (group chats have their own call). */
export function markReadOnServer(message: Pick<ChatMessage, 'chatId' | 'chatType' | 'fingerPrint'>): Promise<unknown> {
  const body = { chatId: message.chatId, lastFingerPrint: message.fingerPrint };
  return message.chatType === '2'
    ? chatClient.POST('/api/v1/group_messages/read', { body, silent: true })
    : chatClient.POST('/api/v1/messages/read', { body, silent: true });
}

export function createChatEventHandler(deps: ChatEventHandlerDeps): ChatEventHandler {
  const { queryClient, alerts, myImId } = deps;
  const openChatId = deps.openChatId ?? getOpenChatId;
  const markRead = deps.markRead ?? markReadOnServer;
  const schedule = deps.setTimeout ?? ((fn, ms) => setTimeout(fn, ms));
  const cancel = deps.clearTimeout ?? ((timer) => clearTimeout(timer));
  let unreadRefresh: Timer | undefined;
  const markReadTimers = new Map<string, Timer>();
  /** The newest replayed message that would have alerted, raised when the sync finishes. */
  let replayedAlert: ChatMessage | undefined;

  // One refresh per burst: a message arriving while one is pending is covered by it, because the
  // server stored the message before it pushed it.
  const refreshUnreadSoon = () => {
    if (unreadRefresh !== undefined) return;
    unreadRefresh = schedule(() => {
      unreadRefresh = undefined;
      void refreshUnreadFromServer(queryClient);
    }, UNREAD_REFRESH_DELAY_MS);
  };

  // The newest message of the open chat wins: reading it reads everything before it.
  const markReadSoon = (message: ChatMessage) => {
    const pending = markReadTimers.get(message.chatId);
    if (pending !== undefined) cancel(pending);
    markReadTimers.set(
      message.chatId,
      schedule(() => {
        markReadTimers.delete(message.chatId);
        if (openChatId() === message.chatId) void markRead(message).catch(() => undefined);
      }, MARK_READ_DELAY_MS),
    );
  };

  const apply = (effect: ChatEffect) => {
    const context = { myImId, openChatId: openChatId() };
    applyChatEffect(queryClient, effect, context);
    if (effect.kind === 'system-line' && effect.shake) alerts.systemShake(effect.message.fingerPrint);
    if (effect.kind === 'left' && context.openChatId === effect.chatId) setOpenChatId(undefined);
  };

  const alertFor = (message: ChatMessage) =>
    alerts.messageAlert({
      fingerPrint: message.fingerPrint,
      chatId: message.chatId,
      title: message.fromUser.realName || message.fromUser.chatName,
      text: message.content,
      muted: cachedChatRow(queryClient, message.chatId)?.isAlert === false,
      ...(message.fromUser.avatar ? { avatar: message.fromUser.avatar } : {}),
    });

  const incoming = (message: ChatMessage, source: 'live' | 'sync') => {
    const open = openChatId() === message.chatId;
    const mine = message.fromUserId === myImId;
    apply({ kind: 'message', message });
    // Mine, from another device: sending reads everything before it, as the platform records.
    if (mine) {
      apply({ kind: 'read-by-me', chatId: message.chatId });
      return;
    }
    // A shake (抖一抖) that names me shakes the window, as a special system message does; not a
    // replayed one, which is past.
    const at = message.atUserIds ?? [];
    if (source === 'live' && message.bizType === BizType.Shake && (at.includes(myImId) || at.includes('all'))) {
      alerts.systemShake(message.fingerPrint);
    }
    if (open) {
      markReadSoon(message);
      return;
    }
    refreshUnreadSoon();
    if (source === 'sync') replayedAlert = message;
    else alertFor(message);
  };

  return {
    message(message, source = 'live') {
      const dispatch = dispatchInfo(message);
      if (dispatch) {
        alerts.dispatchAlert({ fingerPrint: message.fingerPrint, text: message.content, ...dispatch });
        apply({ kind: 'message', message });
        refreshUnreadSoon();
        void refreshDispatchedWork(queryClient);
        return;
      }
      for (const effect of messageEffects(message)) {
        if (effect.kind === 'message') incoming(effect.message, source);
        else apply(effect);
      }
    },
    groupNotice(notice) {
      for (const effect of groupNoticeEffects(notice, myImId)) apply(effect);
    },
    read(read) {
      for (const effect of readEffects(read, myImId)) apply(effect);
    },
    synced() {
      // The open chat is read up to its newest message first: a read that was due while the link
      // was down, or whose call failed, would otherwise stay unread on the server and on the badge
      // while the person looks at the chat.
      const open = openChatId();
      const newest = open ? newestStoredMessage(queryClient, open) : undefined;
      if (newest) {
        void markRead(newest)
          .catch(() => undefined)
          .then(() => refreshUnreadFromServer(queryClient));
      } else void refreshUnreadFromServer(queryClient);
      if (replayedAlert) alertFor(replayedAlert);
      replayedAlert = undefined;
    },
    dispose() {
      if (unreadRefresh !== undefined) cancel(unreadRefresh);
      for (const timer of markReadTimers.values()) cancel(timer);
      markReadTimers.clear();
    },
  };
}
