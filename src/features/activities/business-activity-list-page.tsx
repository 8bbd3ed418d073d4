/**
 * `/activity/business`: the hospital's own activities in every status (0 draft … 6 offline), by
 * title and status kept in the address; a new one, and from each row what its status allows. A
 * second tab (`?tab=sale`) holds the sale activities on its e-commerce products (sale-activity-list.tsx).
 */
import { Button, Flex, Radio } from 'antd';
import { parseAsNumberLiteral, parseAsString } from 'nuqs';
import { Suspense, lazy } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useGetActivityBusinessList } from '@generated/main/activity/activity';
import { type ActivityBusiness, ActivityBusinessStatus } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { formatMoney, formatNumber } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { useRouteQuery } from '@/lib/routing/use-route-query.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { BusinessActivityActions } from './business-activity-actions.tsx';
import { businessActivityTexts } from './business-activity-texts.ts';

// The sale tab (its list and its form with the date and number pickers) downloads when opened, not with the business activities.
const SaleActivityList = lazy(() => import('./sale-activity-list.tsx').then((m) => ({ default: m.SaleActivityList })));

const FILTERS = { keyword: parseAsString, status: parseAsNumberLiteral(Object.values(ActivityBusinessStatus)) };

export default function BusinessActivityListPage() {
  const t = useT(businessActivityTexts);
  const navigate = useNavigate();
  const [{ tab }, setQuery] = useRouteQuery('activity/business');
  // Button-style tabs: antd's Radio is already on the page (the table's filters), its Tabs would add 10 KB.
  return (
    <PageContainer
      extra={
        tab === 'sale' ? null : (
          <Button type="primary" onClick={() => void navigate(linkTo('activity/business/businessEdit'))}>
            {t('businessActivities.create')}
          </Button>
        )
      }
    >
      <Flex vertical gap={16}>
        <Radio.Group
          aria-label={t('businessActivities.view')}
          optionType="button"
          buttonStyle="solid"
          value={tab ?? 'business'}
          onChange={(e) => void setQuery({ tab: e.target.value === 'sale' ? 'sale' : null }, { history: 'push' })}
          options={[
            { value: 'business', label: t('businessActivities.list') },
            { value: 'sale', label: t('businessActivities.saleTab') },
          ]}
        />
        {tab === 'sale' ? (
          <Suspense fallback={null}>
            <SaleActivityList />
          </Suspense>
        ) : (
          <BusinessActivities />
        )}
      </Flex>
    </PageContainer>
  );
}

/** The business activities tab. */
function BusinessActivities() {
  const t = useT(businessActivityTexts);
  const list = useListState(FILTERS);
  const query = useGetActivityBusinessList({
    ...list.paging,
    ...(list.filters.keyword ? { keyword: list.filters.keyword } : {}),
    ...(list.filters.status !== null ? { status: list.filters.status } : {}),
  });
  const columns: PagedTableColumn<ActivityBusiness>[] = [
    {
      key: 'title',
      title: t('businessActivities.title'),
      fixedVisible: true,
      width: 240,
      render: (title: string, a) => <Link to={linkTo('activity/business/businessDetail', { id: String(a.id) })}>{title}</Link>,
    },
    {
      key: 'status',
      title: t('businessActivities.status'),
      render: (status: ActivityBusiness['status']) => <EnumTag kind="activityBusinessStatus" value={status} />,
    },
    {
      key: 'activityStartTime',
      title: t('businessActivities.period'),
      render: (_: unknown, a) => `${formatDateTimeMinute(a.activityStartTime)} – ${formatDateTimeMinute(a.activityEndTime)}`,
    },
    {
      key: 'minActivityPrice',
      title: t('businessActivities.fromPrice'),
      render: (price: number | null | undefined) => (price === null || price === undefined ? null : formatMoney(price)),
    },
    { key: 'viewCount', title: t('businessActivities.views'), render: (n: number | undefined) => formatNumber(n ?? 0) },
    { key: 'consultCount', title: t('businessActivities.consults'), render: (n: number | undefined) => formatNumber(n ?? 0) },
    { key: 'createTime', title: t('businessActivities.created'), render: (time: string) => formatDateTimeMinute(time) },
    { key: 'actions', title: t('common.actions'), fixedVisible: true, render: (_: unknown, a) => <BusinessActivityActions activity={a} /> },
  ];
  return (
    <>
      <FilterBar
        list={list}
        fields={[
          { kind: 'keyword', name: 'keyword', label: t('businessActivities.search') },
          { kind: 'select', name: 'status', label: t('businessActivities.status'), options: enumOptions('activityBusinessStatus') },
        ]}
      />
      <PagedTable id="business-activities" label={t('businessActivities.list')} list={list} query={query} rowKey="id" columns={columns} />
    </>
  );
}
