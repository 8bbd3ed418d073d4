/**
 * `/activity/platform`: the platform's campaigns (notifications 200901 registration start and
 * 200903 closing soon land here). One view at a time — all, registration open, closing soon,
 * closed, the hospital's own registrations (with their result) — plus a title search, kept in the
 * address. From a row: the activity's page (its registration, or the unsigned view), sign up while
 * registration is open, cancel a pending registration.
 */
import { Flex, Radio, Tag, Typography } from 'antd';
import { parseAsString, parseAsStringLiteral } from 'nuqs';
import { Link } from 'react-router-dom';
import { useGetActivityPlatformList } from '@generated/main/activity/activity';
import type { ActivityPlatform, ActivityPlatformListRequest } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { formatNumber } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { activityTexts } from './activity-texts.ts';
import { CancelSignUpButton } from './cancel-sign-up-button.tsx';
import { activityPageOf, canCancelSignUp, canSignUp } from './platform-activity-rules.ts';

const VIEWS = ['all', 'open', 'closingSoon', 'closed', 'mine'] as const;
type View = (typeof VIEWS)[number];

const FILTERS = { keyword: parseAsString, view: parseAsStringLiteral(VIEWS) };

/** What each view asks the platform for. */
const VIEW_QUERY: Record<View, Partial<ActivityPlatformListRequest>> = {
  all: {},
  open: { status: 2 },
  closingSoon: { isClosingSoon: true },
  closed: { status: 3 },
  mine: { isSignedUp: true },
};

const VIEW_LABEL = {
  all: 'activities.viewAll',
  open: 'activities.viewOpen',
  closingSoon: 'activities.viewClosingSoon',
  closed: 'activities.viewClosed',
  mine: 'activities.viewMine',
} as const;

const period = (from: string, to: string) => `${formatDateTimeMinute(from)} – ${formatDateTimeMinute(to)}`;

function RowActions({ activity }: { activity: ActivityPlatform }) {
  const t = useT(activityTexts);
  return (
    <Flex gap={4} wrap>
      <Link to={activityPageOf(activity)}>{t('activities.details')}</Link>
      {canSignUp(activity) && (
        <Link to={linkTo('activity/platform/platSingup', { id: String(activity.id) })}>
          {t(activity.registrationStatus === 1 ? 'activities.editSignUp' : 'activities.signUp')}
        </Link>
      )}
      {canCancelSignUp(activity) && <CancelSignUpButton activityId={activity.id} />}
    </Flex>
  );
}

export default function PlatformActivityListPage() {
  const t = useT(activityTexts);
  const list = useListState(FILTERS);
  const view: View = list.filters.view ?? 'all';
  const query = useGetActivityPlatformList({
    ...list.paging,
    ...VIEW_QUERY[view],
    ...(list.filters.keyword ? { keyword: list.filters.keyword } : {}),
  });

  const columns: PagedTableColumn<ActivityPlatform>[] = [
    {
      key: 'title',
      title: t('activities.title'),
      fixedVisible: true,
      width: 220,
      render: (title: string, activity) => <Link to={activityPageOf(activity)}>{title}</Link>,
    },
    {
      key: 'status',
      title: t('activities.status'),
      render: (status: ActivityPlatform['status'], activity) => (
        <Flex gap={4} wrap>
          <EnumTag kind="activityPlatformStatus" value={status} />
          {activity.isClosingSoon && <Tag color="volcano">{t('activities.closingSoon')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'registrationStatus',
      title: t('activities.registration'),
      render: (value: ActivityPlatform['registrationStatus']) => <EnumTag kind="activityRegistrationStatus" value={value} />,
    },
    {
      key: 'signUpEndTime',
      title: t('activities.registrationWindow'),
      render: (_: unknown, a) => period(a.signUpStartTime, a.signUpEndTime),
    },
    {
      key: 'activityStartTime',
      title: t('activities.activityPeriod'),
      render: (_: unknown, a) => period(a.activityStartTime, a.activityEndTime),
    },
    { key: 'signUpCount', title: t('activities.signUpCount'), render: (count: number) => formatNumber(count) },
    {
      key: 'cityNames',
      title: t('activities.cities'),
      render: (cities: string[] | undefined) =>
        cities && cities.length > 0 ? cities.join('、') : <Typography.Text type="secondary">{t('activities.nationwide')}</Typography.Text>,
    },
    { key: 'actions', title: t('common.actions'), fixedVisible: true, render: (_: unknown, a) => <RowActions activity={a} /> },
  ];

  return (
    <PageContainer>
      <Flex vertical gap={12}>
        <Radio.Group
          aria-label={t('activities.view')}
          optionType="button"
          value={view}
          onChange={(event) => list.setFilters({ view: event.target.value === 'all' ? null : (event.target.value as View) })}
          options={VIEWS.map((value) => ({ value, label: t(VIEW_LABEL[value]) }))}
        />
        <FilterBar list={list} fields={[{ kind: 'keyword', name: 'keyword', label: t('activities.search') }]} />
        <PagedTable id="platform-activities" label={t('activities.list')} list={list} query={query} rowKey="id" columns={columns} />
      </Flex>
    </PageContainer>
  );
}
