/**
 * `/activity/business/businessDetail?id=`: one of the hospital's activities — status (and the
 * platform's reason when it was rejected), period, projects and prices, content and images, its
 * views and consultations — with what its status allows.
 */
import { Alert, Card, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useGetActivityBusinessDetail } from '@generated/main/activity/activity';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { formatMoney, formatNumber } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { PrivateImages } from '@/shared/ui/private-file/private-file.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { ActivityProjectsTable } from './activity-projects-table.tsx';
import { BusinessActivityActions } from './business-activity-actions.tsx';
import { businessActivityTexts } from './business-activity-texts.ts';
import { RecordPage, RecordTitle } from './record-page.tsx';

function BusinessActivity({ id }: { id: number }) {
  const t = useT(businessActivityTexts);
  const navigate = useNavigate();
  const query = useGetActivityBusinessDetail({ id }, { query: { select: (answer) => answer.data } });
  return (
    <QueryBoundary query={query}>
      {(activity) => (
        <Flex vertical gap={16}>
          <Flex justify="space-between" align="center" gap={12} wrap>
            <RecordTitle>{activity.title}</RecordTitle>
            <BusinessActivityActions
              type="default"
              activity={activity}
              detail={activity}
              onDeleted={() => void navigate(linkTo('activity/business'), { replace: true })}
            />
          </Flex>
          {activity.status === 2 && activity.rejectReason && (
            <Alert type="error" showIcon title={`${t('businessActivities.rejectReason')}：${activity.rejectReason}`} />
          )}
          <Card size="small">
            <DetailDescriptions
              data={activity}
              items={[
                {
                  key: 'status',
                  label: t('businessActivities.status'),
                  render: (status) => <EnumTag kind="activityBusinessStatus" value={status} />,
                },
                {
                  key: 'activityStartTime',
                  label: t('businessActivities.period'),
                  render: (_, a) => `${formatDateTimeMinute(a.activityStartTime)} – ${formatDateTimeMinute(a.activityEndTime)}`,
                },
                {
                  key: 'minActivityPrice',
                  label: t('businessActivities.fromPrice'),
                  render: (price) => (price === null || price === undefined ? null : formatMoney(price)),
                },
                { key: 'viewCount', label: t('businessActivities.views'), render: (n) => formatNumber(n ?? 0) },
                { key: 'consultCount', label: t('businessActivities.consults'), render: (n) => formatNumber(n ?? 0) },
                { key: 'createTime', label: t('businessActivities.created'), render: (time) => formatDateTimeMinute(time) },
                { key: 'auditTime', label: t('businessActivities.reviewed'), render: (time) => (time ? formatDateTimeMinute(time) : null) },
                { key: 'content', label: t('businessActivities.content'), span: 2 },
              ]}
            />
          </Card>
          <Card size="small" title={<h3 style={{ fontSize: 16, margin: 0 }}>{t('businessActivities.projects')}</h3>}>
            <ActivityProjectsTable projects={activity.projects} />
          </Card>
          <Card size="small" title={<h3 style={{ fontSize: 16, margin: 0 }}>{t('businessActivities.images')}</h3>}>
            <PrivateImages paths={[activity.cover.url, ...(activity.images ?? []).map((image) => image.url)]} />
          </Card>
        </Flex>
      )}
    </QueryBoundary>
  );
}

export default function BusinessActivityDetailPage() {
  return <RecordPage route="activity/business/businessDetail">{(id) => <BusinessActivity id={id} />}</RecordPage>;
}
