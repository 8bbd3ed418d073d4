/**
 * `/finance/invoice/info/{id}`: one invoice application — its title and delivery details, its
 * status (the rejection reason, the express number of a posted special invoice), the bills it
 * covers and, once issued, its file (a private-bucket PDF, signed when opened).
 */
import { Button, Card, Flex, Table, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { useGetFinanceInvoiceInfo } from '@generated/main/finance-bill/finance-bill';
import type { FinanceBill, FinanceInvoiceDetail } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { formatYuan } from '@/lib/money/money.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PrivateFileLink } from '@/shared/ui/private-file/private-file.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { invoiceTexts } from './invoice-texts.ts';

function InvoiceDetail({ invoice }: { invoice: FinanceInvoiceDetail }) {
  const t = useT(invoiceTexts);
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {t('financeInvoice.detail', { applyNo: invoice.applyNo })}
      </Typography.Title>
      <DetailDescriptions
        data={invoice}
        items={[
          { key: 'status', label: t('financeInvoice.status'), render: (v) => <EnumTag kind="financeInvoiceStatus" value={v} /> },
          { key: 'invoiceType', label: t('financeInvoice.invoiceType'), render: (v) => <EnumTag kind="financeInvoiceType" value={v} /> },
          { key: 'amount', label: t('financeInvoice.amount'), render: (v) => formatYuan(v) },
          { key: 'applyTime', label: t('financeInvoice.applyTime'), render: (v) => formatDateTimeMinute(v) },
          { key: 'title', label: t('financeInvoice.title') },
          { key: 'taxNo', label: t('financeInvoice.taxNo') },
          { key: 'invoiceNo', label: t('financeInvoice.invoiceNo') },
          { key: 'invoiceDate', label: t('financeInvoice.invoiceDate') },
          { key: 'rejectReason', label: t('financeInvoice.rejectReason'), span: 2 },
          { key: 'email', label: t('financeInvoice.email') },
          { key: 'bankName', label: t('financeInvoice.bankName') },
          { key: 'bankAccount', label: t('financeInvoice.bankAccount') },
          { key: 'registeredAddress', label: t('financeInvoice.registeredAddress') },
          { key: 'registeredPhone', label: t('financeInvoice.registeredPhone') },
          { key: 'receiverName', label: t('financeInvoice.receiverName') },
          { key: 'receiverPhone', label: t('financeInvoice.receiverPhone') },
          { key: 'receiverAddress', label: t('financeInvoice.receiverAddress') },
          { key: 'expressNo', label: t('financeInvoice.express'), render: (v, i) => `${i.expressCompany ?? ''} ${v}` },
          { key: 'remark', label: t('financeInvoice.remark'), span: 2 },
        ]}
      />
      <Card size="small" title={t('financeInvoice.file')}>
        {invoice.fileUrl ? (
          <PrivateFileLink path={invoice.fileUrl} name={`${invoice.applyNo}.pdf`} />
        ) : (
          <Typography.Text type="secondary">{t('financeInvoice.noFile')}</Typography.Text>
        )}
      </Card>
      <Table<FinanceBill>
        aria-label={t('financeInvoice.bills')}
        size="small"
        rowKey="id"
        dataSource={invoice.bills}
        pagination={false}
        columns={[
          { key: 'billNo', dataIndex: 'billNo', title: t('financeInvoice.billNo') },
          { key: 'billPeriod', dataIndex: 'billPeriod', title: t('financeInvoice.period') },
          { key: 'amountPaid', dataIndex: 'amountPaid', title: t('financeInvoice.amountPaid'), render: (v: number) => formatYuan(v) },
        ]}
      />
    </Flex>
  );
}

export default function InvoiceDetailPage() {
  const t = useT(invoiceTexts);
  const { id } = useParams<{ id: string }>();
  const invoiceId = id && /^\d{1,15}$/.test(id) ? Number(id) : null;
  const query = useGetFinanceInvoiceInfo(
    { id: invoiceId ?? 0 },
    { query: { enabled: invoiceId !== null, select: (answer) => answer.data } },
  );
  return (
    <PageContainer>
      <Flex vertical gap={12}>
        <div>
          <Link to={linkTo('finance/invoice')}>
            <Button type="link" style={{ paddingInline: 0 }} tabIndex={-1}>
              {t('financeInvoice.back')}
            </Button>
          </Link>
        </div>
        {invoiceId === null ? (
          <Typography.Text type="danger">{t('financeInvoice.notFound')}</Typography.Text>
        ) : (
          <QueryBoundary query={query} rows={6}>
            {(invoice) => <InvoiceDetail invoice={invoice} />}
          </QueryBoundary>
        )}
      </Flex>
    </PageContainer>
  );
}
