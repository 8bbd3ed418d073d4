/**
 * The rows of a bill. On a draft each row can be marked dealt and given its amount; the edits stay
 * in the drawer (bill-edits.ts) until saved, a changed row is tagged, a wrong amount is marked on
 * its row, and the totals above the table are recomputed in cents from every line.
 */
import { Alert, Checkbox, Input, Table, Tag, Typography } from 'antd';
import type { FinanceBill, FinanceBillOrder } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { formatCents, formatYuan } from '@/lib/money/money.ts';
import { amountTextOf, editTotals, rowView, type BillEdits, type RowEdit } from './bill-edits.ts';
import { billTexts } from './bill-texts.ts';

export interface BillOrdersTableProps {
  bill: FinanceBill;
  rows: FinanceBillOrder[];
  edits: BillEdits;
  editable: boolean;
  onEdit: (rowId: number, edit: RowEdit | undefined) => void;
}

export function BillOrdersTable({ bill, rows, edits, editable, onEdit }: BillOrdersTableProps) {
  const t = useT(billTexts);
  const totals = editTotals(rows, edits, bill.adjustAmount);
  const change = (row: FinanceBillOrder, next: RowEdit) => {
    // Back to what was saved: no edit left for the row.
    const unchanged = next.isDeal === row.isDeal && (!next.isDeal || next.amountText.trim() === amountTextOf(row));
    onEdit(row.id, unchanged ? undefined : next);
  };
  return (
    <>
      {editable && (
        <Alert
          style={{ marginBottom: 12 }}
          type={totals.invalidRowIds.length > 0 ? 'warning' : 'info'}
          showIcon
          title={t('financeBill.totalsTitle')}
          description={
            <span data-testid="bill-edit-totals">
              {t('financeBill.totals', {
                count: totals.dealOrderCount,
                deal: formatCents(totals.dealCents),
                commission: formatCents(totals.commissionCents),
                payable: formatCents(totals.payableCents),
              })}
              {totals.invalidRowIds.length > 0 && ` · ${t('financeBill.fixRows', { count: totals.invalidRowIds.length })}`}
            </span>
          }
        />
      )}
      <Table<FinanceBillOrder>
        aria-label={t('financeBill.tab.orders')}
        size="small"
        rowKey="id"
        dataSource={rows}
        locale={{ emptyText: t('financeBill.noRows') }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 900 }}
        columns={[
          { key: 'orderNumber', dataIndex: 'orderNumber', title: t('financeBill.orderNumber'), width: 170 },
          { key: 'customer', dataIndex: 'customerName', title: t('financeBill.customer'), width: 80 },
          { key: 'project', dataIndex: 'projectName', title: t('financeBill.project'), ellipsis: true },
          { key: 'follower', dataIndex: 'followerName', title: t('financeBill.follower'), width: 80 },
          {
            key: 'dispatchTime',
            dataIndex: 'dispatchTime',
            title: t('financeBill.dispatchTime'),
            width: 140,
            render: (time: string) => formatDateTimeMinute(time),
          },
          {
            key: 'isDeal',
            title: t('financeBill.isDeal'),
            width: 70,
            render: (_: unknown, row) => {
              const view = rowView(row, edits.get(row.id));
              return (
                <Checkbox
                  aria-label={t('financeBill.isDealOf', { order: row.orderNumber })}
                  checked={view.isDeal}
                  disabled={!editable}
                  onChange={(event) =>
                    change(row, { isDeal: event.target.checked, amountText: event.target.checked ? view.amountText : '' })
                  }
                />
              );
            },
          },
          {
            key: 'dealAmount',
            title: t('financeBill.dealAmount'),
            width: 170,
            render: (_: unknown, row) => {
              const view = rowView(row, edits.get(row.id));
              if (!editable || !view.isDeal) return view.isDeal ? formatYuan(row.dealAmount) : '—';
              const invalid = view.dealCents === null;
              return (
                <>
                  <Input
                    size="small"
                    prefix="¥"
                    inputMode="decimal"
                    aria-label={t('financeBill.amountOf', { order: row.orderNumber })}
                    aria-invalid={invalid}
                    status={invalid ? 'error' : undefined}
                    value={view.amountText}
                    onChange={(event) => change(row, { isDeal: true, amountText: event.target.value })}
                  />
                  {invalid && (
                    <Typography.Text type="danger" style={{ fontSize: 12 }}>
                      {t('financeBill.amountInvalid')}
                    </Typography.Text>
                  )}
                </>
              );
            },
          },
          {
            key: 'commission',
            title: t('financeBill.commission'),
            width: 110,
            render: (_: unknown, row) => {
              const view = rowView(row, edits.get(row.id));
              return view.isDeal && view.dealCents !== null ? formatCents(view.commissionCents) : '—';
            },
          },
          {
            key: 'edited',
            title: '',
            width: 70,
            render: (_: unknown, row) => (edits.has(row.id) ? <Tag color="gold">{t('financeBill.edited')}</Tag> : null),
          },
        ]}
      />
    </>
  );
}
