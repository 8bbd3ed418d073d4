/**
 * One bill in a drawer over the list (`/finance/bill?id=…`): its figures, its rows (editable while
 * a draft), the actions its status allows in the designed order (save, Excel import and submit on
 * a draft; confirm or report an error once the platform has checked it; payment evidence once
 * confirmed), and the side tabs.
 *
 * Nothing typed is silently lost or overwritten: every write carries the version on screen; when
 * the platform refuses, the drawer reads the bill's current version, and if someone else changed
 * the bill it says who and when, keeps the edits on screen and offers to reload — the reload shows
 * the other change with the edits still on top, ready to be saved against the new version.
 */
import { Alert, Button, Drawer, Flex, Form, Input, Select, Space, Tabs, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  downloadFinanceBillTemplate,
  getFinanceBillLockVersion,
  useConfirmFinanceBill,
  useGetFinanceBillDetail,
  useGetFinanceBillOrderList,
  useReportFinanceBillError,
  useSaveFinanceBill,
  useSubmitFinanceBill,
} from '@generated/main/finance-bill/finance-bill';
import type { FinanceBillDetail, FinanceBillErrorType, FinanceBillLock } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { formatYuan } from '@/lib/money/money.ts';
import { ConfirmAction } from '@/shared/ui/confirm-action/confirm-action.tsx';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { saveBlob } from '@/shared/ui/export-button/export-button.tsx';
import { FormModal } from '@/shared/ui/form-overlay/form-modal.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { saveItems, type RowEdit } from './bill-edits.ts';
import { BillImport } from './bill-import.tsx';
import { BillOrdersTable } from './bill-orders-table.tsx';
import { refreshBills } from './bill-queries.ts';
import { BillCertificates, BillErrors, BillEvidence, BillHistory } from './bill-side-tabs.tsx';
import { billTexts } from './bill-texts.ts';

/** Rows one bill holds at most (a month of dispatches); the gateway's page limit. */
const ROW_LIMIT = 500;

interface ErrorValues {
  errorType: FinanceBillErrorType;
  reason: string;
  billOrderIds?: number[];
}

function BillSummary({ bill }: { bill: FinanceBillDetail }) {
  const t = useT(billTexts);
  const money = (v: number) => formatYuan(v);
  return (
    <DetailDescriptions
      data={bill}
      column={3}
      items={[
        { key: 'billPeriod', label: t('financeBill.period') },
        { key: 'status', label: t('financeBill.status'), render: (v) => <EnumTag kind="financeBillStatus" value={v} /> },
        { key: 'payStatus', label: t('financeBill.payStatus'), render: (v) => <EnumTag kind="financeBillPayStatus" value={v} /> },
        { key: 'orderCount', label: t('financeBill.orderCount') },
        { key: 'dealOrderCount', label: t('financeBill.dealOrderCount') },
        { key: 'commissionRate', label: t('financeBill.commissionRate'), render: (v) => `${v}%` },
        { key: 'dealAmount', label: t('financeBill.dealAmount'), render: money },
        { key: 'commissionAmount', label: t('financeBill.commissionAmount'), render: money },
        { key: 'adjustAmount', label: t('financeBill.adjustAmount'), render: (v) => money(v ?? 0) },
        {
          key: 'amountPayable',
          label: t('financeBill.amountPayable'),
          render: (v) => <Typography.Text strong>{money(v)}</Typography.Text>,
        },
        { key: 'amountPaid', label: t('financeBill.amountPaid'), render: money },
        { key: 'lockVersion', label: t('financeBill.lockVersion') },
        { key: 'fillDeadline', label: t('financeBill.fillDeadline') },
        { key: 'submitTime', label: t('financeBill.submitTime'), render: (v) => formatDateTimeMinute(v ?? '') },
        { key: 'confirmTime', label: t('financeBill.confirmTime'), render: (v) => formatDateTimeMinute(v ?? '') },
        { key: 'platformRemark', label: t('financeBill.platformRemark'), span: 3 },
        { key: 'remark', label: t('financeBill.remark'), span: 2 },
        { key: 'payAccount', label: t('financeBill.payAccount') },
      ]}
    />
  );
}

