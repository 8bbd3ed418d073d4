/**
 * Stateful handlers of the hospital chat gateway (`{host}/imclient-hospital/api/v1`, any host): chats and the
 * chat list, history, read state and unread counts, recall, members, notification switches,
 * pinning and offline sync, all over mocks/domain/chat.ts. They go before the generated
 * (example-data) handlers; static paths come before parameterised ones so that
 * `/chats/unread_message` is not taken for `/chats/:id`.
 */
import { http, type RequestHandler } from 'msw';
import {
  addMembers,
  batchSetAlert,
  chatList,
  chatListItem,
  chatMembers,
  clearAtFlags,
  exitChat,
  groupChat,
  history,
  latestMessage,
  markRead,
  offlineEvents,
  oneKeyRead,
  readDetail,
  recallMessage,
  removeMembers,
  requireChat,
  setAlert,
  setAllAlert,
  setTop,
  unreadChatIds,
  unreadCounts,
} from '../../domain/chat.ts';
import type { SandboxPlatform } from '../../platform.ts';
import {
  BadRequest,
  bodyBoolean,
  bodyChatType,
  bodyString,
  bodyStrings,
  CHAT_API,
  jsonBody,
  ok,
  paginate,
  pathParam,
  queryBoolean,
  queryInt,
  queryString,
  type ViewerContext,
  withViewer,
} from './respond.ts';

function listPage(ctx: ViewerContext, platform: SandboxPlatform, chatType: '0' | '2') {
  const page = queryInt(ctx, 'page', 1, 1, Number.MAX_SAFE_INTEGER);
  const limit = queryInt(ctx, 'limit', 10, 1, 500);
  const onlyUnread = queryBoolean(ctx, 'onlyUnread', false);
  const keyword = chatType === '2' ? queryString(ctx, 'keyword') : undefined;
  return paginate(chatList(platform, ctx.viewer, { chatType, onlyUnread, keyword }), page, limit);
}

function historyOf(ctx: ViewerContext, platform: SandboxPlatform, chatType: '0' | '2') {
  return history(platform, ctx.viewer, {
    chatId: queryString(ctx, 'chatId', true),
    chatType,
    fingerPrint: queryString(ctx, 'fingerPrint'),
    forward: queryBoolean(ctx, 'forward', false),
    limit: queryInt(ctx, 'limit', 20, 1, 100),
  });
}

async function read(ctx: ViewerContext, platform: SandboxPlatform, chatType: '0' | '2') {
  const body = await jsonBody(ctx.request);
  markRead(platform, ctx.viewer, { chatId: bodyString(body, 'chatId'), lastFingerPrint: bodyString(body, 'lastFingerPrint'), chatType });
  return ok(true);
}

