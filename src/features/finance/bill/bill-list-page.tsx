/**
 * `/finance/bill`: the hospital's monthly referral bills — find them by status, payment and number;
 * open one (`?id=`, so a notification or a link can open it) to fill in its deals, import them from
 * Excel, submit, confirm or report an error, and see its certificates, evidence and history. A
 * second tab (`?tab=strictSelect`) holds the strict-select (严选) settlement bills (strict-bill-list.tsx).
 */
import { Button, Tabs } from 'antd';
import { parseAsNumberLiteral, parseAsString } from 'nuqs';
import { useGetFinanceBillList } from '@generated/main/finance-bill/finance-bill';
import { type FinanceBill, FinanceBillPayStatus, FinanceBillStatus } from '@generated/main/model';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { formatYuan } from '@/lib/money/money.ts';
import { useRouteQuery } from '@/lib/routing/use-route-query.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { BillDrawer } from './bill-drawer.tsx';
import { billIdOf } from './bill-queries.ts';
import { billTexts } from './bill-texts.ts';
import { StrictBillList } from './strict-bill-list.tsx';
import { strictBillTexts } from './strict-bill-texts.ts';

const FILTERS = {
  billNo: parseAsString,
  status: parseAsNumberLiteral(Object.values(FinanceBillStatus)),
  payStatus: parseAsNumberLiteral(Object.values(FinanceBillPayStatus)),
};

export default function BillListPage() {
  const t = useT(strictBillTexts);
  const [{ tab }, setQuery] = useRouteQuery('finance/bill');
  return (
    <PageContainer>
      <Tabs
        activeKey={tab ?? 'referral'}
        // A strict-select bill's drawer closes with its tab.
        onChange={(key) => void setQuery({ tab: key === 'strictSelect' ? 'strictSelect' : null, ysId: null }, { history: 'push' })}
        destroyOnHidden
        items={[
          { key: 'referral', label: t('strictBill.referralTab'), children: <ReferralBills /> },
          { key: 'strictSelect', label: t('strictBill.tab'), children: <StrictBillList /> },
        ]}
      />
    </PageContainer>
  );
}

function ReferralBills() {
  const t = useT(billTexts);
  const list = useListState(FILTERS);
  const [{ id }, setQuery] = useRouteQuery('finance/bill');
  const query = useGetFinanceBillList({
    ...list.paging,
    billType: 1,
    ...(list.filters.billNo ? { billNo: list.filters.billNo.trim() } : {}),
    ...(list.filters.status !== null ? { status: list.filters.status } : {}),
    ...(list.filters.payStatus !== null ? { payStatus: list.filters.payStatus } : {}),
  });
  const open = (bill: FinanceBill) => void setQuery({ id: String(bill.id) }, { history: 'push' });
  const money = (v: number) => formatYuan(v);

  const columns: PagedTableColumn<FinanceBill>[] = [
    { key: 'billNo', title: t('financeBill.billNo'), fixedVisible: true, width: 170 },
    { key: 'billPeriod', title: t('financeBill.period'), width: 100 },
    { key: 'status', title: t('financeBill.status'), render: (v: FinanceBill['status']) => <EnumTag kind="financeBillStatus" value={v} /> },
    {
      key: 'payStatus',
      title: t('financeBill.payStatus'),
      render: (v: FinanceBill['payStatus']) => <EnumTag kind="financeBillPayStatus" value={v} />,
    },
    { key: 'orderCount', title: t('financeBill.orderCount') },
    { key: 'dealOrderCount', title: t('financeBill.dealOrderCount') },
    { key: 'dealAmount', title: t('financeBill.dealAmount'), render: money },
    { key: 'commissionAmount', title: t('financeBill.commissionAmount'), render: money },
    { key: 'amountPayable', title: t('financeBill.amountPayable'), render: money },
    { key: 'amountPaid', title: t('financeBill.amountPaid'), render: money },
    {
      key: 'actions',
      title: t('common.actions'),
      fixedVisible: true,
      render: (_: unknown, bill) => (
        <Button type="link" aria-label={`${t('financeBill.open')} ${bill.billNo}`} onClick={() => open(bill)}>
          {t('financeBill.open')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <FilterBar
        list={list}
        fields={[
          { kind: 'keyword', name: 'billNo', label: t('financeBill.billNo') },
          { kind: 'select', name: 'status', label: t('financeBill.status'), options: enumOptions('financeBillStatus') },
          { kind: 'select', name: 'payStatus', label: t('financeBill.payStatus'), options: enumOptions('financeBillPayStatus') },
        ]}
      />
      <PagedTable
        id="finance-bills"
        label={t('financeBill.list')}
        list={list}
        query={query}
        rowKey="id"
        columns={columns}
        onRowClick={open}
      />
      <BillDrawer billId={billIdOf(id)} onClose={() => void setQuery({ id: null })} />
    </>
  );
}
