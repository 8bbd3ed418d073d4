/**
 * Offline sync (contract part offline-sync, `/aggregation_messages/offline`): a viewer's chat
 * events after (or before) the last one the client handled.
 *
 * The viewer's timeline is, oldest first: the messages of their chats that are not in their event
 * log (seeded history, or entries dropped from a full log), by send time, then the event log. The
 * common case, a reconnect after an event of the log, reads only the log after it.
 */
import type { ChatOfflineMessages, ChatOfflineRecord } from '@generated/chat/model';
import type { ChatEventRow, StoredMessage } from '../../db/state.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { chatsOf, findStoredMessage } from './common.ts';
import { messageForViewer } from './messages.ts';

/** Offline sync returns at most this many records; `total` counts them all. */
export const OFFLINE_PAGE_LIMIT = 100;

export interface OfflineQuery {
  /** The fingerprint of the last event the client handled (frame `fp` of an event 2, 6 or 101). */
  fingerPrint: string;
  /** true (default): events after it; false: events before it. */
  forward?: boolean;
  /** At most this many records (default 100); `total` counts every event. */
  limit?: number;
}

type Item = { message: StoredMessage } | { event: ChatEventRow };

/**
 * Chat events of a viewer after (or before) a fingerprint: messages (event 2), read receipts (6)
 * and group notices (101), oldest first; at most `limit` records, `total` counts them all. The
 * client replays when `total` is 100 or fewer. An unknown fingerprint counts every event the
 * platform has for the viewer, so the client warns and asks for a manual refresh.
 */
export function offlineEvents(platform: SandboxPlatform, viewer: string, query: OfflineQuery): ChatOfflineMessages {
  const { messages, chatEvents } = platform.db;
  const limit = Math.max(1, Math.min(OFFLINE_PAGE_LIMIT, Math.floor(query.limit ?? OFFLINE_PAGE_LIMIT)));
  const forward = query.forward ?? true;
  const chatIds = chatsOf(platform, viewer).map((c) => c.item.chatId);
  const logged = chatEvents.values('fingerPrint', { where: { viewer, event: 2 } });
  const unlogged = { chatId: { in: chatIds }, fingerPrint: { nin: logged } };
  const log = { viewer };

  /** The first (forward) or last `limit` items of the unlogged messages `u` followed by the log entries `l`. */
  const window = (u: object | null, l: object | null): ChatOfflineMessages => {
    const uCount = u ? messages.count({ where: u }) : 0;
    const lCount = l ? chatEvents.count({ where: l }) : 0;
    let items: Item[];
    if (forward) {
      const fromU = u ? messages.list({ where: u, sort: ['sendTimestamp', 'id'], limit }) : [];
      const fromL = l && fromU.length < limit ? chatEvents.list({ where: l, sort: ['id'], limit: limit - fromU.length }) : [];
      items = [...fromU.map((message) => ({ message })), ...fromL.map((event) => ({ event }))];
    } else {
      const fromL = l ? chatEvents.list({ where: l, sort: ['-id'], limit }).reverse() : [];
      const fromU =
        u && fromL.length < limit
          ? messages.list({ where: u, sort: ['-sendTimestamp', '-id'], limit: limit - fromL.length }).reverse()
          : [];
      items = [...fromU.map((message) => ({ message })), ...fromL.map((event) => ({ event }))];
    }
    const records = items.map((item) => toRecord(platform, viewer, item)).filter((r): r is ChatOfflineRecord => !!r);
    return { records, total: uCount + lCount };
  };

  const inLog = chatEvents.first({ where: { viewer, fingerPrint: query.fingerPrint }, sort: ['-id'] });
  if (inLog) {
    // After it: the rest of the log. Before it: every unlogged message, then the log before it.
    return forward ? window(null, { ...log, id: { gt: inLog.seq } }) : window(unlogged, { ...log, id: { lt: inLog.seq } });
  }
  const anchor = chatIds.length > 0 ? messages.first({ where: { chatId: { in: chatIds }, fingerPrint: query.fingerPrint } }) : undefined;
  if (!anchor) {
    // Unknown: forward counts everything; nothing comes before it.
    return forward ? window(unlogged, log) : { records: [], total: 0 };
  }
  const ts = anchor.message.sendTimestamp;
  const after = { ...unlogged, or: [{ sendTimestamp: { gt: ts } }, { sendTimestamp: ts, id: { gt: anchor.seq } }] };
  const before = { ...unlogged, or: [{ sendTimestamp: { lt: ts } }, { sendTimestamp: ts, id: { lt: anchor.seq } }] };
  return forward ? window(after, log) : window(before, null);
}

function toRecord(platform: SandboxPlatform, viewer: string, item: Item): ChatOfflineRecord | undefined {
  if ('message' in item) {
    return { event: 2, fingerPrint: item.message.message.fingerPrint, message: messageForViewer(platform, item.message, viewer) };
  }
  const { entry } = item.event;
  if (entry.event === 2) {
    const stored = findStoredMessage(platform, entry.chatId, entry.fingerPrint);
    return stored ? { event: 2, fingerPrint: entry.fingerPrint, message: messageForViewer(platform, stored, viewer) } : undefined;
  }
  if (entry.event === 6) return { event: 6, fingerPrint: entry.fingerPrint, read: entry.read };
  return { event: 101, fingerPrint: entry.fingerPrint, notice: entry.notice };
}
