/**
 * The frame of the activity pages that open one record by `?id=`: the page container, an empty
 * state for an address without a usable id, else the record's content; and the record's title
 * under the page heading.
 */
import { Alert, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useRouteQuery } from '@/lib/routing/use-route-query.ts';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { EmptyState } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { activityTexts } from './activity-texts.ts';
import { recordId } from './route-id.ts';

type RecordRoute =
  'activity/platform/platDetail' | 'activity/platform/platSingup' | 'activity/platform/unPlatdetail' | 'activity/business/businessDetail';

export function RecordPage({ route, children }: { route: RecordRoute; children: (id: number) => ReactNode }) {
  const t = useT();
  const [{ id }] = useRouteQuery(route);
  const activityId = recordId(id);
  return (
    <PageContainer maxWidth={1080}>
      {activityId === null ? <EmptyState>{t('common.empty')}</EmptyState> : children(activityId)}
    </PageContainer>
  );
}

/** The record's name, the level below the page's heading. */
export function RecordTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
      {children}
    </Typography.Title>
  );
}

/** Registration is not open: when it is. */
export function RegistrationClosedAlert({ activity }: { activity: { signUpStartTime: string; signUpEndTime: string } }) {
  const t = useT(activityTexts);
  return (
    <Alert
      type="warning"
      showIcon
      title={t('activities.notOpen', {
        start: formatDateTimeMinute(activity.signUpStartTime),
        end: formatDateTimeMinute(activity.signUpEndTime),
      })}
    />
  );
}
