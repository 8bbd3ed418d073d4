/**
 * `/incentive/orderList`: the dispatched orders counted toward the current incentive plan, follow
 * deadline first, filtered by incentive status, follow status and text. A row opens the order in a
 * drawer over the list (`?id=X&open=true`, also notifications 20230508 and 20230727), where a
 * follow-up is added.
 */
import { parseAsNumberLiteral, parseAsString } from 'nuqs';
import { useGetFollowIncentiveOrderList } from '@generated/main/follow-incentive/follow-incentive';
import { FollowIncentiveOrderStatus, FollowStatus, type FollowIncentiveOrder } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { IncentiveOrderDrawer, useIncentiveDrawer } from './incentive-order-drawer.tsx';
import { incentiveTexts } from './incentive-texts.ts';

const FILTERS = {
  keyword: parseAsString,
  incentiveStatus: parseAsNumberLiteral(Object.values(FollowIncentiveOrderStatus)),
  followStatus: parseAsNumberLiteral(Object.values(FollowStatus)),
};

export default function IncentiveOrderListPage() {
  const t = useT(incentiveTexts);
  const list = useListState(FILTERS);
  const drawer = useIncentiveDrawer();
  const { keyword, incentiveStatus, followStatus } = list.filters;
  const query = useGetFollowIncentiveOrderList({
    ...list.paging,
    ...(keyword ? { keyword } : {}),
    ...(incentiveStatus !== null ? { incentiveStatus } : {}),
    ...(followStatus !== null ? { followStatus } : {}),
  });

  const columns: PagedTableColumn<FollowIncentiveOrder>[] = [
    { key: 'orderNumber', title: t('incentives.orderNumber'), fixedVisible: true },
    { key: 'customerName', title: t('incentives.customer') },
    { key: 'phone', title: t('incentives.phone') },
    { key: 'projectNames', title: t('incentives.projects'), ellipsis: true, render: (names: string[]) => names.join('、') },
    { key: 'cityName', title: t('incentives.city') },
    { key: 'dispatchTime', title: t('incentives.dispatchTime'), render: (v: string) => formatDateTimeMinute(v) },
    { key: 'followDeadline', title: t('incentives.followDeadline'), render: (v: string) => formatDateTimeMinute(v) },
    {
      key: 'incentiveStatus',
      title: t('incentives.incentiveStatus'),
      fixedVisible: true,
      render: (v: FollowIncentiveOrder['incentiveStatus']) => <EnumTag kind="incentiveOrderStatus" value={v} />,
    },
    {
      key: 'taskStatus',
      title: t('incentives.followStatus'),
      render: (v: FollowIncentiveOrder['taskStatus']) => <EnumTag kind="followStatus" value={v} />,
    },
    {
      key: 'lastFollowTime',
      title: t('incentives.lastFollowTime'),
      render: (v: string | null) => (v ? formatDateTimeMinute(v) : t('common.emptyValue')),
    },
  ];

  return (
    <PageContainer>
      <FilterBar
        list={list}
        fields={[
          { kind: 'keyword', name: 'keyword', label: t('incentives.search') },
          { kind: 'select', name: 'incentiveStatus', label: t('incentives.incentiveStatus'), options: enumOptions('incentiveOrderStatus') },
          { kind: 'select', name: 'followStatus', label: t('incentives.followStatus'), options: enumOptions('followStatus') },
        ]}
      />
      <PagedTable
        id="incentive-orders"
        label={t('incentives.orders')}
        list={list}
        query={query}
        rowKey="id"
        columns={columns}
        onRowClick={(order) => drawer.open(order.id)}
      />
      <IncentiveOrderDrawer state={drawer} />
    </PageContainer>
  );
}
