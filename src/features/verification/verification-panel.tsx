/**
 * Look up a verification code and write it off: what the code is for (kind, product, customer,
 * amount, uses left, validity), then one write-off with the call of its kind (a sku code may
 * write off several uses). Lookup and write-off are silent requests: the platform's refusal (an
 * unknown or expired code, a second write-off) shows here, beside the code, not as a toast.
 */
import { Alert, Button, Flex, Form, Input, InputNumber } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { VerificationOrder } from '@generated/main/model';
import {
  getGetVerificationOrderByCodeQueryKey,
  useGetVerificationOrderByCode,
  useWriteOffSkuCode,
  useWriteOffStrictSelectCode,
  useWriteOffThirdPartyCode,
} from '@generated/main/verification/verification';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumLabel } from '@/lib/enums/enum-labels.ts';
import { formatMoney } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { useSingleFlight } from '@/shared/ui/single-flight/use-single-flight.ts';
import { isValidCode, normaliseCode } from './verification-code.ts';
import { verificationTexts } from './verification-texts.ts';

export const REMARK_MAX_LENGTH = 200;
const SILENT = { request: { silent: true } } as const;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function WriteOffForm({ order, onDone }: { order: VerificationOrder; onDone: () => Promise<void> }) {
  const t = useT(verificationTexts);
  const [form] = Form.useForm<{ quantity?: number; remark?: string }>();
  const strict = useWriteOffStrictSelectCode(SILENT);
  const sku = useWriteOffSkuCode(SILENT);
  const thirdParty = useWriteOffThirdPartyCode(SILENT);
  const [running, run] = useSingleFlight();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const open = order.status === 0 || order.status === 1;

  const submit = () =>
    run(async () => {
      const values = await form.validateFields().catch(() => undefined);
      if (!values) return;
      setRefusal(null);
      const data = { code: order.code, orderId: order.orderId, ...(values.remark ? { remark: values.remark } : {}) };
      try {
        if (order.kind === 'sku') await sku.mutateAsync({ data: { ...data, quantity: values.quantity ?? 1 } });
        else if (order.kind === 'strictSelect') await strict.mutateAsync({ data });
        else await thirdParty.mutateAsync({ data });
      } catch (error) {
        setRefusal(errorText(error));
        return;
      }
      setDone(true);
      form.resetFields();
      await onDone();
    });

  return (
    <Flex vertical gap={8}>
      {done && <Alert type="success" showIcon title={t('verification.writtenOff', { product: order.productName })} />}
      {refusal && <Alert type="error" showIcon role="alert" title={refusal} />}
      {!open && !done && (
        <Alert
          type="warning"
          showIcon
          title={t('verification.cannotWriteOff', { status: enumLabel('verificationStatus', order.status) })}
        />
      )}
      <Form form={form} layout="inline" initialValues={{ quantity: 1 }} onFinish={() => void submit()}>
        {order.kind === 'sku' && (
          <Form.Item
            name="quantity"
            label={t('verification.quantity')}
            rules={[
              {
                required: true,
                type: 'integer',
                min: 1,
                max: Math.max(1, order.remainingQuantity),
                message: t('verification.quantityRange', { max: Math.max(1, order.remainingQuantity) }),
              },
            ]}
          >
            <InputNumber precision={0} style={{ width: 96 }} />
          </Form.Item>
        )}
        <Form.Item
          name="remark"
          label={t('verification.remark')}
          rules={[{ max: REMARK_MAX_LENGTH, message: t('verification.remarkTooLong', { max: REMARK_MAX_LENGTH }) }]}
        >
          <Input style={{ width: 220 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={running}>
          {t('verification.writeOff')}
        </Button>
      </Form>
    </Flex>
  );
}

function CodeOrder({ order }: { order: VerificationOrder }) {
  const t = useT(verificationTexts);
  return (
    <DetailDescriptions
      data={order}
      column={2}
      items={[
        { key: 'kind', label: t('verification.kind'), render: (kind) => t(`verification.kind.${kind}`) },
        {
          key: 'thirdPartyPlatform',
          label: t('verification.platform'),
          render: (platform) => (platform ? <EnumTag kind="thirdPartyPlatform" value={platform} /> : t('common.emptyValue')),
        },
        { key: 'orderNumber', label: t('verification.orderNumber') },
        { key: 'productName', label: t('verification.product'), render: (name, o) => (o.skuName ? `${name}（${o.skuName}）` : name) },
        { key: 'customer', label: t('verification.customer'), render: (c) => `${c.name} ${c.phone}` },
        { key: 'amount', label: t('verification.amount'), render: (amount) => formatMoney(amount) },
        {
          key: 'remainingQuantity',
          label: t('verification.uses'),
          render: (left, o) => t('verification.usesValue', { left, total: o.quantity }),
        },
        { key: 'status', label: t('verification.status'), render: (status) => <EnumTag kind="verificationStatus" value={status} /> },
        { key: 'payTime', label: t('verification.paid'), render: (time) => (time ? formatDateTimeMinute(time) : t('common.emptyValue')) },
        { key: 'validUntil', label: t('verification.validUntil') },
        {
          key: 'lastWriteOffTime',
          label: t('verification.lastWriteOff'),
          render: (time, o) =>
            time
              ? t('verification.lastWriteOffValue', { time: formatDateTimeMinute(time), name: o.lastWriteOffOperator ?? '' })
              : t('common.emptyValue'),
        },
      ]}
    />
  );
}

export function VerificationPanel({ initialCode }: { initialCode?: string }) {
  const t = useT(verificationTexts);
  const [form] = Form.useForm<{ code: string }>();
  const [code, setCode] = useState(initialCode ? normaliseCode(initialCode) : '');
  const queryClient = useQueryClient();
  const lookup = useGetVerificationOrderByCode(
    { code },
    { query: { enabled: code !== '', retry: false, select: (r) => r.data }, ...SILENT },
  );

  return (
    <Flex vertical gap={16}>
      <Form
        form={form}
        layout="inline"
        initialValues={{ code: initialCode ?? '' }}
        onFinish={({ code: typed }) => {
          const next = normaliseCode(typed);
          if (next === code) void lookup.refetch();
          else setCode(next);
        }}
      >
        <Form.Item
          name="code"
          label={t('verification.code')}
          rules={[
            { required: true, whitespace: true, message: t('verification.codeRequired') },
            {
              validator: (_, value?: string) =>
                !value || isValidCode(value) ? Promise.resolve() : Promise.reject(new Error(t('verification.codeFormat'))),
            },
          ]}
        >
          <Input placeholder={t('verification.codePlaceholder')} autoComplete="off" allowClear style={{ width: 240 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={lookup.isFetching}>
          {t('verification.lookUp')}
        </Button>
      </Form>
      {lookup.isError && !lookup.isFetching && <Alert type="error" showIcon role="alert" title={errorText(lookup.error)} />}
      {lookup.data && !lookup.isError && (
        <>
          <CodeOrder order={lookup.data} />
          <WriteOffForm
            key={lookup.data.code}
            order={lookup.data}
            onDone={() => queryClient.invalidateQueries({ queryKey: getGetVerificationOrderByCodeQueryKey({ code }) })}
          />
        </>
      )}
    </Flex>
  );
}
