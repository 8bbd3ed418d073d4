/**
 * `/finance/ecommerce` (the finance default): the hospital's e-commerce income settled month by
 * month (sku/settlement getList), computed by the platform from the paid sku orders; a month opens
 * in a drawer with its orders (getDetail), each order's fee and settled amount, and a total row the
 * page adds up itself in cents, so what is shown always equals the sum of its lines.
 */
import { Button, Drawer, Flex, Table, Typography } from 'antd';
import { parseAsNumberLiteral } from 'nuqs';
import { useState } from 'react';
import { useGetEcSettlementDetail, useGetEcSettlementList } from '@generated/main/sku/sku';
import { type EcSettlement, type EcSettlementOrder, EcSettlementStatus } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { formatCents, formatYuan, sumCents } from '@/lib/money/money.ts';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { ecommerceTexts } from './ecommerce-texts.ts';

const FILTERS = { status: parseAsNumberLiteral(Object.values(EcSettlementStatus)) };
const AMOUNTS = ['payAmount', 'refundAmount', 'netAmount', 'serviceFee', 'settleAmount'] as const;
const money = (v: number) => formatYuan(v);

function MonthOrders({ orders }: { orders: EcSettlementOrder[] }) {
  const t = useT(ecommerceTexts);
  return (
    <Table<EcSettlementOrder>
      aria-label={t('financeEcommerce.orders')}
      size="small"
      rowKey="id"
      dataSource={orders}
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'orderNo', dataIndex: 'orderNo', title: t('financeEcommerce.orderNo') },
        { key: 'product', dataIndex: 'spuName', title: t('financeEcommerce.product'), render: (v: string, o) => `${v} · ${o.skuName}` },
        { key: 'quantity', dataIndex: 'quantity', title: t('financeEcommerce.quantity') },
        { key: 'payTime', dataIndex: 'payTime', title: t('financeEcommerce.payTime'), render: (v: string) => formatDateTimeMinute(v) },
        { key: 'statusStr', dataIndex: 'statusStr', title: t('financeEcommerce.orderStatus') },
        ...AMOUNTS.map((key) => ({ key, dataIndex: key, title: t(`financeEcommerce.${key}`), align: 'right' as const, render: money })),
      ]}
      summary={(rows) => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={5}>
            <Typography.Text strong>{t('financeEcommerce.total')}</Typography.Text>
          </Table.Summary.Cell>
          {AMOUNTS.map((key, i) => (
            <Table.Summary.Cell key={key} index={5 + i} align="right">
              <Typography.Text strong data-testid={`total-${key}`}>
                {formatCents(sumCents(rows.map((o) => o[key])))}
              </Typography.Text>
            </Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      )}
    />
  );
}

function MonthDrawer({ month, onClose }: { month: string | null; onClose: () => void }) {
  const t = useT(ecommerceTexts);
  const detail = useGetEcSettlementDetail({ month: month ?? '' }, { query: { enabled: month !== null, select: (answer) => answer.data } });
  return (
    <Drawer open={month !== null} onClose={onClose} size={960} title={month ? t('financeEcommerce.detail', { month }) : ''} destroyOnHidden>
      {month && (
        <QueryBoundary query={detail} rows={8}>
          {(settlement) => (
            <Flex vertical gap={16}>
              <DetailDescriptions
                data={settlement}
                items={[
                  { key: 'status', label: t('financeEcommerce.status'), render: (v) => <EnumTag kind="ecSettlementStatus" value={v} /> },
                  { key: 'settleDate', label: t('financeEcommerce.settleDate') },
                  { key: 'orderCount', label: t('financeEcommerce.orderCount') },
                  { key: 'refundCount', label: t('financeEcommerce.refundCount') },
                  { key: 'orderAmount', label: t('financeEcommerce.orderAmount'), render: money },
                  { key: 'discountAmount', label: t('financeEcommerce.discountAmount'), render: money },
                  { key: 'payAmount', label: t('financeEcommerce.payAmount'), render: money },
                  { key: 'refundAmount', label: t('financeEcommerce.refundAmount'), render: money },
                  { key: 'netAmount', label: t('financeEcommerce.netAmount'), render: money },
                  { key: 'feeRate', label: t('financeEcommerce.feeRate'), render: (v) => `${v}%` },
                  { key: 'serviceFee', label: t('financeEcommerce.serviceFee'), render: money },
                  { key: 'settleAmount', label: t('financeEcommerce.settleAmount'), render: money },
                ]}
              />
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {t('financeEcommerce.rule', { rate: settlement.feeRate })}
              </Typography.Paragraph>
              <MonthOrders orders={settlement.orders} />
            </Flex>
          )}
        </QueryBoundary>
      )}
    </Drawer>
  );
}

export default function EcommerceSettlementPage() {
  const t = useT(ecommerceTexts);
  const list = useListState(FILTERS);
  const [month, setMonth] = useState<string | null>(null);
  const query = useGetEcSettlementList({ ...list.paging, ...(list.filters.status !== null ? { status: list.filters.status } : {}) });

  const columns: PagedTableColumn<EcSettlement>[] = [
    { key: 'month', title: t('financeEcommerce.month'), fixedVisible: true },
    { key: 'orderCount', title: t('financeEcommerce.orderCount') },
    { key: 'payAmount', title: t('financeEcommerce.payAmount'), render: money },
    { key: 'refundAmount', title: t('financeEcommerce.refundAmount'), render: money },
    { key: 'serviceFee', title: t('financeEcommerce.serviceFee'), render: money },
    { key: 'settleAmount', title: t('financeEcommerce.settleAmount'), render: money },
    {
      key: 'status',
      title: t('financeEcommerce.status'),
      render: (v: EcSettlement['status']) => <EnumTag kind="ecSettlementStatus" value={v} />,
    },
    { key: 'settleDate', title: t('financeEcommerce.settleDate'), render: (v: string | null) => v ?? '—' },
    {
      key: 'actions',
      title: t('common.actions'),
      fixedVisible: true,
      render: (_: unknown, row) => (
        <Button type="link" aria-label={`${t('financeEcommerce.open')} ${row.month}`} onClick={() => setMonth(row.month)}>
          {t('financeEcommerce.open')}
        </Button>
      ),
    },
  ];

  return (
    <PageContainer>
      <FilterBar
        list={list}
        fields={[{ kind: 'select', name: 'status', label: t('financeEcommerce.status'), options: enumOptions('ecSettlementStatus') }]}
      />
      <PagedTable
        id="finance-ecommerce"
        label={t('financeEcommerce.list')}
        list={list}
        query={query}
        rowKey="month"
        columns={columns}
        onRowClick={(row) => setMonth(row.month)}
      />
      <MonthDrawer month={month} onClose={() => setMonth(null)} />
    </PageContainer>
  );
}
