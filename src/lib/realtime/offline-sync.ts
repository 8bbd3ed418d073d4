/**
 * Offline sync: the chat events after the last fingerprint, fetched through the typed chat
 * gateway client (GET /aggregation_messages/offline, forward). The server returns at most
 * 100 records a page and `total`, the count of everything after the fingerprint. We page until
 * the end: when the total is small the pages are the events to replay; when it is above the
 * replay limit they are not kept, but the end still tells us where the pointer may move to, so
 * the "too many missed" warning is given once, not on every later reconnect.
 */
import type { ChatOfflineMessages, ChatOfflineRecord, GetOfflineMessagesParams } from '@generated/chat/model';
import { chatClient, envelopeData } from '../http/gateway-clients.ts';

export type OfflineFetcher = (params: GetOfflineMessagesParams) => Promise<ChatOfflineMessages>;

/** The gateway call, silent: a background sync must not toast; failures go to backoff instead. */
export const gatewayOfflineFetcher: OfflineFetcher = (params) =>
  envelopeData(chatClient.GET('/api/v1/aggregation_messages/offline', { params: { query: params }, silent: true }));

/** The specification's limit: replay when 100 or fewer events were missed. */
export const REPLAY_LIMIT = 100;

export interface OfflineResult {
  /** Events after the fingerprint when asked. */
  total: number;
  /** The events to replay, oldest first; empty when `total` is above the limit. */
  records: ChatOfflineRecord[];
  /** Fingerprints of every record paged through (replayed or not). */
  fingerPrints: Set<string>;
  /** The newest fingerprint seen; undefined when nothing came after the pointer. */
  newest: string | undefined;
  /** False when paging stopped at `maxPages` before the end. */
  complete: boolean;
}

export interface OfflineOptions {
  replayLimit?: number;
  /** Upper bound on requests for one sync (a 5 000-event gap is 50 pages). */
  maxPages?: number;
  /** Called between pages; returning false abandons the sync (the socket changed meanwhile). */
  stillWanted?: () => boolean;
}

export class SyncAbandoned extends Error {
  constructor() {
    super('offline sync abandoned');
  }
}

export async function fetchOfflineEvents(fetcher: OfflineFetcher, after: string, options: OfflineOptions = {}): Promise<OfflineResult> {
  const replayLimit = options.replayLimit ?? REPLAY_LIMIT;
  const maxPages = options.maxPages ?? 100;
  const first = await fetcher({ fingerPrint: after, forward: true });
  const total = first.total;
  const replay = total <= replayLimit;
  const records: ChatOfflineRecord[] = replay ? [...first.records] : [];
  const fingerPrints = new Set(first.records.map((r) => r.fingerPrint));
  let newest = first.records.at(-1)?.fingerPrint;
  let remaining = total - first.records.length;
  let pages = 1;
  while (remaining > 0 && newest !== undefined && pages < maxPages) {
    if (options.stillWanted && !options.stillWanted()) throw new SyncAbandoned();
    const page = await fetcher({ fingerPrint: newest, forward: true });
    pages += 1;
    if (page.records.length === 0) break;
    if (replay) records.push(...page.records);
    for (const r of page.records) fingerPrints.add(r.fingerPrint);
    newest = page.records.at(-1)?.fingerPrint ?? newest;
    remaining = page.total - page.records.length;
  }
  return { total, records, fingerPrints, newest, complete: remaining <= 0 };
}
