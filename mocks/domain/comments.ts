/**
 * Customers' appraisals of the hospital (/order/appraislist, /order/appraisDetail; notification
 * 133112): the list with its filters, one appraisal (opening it marks it read), the hospital's one
 * reply, and whether negative appraisals wait for a reply.
 */
import type { Comment, CommentDetail, CommentListRequest, CommentNegativeCheck, CommentPage } from '@generated/main/model';
import { formatDateTime } from '../db/random.ts';
import type { SandboxAccount, StoredComment } from '../db/state.ts';
import type { SandboxPlatform } from '../platform.ts';
import { found, refuse } from './errors.ts';
import { dayRange, listPage } from './list.ts';

/** A list row: the detail without what only the detail page shows. */
function rowOf(c: StoredComment): Comment {
  const { appendComments: _a, orderNumber: _o, dealAmount: _d, ...row } = c;
  return row;
}

/** Newest first. */
export function listComments(platform: SandboxPlatform, query: CommentListRequest): CommentPage {
  const { rating, isNegative, hasReply, doctorId, keyword, startDate, endDate, page, limit } = query;
  return listPage(
    platform.db.comments,
    {
      where: { rating, isNegative, hasReply, doctorId, createTime: dayRange(startDate, endDate) },
      keyword,
      sort: ['-createTime'],
      page,
      limit,
    },
    rowOf,
  );
}

/** One appraisal; the hospital has now read it. */
export function openComment(platform: SandboxPlatform, id: number): CommentDetail {
  const comment = found(platform.db.comments.get(id), '评价不存在或已被删除');
  if (comment.isRead) return comment;
  return platform.db.comments.update(id, (c) => {
    c.isRead = true;
  }) as CommentDetail;
}

export const REPLY_MAX_LENGTH = 500;

/** The hospital's reply: one per appraisal, not blank, at most 500 characters. Returns its id. */
export function replyToComment(platform: SandboxPlatform, account: SandboxAccount, commentId: number, content: string): number {
  const comment = found(platform.db.comments.get(commentId), '评价不存在或已被删除');
  const text = content.trim();
  if (text.length === 0) refuse('回复内容不能为空');
  if (text.length > REPLY_MAX_LENGTH) refuse(`回复内容不能超过${REPLY_MAX_LENGTH}字`);
  if (comment.hospitalReply) refuse('该评价已回复，不能重复回复');
  const id = platform.nextId();
  platform.db.comments.update(commentId, (c) => {
    c.hospitalReply = { id, content: text, operatorName: account.userInfo.realName, replyTime: formatDateTime(platform.now()) };
    c.isRead = true;
  });
  return id;
}

/** Negative appraisals (rating 2 or less) without a hospital reply. */
export function negativeCheck(platform: SandboxPlatform): CommentNegativeCheck {
  const where = { isNegative: true, hasReply: false };
  const unrepliedCount = platform.db.comments.count({ where });
  const latest = platform.db.comments.first({ where, sort: ['-createTime'] });
  return { hasNegative: unrepliedCount > 0, unrepliedCount, latestCommentId: latest?.id ?? null };
}