export function chatHandlers(platform: SandboxPlatform): RequestHandler[] {
  const v = (handle: (ctx: ViewerContext) => Response | Promise<Response>) => withViewer(platform, handle);
  return [
    // Chats and the chat list.
    http.get(
      `${CHAT_API}/chats`,
      v((ctx) => ok(listPage(ctx, platform, '0'))),
    ),
    http.get(
      `${CHAT_API}/group_chats`,
      v((ctx) => ok(listPage(ctx, platform, '2'))),
    ),
    http.get(
      `${CHAT_API}/chats/unread_chat_ids`,
      v((ctx) => ok(unreadChatIds(platform, ctx.viewer))),
    ),
    http.get(
      `${CHAT_API}/chats/unread_message`,
      v((ctx) => ok(unreadCounts(platform, ctx.viewer))),
    ),

    // Messages and read state.
    http.get(
      `${CHAT_API}/messages`,
      v((ctx) => ok(historyOf(ctx, platform, '0'))),
    ),
    http.get(
      `${CHAT_API}/group_messages`,
      v((ctx) => ok(historyOf(ctx, platform, '2'))),
    ),
    http.post(
      `${CHAT_API}/messages/read`,
      v((ctx) => read(ctx, platform, '0')),
    ),
    http.post(
      `${CHAT_API}/group_messages/read`,
      v((ctx) => read(ctx, platform, '2')),
    ),
    http.post(
      `${CHAT_API}/messages/recall`,
      v(async (ctx) => {
        const body = await jsonBody(ctx.request);
        recallMessage(platform, ctx.viewer, {
          chatId: bodyString(body, 'chatId'),
          chatType: bodyChatType(body),
          fingerPrint: bodyString(body, 'fingerPrint'),
        });
        return ok(true);
      }),
    ),
    http.post(
      `${CHAT_API}/messages/clear_notify`,
      v(async (ctx) => {
        const body = await jsonBody(ctx.request);
        const chatId = bodyString(body, 'chatId');
        requireChat(platform, ctx.viewer, chatId, bodyChatType(body));
        clearAtFlags(platform, ctx.viewer, chatId);
        return ok(true);
      }),
    ),
    http.post(
      `${CHAT_API}/group_messages/oneKeyRead`,
      v((ctx) => ok(oneKeyRead(platform, ctx.viewer))),
    ),
    http.get(
      `${CHAT_API}/group_messages/latestMsg`,
      v((ctx) => ok(latestMessage(platform, ctx.viewer, queryString(ctx, 'chatId', true)))),
    ),
    http.get(
      `${CHAT_API}/group_messages/read_detail`,
      v((ctx) => ok(readDetail(platform, ctx.viewer, queryString(ctx, 'chatId', true), queryString(ctx, 'fingerPrint', true)))),
    ),
    http.get(
      `${CHAT_API}/aggregation_messages/offline`,
      v((ctx) =>
        ok(
          offlineEvents(platform, ctx.viewer, {
            fingerPrint: queryString(ctx, 'fingerPrint', true),
            forward: queryBoolean(ctx, 'forward', true),
          }),
        ),
      ),
    ),

    // Notification switches.
    http.put(
      `${CHAT_API}/chat_members/setAlert`,
      v(async (ctx) => {
        const body = await jsonBody(ctx.request);
        const chatId = bodyString(body, 'chatId');
        requireChat(platform, ctx.viewer, chatId, bodyChatType(body));
        setAlert(platform, ctx.viewer, chatId, bodyBoolean(body, 'isAlert'));
        return ok(true);
      }),
    ),
    http.put(
      `${CHAT_API}/chat_members/batchSetAlert`,
      v(async (ctx) => {
        const body = await jsonBody(ctx.request);
        const chatIds = bodyStrings(body, 'chatIds');
        const chatType = bodyChatType(body);
        for (const id of chatIds) requireChat(platform, ctx.viewer, id, chatType);
        batchSetAlert(platform, ctx.viewer, chatIds, bodyBoolean(body, 'isAlert'));
        return ok(true);
      }),
    ),
    http.put(
      `${CHAT_API}/chat_members/setAllAlert`,
      v(async (ctx) => {
        const body = await jsonBody(ctx.request);
        setAllAlert(platform, ctx.viewer, bodyChatType(body, 'chatType', false), bodyBoolean(body, 'isAlert'));
        return ok(true);
      }),
    ),

    // Parameterised paths last.
    http.get(
      `${CHAT_API}/chats/:id`,
      v((ctx) => {
        const chat = requireChat(platform, ctx.viewer, pathParam(ctx, 'id'), '0');
        return ok(chatListItem(platform, chat, ctx.viewer));
      }),
    ),
    http.get(
      `${CHAT_API}/group_chats/:id`,
      v((ctx) => {
        const chat = requireChat(platform, ctx.viewer, pathParam(ctx, 'id'), '2');
        return ok(groupChat(platform, chat, ctx.viewer));
      }),
    ),
    http.put(
      `${CHAT_API}/chats/:chatId/is_top`,
      v(async (ctx) => {
        const body = await jsonBody(ctx.request);
        const chatId = pathParam(ctx, 'chatId');
        requireChat(platform, ctx.viewer, chatId, bodyChatType(body));
        setTop(platform, ctx.viewer, chatId, bodyBoolean(body, 'isTop'));
        return ok(true);
      }),
    ),
    http.get(
      `${CHAT_API}/chat_members/:chatId`,
      v((ctx) => ok(chatMembers(platform, ctx.viewer, pathParam(ctx, 'chatId'), queryString(ctx, 'keyword')))),
    ),
    http.post(
      `${CHAT_API}/chat_members/:chatId`,
      v(async (ctx) => {
        const body = await jsonBody(ctx.request);
        addMembers(platform, ctx.viewer, pathParam(ctx, 'chatId'), bodyStrings(body, 'userIds'));
        return ok(true);
      }),
    ),
    http.delete(
      `${CHAT_API}/chat_members/:chatId`,
      v((ctx) => {
        const userIds = ctx.url.searchParams
          .getAll('userIds')
          .flatMap((value) => value.split(','))
          .filter(Boolean);
        if (userIds.length === 0) throw new BadRequest('缺少参数 userIds');
        removeMembers(platform, ctx.viewer, pathParam(ctx, 'chatId'), userIds);
        return ok(true);
      }),
    ),
    http.post(
      `${CHAT_API}/chat_members/:id/exit`,
      v((ctx) => {
        exitChat(platform, ctx.viewer, pathParam(ctx, 'id'));
        return ok(true);
      }),
    ),
  ];
}
