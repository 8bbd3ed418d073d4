/**
 * The order operations beyond the list and the single-order actions (orders.ts): the batch
 * invalid-contact import from Excel, the follow tasks, the customer's follow archive, the auto
 * repeat check and the order's group chat members.
 */
import { autoRepeat } from '../../domain/order-auto-repeat.ts';
import { orderChatMembers } from '../../domain/order-chat-members.ts';
import { clientFollowArchive } from '../../domain/order-client-archive.ts';
import { followTaskInfo, followTasks } from '../../domain/order-follow-tasks.ts';
import { importInvalidContacts } from '../../domain/order-invalid-contact-import.ts';
import { mainRoutes } from '../route.ts';

export const orderFollowRoutes = [
  mainRoutes({
    uploadInvalidContactExcel: ({ platform, account, body, files }) =>
      importInvalidContacts(platform, account, files.get('file'), body.get('mode') === 'check' ? 'check' : 'apply'),
    getFollowTask: ({ platform, query }) => followTasks(platform, query.followId),
    getFollowTaskInfo: ({ platform, account, query }) => followTaskInfo(platform, account, query.followId, query.taskId),
    getClientFollowArchive: ({ platform, body }) => clientFollowArchive(platform, body),
    autoRepeat: ({ platform, body }) => autoRepeat(platform, body.followId),
    getChatMembers: ({ platform, query }) => orderChatMembers(platform, query.followId),
  }),
];
