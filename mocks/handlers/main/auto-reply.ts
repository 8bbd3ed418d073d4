/** Chat auto-reply settings: rules (list, info, save, delete, sort) and the hospital-wide IM switch. */
import {
  deleteAutoReply,
  getAutoReply,
  getAutoReplyImSwitch,
  listAutoReplies,
  saveAutoReply,
  setAutoReplyImSwitch,
  sortAutoReplies,
} from '../../domain/auto-reply.ts';
import { mainRoutes } from '../route.ts';

export const autoReplyRoutes = [
  mainRoutes({
    getAutoReplyList: ({ platform, account, body }) => listAutoReplies(platform, account, body),
    getAutoReplyInfo: ({ platform, account, query }) => getAutoReply(platform, account, query.id),
    saveAutoReply: ({ platform, account, body }) => ({ id: saveAutoReply(platform, account, body) }),
    deleteAutoReply: ({ platform, account, body }) => {
      deleteAutoReply(platform, account, body.id);
      return true;
    },
    sortAutoReply: ({ platform, account, body }) => {
      sortAutoReplies(platform, account, body.ids);
      return true;
    },
    getAutoReplyImSwitch: ({ platform, account }) => getAutoReplyImSwitch(platform, account),
    setAutoReplyImSwitch: ({ platform, account, body }) => {
      setAutoReplyImSwitch(platform, account, body);
      return true;
    },
  }),
];
