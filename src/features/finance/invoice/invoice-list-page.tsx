/**
 * `/finance/invoice`: the hospital's invoice applications by status and kind; apply for one over
 * paid bills (the title comes from the platform); a row opens its detail (`/finance/invoice/info/{id}`).
 */
import { Button } from 'antd';
import { parseAsNumberLiteral } from 'nuqs';
import { useNavigate } from 'react-router-dom';
import { useState } from 'react';
import { useGetFinanceInvoiceList } from '@generated/main/finance-bill/finance-bill';
import { type FinanceInvoice, FinanceInvoiceStatus, FinanceInvoiceType } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { formatYuan } from '@/lib/money/money.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { InvoiceApplyDrawer } from './invoice-apply-drawer.tsx';
import { invoiceTexts } from './invoice-texts.ts';

const FILTERS = {
  status: parseAsNumberLiteral(Object.values(FinanceInvoiceStatus)),
  invoiceType: parseAsNumberLiteral(Object.values(FinanceInvoiceType)),
};

export default function InvoiceListPage() {
  const t = useT(invoiceTexts);
  const navigate = useNavigate();
  const list = useListState(FILTERS);
  const [applying, setApplying] = useState(false);
  const query = useGetFinanceInvoiceList({
    ...list.paging,
    ...(list.filters.status !== null ? { status: list.filters.status } : {}),
    ...(list.filters.invoiceType !== null ? { invoiceType: list.filters.invoiceType } : {}),
  });
  const open = (id: number) => void navigate(linkTo('finance/invoice/info', { id }));

  const columns: PagedTableColumn<FinanceInvoice>[] = [
    { key: 'applyNo', title: t('financeInvoice.applyNo'), fixedVisible: true },
    {
      key: 'invoiceType',
      title: t('financeInvoice.invoiceType'),
      render: (v: FinanceInvoice['invoiceType']) => <EnumTag kind="financeInvoiceType" value={v} />,
    },
    { key: 'title', title: t('financeInvoice.title'), ellipsis: true },
    { key: 'amount', title: t('financeInvoice.amount'), render: (v: number) => formatYuan(v) },
    { key: 'billCount', title: t('financeInvoice.billCount') },
    {
      key: 'status',
      title: t('financeInvoice.status'),
      render: (v: FinanceInvoice['status']) => <EnumTag kind="financeInvoiceStatus" value={v} />,
    },
    { key: 'invoiceNo', title: t('financeInvoice.invoiceNo'), render: (v: string | null) => v ?? '—' },
    { key: 'applyTime', title: t('financeInvoice.applyTime'), render: (v: string) => formatDateTimeMinute(v) },
    {
      key: 'actions',
      title: t('common.actions'),
      fixedVisible: true,
      render: (_: unknown, invoice) => (
        <Button type="link" aria-label={`${t('financeInvoice.open')} ${invoice.applyNo}`} onClick={() => open(invoice.id)}>
          {t('financeInvoice.open')}
        </Button>
      ),
    },
  ];

  return (
    <PageContainer>
      <FilterBar
        list={list}
        fields={[
          { kind: 'select', name: 'status', label: t('financeInvoice.status'), options: enumOptions('financeInvoiceStatus') },
          { kind: 'select', name: 'invoiceType', label: t('financeInvoice.invoiceType'), options: enumOptions('financeInvoiceType') },
        ]}
      />
      <PagedTable
        id="finance-invoices"
        label={t('financeInvoice.list')}
        list={list}
        query={query}
        rowKey="id"
        columns={columns}
        onRowClick={(invoice) => open(invoice.id)}
        toolbar={
          <Button type="primary" onClick={() => setApplying(true)}>
            {t('financeInvoice.apply')}
          </Button>
        }
      />
      <InvoiceApplyDrawer open={applying} onClose={() => setApplying(false)} onApplied={open} />
    </PageContainer>
  );
}
