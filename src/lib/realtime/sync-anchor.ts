/**
 * The first sync starting point on a device. The chat client syncs "after the last fingerprint";
 * a device that never received an event has none, so a disconnect before the first event would
 * lose what arrived meanwhile. The newest last message of the chat lists is that starting point.
 */
import { listChats, listGroupChats } from '@generated/chat/chats/chats';
import type { ChatListItem } from '@generated/chat/model';

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
  const [privateChats, groupChats] = await Promise.all([
    listChats({ page: 1, limit: ROWS }, { silent: true }),
    listGroupChats({ page: 1, limit: ROWS }, { silent: true }),
  ]);
  return newestFingerPrint([...privateChats.data.list, ...groupChats.data.list]);
}
