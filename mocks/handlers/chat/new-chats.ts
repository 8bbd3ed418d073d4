/**
 * New conversations over the chat gateway (mocks/domain/chat/new-chats.ts): a private chat with a
 * colleague or a platform counselor (the existing one when there is one), a new group, and the
 * light search of my groups by name.
 */
import { createGroup, lightSearchGroups, openPrivateChat } from '../../domain/chat/index.ts';
import { chatRoutes } from '../route.ts';

export const newChatRoutes = chatRoutes({
  createChat: ({ platform, account, body }) => openPrivateChat(platform, account.userInfo.imId, body.toUserId),
  createGroupChat: ({ platform, account, body }) => createGroup(platform, account.userInfo.imId, body),
  lightSearchGroupChats: ({ platform, account, body }) => lightSearchGroups(platform, account.userInfo.imId, body.keyword, body.limit),
});
