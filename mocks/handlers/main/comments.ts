/** Appraisals: list, detail (marks read), the hospital's reply, the negative-appraisal check. */
import { listComments, negativeCheck, openComment, replyToComment } from '../../domain/comments.ts';
import { mainRoutes } from '../route.ts';

export const commentRoutes = [
  mainRoutes({
    getCommentPager: ({ platform, body }) => listComments(platform, body),
    getCommentInfo: ({ platform, query }) => openComment(platform, query.id),
    addHospitalComment: ({ platform, account, body }) => ({ id: replyToComment(platform, account, body.commentId, body.content) }),
    checkHasNegativeComment: ({ platform }) => negativeCheck(platform),
  }),
];
