/**
 * The hospital chat gateway's served operations (`{host}/imclient-hospital/api/v1`): chats and the
 * chat list, history, read state and unread counts, recall, members, notification switches,
 * pinning, reminders and offline sync, over mocks/domain/chat. Refusals carry their HTTP status (404 unknown
 * chat, 403 not a member, 400 bad input).
 */
import { paginate } from '../../../src/lib/paging/paging.ts';
import {
  addMembers,
  batchSetAlert,
  chatList,
  chatListItem,
  chatMembers,
  officialCounselors,
  queryCounselors,
  clearAtFlags,
  exitChat,
  groupChat,
  groupOrders,
  groupPhone,
  history,
  latestMessage,
  markRead,
  offlineEvents,
  oneKeyRead,
  quickPhrases,
  readDetail,
  recallMessage,
  removeMembers,
  searchMessages,
  requireChat,
  searchGroups,
  sendWeComReminder,
  setAlert,
  setAllAlert,
  setTop,
  shake,
  unreadChatIds,
  unreadCounts,
  urgeMessage,
} from '../../domain/chat/index.ts';
import { LATENT_DEMAND_OPTIONS } from '../../db/catalog.ts';
import { ORDER_CHECK_KEYWORDS } from '../../domain/auto-duplicate.ts';
import { refuse } from '../../domain/errors.ts';
import { mediaTicket } from '../../domain/files.ts';
import { chatCities, hospitalCounselors, searchVisitorChats } from '../../domain/visitor-chat.ts';
import type { RequestHandler } from 'msw';
import type { SandboxPlatform } from '../../platform.ts';
import { chatRoutes, routeHandler, type RouteTable } from '../route.ts';
import { composerExtraRoutes } from './composer-extras.ts';
import { newChatRoutes } from './new-chats.ts';
import { chatImageRoutes } from './chat-images.ts';

const page = <T>(rows: T[], query: { page?: number; limit?: number }) => {
  const p = paginate(rows, query.page, query.limit);
  return { total: p.total, page: p.page, limit: p.limit, list: p.rows };
};

