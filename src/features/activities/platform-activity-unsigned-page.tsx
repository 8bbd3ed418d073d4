/**
 * `/activity/platform/unPlatdetail?id=`: a platform activity the hospital has not signed up for
 * (or cancelled): what it asks for, and the way to sign up while registration is open.
 */
import { Alert, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useGetActivityPlatformUnsignedDetail } from '@generated/main/activity/activity';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { useRouteQuery } from '@/lib/routing/use-route-query.ts';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { EmptyState, QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { activityTexts } from './activity-texts.ts';
import { LinkButton } from './link-button.tsx';
import { PlatformActivityInfo } from './platform-activity-info.tsx';
import { activityPageOf, canSignUp, isSignedUp } from './platform-activity-rules.ts';
import { recordId } from './route-id.ts';

function UnsignedActivity({ id }: { id: number }) {
  const t = useT(activityTexts);
  const query = useGetActivityPlatformUnsignedDetail({ id }, { query: { select: (answer) => answer.data } });
  return (
    <QueryBoundary query={query}>
      {(activity) => (
        <Flex vertical gap={16}>
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
              {activity.title}
            </Typography.Title>
            {canSignUp(activity) && (
              <LinkButton type="primary" to={linkTo('activity/platform/platSingup', { id: String(activity.id) })}>
                {t('activities.signUp')}
              </LinkButton>
            )}
          </Flex>
          {isSignedUp(activity) ? (
            <Alert type="info" showIcon title={<Link to={activityPageOf(activity)}>{t('activities.yourRegistration')}</Link>} />
          ) : activity.status !== 2 ? (
            <Alert
              type="warning"
              showIcon
              title={t('activities.notOpen', {
                start: formatDateTimeMinute(activity.signUpStartTime),
                end: formatDateTimeMinute(activity.signUpEndTime),
              })}
            />
          ) : (
            <Alert type="info" showIcon title={t('activities.notSignedUpYet')} />
          )}
          <PlatformActivityInfo activity={activity} />
        </Flex>
      )}
    </QueryBoundary>
  );
}

export default function PlatformActivityUnsignedPage() {
  const t = useT();
  const [{ id }] = useRouteQuery('activity/platform/unPlatdetail');
  const activityId = recordId(id);
  return (
    <PageContainer maxWidth={1080}>
      {activityId === null ? <EmptyState>{t('common.empty')}</EmptyState> : <UnsignedActivity id={activityId} />}
    </PageContainer>
  );
}
