/**
 * The bill drawer's side tabs: the platform's certificates (download), the payment evidence (and
 * uploading one on a confirmed bill that is not paid off), the operation history and the error
 * reports. Each loads when its tab opens.
 */
import { Button, DatePicker, Flex, Form, Input, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import {
  downloadFinanceBillCertificate,
  useGetFinanceBillCertificateList,
  useGetFinanceBillErrorList,
  useGetFinanceBillEvidenceList,
  useGetFinanceBillHistory,
  useSaveFinanceBillEvidence,
} from '@generated/main/finance-bill/finance-bill';
import type { FinanceBill, FinanceBillCertificate, FinanceBillError, FinanceBillEvidence, FinanceBillHistory } from '@generated/main/model';
import { formatDateTime, formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { parseDealAmount } from '@/lib/finance/bill-sheet.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { fromCents, formatYuan } from '@/lib/money/money.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { saveBlob } from '@/shared/ui/export-button/export-button.tsx';
import { FormModal } from '@/shared/ui/form-overlay/form-modal.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { ImageUpload } from '@/shared/ui/upload/image-upload.tsx';
import { billTexts } from './bill-texts.ts';
import { refreshBills } from './bill-queries.ts';
import { useQueryClient } from '@tanstack/react-query';

const data = <T,>(answer: { data: T }) => answer.data;

export function BillCertificates({ billId }: { billId: number }) {
  const t = useT(billTexts);
  const query = useGetFinanceBillCertificateList({ billId }, { query: { select: data } });
  const download = async (certificate: FinanceBillCertificate) => {
    saveBlob(await downloadFinanceBillCertificate({ id: certificate.id }), certificate.name);
  };
  return (
    <QueryBoundary query={query} rows={2}>
      {(list) => (
        <Table<FinanceBillCertificate>
          aria-label={t('financeBill.tab.certificates')}
          size="small"
          rowKey="id"
          dataSource={list}
          pagination={false}
          columns={[
            {
              key: 'type',
              dataIndex: 'certificateType',
              title: t('financeBill.certificate.type'),
              render: (v) => <EnumTag kind="financeBillCertificateType" value={v} />,
            },
            { key: 'name', dataIndex: 'name', title: t('financeBill.certificate.name') },
            {
              key: 'time',
              dataIndex: 'createTime',
              title: t('financeBill.certificate.time'),
              render: (v: string) => formatDateTimeMinute(v),
            },
            {
              key: 'download',
              title: t('financeBill.certificate.download'),
              render: (_: unknown, c) => (
                <Button type="link" aria-label={`${t('financeBill.certificate.download')} ${c.name}`} onClick={() => void download(c)}>
                  {t('financeBill.certificate.download')}
                </Button>
              ),
            },
          ]}
        />
      )}
    </QueryBoundary>
  );
}

interface EvidenceValues {
  payAmount: string;
  payTime: Dayjs;
  payerAccountName?: string;
  images: string[];
  remark?: string;
}

export function BillEvidence({ bill, canAdd }: { bill: FinanceBill; canAdd: boolean }) {
  const t = useT(billTexts);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const query = useGetFinanceBillEvidenceList({ billId: bill.id }, { query: { select: data } });
  const save = useSaveFinanceBillEvidence();
  return (
    <Flex vertical gap={12}>
      {canAdd && (
        <div>
          <Button type="primary" onClick={() => setOpen(true)}>
            {t('financeBill.evidence.add')}
          </Button>
        </div>
      )}
      <QueryBoundary query={query} rows={2}>
        {(list) => (
          <Table<FinanceBillEvidence>
            aria-label={t('financeBill.tab.evidence')}
            size="small"
            rowKey="id"
            dataSource={list}
            pagination={false}
            columns={[
              { key: 'payAmount', dataIndex: 'payAmount', title: t('financeBill.evidence.amount'), render: (v: number) => formatYuan(v) },
              {
                key: 'payTime',
                dataIndex: 'payTime',
                title: t('financeBill.evidence.payTime'),
                render: (v: string) => formatDateTimeMinute(v),
              },
              { key: 'payer', dataIndex: 'payerAccountName', title: t('financeBill.evidence.payer') },
              {
                key: 'status',
                dataIndex: 'status',
                title: t('financeBill.evidence.status'),
                render: (v) => <EnumTag kind="financeBillEvidenceStatus" value={v} />,
              },
              {
                key: 'remark',
                dataIndex: 'remark',
                title: t('financeBill.evidence.remark'),
                render: (v: string | null, e) => v ?? e.rejectReason ?? '—',
              },
            ]}
          />
        )}
      </QueryBoundary>
      <FormModal<EvidenceValues>
        open={open}
        title={t('financeBill.evidence.add')}
        onClose={() => setOpen(false)}
        successText={t('financeBill.evidence.saved')}
        onSubmit={async (values) => {
          await save.mutateAsync({
            data: {
              billId: bill.id,
              payAmount: fromCents(parseDealAmount(values.payAmount) ?? 0),
              payTime: formatDateTime(values.payTime),
              payerAccountName: values.payerAccountName?.trim() || undefined,
              images: values.images.map((url) => ({ url })),
              remark: values.remark?.trim() || undefined,
            },
          });
          await refreshBills(queryClient);
        }}
      >
        <Form.Item
          name="payAmount"
          label={t('financeBill.evidence.amount')}
          rules={[
            {
              validator: async (_, v?: string) =>
                v && parseDealAmount(v) !== null ? undefined : Promise.reject(new Error(t('financeBill.evidence.amountInvalid'))),
            },
          ]}
        >
          <Input prefix="¥" inputMode="decimal" />
        </Form.Item>
        <Form.Item name="payTime" label={t('financeBill.evidence.payTime')} rules={[{ required: true }]}>
          <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" style={{ width: '100%' }} aria-label={t('financeBill.evidence.payTime')} />
        </Form.Item>
        <Form.Item name="payerAccountName" label={t('financeBill.evidence.payer')} rules={[{ max: 100 }]}>
          <Input />
        </Form.Item>
        <Form.Item
          name="images"
          label={t('financeBill.evidence.images')}
          rules={[{ required: true, type: 'array', min: 1, message: t('financeBill.evidence.imagesRequired') }]}
        >
          <ImageUpload folder="finance/evidence" max={9} />
        </Form.Item>
        <Form.Item name="remark" label={t('financeBill.evidence.remark')} rules={[{ max: 200 }]}>
          <Input.TextArea rows={2} />
        </Form.Item>
      </FormModal>
    </Flex>
  );
}

export function BillHistory({ billId }: { billId: number }) {
  const t = useT(billTexts);
  const query = useGetFinanceBillHistory({ billId }, { query: { select: (answer) => [...answer.data].reverse() } });
  return (
    <QueryBoundary query={query} rows={3}>
      {(list) => (
        <Table<FinanceBillHistory>
          aria-label={t('financeBill.tab.history')}
          size="small"
          rowKey="id"
          dataSource={list}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          columns={[
            { key: 'time', dataIndex: 'createTime', title: t('financeBill.history.time'), render: (v: string) => formatDateTimeMinute(v) },
            {
              key: 'action',
              dataIndex: 'action',
              title: t('financeBill.history.action'),
              render: (v) => <EnumTag kind="financeBillHistoryAction" value={v} />,
            },
            {
              key: 'operator',
              dataIndex: 'operatorName',
              title: t('financeBill.history.operator'),
              render: (v: string, h) => (
                <>
                  {v} {h.isPlatform && <Tag>{t('financeBill.history.platform')}</Tag>}
                </>
              ),
            },
            { key: 'remark', dataIndex: 'remark', title: t('financeBill.remark'), render: (v: string | null) => v ?? '—' },
            { key: 'version', dataIndex: 'lockVersion', title: t('financeBill.history.version') },
          ]}
        />
      )}
    </QueryBoundary>
  );
}

export function BillErrors({ billId }: { billId: number }) {
  const t = useT(billTexts);
  const query = useGetFinanceBillErrorList({ billId, page: 1, limit: 50 }, { query: { select: (answer) => answer.data.list } });
  return (
    <QueryBoundary query={query} rows={2}>
      {(list) => (
        <Table<FinanceBillError>
          aria-label={t('financeBill.tab.errors')}
          size="small"
          rowKey="id"
          dataSource={list}
          pagination={false}
          columns={[
            { key: 'time', dataIndex: 'createTime', title: t('financeBill.error.time'), render: (v: string) => formatDateTimeMinute(v) },
            {
              key: 'type',
              dataIndex: 'errorType',
              title: t('financeBill.error.type'),
              render: (v) => <EnumTag kind="financeBillErrorType" value={v} />,
            },
            { key: 'reason', dataIndex: 'reason', title: t('financeBill.error.reason') },
            {
              key: 'handle',
              dataIndex: 'handleStatus',
              title: t('financeBill.error.handle'),
              render: (v) => <EnumTag kind="financeBillErrorHandleStatus" value={v} />,
            },
            {
              key: 'reply',
              dataIndex: 'handleReply',
              title: t('financeBill.error.reply'),
              render: (v: string | null) => v ?? <Typography.Text type="secondary">—</Typography.Text>,
            },
          ]}
        />
      )}
    </QueryBoundary>
  );
}
