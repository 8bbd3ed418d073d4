/**
 * The strict-select (严选) bills tab of /finance/bill: the platform's monthly settlement of the
 * strict-select orders, newest month first, filtered by status and months; a row opens the bill's
 * drawer (confirm it, or report an error with a reason). Its list state has its own prefix (`ys.`)
 * so it never mixes with the referral bills' filters in the address; the open bill is `ysId`
 * there too, so a reload or a shared link reopens it and closing removes it.
 */
import { Button } from 'antd';
import { parseAsNumberLiteral } from 'nuqs';
import { useGetStrictSelectBillList } from '@generated/main/strict-select/strict-select';
import { type StrictSelectBill, StrictSelectBillStatus } from '@generated/main/model';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { parseAsDateRange } from '@/lib/list-state/list-parsers.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { useRouteQuery } from '@/lib/routing/use-route-query.ts';
import { formatYuan } from '@/lib/money/money.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { StrictBillDrawer } from './strict-bill-drawer.tsx';
import { strictBillTexts } from './strict-bill-texts.ts';

const FILTERS = {
  status: parseAsNumberLiteral(Object.values(StrictSelectBillStatus)),
  /** Days picked; the bills of the months they fall in are shown. */
  months: parseAsDateRange,
};

const money = (v: number) => formatYuan(v);

export function StrictBillList() {
  const t = useT(strictBillTexts);
  const list = useListState(FILTERS, { prefix: 'ys' });
  const [{ ysId }, setQuery] = useRouteQuery('finance/bill');
  const { status, months } = list.filters;
  const query = useGetStrictSelectBillList({
    ...list.paging,
    ...(status !== null ? { status } : {}),
    ...(months ? { billPeriodStart: months[0].slice(0, 7), billPeriodEnd: months[1].slice(0, 7) } : {}),
  });
  const open = (bill: StrictSelectBill) => void setQuery({ ysId: bill.id }, { history: 'push' });

  const columns: PagedTableColumn<StrictSelectBill>[] = [
    { key: 'billNo', title: t('strictBill.billNo'), fixedVisible: true, width: 190 },
    { key: 'billPeriod', title: t('strictBill.period'), width: 100 },
    {
      key: 'status',
      title: t('strictBill.status'),
      render: (v: StrictSelectBill['status']) => <EnumTag kind="strictSelectBillStatus" value={v} />,
    },
    { key: 'orderCount', title: t('strictBill.orderCount') },
    { key: 'orderAmount', title: t('strictBill.orderAmount'), render: money },
    { key: 'refundAmount', title: t('strictBill.refundAmount'), render: money },
    { key: 'serviceFee', title: t('strictBill.serviceFee'), render: money },
    { key: 'settlementAmount', title: t('strictBill.settlementAmount'), render: money },
    { key: 'paidAmount', title: t('strictBill.paidAmount'), render: money },
    { key: 'confirmDeadline', title: t('strictBill.confirmDeadline') },
    {
      key: 'actions',
      title: t('common.actions'),
      fixedVisible: true,
      render: (_: unknown, bill) => (
        <Button type="link" aria-label={`${t('strictBill.open')} ${bill.billNo}`} onClick={() => open(bill)}>
          {t('strictBill.open')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <FilterBar
        list={list}
        fields={[
          { kind: 'select', name: 'status', label: t('strictBill.status'), options: enumOptions('strictSelectBillStatus') },
          { kind: 'dateRange', name: 'months', label: t('strictBill.periodRange') },
        ]}
      />
      <PagedTable
        id="strict-select-bills"
        label={t('strictBill.list')}
        list={list}
        query={query}
        rowKey="id"
        columns={columns}
        onRowClick={open}
      />
      <StrictBillDrawer billId={ysId} onClose={() => void setQuery({ ysId: null })} />
    </>
  );
}
