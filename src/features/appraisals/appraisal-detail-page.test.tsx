import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getAddHospitalCommentMockHandler,
  getCheckHasNegativeCommentMockHandler,
  getGetCommentInfoMockHandler,
} from '@generated/main/comments/comments.msw';
import type { CommentDetail } from '@generated/main/model';
import { answer } from '@/testing/gateway-handlers.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { failure, installGatewayServer, server, success } from '@/testing/test-gateway.ts';
import AppraisalDetailPage from './appraisal-detail-page.tsx';

installGatewayServer();

let comment: CommentDetail;
let sent: { commentId: number; content: string }[] = [];

beforeEach(() => {
  sent = [];
  comment = {
    id: 31007,
    followId: 880001,
    rating: 1,
    scores: { effect: 1, service: 2, environment: 3 },
    content: '等了两个小时才见到医生',
    images: [],
    customerNickname: '温柔的小鹿',
    customerAvatar: null,
    projectName: '双眼皮',
    doctorId: 1201,
    doctorName: '张明华',
    hospitalReply: null,
    isNegative: true,
    isRead: true,
    createTime: '2026-11-18 20:41:00',
    appendComments: [],
    orderNumber: 'PD202611180001',
    dealAmount: 12800,
  };
  server.use(
    getGetCommentInfoMockHandler(() => success(comment)),
    getCheckHasNegativeCommentMockHandler(success({ hasNegative: false, unrepliedCount: 0, latestCommentId: null })),
    getAddHospitalCommentMockHandler(async ({ request }) => {
      const body = (await request.json()) as { commentId: number; content: string };
      sent.push(body);
      comment = {
        ...comment,
        hospitalReply: { id: 9001, content: body.content, operatorName: '王雅琴', replyTime: '2026-11-20 10:00:00' },
      };
      return success({ id: 9001 });
    }),
  );
});

const replyBox = () => screen.findByRole('textbox', { name: 'Your reply' });

describe('appraisal detail (/order/appraisDetail)', () => {
  it('shows the appraisal with its rating and scores', async () => {
    renderAtRoute(<AppraisalDetailPage />, '/order/appraisDetail?id=31007');
    expect(await screen.findByText('等了两个小时才见到医生')).toBeInTheDocument();
    expect(screen.getAllByText('very poor').length).toBeGreaterThan(0);
    expect(screen.getByText('Effect：very poor，Service：poor，Environment：average')).toBeInTheDocument();
    expect(screen.getByText('¥12,800.00')).toBeInTheDocument();
  });

  it('refuses a blank or too long reply in the form, sending nothing', async () => {
    renderAtRoute(<AppraisalDetailPage />, '/order/appraisDetail?id=31007');
    const user = userEvent.setup();
    await user.type(await replyBox(), '   ');
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByText('Enter a reply')).toBeInTheDocument();
    await user.clear(await replyBox());
    await user.click(await replyBox());
    await user.paste('好'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    expect(await screen.findByText('At most 500 characters')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('publishes the reply once, trimmed, and then shows it instead of the form', async () => {
    renderAtRoute(<AppraisalDetailPage />, '/order/appraisDetail?id=31007');
    const user = userEvent.setup();
    await user.type(await replyBox(), '  非常抱歉，已安排专人联系您  ');
    const publish = screen.getByRole('button', { name: 'Publish reply' });
    await user.click(publish);
    await user.click(publish);
    const card = (await screen.findByText('Hospital reply')).closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(within(card).getByText('非常抱歉，已安排专人联系您')).toBeInTheDocument());
    expect(within(card).queryByRole('textbox')).toBeNull();
    expect(sent).toEqual([{ commentId: 31007, content: '非常抱歉，已安排专人联系您' }]);
  });

  it('keeps the text when the platform refuses the reply', async () => {
    let refused = 0;
    server.use(
      answer(getAddHospitalCommentMockHandler, () => {
        refused += 1;
        return failure('该评价已回复，不能重复回复', '400');
      }),
    );
    renderAtRoute(<AppraisalDetailPage />, '/order/appraisDetail?id=31007');
    const user = userEvent.setup();
    await user.type(await replyBox(), '再回复一次');
    await user.click(screen.getByRole('button', { name: 'Publish reply' }));
    await waitFor(() => expect(refused).toBe(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish reply' })).not.toHaveClass('ant-btn-loading'));
    // The transport toasts the platform's message; the form stays with the text and no reply shows.
    expect(await replyBox()).toHaveValue('再回复一次');
    expect(screen.queryByText('Reply published')).not.toBeInTheDocument();
  });
});
