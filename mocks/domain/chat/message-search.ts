/**
 * Global message search (contract part messages: POST /messages/global_search for private chats,
 * /group_messages/global_search for groups): the viewer's chats of that type, or one of them,
 * texts and file names containing the keyword (case-insensitive), recalled messages left out,
 * newest first, one page of hits with the chat each belongs to.
 */
import type { ChatGlobalSearchRequest, ChatMessageSearchPage, ChatType } from '@generated/chat/model';
import { SEARCH_KEYWORD_MAX } from '../../../src/lib/chat/message-search-limit.ts';
import type { SandboxPlatform } from '../../platform.ts';
import { refuse } from '../errors.ts';
import { listPage } from '../list.ts';
import { chatsOf } from './common.ts';
import { messageForViewer } from './messages.ts';

const toMs = (text: string | undefined) => (text ? Date.parse(`${text.replace(' ', 'T')}+08:00`) : undefined);

export function searchMessages(
  platform: SandboxPlatform,
  viewer: string,
  chatType: ChatType,
  body: ChatGlobalSearchRequest,
): ChatMessageSearchPage {
  const keyword = body.keyword.trim();
  if (!keyword) refuse('请输入搜索内容');
  if (keyword.length > SEARCH_KEYWORD_MAX) refuse(`搜索内容不能超过${SEARCH_KEYWORD_MAX}个字`);
  const from = toMs(body.startTime);
  const to = toMs(body.endTime);
  if (from !== undefined && to !== undefined && from > to) refuse('开始时间不能晚于结束时间');
  const chats = new Map(
    chatsOf(platform, viewer)
      .filter((chat) => chat.item.chatType === chatType && (!body.chatId || chat.item.chatId === body.chatId))
      .map((chat) => [chat.item.chatId, chat]),
  );
  if (body.chatId && chats.size === 0) refuse('会话不存在', 404);
  return listPage(
    platform.db.messages,
    {
      where: {
        chatId: { in: [...chats.keys()] },
        msgType: body.msgTypes?.length ? { in: body.msgTypes } : undefined,
        sendTimestamp: from !== undefined || to !== undefined ? { gte: from, lte: to } : undefined,
      },
      keyword,
      sort: ['-id'],
      page: body.page,
      limit: body.limit,
    },
    (stored) => {
      const chat = chats.get(stored.message.chatId);
      return {
        chatId: stored.message.chatId,
        chatType,
        chatName: chat?.item.name ?? '',
        chatAvatar: chat?.item.avatar ?? '',
        message: messageForViewer(platform, stored, viewer),
      };
    },
  );
}
