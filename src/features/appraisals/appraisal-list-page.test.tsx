import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { getCheckHasNegativeCommentMockHandler, getGetCommentPagerMockHandler } from '@generated/main/comments/comments.msw';
import type { Comment, CommentListRequest } from '@generated/main/model';
import { paginate } from '@/lib/paging/paging.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installGatewayServer, server, success } from '@/testing/test-gateway.ts';
import AppraisalListPage from './appraisal-list-page.tsx';

installGatewayServer();

let rows: Comment[];
let requests: CommentListRequest[];

const comment = (id: number, rating: Comment['rating'], replied: boolean): Comment => ({
  id,
  rating,
  scores: { effect: rating, service: rating, environment: rating },
  content: `评价内容 ${id}`,
  images: [],
  customerNickname: `客户${id}`,
  projectName: '双眼皮',
  hospitalReply: replied ? { id: 9000 + id, content: '感谢', replyTime: '2026-11-19 10:00:00' } : null,
  isNegative: rating <= 2,
  isRead: id !== 1,
  createTime: `2026-11-${String(10 + id).padStart(2, '0')} 20:00:00`,
});

beforeEach(() => {
  rows = [comment(1, 1, false), comment(2, 5, true), comment(3, 2, true), comment(4, 4, false)];
  requests = [];
  server.use(
    getCheckHasNegativeCommentMockHandler(success({ hasNegative: true, unrepliedCount: 1, latestCommentId: 1 })),
    getGetCommentPagerMockHandler(async ({ request }) => {
      const body = (await request.json()) as CommentListRequest;
      requests.push(body);
      const found = rows.filter(
        (r) =>
          (body.hasReply === undefined || (r.hospitalReply !== null) === body.hasReply) &&
          (body.isNegative === undefined || r.isNegative === body.isNegative) &&
          (body.rating === undefined || r.rating === body.rating),
      );
      const page = paginate(found, body.page, body.limit);
      return success({ total: page.total, page: page.page, limit: page.limit, list: page.rows });
    }),
  );
});

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

describe('appraisal list (/order/appraislist)', () => {
  it('warns about unanswered negative appraisals and narrows the list to them', async () => {
    renderAtRoute(
      <>
        <Address />
        <AppraisalListPage />
      </>,
      '/order/appraislist',
    );
    expect(await screen.findByText('评价内容 2', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('1 negative appraisal is waiting for your reply.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show them' }));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('reply=unreplied'));
    expect(screen.getByLabelText('address')).toHaveTextContent('negative=1');
    await waitFor(() => expect(screen.queryByText('评价内容 2')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(screen.getByText('评价内容 1')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ hasReply: false, isNegative: true });
  });

  it('sends the rating, reply state and dates of the address', async () => {
    renderAtRoute(<AppraisalListPage />, '/order/appraislist?rating=4&reply=unreplied&date=2026-11-01~2026-11-30');
    expect(await screen.findByText('评价内容 4', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ rating: 4, hasReply: false, startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(screen.getByRole('link', { name: 'Reply' })).toHaveAttribute('href', '/order/appraisDetail?id=4');
  });
});
