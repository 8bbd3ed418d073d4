/** Third-party customers, latest order first (filters under `tpc.`), each opening a drawer with their orders. */
import { Drawer, Flex, Table } from 'antd';
import { parseAsNumberLiteral, parseAsString } from 'nuqs';
import { useState } from 'react';
import { type ThirdPartyCustomer, type ThirdPartyOrder, ThirdPartyPlatform } from '@generated/main/model';
import { useGetThirdPartyCustomerDetail, useGetThirdPartyCustomerPager } from '@generated/main/third-party/third-party';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { formatMoney } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { parseAsDateRange } from '@/lib/list-state/list-parsers.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { thirdPartyTexts } from './third-party-texts.ts';

const FILTERS = { keyword: parseAsString, platform: parseAsNumberLiteral(Object.values(ThirdPartyPlatform)), last: parseAsDateRange };

function CustomerDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useT(thirdPartyTexts);
  const query = useGetThirdPartyCustomerDetail({ id: id ?? 0 }, { query: { enabled: id !== null, select: (r) => r.data } });
  const time = (value: string | null | undefined) => (value ? formatDateTimeMinute(value) : t('common.emptyValue'));
  return (
    <Drawer open={id !== null} onClose={onClose} title={t('thirdParty.customerDetail')} size={640} destroyOnHidden>
      {id !== null && (
        <QueryBoundary query={query}>
          {(customer) => (
            <Flex vertical gap={16}>
              <DetailDescriptions
                data={customer}
                items={[
                  { key: 'nickname', label: t('thirdParty.nickname') },
                  {
                    key: 'platform',
                    label: t('thirdParty.platform'),
                    render: (value) => <EnumTag kind="thirdPartyPlatform" value={value} />,
                  },
                  { key: 'phone', label: t('thirdParty.phone') },
                  { key: 'city', label: t('thirdParty.city') },
                  { key: 'orderCount', label: t('thirdParty.orderCount') },
                  { key: 'totalAmount', label: t('thirdParty.totalAmount'), render: (amount) => formatMoney(amount) },
                  { key: 'firstOrderTime', label: t('thirdParty.firstOrderTime'), render: time },
                  { key: 'lastOrderTime', label: t('thirdParty.lastOrderTime'), render: time },
                ]}
              />
              <Table<ThirdPartyOrder>
                aria-label={t('thirdParty.customerOrders')}
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={customer.orders}
                columns={[
                  { key: 'platformOrderNo', dataIndex: 'platformOrderNo', title: t('thirdParty.orderNo') },
                  { key: 'productName', dataIndex: 'productName', title: t('thirdParty.product') },
                  { key: 'amount', dataIndex: 'amount', title: t('thirdParty.amount'), render: (amount: number) => formatMoney(amount) },
                  {
                    key: 'status',
                    dataIndex: 'status',
                    title: t('thirdParty.status'),
                    render: (value: number) => <EnumTag kind="thirdPartyOrderStatus" value={value} />,
                  },
                  {
                    key: 'payTime',
                    dataIndex: 'payTime',
                    title: t('thirdParty.payTime'),
                    render: (value: string) => formatDateTimeMinute(value),
                  },
                ]}
              />
            </Flex>
          )}
        </QueryBoundary>
      )}
    </Drawer>
  );
}

export function ThirdPartyCustomerList() {
  const t = useT(thirdPartyTexts);
  const list = useListState(FILTERS, { prefix: 'tpc' });
  const { keyword, platform, last } = list.filters;
  const query = useGetThirdPartyCustomerPager({
    ...list.paging,
    ...(keyword ? { keyword } : {}),
    ...(platform !== null ? { platform } : {}),
    ...(last ? { startDate: last[0], endDate: last[1] } : {}),
  });
  const [open, setOpen] = useState<number | null>(null);
  const columns: PagedTableColumn<ThirdPartyCustomer>[] = [
    { key: 'nickname', title: t('thirdParty.nickname'), fixedVisible: true },
    { key: 'platform', title: t('thirdParty.platform'), render: (value: number) => <EnumTag kind="thirdPartyPlatform" value={value} /> },
    { key: 'phone', title: t('thirdParty.phone') },
    { key: 'city', title: t('thirdParty.city'), render: (city: string | null) => city ?? t('common.emptyValue') },
    { key: 'orderCount', title: t('thirdParty.orderCount') },
    { key: 'totalAmount', title: t('thirdParty.totalAmount'), render: (amount: number) => formatMoney(amount) },
    { key: 'lastOrderTime', title: t('thirdParty.lastOrderTime'), render: (time: string) => formatDateTimeMinute(time) },
  ];
  return (
    <section aria-label={t('thirdParty.customers')}>
      <FilterBar
        list={list}
        fields={[
          { kind: 'keyword', name: 'keyword', label: t('thirdParty.customerSearch') },
          { kind: 'select', name: 'platform', label: t('thirdParty.platform'), options: enumOptions('thirdPartyPlatform') },
          { kind: 'dateRange', name: 'last', label: t('thirdParty.lastOrderDate') },
        ]}
      />
      <PagedTable
        id="third-party-customers"
        label={t('thirdParty.customers')}
        list={list}
        query={query}
        rowKey="id"
        columns={columns}
        onRowClick={(row) => setOpen(row.id)}
      />
      <CustomerDrawer id={open} onClose={() => setOpen(null)} />
    </section>
  );
}
