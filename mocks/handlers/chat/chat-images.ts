/** The group's media album (GET /group_messages/{id}/images): the chat gallery's pictures. */
import { groupImages } from '../../domain/chat/index.ts';
import { chatRoutes } from '../route.ts';

export const chatImageRoutes = chatRoutes({
  listGroupMessageImages: ({ platform, account, path, query }) => groupImages(platform, account.userInfo.imId, path.id, query),
});