export const chatRouteTables: RouteTable[] = [
  chatRoutes({
    // Chats and the chat list.
    listChats: ({ platform, account, query }) =>
      page(chatList(platform, account.userInfo.imId, { chatType: '0', onlyUnread: query.onlyUnread ?? false }), query),
    listGroupChats: ({ platform, account, query }) =>
      page(
        chatList(platform, account.userInfo.imId, { chatType: '2', onlyUnread: query.onlyUnread ?? false, keyword: query.keyword }),
        query,
      ),
    getChat: ({ platform, account, path }) =>
      chatListItem(platform, requireChat(platform, account.userInfo.imId, path.id, '0'), account.userInfo.imId),
    getGroupChat: ({ platform, account, path }) =>
      groupChat(platform, requireChat(platform, account.userInfo.imId, path.id, '2'), account.userInfo.imId),
    searchChats: ({ platform, account, body }) => searchVisitorChats(platform, account.userInfo.imId, body),
    getHospitalCounselors: ({ platform }) => hospitalCounselors(platform),
    getOfficialCounselors: () => officialCounselors(),
    queryCounselors: ({ platform, query }) => page(queryCounselors(platform, query.keyword), query),
    getChatCities: () => chatCities(),
    searchGroupChats: ({ platform, account, body }) =>
      page(searchGroups(platform, account.userInfo.imId, body.keyword, body.onlyUnread ?? false), body),
    getGroupChatPhone: ({ platform, account, path }) => groupPhone(platform, account.userInfo.imId, path.id),
    getGroupChatOrders: ({ platform, account, path }) => groupOrders(platform, account.userInfo.imId, path.chatId),
    setChatTop: ({ platform, account, path, body }) => {
      requireChat(platform, account.userInfo.imId, path.chatId, body.chatType);
      setTop(platform, account.userInfo.imId, path.chatId, body.isTop);
      return true;
    },

    // Messages and read state.
    listMessages: ({ platform, account, query }) => history(platform, account.userInfo.imId, { ...query, chatType: '0' }),
    listGroupMessages: ({ platform, account, query }) => history(platform, account.userInfo.imId, { ...query, chatType: '2' }),
    readMessages: ({ platform, account, body }) => {
      markRead(platform, account.userInfo.imId, { chatId: body.chatId, lastFingerPrint: body.lastFingerPrint, chatType: '0' });
      return true;
    },
    readGroupMessages: ({ platform, account, body }) => {
      markRead(platform, account.userInfo.imId, { chatId: body.chatId, lastFingerPrint: body.lastFingerPrint, chatType: '2' });
      return true;
    },
    recallMessage: ({ platform, account, body }) => {
      recallMessage(platform, account.userInfo.imId, body);
      return true;
    },
    clearMessageNotify: ({ platform, account, body }) => {
      requireChat(platform, account.userInfo.imId, body.chatId, body.chatType);
      clearAtFlags(platform, account.userInfo.imId, body.chatId);
      return true;
    },
    globalSearchMessages: ({ platform, account, body }) => searchMessages(platform, account.userInfo.imId, '0', body),
    globalSearchGroupMessages: ({ platform, account, body }) => searchMessages(platform, account.userInfo.imId, '2', body),
    oneKeyReadGroupMessages: ({ platform, account }) => oneKeyRead(platform, account.userInfo.imId),
    getGroupLatestMessage: ({ platform, account, query }) => latestMessage(platform, account.userInfo.imId, query.chatId),
    getGroupMessageReadDetail: ({ platform, account, query }) =>
      readDetail(platform, account.userInfo.imId, query.chatId, query.fingerPrint),
    getUnreadChatIds: ({ platform, account }) => unreadChatIds(platform, account.userInfo.imId),
    getUnreadMessageCount: ({ platform, account }) => unreadCounts(platform, account.userInfo.imId),
    getOfflineMessages: ({ platform, account, query }) =>
      offlineEvents(platform, account.userInfo.imId, { fingerPrint: query.fingerPrint, forward: query.forward ?? true }),

    // Notification switches.
    setChatAlert: ({ platform, account, body }) => {
      requireChat(platform, account.userInfo.imId, body.chatId, body.chatType);
      setAlert(platform, account.userInfo.imId, body.chatId, body.isAlert);
      return true;
    },
    batchSetChatAlert: ({ platform, account, body }) => {
      for (const id of body.chatIds) requireChat(platform, account.userInfo.imId, id, body.chatType);
      batchSetAlert(platform, account.userInfo.imId, body.chatIds, body.isAlert);
      return true;
    },
    setAllChatAlert: ({ platform, account, body }) => {
      setAllAlert(platform, account.userInfo.imId, body.chatType, body.isAlert);
      return true;
    },

    // Members.
    listChatMembers: ({ platform, account, path, query }) => chatMembers(platform, account.userInfo.imId, path.chatId, query.keyword),
    addChatMembers: ({ platform, account, path, body }) => {
      addMembers(platform, account.userInfo.imId, path.chatId, body.userIds);
      return true;
    },
    removeChatMembers: ({ platform, account, path, query }) => {
      // Repeated (`userIds=a&userIds=b`) or comma-separated.
      const userIds = query.userIds.flatMap((value) => value.split(',')).filter(Boolean);
      if (userIds.length === 0) refuse('缺少参数 userIds');
      removeMembers(platform, account.userInfo.imId, path.chatId, userIds);
      return true;
    },
    exitGroupChat: ({ platform, account, path }) => {
      exitChat(platform, account.userInfo.imId, path.id);
      return true;
    },

    // Reminders: each answers the system line it appended.
    remindShake: ({ platform, account, body }) => shake(platform, account.userInfo.imId, body),
    remindSendWeCom: ({ platform, account, body }) => sendWeComReminder(platform, account.userInfo.imId, body),
    remindMessageUrge: ({ platform, account, body }) => urgeMessage(platform, account.userInfo.imId, body),

    // Options of the visitor-chat filters.
    getLatentDemandOptions: () => LATENT_DEMAND_OPTIONS.map((o) => ({ ...o })),
    getOrderCheckKeywords: () => ORDER_CHECK_KEYWORDS.map((k) => ({ ...k })),
    // Quick phrases for the composer.
    getSignaturePitch: () => quickPhrases(),
    // Pictures and files sent in a chat go to the sandbox's object storage (mocks/domain/files.ts).
    getMediaToken: ({ platform, account, request, query }) =>
      mediaTicket(platform, account, new URL(request.url).origin, { kind: query.kind, fileName: query.fileName }),
  }),
  composerExtraRoutes,
  newChatRoutes,
  chatImageRoutes,
];

/** The chat gateway's served operations alone, as MSW handlers (tests of the client's chat code). */
export function chatHandlers(platform: SandboxPlatform): RequestHandler[] {
  return [routeHandler(platform, chatRouteTables)];
}
