/**
 * `/customer`: the hospital's customers as a front desk works through them — status tabs with
 * their counts, filters a desk asks for (name / phone digits / customer no., source, city,
 * platform counselor, first dispatch, repeat order, my own mark and tags), sortable columns,
 * column settings, server paging and the export of exactly the filtered rows. Everything the
 * list shows is in the address (`useListState`), so the back button and a reload restore it.
 *
 * A row opens the customer's detail in a drawer over the list, deep-linkable as `?id=`; the back
 * button closes it. Restricted accounts (home and customers only) use the whole page.
 */
import { Checkbox, Flex, Space, Tabs, Tag } from 'antd';
import { type ReactNode, Suspense, lazy } from 'react';
import {
  exportCustomerList,
  useGetCustomerCount,
  useGetCustomerFilterOptions,
  useGetCustomerList,
} from '@generated/main/customer/customer';
import type { Customer, CustomerCount, CustomerMyMark } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumLabel, enumOptions } from '@/lib/enums/enum-labels.ts';
import { formatMoney, formatNumber } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { useRouteQuery } from '@/lib/routing/use-route-query.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { ExportButton } from '@/shared/ui/export-button/export-button.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { CUSTOMER_FILTERS, customerCountQuery, customerQuery } from './customer-filters.ts';
import { customerTexts } from './customer-texts.ts';

// The detail (drawer, forms, related lists) downloads when a customer is opened, not with the list.
const CustomerDetailDrawer = lazy(() => import('./customer-detail-drawer.tsx'));

/** The status tabs: the tab's follow status (none for all) and the count that goes with it. */
const TABS: { status: number | null; count: keyof CustomerCount }[] = [
  { status: null, count: 'total' },
  { status: 1, count: 'followUpCount' },
  { status: 2, count: 'metCount' },
  { status: 4, count: 'dealCount' },
  { status: 7, count: 'depositPaidCount' },
  { status: 6, count: 'noVisitCount' },
  { status: 5, count: 'duplicateCount' },
];

export function MarkTags({ mark }: { mark: CustomerMyMark | null | undefined }) {
  if (!mark) return null;
  return (
    <Space size={[0, 4]} wrap>
      {mark.tags.map((tag) => (
        <Tag key={tag} color="blue">
          {tag}
        </Tag>
      ))}
      {mark.remark ? <span>{mark.remark}</span> : null}
    </Space>
  );
}

export interface CustomerListPageProps {
  /** Tools of other areas the app puts in the header (customer activity). */
  tools?: ReactNode;
}

