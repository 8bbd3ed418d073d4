/**
 * `/yanActivityView`: the platform's strict-select activities (notifications 200701 new activity,
 * 200702 registration start and 200704 registration deadline land here with the activity's id,
 * shown on top). One view at a time — all, registration open, the hospital's registrations, the
 * ones it was selected for — plus a search, kept in the address. From a row: its detail, register
 * or change the registration while open, cancel a pending one.
 */
import { Card, Flex, Radio, Typography } from 'antd';
import { parseAsString, parseAsStringLiteral } from 'nuqs';
import { Link } from 'react-router-dom';
import type { StrictSelectActivity, StrictSelectActivityListRequest } from '@generated/main/model';
import { useGetStrictSelectActivityDetail, useGetStrictSelectActivityList } from '@generated/main/strict-select/strict-select';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { formatMoney, formatNumber } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { useRouteQuery } from '@/lib/routing/use-route-query.ts';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { canCancelSignUp, canSignUp, period, recordIdOf } from './strict-select-activity-rules.ts';
import { strictSelectActivityTexts } from './strict-select-activity-texts.ts';
import { CancelSignUpButton, SignUpButton } from './strict-select-sign-up.tsx';

const VIEWS = ['all', 'open', 'mine', 'selected'] as const;
type View = (typeof VIEWS)[number];

const FILTERS = { keyword: parseAsString, view: parseAsStringLiteral(VIEWS) };

/** What each view asks the platform for ("mine": awaiting selection; the result views follow). */
const VIEW_QUERY: Record<View, Partial<StrictSelectActivityListRequest>> = {
  all: {},
  open: { status: 2 },
  mine: { registrationStatus: 1 },
  selected: { registrationStatus: 2 },
};

const VIEW_LABEL = {
  all: 'yanActivity.viewAll',
  open: 'yanActivity.viewOpen',
  mine: 'yanActivity.viewMine',
  selected: 'yanActivity.viewSelected',
} as const;

function RowActions({ activity }: { activity: StrictSelectActivity }) {
  const t = useT(strictSelectActivityTexts);
  return (
    <Flex gap={4} wrap align="center">
      <Link to={linkTo('yanActivityView/detail', { id: String(activity.id) })}>{t('yanActivity.details')}</Link>
      {canSignUp(activity) && <SignUpButton activity={activity} />}
      {canCancelSignUp(activity) && <CancelSignUpButton activityId={activity.id} />}
    </Flex>
  );
}

/** The activity a notification opened the page with: its dates and what can be done now. */
function NoticedActivity({ id }: { id: number }) {
  const t = useT(strictSelectActivityTexts);
  const query = useGetStrictSelectActivityDetail({ id }, { query: { select: (answer) => answer.data } });
  return (
    <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{t('yanActivity.fromNotice')}</h2>}>
      <QueryBoundary query={query} rows={3}>
        {(activity) => (
          <Flex vertical gap={8}>
            <Flex gap={8} align="center" wrap>
              <Typography.Text strong>{activity.title}</Typography.Text>
              <EnumTag kind="strictSelectActivityStatus" value={activity.status} />
              <EnumTag kind="strictSelectRegistrationStatus" value={activity.registrationStatus} />
            </Flex>
            <DetailDescriptions
              data={activity}
              items={[
                { key: 'signUpStartTime', label: t('yanActivity.registrationStart'), render: (v) => formatDateTimeMinute(v) },
                { key: 'signUpEndTime', label: t('yanActivity.registrationDeadline'), render: (v) => formatDateTimeMinute(v) },
                { key: 'packageName', label: t('yanActivity.package') },
                { key: 'packagePrice', label: t('yanActivity.packagePrice'), render: (v) => formatMoney(v) },
              ]}
            />
            <RowActions activity={activity} />
          </Flex>
        )}
      </QueryBoundary>
    </Card>
  );
}

export default function StrictSelectActivityListPage() {
  const t = useT(strictSelectActivityTexts);
  const list = useListState(FILTERS);
  const [{ id }] = useRouteQuery('yanActivityView');
  const noticed = recordIdOf(id);
  const view: View = list.filters.view ?? 'all';
  const query = useGetStrictSelectActivityList({
    ...list.paging,
    ...VIEW_QUERY[view],
    ...(list.filters.keyword ? { keyword: list.filters.keyword } : {}),
  });

  const columns: PagedTableColumn<StrictSelectActivity>[] = [
    {
      key: 'title',
      title: t('yanActivity.title'),
      fixedVisible: true,
      width: 220,
      render: (title: string, a) => <Link to={linkTo('yanActivityView/detail', { id: String(a.id) })}>{title}</Link>,
    },
    { key: 'packageName', title: t('yanActivity.package'), ellipsis: true, width: 200 },
    { key: 'packagePrice', title: t('yanActivity.packagePrice'), render: (v: number) => formatMoney(v) },
    {
      key: 'status',
      title: t('yanActivity.status'),
      render: (v: StrictSelectActivity['status']) => <EnumTag kind="strictSelectActivityStatus" value={v} />,
    },
    {
      key: 'registrationStatus',
      title: t('yanActivity.registration'),
      render: (v: StrictSelectActivity['registrationStatus']) => <EnumTag kind="strictSelectRegistrationStatus" value={v} />,
    },
    {
      key: 'signUpEndTime',
      title: t('yanActivity.registrationWindow'),
      render: (_: unknown, a) => period(a.signUpStartTime, a.signUpEndTime),
    },
    {
      key: 'activityStartTime',
      title: t('yanActivity.activityPeriod'),
      render: (_: unknown, a) => period(a.activityStartTime, a.activityEndTime),
    },
    {
      key: 'cityNames',
      title: t('yanActivity.cities'),
      render: (cities: string[] | undefined) =>
        cities && cities.length > 0 ? cities.join('、') : <Typography.Text type="secondary">{t('yanActivity.nationwide')}</Typography.Text>,
    },
    { key: 'signUpCount', title: t('yanActivity.signUpCount'), render: (count: number | undefined) => formatNumber(count ?? 0) },
    { key: 'actions', title: t('common.actions'), fixedVisible: true, render: (_: unknown, a) => <RowActions activity={a} /> },
  ];

  return (
    <PageContainer>
      <Flex vertical gap={12}>
        {noticed !== null && <NoticedActivity id={noticed} />}
        <Radio.Group
          aria-label={t('yanActivity.view')}
          optionType="button"
          value={view}
          onChange={(event) => list.setFilters({ view: event.target.value === 'all' ? null : (event.target.value as View) })}
          options={VIEWS.map((value) => ({ value, label: t(VIEW_LABEL[value]) }))}
        />
        <FilterBar list={list} fields={[{ kind: 'keyword', name: 'keyword', label: t('yanActivity.search') }]} />
        <PagedTable id="strict-select-activities" label={t('yanActivity.list')} list={list} query={query} rowKey="id" columns={columns} />
      </Flex>
    </PageContainer>
  );
}
