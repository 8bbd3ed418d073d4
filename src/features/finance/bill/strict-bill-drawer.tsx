/**
 * One strict-select bill in a drawer over its list: the figures, the orders it settles (paged),
 * and the hospital's two actions in the designed order — a bill to confirm (0) is confirmed (1)
 * or reported as wrong with a reason (2); any other status offers neither (the buttons stay,
 * disabled, saying why). Every action carries the version on screen; a refusal (stale version,
 * wrong status) is shown by the transport with the platform's message, and the list and the
 * drawer are read again either way, so what is on screen is what the platform holds.
 */
import { Alert, Button, Drawer, Flex, Form, Input, Select, Space, Tooltip, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useConfirmStrictSelectBill,
  useGetStrictSelectBillDetail,
  useGetStrictSelectBillOrderList,
  useReportStrictSelectBillError,
} from '@generated/main/strict-select/strict-select';
import type { StrictSelectBill, StrictSelectBillOrder } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { formatYuan } from '@/lib/money/money.ts';
import { DEFAULT_LIMIT } from '@/lib/paging/paging.ts';
import { ConfirmAction } from '@/shared/ui/confirm-action/confirm-action.tsx';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FormModal } from '@/shared/ui/form-overlay/form-modal.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { refreshStrictBills } from './bill-queries.ts';
import { strictBillTexts } from './strict-bill-texts.ts';

/** What the contract allows a reason to hold. */
const REASON_MAX = 500;

interface ErrorValues {
  reason: string;
  orderNos?: string[];
}

const money = (v: number) => formatYuan(v);

function StrictBillSummary({ bill }: { bill: StrictSelectBill }) {
  const t = useT(strictBillTexts);
  return (
    <DetailDescriptions
      data={bill}
      column={3}
      items={[
        { key: 'billPeriod', label: t('strictBill.period') },
        { key: 'status', label: t('strictBill.status'), render: (v) => <EnumTag kind="strictSelectBillStatus" value={v} /> },
        { key: 'orderCount', label: t('strictBill.orderCount') },
        { key: 'orderAmount', label: t('strictBill.orderAmount'), render: money },
        { key: 'refundAmount', label: t('strictBill.refundAmount'), render: money },
        { key: 'serviceFeeRate', label: t('strictBill.serviceFeeRate'), render: (v) => `${v}%` },
        { key: 'serviceFee', label: t('strictBill.serviceFee'), render: money },
        {
          key: 'settlementAmount',
          label: t('strictBill.settlementAmount'),
          render: (v) => <Typography.Text strong>{money(v)}</Typography.Text>,
        },
        { key: 'paidAmount', label: t('strictBill.paidAmount'), render: money },
        { key: 'confirmDeadline', label: t('strictBill.confirmDeadline') },
        { key: 'createTime', label: t('strictBill.createTime'), render: (v) => formatDateTimeMinute(v) },
        { key: 'payTime', label: t('strictBill.payTime'), render: (v) => formatDateTimeMinute(v ?? '') },
        { key: 'lockVersion', label: t('strictBill.lockVersion') },
        { key: 'errorReason', label: t('strictBill.errorReason'), span: 2 },
        { key: 'platformRemark', label: t('strictBill.platformRemark'), span: 3 },
      ]}
    />
  );
}

/** The bill's orders, a page at a time (the page lives in the drawer, not the address: it closes with it). */
function StrictBillOrders({ billId }: { billId: number }) {
  const t = useT(strictBillTexts);
  const [paging, setPaging] = useState({ page: 1, size: DEFAULT_LIMIT });
  const query = useGetStrictSelectBillOrderList({ billId, page: paging.page, limit: paging.size });
  const columns: PagedTableColumn<StrictSelectBillOrder>[] = [
    { key: 'orderNo', title: t('strictBill.orderNo'), fixedVisible: true },
    { key: 'spuName', title: t('strictBill.spuName') },
    { key: 'customerName', title: t('strictBill.customerName') },
    { key: 'verifyTime', title: t('strictBill.verifyTime'), render: (v: string) => formatDateTimeMinute(v) },
    { key: 'settlementPrice', title: t('strictBill.settlementPrice'), render: money },
    { key: 'refundAmount', title: t('strictBill.refundAmount'), render: money },
    { key: 'serviceFee', title: t('strictBill.serviceFee'), render: money },
    { key: 'settlementAmount', title: t('strictBill.settlementAmount'), render: money },
  ];
  return (
    <PagedTable
      id="strict-select-bill-orders"
      label={t('strictBill.orders')}
      list={{
        ...paging,
        sort: null,
        setPage: (page, size) =>
          setPaging((current) => ({ page: size !== undefined && size !== current.size ? 1 : page, size: size ?? current.size })),
        setSort: () => undefined,
      }}
      query={query}
      rowKey="id"
      columns={columns}
    />
  );
}

