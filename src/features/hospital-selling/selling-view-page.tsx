/**
 * `/hospital/hospitalSelling/view`: the hospital's selling points as customers see them, in order,
 * with the review of the latest submission (pending, approved, or rejected with the reason). Editing
 * waits while a submission is under review.
 */
import { Alert, Button, Card, Empty, Flex, Image, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useGetSellingPoint } from '@generated/main/selling-point/selling-point';
import { type SellingPointInfo, SellingPointAuditStatus } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { toImageUrl } from '@/lib/media/image-path.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { sellingTexts } from './selling-texts.ts';

function Review({ info }: { info: SellingPointInfo }) {
  const t = useT(sellingTexts);
  const time = (value: string | null) => (value ? formatDateTimeMinute(value) : '');
  if (info.auditStatus === SellingPointAuditStatus.Pending)
    return <Alert type="info" showIcon title={t('selling.pending', { time: time(info.submitTime) })} />;
  if (info.auditStatus === SellingPointAuditStatus.Rejected)
    return <Alert type="error" showIcon title={t('selling.rejected', { reason: info.rejectReason ?? '' })} />;
  if (info.auditStatus === SellingPointAuditStatus.Approved)
    return <Alert type="success" showIcon title={t('selling.approved', { time: time(info.auditTime) })} />;
  return null;
}

export default function SellingViewPage() {
  const t = useT(sellingTexts);
  const navigate = useNavigate();
  const query = useGetSellingPoint({ query: { select: (r) => r.data } });
  const pending = query.data?.auditStatus === SellingPointAuditStatus.Pending;
  return (
    <PageContainer
      maxWidth={960}
      extra={
        <Button type="primary" disabled={pending || query.isPending} onClick={() => void navigate(linkTo('hospital/hospitalSelling/edit'))}>
          {t('selling.edit')}
        </Button>
      }
    >
      <QueryBoundary query={query}>
        {(info) => (
          <Flex vertical gap={16}>
            <Review info={info} />
            {info.points.length === 0 ? (
              <Empty description={t('selling.empty')} />
            ) : (
              [...info.points]
                .sort((a, b) => a.sort - b.sort)
                .map((point) => (
                  <Card
                    key={point.id}
                    size="small"
                    title={point.title}
                    extra={<EnumTag kind="sellingPointCategory" value={point.category} />}
                  >
                    <Typography.Paragraph>{point.content}</Typography.Paragraph>
                    {point.images.length > 0 ? (
                      <Image.PreviewGroup>
                        <Flex gap={8}>
                          {point.images.map((image, index) => (
                            <Image key={image.url} width={120} src={toImageUrl(image.url)} alt={`${point.title} ${index + 1}`} />
                          ))}
                        </Flex>
                      </Image.PreviewGroup>
                    ) : null}
                  </Card>
                ))
            )}
          </Flex>
        )}
      </QueryBoundary>
    </PageContainer>
  );
}
