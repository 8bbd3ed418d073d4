/**
 * What a chat socket event means for the screen (specification, section 4, "Group notices" and
 * "Incoming message"), as plain data: the realtime bridge applies these effects to the React
 * Query cache and to the alert service, and the chat screens read the same cache. Keeping the
 * rules here, free of React and of the socket, lets every nType and bizType be tested alone.
 *
 * Group notices (event 101, by nType):
 *   1 member added, 3 member removed: member count changes (removed and it is me: leave the room);
 *   2 member left: leave the room if it is me, else the member count drops;
 *   4 owner changed, 5 member state changed: the group's details and members are refetched;
 *   6 read receipt: my own read clears the chat's unread count and at-me / at-all flags;
 *   7 message recalled: the last-message preview is updated;
 *   8 special system message: bizType 19 and 20 are shown, 19 may shake the window;
 *     bizType 25 refreshes the customer tracking tab; 24 and group merge (26) are ignored;
 *   9 ignored; any other nType is shown as a system message.
 * Notices 1–5 also carry the line the chat shows ("X joined the group"), shown as a system line.
 */
import { BizType, type ChatGroupNotice, type ChatMessage, type ChatReadEvent, GroupNoticeType, MsgType } from '@generated/chat/model';

export type ChatEffect =
  /** Someone else joined or was removed: the member count changes by `delta`. */
  | { kind: 'members'; chatId: string; delta: number }
  /** I left or was removed: the chat leaves my lists and closes if open. */
  | { kind: 'left'; chatId: string }
  /** Owner or member state changed: refetch the group's details and members. */
  | { kind: 'group-changed'; chatId: string }
  /** I read the chat (on this or another device): unread and at flags cleared. */
  | { kind: 'read-by-me'; chatId: string }
  /** Someone else read up to a message: my sent messages become read. */
  | { kind: 'read-by-other'; chatId: string; lastReadFingerPrint: string }
  | { kind: 'recalled'; chatId: string; fingerPrint: string }
  /** A line shown in the chat (and as its last-message preview); `shake` for bizType 19. */
  | { kind: 'system-line'; chatId: string; message: ChatMessage; shake: boolean }
  /** bizType 25: the customer tracking tab refreshes. */
  | { kind: 'refresh-tracking' }
  /** An ordinary incoming message (alerts, preview, unread). */
  | { kind: 'message'; message: ChatMessage };

/** Business types that are never shown (24 ignored, 26 group merge). */
const IGNORED_BIZ_TYPES: ReadonlySet<number> = new Set([BizType.Ignored, BizType.GroupMerge]);

/** The system line a notice shows, as a message so chat screens render it like any other. */
export function systemLine(notice: ChatGroupNotice, myImId: string): ChatMessage {
  return {
    chatId: notice.chatId,
    chatType: notice.chatType,
    fromUserId: notice.operatorId,
    toUserId: notice.chatType === '2' ? notice.chatId : myImId,
    fromUser: notice.operator ?? { realName: '', chatName: '', avatar: '' },
    msgType: MsgType.System,
    content: notice.content ?? notice.message?.content ?? '',
    sendTime: notice.sendTime,
    sendTimestamp: Date.parse(notice.sendTime.replace(' ', 'T')) || 0,
    fingerPrint: notice.fingerPrint,
    bizType: notice.bizType ?? BizType.Normal,
    isRecalled: false,
    isRead: false,
  };
}

function specialSystemMessage(notice: ChatGroupNotice, myImId: string): ChatEffect[] {
  const bizType = notice.bizType ?? notice.message?.bizType ?? BizType.Normal;
  if (IGNORED_BIZ_TYPES.has(bizType)) return [];
  if (bizType === BizType.CustomerTrackingRefresh) return [{ kind: 'refresh-tracking' }];
  const line = notice.message ?? systemLine(notice, myImId);
  return [{ kind: 'system-line', chatId: notice.chatId, message: line, shake: bizType === BizType.SpecialSystemShake }];
}

/** The effects of one group notice for the signed-in user (`myImId`). */
export function groupNoticeEffects(notice: ChatGroupNotice, myImId: string): ChatEffect[] {
  const { chatId } = notice;
  const concernsMe = (notice.memberIds ?? []).includes(myImId);
  const others = (notice.memberIds ?? []).filter((id) => id !== myImId).length;
  const line = (): ChatEffect[] =>
    notice.content ? [{ kind: 'system-line', chatId, message: systemLine(notice, myImId), shake: false }] : [];
  switch (notice.nType) {
    case GroupNoticeType.MemberAdded:
      return [{ kind: 'members', chatId, delta: others + (concernsMe ? 1 : 0) }, ...line()];
    case GroupNoticeType.MemberLeft:
    case GroupNoticeType.MemberRemoved:
      if (concernsMe) return [{ kind: 'left', chatId }];
      return [{ kind: 'members', chatId, delta: -others }, ...line()];
    case GroupNoticeType.OwnerChanged:
    case GroupNoticeType.MemberStateChanged:
      return [{ kind: 'group-changed', chatId }, ...line()];
    case GroupNoticeType.ReadReceipt:
      return notice.operatorId === myImId
        ? [{ kind: 'read-by-me', chatId }]
        : [{ kind: 'read-by-other', chatId, lastReadFingerPrint: notice.targetFingerPrint ?? '' }];
    case GroupNoticeType.MessageRecalled:
      return notice.targetFingerPrint ? [{ kind: 'recalled', chatId, fingerPrint: notice.targetFingerPrint }] : [];
    case GroupNoticeType.SpecialSystemMessage:
      return specialSystemMessage(notice, myImId);
    case GroupNoticeType.Ignored:
      return [];
    default:
      return line();
  }
}

/** The effects of one incoming chat message (event 2). */
export function messageEffects(message: ChatMessage): ChatEffect[] {
  if (IGNORED_BIZ_TYPES.has(message.bizType)) return [];
  if (message.bizType === BizType.CustomerTrackingRefresh) return [{ kind: 'refresh-tracking' }];
  if (message.bizType === BizType.SpecialSystemShake || message.bizType === BizType.SpecialSystem) {
    return [{ kind: 'system-line', chatId: message.chatId, message, shake: message.bizType === BizType.SpecialSystemShake }];
  }
  return [{ kind: 'message', message }];
}

/** The effects of a private read event (event 6). */
export function readEffects(read: ChatReadEvent, myImId: string): ChatEffect[] {
  return read.readUserId === myImId
    ? [{ kind: 'read-by-me', chatId: read.chatId }]
    : [{ kind: 'read-by-other', chatId: read.chatId, lastReadFingerPrint: read.lastReadFingerPrint }];
}
