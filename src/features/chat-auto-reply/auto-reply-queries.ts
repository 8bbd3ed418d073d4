/** The auto-reply reads a change makes stale: every list page and every rule's info. */
import { getGetAutoReplyInfoQueryKey, getGetAutoReplyListQueryKey } from '@generated/main/chat-auto-reply/chat-auto-reply';

export const AUTO_REPLY_READS = [getGetAutoReplyListQueryKey().slice(0, 2), getGetAutoReplyInfoQueryKey().slice(0, 1)];