function StrictBillBody({ bill }: { bill: StrictSelectBill }) {
  const t = useT(strictBillTexts);
  const queryClient = useQueryClient();
  const [reporting, setReporting] = useState(false);
  const confirm = useConfirmStrictSelectBill();
  const reportError = useReportStrictSelectBillError();
  // All the bill's order numbers for the optional "orders concerned" (a bill holds a month of them).
  const numbers = useGetStrictSelectBillOrderList(
    { billId: bill.id, page: 1, limit: 500 },
    { query: { enabled: reporting, select: (answer) => answer.data.list.map((row) => row.orderNo) } },
  );
  const canDecide = bill.status === 0;
  const why = canDecide ? undefined : t('strictBill.notAllowed');

  /** Runs an action; the list and drawer are read again whatever the platform answered. */
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } finally {
      await refreshStrictBills(queryClient);
    }
  };

  return (
    <Flex vertical gap={12}>
      {bill.status === 0 && <Alert type="info" showIcon title={t('strictBill.toConfirmHint', { deadline: bill.confirmDeadline ?? '—' })} />}
      {bill.status === 2 && <Alert type="warning" showIcon title={t('strictBill.errorHint')} />}
      <Space wrap>
        <Tooltip title={why}>
          <span>
            <ConfirmAction
              type="primary"
              disabled={!canDecide}
              title={t('strictBill.confirmQuestion', { amount: money(bill.settlementAmount) })}
              onConfirm={() => run(() => confirm.mutateAsync({ data: { id: bill.id, lockVersion: bill.lockVersion } }))}
            >
              {t('strictBill.confirm')}
            </ConfirmAction>
          </span>
        </Tooltip>
        <Tooltip title={why}>
          <Button danger disabled={!canDecide} onClick={() => setReporting(true)}>
            {t('strictBill.reportError')}
          </Button>
        </Tooltip>
      </Space>
      <StrictBillSummary bill={bill} />
      <Typography.Title level={5}>{t('strictBill.orders')}</Typography.Title>
      <StrictBillOrders billId={bill.id} />
      <FormModal<ErrorValues>
        open={reporting}
        title={t('strictBill.reportError')}
        submitText={t('strictBill.reportError')}
        onClose={() => setReporting(false)}
        successText={t('strictBill.reported')}
        onSubmit={(values) =>
          run(() =>
            reportError.mutateAsync({
              data: { id: bill.id, lockVersion: bill.lockVersion, reason: values.reason.trim(), orderNos: values.orderNos },
            }),
          )
        }
      >
        <Form.Item
          name="reason"
          label={t('strictBill.reason')}
          rules={[{ required: true, whitespace: true, message: t('strictBill.reasonRequired') }, { max: REASON_MAX }]}
        >
          <Input.TextArea rows={3} showCount maxLength={REASON_MAX} />
        </Form.Item>
        <Form.Item name="orderNos" label={t('strictBill.errorOrders')}>
          <Select
            mode="multiple"
            allowClear
            aria-label={t('strictBill.errorOrders')}
            loading={numbers.isLoading}
            options={(numbers.data ?? []).map((orderNo) => ({ value: orderNo, label: orderNo }))}
          />
        </Form.Item>
      </FormModal>
    </Flex>
  );
}

export function StrictBillDrawer({ billId, onClose }: { billId: number | null; onClose: () => void }) {
  const t = useT(strictBillTexts);
  const query = useGetStrictSelectBillDetail({ id: billId ?? 0 }, { query: { enabled: billId !== null, select: (answer) => answer.data } });
  return (
    <Drawer
      open={billId !== null}
      onClose={onClose}
      size={1000}
      destroyOnHidden
      title={query.data ? t('strictBill.drawerTitle', { billNo: query.data.billNo }) : t('strictBill.list')}
    >
      {billId !== null && (
        <QueryBoundary query={query} rows={6}>
          {(bill) => <StrictBillBody key={bill.id} bill={bill} />}
        </QueryBoundary>
      )}
    </Drawer>
  );
}
