/**
 * Customer tracking events (客户轨迹): what the hospital's customers did on the platform. The main
 * account sees every event; a sub-account those of the customers whose orders it follows. Read
 * state is the hospital's (one mark per event).
 */
import type { ClientTrack, ClientTrackListRequest, ClientTrackPage, ClientTrackReadRequest } from '@generated/main/model';
import type { WhereIn } from '../db/collections.ts';
import type { ClientTrackRow, SandboxAccount } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { dayRange, listPage } from './list.ts';

const visibleTo = (account: SandboxAccount): WhereIn<'clientTracks'> =>
  account.userInfo.isMainAccount ? {} : { followerId: account.userInfo.id };

const rowOf = ({ followerId: _f, ...track }: ClientTrackRow): ClientTrack => track;

/** Newest first. */
export function listClientTracks(platform: SandboxPlatform, account: SandboxAccount, query: ClientTrackListRequest): ClientTrackPage {
  const { customerId, followId, eventType, isRead, keyword, startDate, endDate, page, limit } = query;
  // An order's events are its customer's.
  const ofOrder = followId !== undefined ? (platform.db.orders.get(followId)?.customer.id ?? -1) : undefined;
  return listPage(
    platform.db.clientTracks,
    {
      where: {
        ...visibleTo(account),
        customerId: customerId ?? ofOrder,
        eventType,
        isRead,
        eventTime: dayRange(startDate, endDate),
      },
      keyword,
      sort: ['-eventTime'],
      page,
      limit,
    },
    rowOf,
  );
}

export function unreadTrackCount(platform: SandboxPlatform, account: SandboxAccount): number {
  return platform.db.clientTracks.count({ where: { ...visibleTo(account), isRead: false } });
}

/** Marks by ids, else by customer, else all of the account's events; only events the account sees. */
export function setTracksRead(platform: SandboxPlatform, account: SandboxAccount, request: ClientTrackReadRequest): number {
  const where: WhereIn<'clientTracks'> = { ...visibleTo(account), isRead: false };
  if (request.ids !== undefined) where.id = { in: request.ids };
  else if (request.customerId !== undefined) where.customerId = request.customerId;
  const ids = platform.db.clientTracks.ids({ where });
  for (const id of ids)
    platform.db.clientTracks.update(id, (t) => {
      t.isRead = true;
    });
  return ids.length;
}
