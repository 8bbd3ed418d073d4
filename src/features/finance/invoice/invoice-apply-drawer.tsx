/**
 * Applying for an invoice (applyFinanceInvoice): the paid-off confirmed bills not yet invoiced, the
 * invoice kind, and the title and delivery details prefilled from the platform (getInvoiceTitle,
 * the hospital's last application). A special (paper) invoice also needs the bank, registration
 * and a receiver. The amount shown is the exact sum, in cents, of the chosen bills' amounts paid.
 */
import { Checkbox, Form, Input, Radio, Typography } from 'antd';
import { useGetFinanceBillList, useApplyFinanceInvoice, useGetFinanceInvoiceTitle } from '@generated/main/finance-bill/finance-bill';
import type { FinanceBill, FinanceInvoiceApplyRequest, FinanceInvoiceType } from '@generated/main/model';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { formatCents, sumCents } from '@/lib/money/money.ts';
import { FormDrawer } from '@/shared/ui/form-overlay/form-drawer.tsx';
import { invoiceTexts } from './invoice-texts.ts';

type Values = Omit<FinanceInvoiceApplyRequest, 'billIds'> & { billIds: number[] };

const SPECIAL_FIELDS = [
  'bankName',
  'bankAccount',
  'registeredAddress',
  'registeredPhone',
  'receiverName',
  'receiverPhone',
  'receiverAddress',
] as const;

function BillChoice({ bills, value = [], onChange }: { bills: FinanceBill[]; value?: number[]; onChange?: (ids: number[]) => void }) {
  const t = useT(invoiceTexts);
  if (bills.length === 0) return <Typography.Text type="secondary">{t('financeInvoice.noBills')}</Typography.Text>;
  return (
    <Checkbox.Group
      value={value}
      onChange={(ids) => onChange?.(ids as number[])}
      options={bills.map((b) => ({ value: b.id, label: `${b.billNo} · ${b.billPeriod} · ${formatCents(sumCents([b.amountPaid]))}` }))}
      style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
    />
  );
}

function Total({ bills }: { bills: FinanceBill[] }) {
  const t = useT(invoiceTexts);
  const ids: number[] = Form.useWatch('billIds') ?? [];
  const chosen = bills.filter((b) => ids.includes(b.id));
  return (
    <Typography.Text strong data-testid="invoice-total">
      {t('financeInvoice.total', { amount: formatCents(sumCents(chosen.map((b) => b.amountPaid))) })}
    </Typography.Text>
  );
}

function SpecialField({ name, label }: { name: (typeof SPECIAL_FIELDS)[number]; label: string }) {
  const t = useT(invoiceTexts);
  const type: FinanceInvoiceType | undefined = Form.useWatch('invoiceType');
  return (
    <Form.Item
      name={name}
      label={label}
      dependencies={['invoiceType']}
      rules={[{ required: type === 2, whitespace: true, message: t('financeInvoice.requiredSpecial') }, { max: 200 }]}
    >
      <Input />
    </Form.Item>
  );
}

export function InvoiceApplyDrawer({ open, onClose, onApplied }: { open: boolean; onClose: () => void; onApplied: (id: number) => void }) {
  const t = useT(invoiceTexts);
  const billsQuery = useGetFinanceBillList(
    { status: 2, payStatus: 2, page: 1, limit: 100 },
    { query: { enabled: open, select: (answer) => answer.data.list.filter((b) => !b.isInvoiced) } },
  );
  const titleQuery = useGetFinanceInvoiceTitle({ query: { enabled: open, select: (answer) => answer.data } });
  const apply = useApplyFinanceInvoice();
  const required = { required: true, whitespace: true, message: t('financeInvoice.required') };
  // Closed, or the title not here yet: nothing on the page (a skeleton would read as the page loading).
  if (!open || titleQuery.data === undefined) return null;
  const title = titleQuery.data;
  return (
    <FormDrawer<Values>
      open={open}
      title={t('financeInvoice.apply')}
      submitText={t('financeInvoice.apply')}
      onClose={onClose}
      successText={t('financeInvoice.applied')}
      initialValues={{ ...(title ?? {}), invoiceType: 1, billIds: [] }}
      onSubmit={async (values) => {
        const answer = await apply.mutateAsync({ data: { ...values, taxNo: values.taxNo.trim().toUpperCase() } });
        onApplied(answer.data.id);
      }}
    >
      <Form.Item
        name="billIds"
        label={t('financeInvoice.bills')}
        rules={[{ required: true, type: 'array', min: 1, message: t('financeInvoice.billsRequired') }]}
      >
        {billsQuery.data ? <BillChoice bills={billsQuery.data} /> : <Typography.Text type="secondary">…</Typography.Text>}
      </Form.Item>
      <Total bills={billsQuery.data ?? []} />
      <Form.Item name="invoiceType" label={t('financeInvoice.invoiceType')} rules={[{ required: true }]}>
        <Radio.Group options={enumOptions('financeInvoiceType')} />
      </Form.Item>
      <Form.Item name="title" label={t('financeInvoice.title')} rules={[required, { max: 100 }]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="taxNo"
        label={t('financeInvoice.taxNo')}
        rules={[required, { pattern: /^[0-9A-Za-z]{15,20}$/, message: t('financeInvoice.taxNoInvalid') }]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('financeInvoice.email')}
        rules={[required, { type: 'email', message: t('financeInvoice.emailInvalid') }]}
      >
        <Input />
      </Form.Item>
      {SPECIAL_FIELDS.map((name) => (
        <SpecialField key={name} name={name} label={t(`financeInvoice.${name}`)} />
      ))}
      <Form.Item name="remark" label={t('financeInvoice.remark')} rules={[{ max: 200 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </FormDrawer>
  );
}
