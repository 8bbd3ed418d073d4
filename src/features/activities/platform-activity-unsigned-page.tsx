/**
 * `/activity/platform/unPlatdetail?id=`: a platform activity the hospital has not signed up for
 * (or cancelled): what it asks for, and the way to sign up while registration is open.
 */
import { Alert, Flex } from 'antd';
import { Link } from 'react-router-dom';
import { useGetActivityPlatformUnsignedDetail } from '@generated/main/activity/activity';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { activityTexts } from './activity-texts.ts';
import { LinkButton } from './link-button.tsx';
import { PlatformActivityInfo } from './platform-activity-info.tsx';
import { activityPageOf, canSignUp, isSignedUp } from './platform-activity-rules.ts';
import { RecordPage, RecordTitle, RegistrationClosedAlert } from './record-page.tsx';

function UnsignedActivity({ id }: { id: number }) {
  const t = useT(activityTexts);
  const query = useGetActivityPlatformUnsignedDetail({ id }, { query: { select: (answer) => answer.data } });
  return (
    <QueryBoundary query={query}>
      {(activity) => (
        <Flex vertical gap={16}>
          <Flex justify="space-between" align="center" gap={12} wrap>
            <RecordTitle>{activity.title}</RecordTitle>
            {canSignUp(activity) && (
              <LinkButton type="primary" to={linkTo('activity/platform/platSingup', { id: String(activity.id) })}>
                {t('activities.signUp')}
              </LinkButton>
            )}
          </Flex>
          {isSignedUp(activity) ? (
            <Alert type="info" showIcon title={<Link to={activityPageOf(activity)}>{t('activities.yourRegistration')}</Link>} />
          ) : activity.status !== 2 ? (
            <RegistrationClosedAlert activity={activity} />
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
  return <RecordPage route="activity/platform/unPlatdetail">{(id) => <UnsignedActivity id={id} />}</RecordPage>;
}
