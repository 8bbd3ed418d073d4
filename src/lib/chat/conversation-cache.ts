/**
 * The open conversations' messages in the React Query cache, one entry per chat: the history
 * pages loaded so far (oldest first), live messages appended by the realtime handler, my own
 * messages shown the moment they are sent (with their send state) and recalls and read marks
 * applied in place. Pure updates here; `chat-cache.ts` applies live effects through them, the chat
 * screen loads history and sends through them, so a message has one home whatever brought it.
 */
import type { ChatMessage } from '@generated/chat/model';
import type { QueryClient } from '@tanstack/react-query';

/** pending: written, not yet acknowledged by the server; failed: given up (retry resends it). */
export type SendStatus = 'pending' | 'failed';

export interface ConversationMessage extends ChatMessage {
  /** Only on my messages sent from this screen and not yet stored by the server. */
  sendStatus?: SendStatus;
}

export interface Conversation {
  messages: ConversationMessage[];
  /** Older messages exist before the first one loaded. */
  hasMore: boolean;
  /**
   * Messages prepended since the first page: a virtual list keeps its reading position when its
   * first item index moves down by as many as were prepended.
   */
  prepended: number;
}

const ROOT = 'chat-conversation';

export function conversationKey(chatId: string): readonly [string, string] {
  return [ROOT, chatId];
}

/** The message added at the end, or replacing the copy with its fingerprint (the server's wins). */
export function withMessage(conversation: Conversation, message: ConversationMessage): Conversation {
  const index = conversation.messages.findIndex((m) => m.fingerPrint === message.fingerPrint);
  if (index >= 0) {
    const messages = [...conversation.messages];
    messages[index] = message;
    return { ...conversation, messages };
  }
  return { ...conversation, messages: [...conversation.messages, message] };
}

/** An older page in front; messages already held (a page boundary moved) are not doubled. */
export function withOlder(conversation: Conversation, older: readonly ChatMessage[], hasMore: boolean): Conversation {
  const held = new Set(conversation.messages.map((m) => m.fingerPrint));
  const fresh = older.filter((m) => !held.has(m.fingerPrint));
  return { messages: [...fresh, ...conversation.messages], hasMore, prepended: conversation.prepended + fresh.length };
}

export function withRecalled(conversation: Conversation, fingerPrint: string): Conversation {
  if (!conversation.messages.some((m) => m.fingerPrint === fingerPrint || m.refFingerPrint === fingerPrint)) return conversation;
  return {
    ...conversation,
    messages: conversation.messages.map((m) => {
      if (m.fingerPrint === fingerPrint) return { ...m, isRecalled: true, content: '' };
      if (m.refFingerPrint === fingerPrint && m.refMessage) return { ...m, refMessage: { ...m.refMessage, isRecalled: true, content: '' } };
      return m;
    }),
  };
}

/** The peer read up to `lastReadFingerPrint`: my messages up to it are read (private chats). */
export function withReadUpTo(conversation: Conversation, lastReadFingerPrint: string, myImId: string): Conversation {
  const upTo = conversation.messages.findIndex((m) => m.fingerPrint === lastReadFingerPrint);
  if (upTo < 0) return conversation;
  return {
    ...conversation,
    messages: conversation.messages.map((m, i) => (i <= upTo && m.fromUserId === myImId && !m.isRead ? { ...m, isRead: true } : m)),
  };
}

/** The send state of my message; undefined: stored by the server. */
export function withSendStatus(conversation: Conversation, fingerPrint: string, status: SendStatus | undefined): Conversation {
  const index = conversation.messages.findIndex((m) => m.fingerPrint === fingerPrint);
  if (index < 0) return conversation;
  const messages = [...conversation.messages];
  const { sendStatus: _previous, ...message } = messages[index] as ConversationMessage;
  messages[index] = status ? { ...message, sendStatus: status } : message;
  return { ...conversation, messages };
}

type ConversationUpdate = (c: Conversation) => Conversation;

/**
 * Updates that arrived while a conversation's first page was on its way, per query client and
 * chat. TanStack neither lets a query without data be updated nor refetches a query that never
 * succeeded once its observer is gone, so they wait here and the loaded page takes them
 * (`withPendingUpdates`): a message that arrives during the load is never lost.
 */
const pendingUpdates = new WeakMap<QueryClient, Map<string, ConversationUpdate[]>>();

function pendingFor(queryClient: QueryClient): Map<string, ConversationUpdate[]> {
  let byChat = pendingUpdates.get(queryClient);
  if (!byChat) {
    byChat = new Map();
    pendingUpdates.set(queryClient, byChat);
  }
  return byChat;
}

/** The newest message of a loaded conversation that the server holds (not one of mine still unsent). */
export function newestStoredMessage(queryClient: QueryClient, chatId: string): ConversationMessage | undefined {
  const messages = queryClient.getQueryData<Conversation>(conversationKey(chatId))?.messages ?? [];
  return messages.findLast((message) => message.sendStatus === undefined);
}

/**
 * Updates a chat's conversation: at once when loaded, after its first page when that is loading;
 * a chat never opened has nothing to update (opening it loads what the server holds).
 */
export function updateConversation(queryClient: QueryClient, chatId: string, update: ConversationUpdate): void {
  const state = queryClient.getQueryState<Conversation>(conversationKey(chatId));
  if (!state) return;
  if (state.data === undefined) {
    const byChat = pendingFor(queryClient);
    byChat.set(chatId, [...(byChat.get(chatId) ?? []), update]);
    return;
  }
  queryClient.setQueryData<Conversation>(conversationKey(chatId), (current) => (current ? update(current) : current));
}

/**
 * The first page as loaded with the updates that arrived while it was loading, in their order
 * (the page may already hold a message: `withMessage` keeps one copy). Called by the page's
 * query function, whose result the cache stores in the same task, so nothing slips between.
 */
export function withPendingUpdates(queryClient: QueryClient, chatId: string, loaded: Conversation): Conversation {
  const byChat = pendingUpdates.get(queryClient);
  const updates = byChat?.get(chatId) ?? [];
  byChat?.delete(chatId);
  return updates.reduce((conversation, update) => update(conversation), loaded);
}

/** The outbox reported a message's state: every cached conversation holding it follows. */
export function applySendStatus(queryClient: QueryClient, fingerPrint: string, status: SendStatus | 'sent'): void {
  const next = status === 'sent' ? undefined : status;
  // A message sent into a chat whose first page is loading: its state follows it there.
  for (const [chatId, updates] of pendingUpdates.get(queryClient) ?? []) {
    pendingFor(queryClient).set(chatId, [...updates, (c) => withSendStatus(c, fingerPrint, next)]);
  }
  for (const [key, data] of queryClient.getQueriesData<Conversation>({ queryKey: [ROOT] })) {
    if (!data?.messages.some((m) => m.fingerPrint === fingerPrint)) continue;
    queryClient.setQueryData<Conversation>(key, withSendStatus(data, fingerPrint, next));
  }
}
