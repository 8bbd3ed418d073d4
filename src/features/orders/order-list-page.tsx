/**
 * `/order/alllist` (scope all) and `/order/mylist` (scope mine): the front desk's order
 * workbench. Tabs by follow status with their counts, the unprocessed badge, the filters, sortable
 * columns and server paging, all kept in the address (the back button restores them), and the
 * export of exactly the filtered rows. A row opens the order's detail in a drawer over the list
 * (`?id=X&open=true`, also the notification and dispatch deep links).
 */
import { Badge, Flex, Tabs, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { parseAsInteger, parseAsNumberLiteral, parseAsString, parseAsStringLiteral } from 'nuqs';
import { useGetCommonProjectTree } from '@generated/main/common/common';
import { exportOrderList, useGetOrderCount, useGetOrderListData, useGetUnprocessedCountV1 } from '@generated/main/orders/orders';
import {
  DealType,
  FollowStatus,
  type Order,
  type OrderListFilter,
  type OrderListQuery,
  OrderRepeatStatus,
  OrderSortField,
  type ProjectNode,
} from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumLabel, enumOptions } from '@/lib/enums/enum-labels.ts';
import { formatMoney, formatNumber } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { parseAsDateRange } from '@/lib/list-state/list-parsers.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { InvalidContactImportButton } from './invalid-contact-import/invalid-contact-import-button.tsx';
import { useOrderRefresh } from './order-refresh.ts';
import { ExportButton } from '@/shared/ui/export-button/export-button.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { OrderDrawer, useOrderDrawer } from './order-drawer.tsx';
import { orderTexts } from './order-texts.ts';

const FOLLOW_STATUSES = Object.values(FollowStatus);
const SORT_FIELDS = new Set<string>(Object.values(OrderSortField));

/** The list's filters in the address: `?status=2&dealType=1&dispatch=2026-11-01~2026-11-30…`. */
const FILTERS = {
  keyword: parseAsString,
  status: parseAsNumberLiteral(FOLLOW_STATUSES),
  dealType: parseAsNumberLiteral(Object.values(DealType)),
  dispatch: parseAsDateRange,
  followed: parseAsDateRange,
  counselor: parseAsInteger,
  project: parseAsInteger,
  remind: parseAsStringLiteral(['yes', 'no'] as const),
  repeat: parseAsNumberLiteral(Object.values(OrderRepeatStatus)),
};

type Filters = ReturnType<typeof useListState<typeof FILTERS>>['filters'];

/** The request's filters (everything but the tab, the paging and the sort): the counts take these. */
export function orderFilterOf(scope: 'all' | 'mine', f: Filters): OrderListFilter {
  return {
    scope,
    ...(f.keyword ? { keyword: f.keyword } : {}),
    ...(f.dealType !== null ? { dealType: f.dealType } : {}),
    ...(f.dispatch ? { dispatchStartDate: f.dispatch[0], dispatchEndDate: f.dispatch[1] } : {}),
    ...(f.followed ? { followStartDate: f.followed[0], followEndDate: f.followed[1] } : {}),
    ...(f.counselor !== null ? { platformCounselorId: f.counselor } : {}),
    ...(f.project !== null ? { projectId: f.project } : {}),
    ...(f.remind ? { hasRemind: f.remind === 'yes' } : {}),
    ...(f.repeat !== null ? { repeatStatus: f.repeat } : {}),
  };
}

/** The projects (level 3) of the project tree, for the project filter. */
function projectLeaves(nodes: readonly ProjectNode[] = []): { value: number; label: string }[] {
  return nodes.flatMap((node) =>
    node.children?.length ? projectLeaves(node.children) : node.level === 3 ? [{ value: node.id, label: node.name }] : [],
  );
}

function UnprocessedBadge() {
  const t = useT(orderTexts);
  const query = useGetUnprocessedCountV1({ query: { select: (answer) => answer.data } });
  const data = query.data;
  if (!data) return null;
  return (
    <Tooltip
      title={t('orders.unprocessedDetail', {
        newDispatch: data.newDispatchCount,
        remindDue: data.remindDueCount,
        unreadReply: data.unreadReplyCount,
        overdue: data.overdueTaskCount,
      })}
    >
      <Flex gap={8} align="center" role="status" aria-label={`${t('orders.unprocessed')} ${data.total}`} tabIndex={0}>
        <Typography.Text>{t('orders.unprocessed')}</Typography.Text>
        <Badge count={data.total} showZero overflowCount={9999} />
      </Flex>
    </Tooltip>
  );
}

export interface OrderListPageProps {
  scope: 'all' | 'mine';
  /** Tools of other areas the app puts in the header (write-off, third-party orders). */
  tools?: ReactNode;
}