export default function CustomerListPage({ tools }: CustomerListPageProps = {}) {
  const t = useT(customerTexts);
  const list = useListState(CUSTOMER_FILTERS);
  const [{ id }, setQuery] = useRouteQuery('customer');
  const params = customerQuery(list);
  const query = useGetCustomerList({ ...params, ...list.paging });
  const counts = useGetCustomerCount(customerCountQuery(list), { query: { select: (answer) => answer.data } });
  const options = useGetCustomerFilterOptions({ query: { select: (answer) => answer.data, staleTime: 60_000 } });

  const yesNo = (yes: string, no: string) => [
    { value: 'yes', label: yes },
    { value: 'no', label: no },
  ];

  const columns: PagedTableColumn<Customer>[] = [
    { key: 'customerNo', title: t('customers.customerNo'), fixedVisible: true },
    { key: 'name', title: t('customers.name'), fixedVisible: true },
    { key: 'phone', title: t('customers.phone') },
    { key: 'gender', title: t('customers.gender'), render: (gender: Customer['gender']) => enumLabel('customerGender', gender) },
    { key: 'age', title: t('customers.age'), sortable: true, render: (age: number | null) => age ?? t('common.emptyValue') },
    { key: 'cityName', title: t('customers.city'), render: (city: string) => city || t('common.emptyValue') },
    {
      key: 'sourceChannel',
      title: t('customers.source'),
      render: (source: Customer['sourceChannel']) => <EnumTag kind="customerSourceChannel" value={source} />,
    },
    {
      key: 'followStatus',
      title: t('customers.followStatus'),
      render: (status: Customer['followStatus']) => <EnumTag kind="followStatus" value={status} />,
    },
    {
      key: 'isRepeatOrder',
      title: t('customers.isRepeatOrder'),
      render: (repeat: boolean) => (repeat ? <Tag>{t('customers.repeatYes')}</Tag> : null),
    },
    { key: 'platformCounselorName', title: t('customers.platformCounselor') },
    { key: 'myMark', title: t('customers.myMark'), render: (mark: CustomerMyMark | null) => <MarkTags mark={mark} /> },
    { key: 'orderCount', title: t('customers.orderCount'), sortable: true, render: (count: number) => formatNumber(count) },
    { key: 'dealAmount', title: t('customers.dealAmount'), sortable: true, render: (amount: number) => formatMoney(amount) },
    {
      key: 'firstDispatchTime',
      title: t('customers.firstDispatchTime'),
      sortable: true,
      render: (time: string) => formatDateTimeMinute(time),
    },
    {
      key: 'lastFollowTime',
      title: t('customers.lastFollowTime'),
      sortable: true,
      render: (time: string | null) => (time ? formatDateTimeMinute(time) : t('common.emptyValue')),
    },
  ];

  const tabCount = (key: keyof CustomerCount) => (counts.data ? ` ${formatNumber(counts.data[key])}` : '');

  return (
    <PageContainer
      extra={
        <Flex gap={8} align="center" wrap>
          {tools}
          <ExportButton fileName={t('customers.exportFile')} download={(request) => exportCustomerList(params, request)}>
            {t('common.export')}
          </ExportButton>
        </Flex>
      }
    >
      <FilterBar
        list={list}
        fields={[
          { kind: 'keyword', name: 'keyword', label: t('customers.search'), placeholder: t('customers.searchPlaceholder') },
          { kind: 'select', name: 'source', label: t('customers.source'), options: enumOptions('customerSourceChannel') },
          {
            kind: 'select',
            name: 'city',
            label: t('customers.city'),
            options: (options.data?.cities ?? []).map((c) => ({ value: c.cityId, label: c.cityName })),
          },
          {
            kind: 'select',
            name: 'counselor',
            label: t('customers.platformCounselor'),
            options: (options.data?.platformCounselors ?? []).map((c) => ({ value: c.id, label: c.name })),
          },
          { kind: 'dateRange', name: 'dispatched', label: t('customers.dispatched') },
          {
            kind: 'select',
            name: 'repeat',
            label: t('customers.repeatState'),
            options: yesNo(t('customers.repeatYes'), t('customers.repeatNo')),
          },
          {
            kind: 'select',
            name: 'mark',
            label: t('customers.myMarkFilter'),
            options: yesNo(t('customers.marked'), t('customers.unmarked')),
          },
          {
            kind: 'select',
            name: 'tag',
            label: t('customers.myMarkTag'),
            options: (options.data?.myMarkTags ?? []).map((tag) => ({ value: tag, label: tag })),
          },
        ]}
      />
      <Tabs
        aria-label={t('customers.statusTabs')}
        activeKey={list.filters.status === null ? 'all' : String(list.filters.status)}
        onChange={(key) => list.setFilters({ status: key === 'all' ? null : (Number(key) as NonNullable<typeof list.filters.status>) })}
        items={TABS.map((tab) => ({
          key: tab.status === null ? 'all' : String(tab.status),
          label: `${tab.status === null ? t('customers.allStatuses') : enumLabel('followStatus', tab.status)}${tabCount(tab.count)}`,
        }))}
        tabBarExtraContent={counts.data ? <Tag color="green">{t('customers.todayNew', { count: counts.data.todayNewCount })}</Tag> : null}
      />
      <PagedTable<Customer>
        id="customers"
        label={t('customers.list')}
        list={list}
        query={query}
        rowKey="id"
        columns={columns}
        onRowClick={(row) => void setQuery({ id: String(row.id) }, { history: 'push' })}
        toolbar={
          <Flex gap={8} align="center">
            <Checkbox checked={list.filters.mine === true} onChange={(event) => list.setFilters({ mine: event.target.checked || null })}>
              {t('customers.onlyMine')}
            </Checkbox>
          </Flex>
        }
      />
      {id !== null && (
        <Suspense fallback={null}>
          <CustomerDetailDrawer id={id} onClose={() => void setQuery({ id: null })} />
        </Suspense>
      )}
    </PageContainer>
  );
}
