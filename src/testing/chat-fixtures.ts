/** Small builders for chat rows, messages and notices in tests; only what a test sets matters. */
import type { ChatCounselor, ChatGroupNotice, ChatListItem, ChatMember, ChatMessage } from '@generated/chat/model';

export const ME = 'h_me';

export function chatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  const sendTimestamp = overrides.sendTimestamp ?? Date.parse('2026-11-22T10:00:00');
  return {
    chatId: 'c1',
    chatType: '0',
    fromUserId: 'u_customer',
    toUserId: ME,
    fromUser: { realName: '李女士', chatName: '李女士', avatar: '' },
    msgType: 1,
    content: '你好',
    sendTime: '2026-11-22 10:00:00',
    sendTimestamp,
    fingerPrint: `fp-${sendTimestamp}`,
    bizType: 0,
    isRecalled: false,
    isRead: false,
    ...overrides,
  };
}

export function chatRow(overrides: Partial<ChatListItem> = {}): ChatListItem {
  return {
    chatId: 'c1',
    chatType: '0',
    name: '李女士',
    avatar: '',
    isTop: false,
    memberCount: 2,
    customer: null,
    peerUserId: 'u_customer',
    unreadCount: 0,
    isAtAll: false,
    isAtMe: false,
    atMeFingerPrint: null,
    atAllFingerPrint: null,
    lastMessage: null,
    lastMessageTime: null,
    isAlert: true,
    isBlock: false,
    isCurrTransfer: false,
    ...overrides,
  };
}

export function groupNotice(overrides: Partial<ChatGroupNotice> & Pick<ChatGroupNotice, 'nType'>): ChatGroupNotice {
  return {
    chatId: 'g1',
    chatType: '2',
    operatorId: 'h_other',
    fingerPrint: `notice-${overrides.nType}`,
    sendTime: '2026-11-22 10:05:00',
    ...overrides,
  };
}

/** A member of a group as the member list gives it: hospital staff, an ordinary member, by default. */
export function chatMember(userId: string, name: string, overrides: Partial<ChatMember> = {}): ChatMember {
  return {
    userId,
    userType: 2,
    realName: name,
    chatName: name,
    avatar: '',
    role: 3,
    state: 0,
    hospitalName: null,
    joinTime: '2026-11-20 09:00:00',
    ...overrides,
  };
}

/** A hospital counselor (a staff account) or, with `isPlatformCounselor`, a platform official counselor. */
export function chatCounselor(userId: string, realName: string, isPlatformCounselor: boolean): ChatCounselor {
  return {
    userId,
    isPlatformCounselor,
    staffId: isPlatformCounselor ? null : 1,
    platformCounselorId: isPlatformCounselor ? 9001 : null,
    realName,
    chatName: realName,
    avatar: '',
    hospitalName: null,
    isOnline: false,
  };
}