function BillBody({ bill }: { bill: FinanceBillDetail }) {
  const t = useT(billTexts);
  const queryClient = useQueryClient();
  const rowsQuery = useGetFinanceBillOrderList(
    { billId: bill.id, page: 1, limit: ROW_LIMIT },
    { query: { select: (answer) => answer.data.list } },
  );
  const [edits, setEdits] = useState<Map<number, RowEdit>>(() => new Map());
  const [conflict, setConflict] = useState<FinanceBillLock | null>(null);
  const [importing, setImporting] = useState(false);
  const [reporting, setReporting] = useState(false);
  const save = useSaveFinanceBill();
  const submit = useSubmitFinanceBill();
  const confirm = useConfirmFinanceBill();
  const reportError = useReportFinanceBillError();

  const isDraft = bill.status === 0;
  const canDecide = bill.status === 1 && bill.pendingConfirm;
  const canAddEvidence = bill.status === 2 && bill.payStatus !== 2;
  const version = bill.lockVersion;

  /** After a refusal: was it because someone else changed the bill? Then say so (the edits stay). */
  const checkConflict = async () => {
    const lock = await getFinanceBillLockVersion({ id: bill.id })
      .then((answer) => answer.data)
      .catch(() => null);
    if (lock && lock.lockVersion !== version) setConflict(lock);
  };

  const run = async (action: () => Promise<unknown>, done: string, keepEdits = false) => {
    try {
      await action();
    } catch {
      await checkConflict();
      throw new Error('refused');
    }
    if (!keepEdits) setEdits(new Map());
    setConflict(null);
    feedback.message.success(done);
    await refreshBills(queryClient);
  };

  const rows = rowsQuery.data ?? [];
  const items = saveItems(rows, edits);

  const onSave = () => {
    if (!('items' in items)) return;
    void run(() => save.mutateAsync({ data: { id: bill.id, lockVersion: version, items: items.items } }), t('financeBill.saved')).catch(
      () => undefined,
    );
  };

  const reload = async () => {
    await refreshBills(queryClient);
    setConflict(null);
    feedback.message.info(t('financeBill.reloaded'));
  };

  const onEdit = (rowId: number, edit: RowEdit | undefined) =>
    setEdits((current) => {
      const next = new Map(current);
      if (edit) next.set(rowId, edit);
      else next.delete(rowId);
      return next;
    });

  const downloadTemplate = async () => saveBlob(await downloadFinanceBillTemplate({ billId: bill.id }), `${bill.billNo}.xlsx`);

  return (
    <Flex vertical gap={12}>
      {conflict && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t('financeBill.conflictTitle')}
          description={t('financeBill.conflictText', {
            name: conflict.updaterName ?? '—',
            time: formatDateTimeMinute(conflict.updateTime),
            version: conflict.lockVersion,
          })}
          action={
            <Button type="primary" onClick={() => void reload()}>
              {t('financeBill.conflictReload')}
            </Button>
          }
        />
      )}
      {bill.status === 1 && (
        <Alert
          type={canDecide ? 'info' : 'warning'}
          showIcon
          title={canDecide ? t('financeBill.pendingConfirm') : t('financeBill.checking')}
        />
      )}
      <Space wrap>
        {isDraft && (
          <>
            <Button type="primary" disabled={edits.size === 0 || !('items' in items)} loading={save.isPending} onClick={onSave}>
              {t('financeBill.save')}
            </Button>
            {edits.size > 0 && (
              <ConfirmAction title={t('financeBill.discardConfirm')} onConfirm={() => setEdits(new Map())}>
                {t('financeBill.discard')}
              </ConfirmAction>
            )}
            <ConfirmAction
              type="default"
              title={t('financeBill.submitConfirm')}
              disabled={edits.size > 0}
              onConfirm={() => run(() => submit.mutateAsync({ data: { id: bill.id, lockVersion: version } }), t('financeBill.submitted'))}
            >
              {t('financeBill.submit')}
            </ConfirmAction>
            <Button onClick={() => void downloadTemplate()}>{t('financeBill.template')}</Button>
            <Button disabled={edits.size > 0} onClick={() => setImporting(true)}>
              {t('financeBill.import')}
            </Button>
            {edits.size > 0 && <Tag color="gold">{t('financeBill.editedCount', { count: edits.size })}</Tag>}
          </>
        )}
        {canDecide && (
          <>
            <ConfirmAction
              type="primary"
              title={t('financeBill.confirmConfirm')}
              onConfirm={() => run(() => confirm.mutateAsync({ data: { id: bill.id, lockVersion: version } }), t('financeBill.confirmed'))}
            >
              {t('financeBill.confirm')}
            </ConfirmAction>
            <Button danger onClick={() => setReporting(true)}>
              {t('financeBill.reportError')}
            </Button>
          </>
        )}
      </Space>
      {isDraft && edits.size > 0 && <Typography.Text type="secondary">{t('financeBill.submitSaveFirst')}</Typography.Text>}
      <BillSummary bill={bill} />
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'orders',
            label: t('financeBill.tab.orders'),
            children: (
              <QueryBoundary query={rowsQuery} rows={4}>
                {(list) => <BillOrdersTable bill={bill} rows={list} edits={edits} editable={isDraft} onEdit={onEdit} />}
              </QueryBoundary>
            ),
          },
          {
            key: 'certificates',
            label: `${t('financeBill.tab.certificates')} (${bill.certificateCount})`,
            children: <BillCertificates billId={bill.id} />,
          },
          {
            key: 'evidence',
            label: `${t('financeBill.tab.evidence')} (${bill.evidenceCount})`,
            children: <BillEvidence bill={bill} canAdd={canAddEvidence} />,
          },
          { key: 'history', label: t('financeBill.tab.history'), children: <BillHistory billId={bill.id} /> },
          { key: 'errors', label: `${t('financeBill.tab.errors')} (${bill.errorCount})`, children: <BillErrors billId={bill.id} /> },
        ]}
      />
      {isDraft && (
        <BillImport
          bill={bill}
          open={importing}
          onClose={() => setImporting(false)}
          onImported={() => refreshBills(queryClient)}
          onRefused={checkConflict}
        />
      )}
      <FormModal<ErrorValues>
        open={reporting}
        title={t('financeBill.reportError')}
        submitText={t('financeBill.reportError')}
        onClose={() => setReporting(false)}
        successText={false}
        onSubmit={(values) =>
          run(
            () =>
              reportError.mutateAsync({
                data: {
                  id: bill.id,
                  lockVersion: version,
                  errorType: values.errorType,
                  reason: values.reason.trim(),
                  billOrderIds: values.billOrderIds,
                },
              }),
            t('financeBill.errorReported'),
          )
        }
      >
        <Form.Item name="errorType" label={t('financeBill.errorType')} rules={[{ required: true }]}>
          <Select options={enumOptions('financeBillErrorType')} aria-label={t('financeBill.errorType')} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('financeBill.errorReason')}
          rules={[{ required: true, whitespace: true, message: t('financeBill.errorReasonRequired') }, { max: 500 }]}
        >
          <Input.TextArea rows={3} showCount maxLength={500} />
        </Form.Item>
        <Form.Item name="billOrderIds" label={t('financeBill.errorRows')}>
          <Select
            mode="multiple"
            allowClear
            aria-label={t('financeBill.errorRows')}
            optionFilterProp="label"
            options={rows.map((r) => ({ value: r.id, label: `${r.orderNumber} ${r.customerName}` }))}
          />
        </Form.Item>
      </FormModal>
    </Flex>
  );
}

export function BillDrawer({ billId, onClose }: { billId: number | null; onClose: () => void }) {
  const t = useT(billTexts);
  const query = useGetFinanceBillDetail({ id: billId ?? 0 }, { query: { enabled: billId !== null, select: (answer) => answer.data } });
  return (
    <Drawer
      open={billId !== null}
      onClose={onClose}
      size={1100}
      destroyOnHidden
      title={query.data ? t('financeBill.drawerTitle', { billNo: query.data.billNo }) : t('financeBill.list')}
    >
      {billId !== null && (
        <QueryBoundary query={query} rows={6}>
          {(bill) => <BillBody key={bill.id} bill={bill} />}
        </QueryBoundary>
      )}
    </Drawer>
  );
}
