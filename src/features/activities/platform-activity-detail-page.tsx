/**
 * `/activity/platform/platDetail?id=` (notification 200902, the registration result): a platform
 * activity with the hospital's registration — its status and result (the rejection reason), the
 * projects, prices and places sent, the contact — and what can still be done: change the
 * registration or sign up again while registration is open, cancel a pending one.
 */
import { Alert, Card, Flex } from 'antd';
import { useGetActivityPlatformDetail } from '@generated/main/activity/activity';
import type { ActivityPlatformSignedDetail, ActivityRegistration } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { ActivityProjectsTable } from './activity-projects-table.tsx';
import { activityTexts } from './activity-texts.ts';
import { CancelSignUpButton } from './cancel-sign-up-button.tsx';
import { LinkButton } from './link-button.tsx';
import { PlatformActivityInfo } from './platform-activity-info.tsx';
import { canCancelSignUp, canSignUp } from './platform-activity-rules.ts';
import { RecordPage, RecordTitle } from './record-page.tsx';

function RegistrationCard({ activity, registration }: { activity: ActivityPlatformSignedDetail; registration: ActivityRegistration }) {
  const t = useT(activityTexts);
  const signUpLabel = registration.status === 1 ? 'activities.editSignUp' : 'activities.signUpAgain';
  return (
    <Card
      size="small"
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('activities.yourRegistration')}</h2>}
      extra={
        <Flex gap={8}>
          {canSignUp(activity) && (
            <LinkButton type="primary" to={linkTo('activity/platform/platSingup', { id: String(activity.id) })}>
              {t(signUpLabel)}
            </LinkButton>
          )}
          {canCancelSignUp(activity) && <CancelSignUpButton type="default" activityId={activity.id} />}
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        {registration.status === 3 && registration.rejectReason && (
          <Alert type="error" showIcon title={`${t('activities.rejectReason')}：${registration.rejectReason}`} />
        )}
        <DetailDescriptions
          data={registration}
          items={[
            {
              key: 'status',
              label: t('activities.registrationStatus'),
              render: (status) => <EnumTag kind="activityRegistrationStatus" value={status} />,
            },
            { key: 'signUpTime', label: t('activities.signUpTime'), render: (time) => formatDateTimeMinute(time) },
            { key: 'auditTime', label: t('activities.auditTime'), render: (time) => (time ? formatDateTimeMinute(time) : null) },
            { key: 'contactName', label: t('activities.contactName') },
            { key: 'contactPhone', label: t('activities.contactPhone') },
            { key: 'remark', label: t('activities.remark') },
          ]}
        />
        <ActivityProjectsTable projects={registration.projects} />
      </Flex>
    </Card>
  );
}

function SignedActivity({ id }: { id: number }) {
  const t = useT(activityTexts);
  const query = useGetActivityPlatformDetail({ id }, { query: { select: (answer) => answer.data } });
  return (
    <QueryBoundary query={query}>
      {(activity) => (
        <Flex vertical gap={16}>
          <RecordTitle>{activity.title}</RecordTitle>
          {activity.registration ? (
            <RegistrationCard activity={activity} registration={activity.registration} />
          ) : (
            <Alert
              type="info"
              showIcon
              title={t('activities.notSignedUpYet')}
              action={
                canSignUp(activity) && (
                  <LinkButton type="primary" to={linkTo('activity/platform/platSingup', { id: String(activity.id) })}>
                    {t('activities.signUp')}
                  </LinkButton>
                )
              }
            />
          )}
          <PlatformActivityInfo activity={activity} />
        </Flex>
      )}
    </QueryBoundary>
  );
}

export default function PlatformActivityDetailPage() {
  return <RecordPage route="activity/platform/platDetail">{(id) => <SignedActivity id={id} />}</RecordPage>;
}
