/**
 * `/order/appraisDetail?id=` (notification 133112 lands here): one appraisal with its scores,
 * photos, follow-up appraisals and the order it rates; the hospital's reply, or the form to
 * publish it. Opening it marks the appraisal read (the platform does that on the detail call).
 */
import { Alert, Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useGetCommentInfo } from '@generated/main/comments/comments';
import type { CommentDetail } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumLabel } from '@/lib/enums/enum-labels.ts';
import { formatMoney } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { useRouteQuery } from '@/lib/routing/use-route-query.ts';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PrivateImages } from '@/shared/ui/private-file/private-file.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { AppraisalReplyForm } from './appraisal-reply-form.tsx';
import { appraisalTexts } from './appraisal-texts.ts';

function Appraisal({ comment }: { comment: CommentDetail }) {
  const t = useT(appraisalTexts);
  const scores = [
    ['effect', comment.scores.effect],
    ['service', comment.scores.service],
    ['environment', comment.scores.environment],
  ] as const;
  return (
    <Flex vertical gap={16}>
      <DetailDescriptions
        data={comment}
        items={[
          { key: 'customerNickname', label: t('appraisals.customer') },
          { key: 'rating', label: t('appraisals.rating'), render: (rating) => <EnumTag kind="rating" value={rating} /> },
          {
            key: 'scores',
            label: t('appraisals.scores'),
            render: () => scores.map(([name, value]) => `${t(`appraisals.${name}`)}：${enumLabel('rating', value)}`).join('，'),
          },
          { key: 'createTime', label: t('appraisals.created'), render: (time) => formatDateTimeMinute(time) },
          { key: 'projectName', label: t('appraisals.project') },
          { key: 'doctorName', label: t('appraisals.doctor') },
          { key: 'orderNumber', label: t('appraisals.order') },
          {
            key: 'dealAmount',
            label: t('appraisals.dealAmount'),
            render: (amount) => (amount === null || amount === undefined ? t('common.emptyValue') : formatMoney(amount)),
          },
        ]}
      />
      <Card size="small" title={t('appraisals.content')}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{comment.content}</Typography.Paragraph>
        {comment.images.length > 0 && <PrivateImages paths={comment.images.map((image) => image.url)} />}
      </Card>
      {comment.appendComments.length > 0 && (
        <Card size="small" title={t('appraisals.appends')}>
          {comment.appendComments.map((append) => (
            <Typography.Paragraph key={append.createTime}>
              <Typography.Text type="secondary">{formatDateTimeMinute(append.createTime)}</Typography.Text> {append.content}
            </Typography.Paragraph>
          ))}
        </Card>
      )}
      <Card size="small" title={t('appraisals.hospitalReply')}>
        {comment.hospitalReply ? (
          <Flex vertical gap={4}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{comment.hospitalReply.content}</Typography.Paragraph>
            <Typography.Text type="secondary">
              {t('appraisals.repliedBy', {
                name: comment.hospitalReply.operatorName ?? t('common.emptyValue'),
                time: formatDateTimeMinute(comment.hospitalReply.replyTime),
              })}
            </Typography.Text>
          </Flex>
        ) : (
          <AppraisalReplyForm commentId={comment.id} />
        )}
      </Card>
    </Flex>
  );
}

export default function AppraisalDetailPage() {
  const t = useT(appraisalTexts);
  const [{ id }] = useRouteQuery('order/appraisDetail');
  const commentId = Number(id);
  const valid = id !== null && Number.isInteger(commentId) && commentId > 0;
  const query = useGetCommentInfo({ id: commentId }, { query: { enabled: valid, select: (r) => r.data } });
  return (
    <PageContainer maxWidth={960} extra={<Link to={linkTo('order/appraislist')}>{t('appraisals.back')}</Link>}>
      {valid ? (
        <QueryBoundary query={query}>{(comment) => <Appraisal comment={comment} />}</QueryBoundary>
      ) : (
        <Alert type="info" showIcon title={t('appraisals.notFound')} />
      )}
    </PageContainer>
  );
}
