/** Third-party orders, newest payment first (filters under `tpo.`), each opening a drawer. */
import { Drawer } from 'antd';
import { parseAsNumberLiteral, parseAsString } from 'nuqs';
import { useState } from 'react';
import { type ThirdPartyOrder, ThirdPartyOrderStatus, ThirdPartyPlatform } from '@generated/main/model';
import { useGetThirdPartyOrderPager } from '@generated/main/third-party/third-party';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { formatMoney } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { parseAsDateRange } from '@/lib/list-state/list-parsers.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { ThirdPartyOrderFields } from './third-party-order-fields.tsx';
import { thirdPartyTexts } from './third-party-texts.ts';

const FILTERS = {
  keyword: parseAsString,
  platform: parseAsNumberLiteral(Object.values(ThirdPartyPlatform)),
  status: parseAsNumberLiteral(Object.values(ThirdPartyOrderStatus)),
  paid: parseAsDateRange,
};

export function ThirdPartyOrderList() {
  const t = useT(thirdPartyTexts);
  const list = useListState(FILTERS, { prefix: 'tpo' });
  const { keyword, platform, status, paid } = list.filters;
  const query = useGetThirdPartyOrderPager({
    ...list.paging,
    ...(keyword ? { keyword } : {}),
    ...(platform !== null ? { platform } : {}),
    ...(status !== null ? { status } : {}),
    ...(paid ? { payStartDate: paid[0], payEndDate: paid[1] } : {}),
  });
  const [open, setOpen] = useState<ThirdPartyOrder | null>(null);
  const columns: PagedTableColumn<ThirdPartyOrder>[] = [
    { key: 'platformOrderNo', title: t('thirdParty.orderNo'), fixedVisible: true },
    { key: 'platform', title: t('thirdParty.platform'), render: (value: number) => <EnumTag kind="thirdPartyPlatform" value={value} /> },
    { key: 'customerNickname', title: t('thirdParty.nickname') },
    { key: 'productName', title: t('thirdParty.product'), ellipsis: true, width: 220 },
    { key: 'amount', title: t('thirdParty.amount'), render: (amount: number) => formatMoney(amount) },
    { key: 'status', title: t('thirdParty.status'), render: (value: number) => <EnumTag kind="thirdPartyOrderStatus" value={value} /> },
    { key: 'payTime', title: t('thirdParty.payTime'), render: (time: string) => formatDateTimeMinute(time) },
  ];
  return (
    <section aria-label={t('thirdParty.orders')}>
      <FilterBar
        list={list}
        fields={[
          { kind: 'keyword', name: 'keyword', label: t('thirdParty.orderSearch') },
          { kind: 'select', name: 'platform', label: t('thirdParty.platform'), options: enumOptions('thirdPartyPlatform') },
          { kind: 'select', name: 'status', label: t('thirdParty.status'), options: enumOptions('thirdPartyOrderStatus') },
          { kind: 'dateRange', name: 'paid', label: t('thirdParty.payDate') },
        ]}
      />
      <PagedTable
        id="third-party-orders"
        label={t('thirdParty.orders')}
        list={list}
        query={query}
        rowKey="id"
        columns={columns}
        onRowClick={setOpen}
      />
      <Drawer open={open !== null} onClose={() => setOpen(null)} title={t('thirdParty.orderDetail')} size={520} destroyOnHidden>
        {open && <ThirdPartyOrderFields order={open} />}
      </Drawer>
    </section>
  );
}
