/**
 * `/yanActivityView/detail?id=` (notification 200703, the selection result): a strict-select
 * activity with the hospital's registration — the result (selected, not selected with the
 * platform's note, awaiting selection), the settlement price, capacity and doctors sent — what can
 * still be done (register, change, cancel while registration is open), and the activity itself:
 * package and prices, registration start and deadline, activity period, cities, rules.
 */
import { Alert, Card, Flex, Typography } from 'antd';
import type { StrictSelectActivityDetail, StrictSelectRegistration } from '@generated/main/model';
import { useGetStrictSelectActivityDetail } from '@generated/main/strict-select/strict-select';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { formatMoney, formatNumber } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useRouteQuery } from '@/lib/routing/use-route-query.ts';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { EmptyState, QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { SafeHtml } from '@/shared/ui/safe-html/safe-html.tsx';
import { canCancelSignUp, canSignUp, period, recordIdOf } from './strict-select-activity-rules.ts';
import { strictSelectActivityTexts } from './strict-select-activity-texts.ts';
import { CancelSignUpButton, SignUpButton } from './strict-select-sign-up.tsx';

const time = (value: string | null | undefined) => (value ? formatDateTimeMinute(value) : null);

function ResultAlert({ registration }: { registration: StrictSelectRegistration }) {
  const t = useT(strictSelectActivityTexts);
  if (registration.status === 2) return <Alert type="success" showIcon title={t('yanActivity.selectedResult')} />;
  if (registration.status === 3) {
    return <Alert type="error" showIcon title={t('yanActivity.notSelectedResult', { reason: registration.resultRemark ?? '' })} />;
  }
  if (registration.status === 1) return <Alert type="info" showIcon title={t('yanActivity.pendingResult')} />;
  return null;
}

function RegistrationCard({ activity }: { activity: StrictSelectActivityDetail }) {
  const t = useT(strictSelectActivityTexts);
  const registration = activity.registration;
  return (
    <Card
      size="small"
      title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('yanActivity.yourRegistration')}</h2>}
      extra={
        <Flex gap={8}>
          {canSignUp(activity) && <SignUpButton type="primary" activity={activity} />}
          {canCancelSignUp(activity) && <CancelSignUpButton type="default" activityId={activity.id} />}
        </Flex>
      }
    >
      {registration ? (
        <Flex vertical gap={12}>
          <ResultAlert registration={registration} />
          <DetailDescriptions
            data={registration}
            items={[
              {
                key: 'status',
                label: t('yanActivity.registrationStatus'),
                render: (status) => <EnumTag kind="strictSelectRegistrationStatus" value={status} />,
              },
              { key: 'settlementPrice', label: t('yanActivity.settlementPrice'), render: (v) => formatMoney(v) },
              { key: 'dailyCapacity', label: t('yanActivity.dailyCapacity') },
              { key: 'doctorNames', label: t('yanActivity.doctors'), render: (names) => (names ?? []).join('、') },
              { key: 'signUpTime', label: t('yanActivity.signUpTime'), render: time },
              { key: 'resultTime', label: t('yanActivity.resultTime'), render: time },
              { key: 'remark', label: t('yanActivity.remark'), span: 2 },
            ]}
          />
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('yanActivity.notRegistered')}</Typography.Text>
      )}
    </Card>
  );
}

function ActivityDetail({ id }: { id: number }) {
  const t = useT(strictSelectActivityTexts);
  const query = useGetStrictSelectActivityDetail({ id }, { query: { select: (answer) => answer.data } });
  return (
    <QueryBoundary query={query} rows={8}>
      {(activity) => (
        <Flex vertical gap={16}>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {activity.title}
          </Typography.Title>
          {activity.status === 1 && (
            <Alert
              type="warning"
              showIcon
              title={t('yanActivity.notOpen', {
                start: formatDateTimeMinute(activity.signUpStartTime),
                end: formatDateTimeMinute(activity.signUpEndTime),
              })}
            />
          )}
          <RegistrationCard activity={activity} />
          <Card size="small">
            <DetailDescriptions
              data={activity}
              items={[
                { key: 'status', label: t('yanActivity.status'), render: (v) => <EnumTag kind="strictSelectActivityStatus" value={v} /> },
                { key: 'projectName', label: t('yanActivity.project') },
                { key: 'packageName', label: t('yanActivity.package') },
                { key: 'packagePrice', label: t('yanActivity.packagePrice'), render: (v) => formatMoney(v) },
                { key: 'marketPrice', label: t('yanActivity.marketPrice'), render: (v) => (v === undefined ? null : formatMoney(v)) },
                {
                  key: 'maxSettlementPrice',
                  label: t('yanActivity.maxSettlement'),
                  render: (v) => (v === null || v === undefined ? t('yanActivity.noLimit') : formatMoney(v)),
                },
                { key: 'serviceFeeRate', label: t('yanActivity.serviceFee'), render: (rate) => `${rate}%` },
                { key: 'signUpStartTime', label: t('yanActivity.registrationStart'), render: time },
                { key: 'signUpEndTime', label: t('yanActivity.registrationDeadline'), render: time },
                {
                  key: 'activityStartTime',
                  label: t('yanActivity.activityPeriod'),
                  render: (_, a) => period(a.activityStartTime, a.activityEndTime),
                },
                {
                  key: 'cityNames',
                  label: t('yanActivity.cities'),
                  render: (cities) => (cities && cities.length > 0 ? cities.join('、') : t('yanActivity.nationwide')),
                },
                { key: 'selectQuota', label: t('yanActivity.selectQuota') },
                { key: 'signUpCount', label: t('yanActivity.signUpCount'), render: (count) => formatNumber(count ?? 0) },
              ]}
            />
          </Card>
          <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('yanActivity.rules')}</h2>}>
            <SafeHtml html={activity.rules} />
          </Card>
        </Flex>
      )}
    </QueryBoundary>
  );
}

export default function StrictSelectActivityDetailPage() {
  const t = useT();
  const [{ id }] = useRouteQuery('yanActivityView/detail');
  const activityId = recordIdOf(id);
  return (
    <PageContainer maxWidth={1080}>
      {activityId === null ? <EmptyState>{t('common.empty')}</EmptyState> : <ActivityDetail id={activityId} />}
    </PageContainer>
  );
}
