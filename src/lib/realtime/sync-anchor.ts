/**
 * The first sync starting point on a device. The chat client syncs "after the last fingerprint";
 * a device that never received an event has none, so a disconnect before the first event would
 * lose what arrived meanwhile. The newest last message of the chat lists is that starting point.
 */
import type { ChatListItem } from '@generated/chat/model';
import { chatClient, envelopeData } from '../http/gateway-clients.ts';

/** Enough rows to contain the newest message even when unread chats are listed first. */
const ROWS = 200;

export function newestFingerPrint(items: readonly ChatListItem[]): string | undefined {
  let newest: ChatListItem['lastMessage'] = null;
  for (const item of items) {
    const last = item.lastMessage;
    if (last && (!newest || last.sendTimestamp > newest.sendTimestamp)) newest = last;
  }
  return newest?.fingerPrint;
}

export async function fetchSyncAnchor(): Promise<string | undefined> {
  const query = { page: 1, limit: ROWS };
  const [privateChats, groupChats] = await Promise.all([
    envelopeData(chatClient.GET('/api/v1/chats', { params: { query }, silent: true })),
    envelopeData(chatClient.GET('/api/v1/group_chats', { params: { query }, silent: true })),
  ]);
  return newestFingerPrint([...privateChats.list, ...groupChats.list]);
}