export function OrderListPage({ scope, tools }: OrderListPageProps) {
  const t = useT(orderTexts);
  const list = useListState(FILTERS);
  const drawer = useOrderDrawer(scope === 'all' ? 'order/alllist' : 'order/mylist');
  const refresh = useOrderRefresh();
  const filter = orderFilterOf(scope, list.filters);
  const sort = list.sort && SORT_FIELDS.has(list.sort.field) ? list.sort : null;
  const request: OrderListQuery = {
    ...filter,
    ...(list.filters.status !== null ? { followStatus: list.filters.status } : {}),
    ...(sort ? { sortField: sort.field as OrderSortField, sortOrder: sort.order } : {}),
  };
  const query = useGetOrderListData({ ...list.paging, ...request });
  const counts = useGetOrderCount(filter, { query: { select: (answer) => answer.data } });
  const tree = useGetCommonProjectTree({ query: { select: (answer) => answer.data, staleTime: Infinity } });

  const countOf = (status: FollowStatus) => counts.data?.list.find((c) => c.followStatus === status)?.count;
  const tabLabel = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${formatNumber(count)})`);

  const columns: PagedTableColumn<Order>[] = [
    { key: 'followNumber', title: t('orders.followNumber'), fixedVisible: true },
    { key: 'customer', title: t('orders.customer'), render: (_: unknown, order) => order.customer.name },
    { key: 'phone', title: t('orders.phone'), render: (_: unknown, order) => order.customer.phone },
    {
      key: 'orderList',
      title: t('orders.projects'),
      ellipsis: true,
      width: 200,
      render: (_: unknown, order) => order.orderList.map((spu) => spu.spuName).join('、'),
    },
    {
      key: 'taskStatus',
      title: t('orders.status'),
      render: (status: Order['taskStatus']) => <EnumTag kind="followStatus" value={status} />,
    },
    {
      key: 'dealType',
      title: t('orders.dealType'),
      render: (dealType: Order['dealType']) =>
        dealType === null || dealType === undefined ? '' : <EnumTag kind="dealType" value={dealType} />,
    },
    {
      key: 'dealAmount',
      title: t('orders.dealAmount'),
      sortable: true,
      align: 'right',
      render: (amount: number) => (amount > 0 ? formatMoney(amount) : ''),
    },
    { key: 'follower', title: t('orders.follower'), render: (_: unknown, order) => order.follower?.name ?? t('orders.unassigned') },
    { key: 'platformCounselor', title: t('orders.counselor'), render: (_: unknown, order) => order.platformCounselor?.name ?? '' },
    { key: 'dispatchTime', title: t('orders.dispatchTime'), sortable: true, render: (time: string) => formatDateTimeMinute(time) },
    {
      key: 'lastFollowTime',
      title: t('orders.lastFollowTime'),
      sortable: true,
      render: (time: string | null) => formatDateTimeMinute(time),
    },
    { key: 'remindTime', title: t('orders.remindTime'), sortable: true, render: (time: string | null) => formatDateTimeMinute(time) },
    {
      key: 'meetAppointmentTime',
      title: t('orders.meetTime'),
      sortable: true,
      render: (time: string | null) => formatDateTimeMinute(time),
    },
    {
      key: 'unreadReplyCount',
      title: t('orders.reply'),
      render: (count: number) => (count > 0 ? <Badge count={count} title={t('orders.unreadReplies', { count })} /> : ''),
    },
  ];

  return (
    <PageContainer
      extra={
        <Flex gap={8} align="center" wrap>
          <UnprocessedBadge />
          {tools}
        </Flex>
      }
    >
      <FilterBar
        list={list}
        fields={[
          { kind: 'keyword', name: 'keyword', label: t('orders.search'), placeholder: t('orders.search') },
          { kind: 'select', name: 'dealType', label: t('orders.dealType'), options: enumOptions('dealType') },
          { kind: 'dateRange', name: 'dispatch', label: t('orders.dispatchDate') },
          { kind: 'dateRange', name: 'followed', label: t('orders.followDate') },
          {
            kind: 'select',
            name: 'counselor',
            label: t('orders.counselor'),
            options: (counts.data?.counselors ?? []).map((c) => ({ value: c.id, label: c.name })),
          },
          { kind: 'select', name: 'project', label: t('orders.project'), options: projectLeaves(tree.data) },
          {
            kind: 'select',
            name: 'remind',
            label: t('orders.hasRemind'),
            options: [
              { value: 'yes', label: t('orders.withRemind') },
              { value: 'no', label: t('orders.withoutRemind') },
            ],
          },
          {
            kind: 'select',
            name: 'repeat',
            label: t('orders.repeatStatus'),
            options: Object.values(OrderRepeatStatus).map((value) => ({ value, label: t(`orders.repeat.${value}`) })),
          },
        ]}
      />
      <Tabs
        aria-label={t('orders.tabs')}
        activeKey={list.filters.status === null ? 'all' : String(list.filters.status)}
        onChange={(key) => list.setFilters({ status: key === 'all' ? null : (Number(key) as FollowStatus) })}
        items={[
          { key: 'all', label: tabLabel(t('orders.allTab'), counts.data?.total) },
          ...FOLLOW_STATUSES.map((status) => ({
            key: String(status),
            label: tabLabel(enumLabel('followStatus', status), countOf(status)),
          })),
        ]}
      />
      <PagedTable
        id={scope === 'all' ? 'orders-all' : 'orders-mine'}
        label={t('orders.list')}
        list={list}
        query={query}
        rowKey="id"
        columns={columns}
        onRowClick={(order) => drawer.open(order.id)}
        toolbar={
          <Flex gap={8} wrap>
            {scope === 'all' && <InvalidContactImportButton onImported={() => void refresh()} />}
            <ExportButton fileName={t('orders.exportName')} download={(options) => exportOrderList(request, options)}>
              {t('common.export')}
            </ExportButton>
          </Flex>
        }
      />
      <OrderDrawer state={drawer} />
    </PageContainer>
  );
}
