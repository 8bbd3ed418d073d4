/**
 * `/ec/order/detail?id=`: one e-commerce order — what was bought and paid, its verification codes
 * (masked until used) and refund, and the hospital's own remark, editable here.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input, Table } from 'antd';
import { Link } from 'react-router-dom';
import { getGetEcOrderDetailQueryKey, useGetEcOrderDetail, useSetEcOrderRemark } from '@generated/main/sku/sku';
import type { EcOrderDetail, EcVerifyCode } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { formatMoney } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { useRouteQuery } from '@/lib/routing/use-route-query.ts';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { ecTexts } from './ec-texts.ts';

function RemarkForm({ order }: { order: EcOrderDetail }) {
  const t = useT(ecTexts);
  const queryClient = useQueryClient();
  const save = useSetEcOrderRemark();
  return (
    <Form<{ remark: string }>
      layout="vertical"
      initialValues={{ remark: order.hospitalRemark ?? '' }}
      onFinish={(values) =>
        void save
          .mutateAsync({ data: { id: order.id, remark: values.remark ?? '' } })
          .then(async () => {
            feedback.message.success(t('ec.remarkSaved'));
            await queryClient.invalidateQueries({ queryKey: getGetEcOrderDetailQueryKey({ id: order.id }) });
          })
          .catch(() => undefined)
      }
    >
      <Form.Item name="remark" label={t('ec.hospitalRemark')} extra={t('ec.hospitalRemarkHint')} rules={[{ max: 200 }]}>
        <Input.TextArea rows={3} maxLength={200} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('common.save')}
      </Button>
    </Form>
  );
}

function OrderDetail({ order }: { order: EcOrderDetail }) {
  const t = useT(ecTexts);
  const money = (amount: number | null | undefined) => (amount === null || amount === undefined ? null : formatMoney(amount));
  const time = (value: string | null | undefined) => formatDateTimeMinute(value ?? null);
  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <DetailDescriptions
          data={order}
          items={[
            { key: 'orderNo', label: t('ec.orderNo') },
            { key: 'verifyStatus', label: t('ec.verifyStatus'), render: (status) => <EnumTag kind="ecOrderVerifyStatus" value={status} /> },
            { key: 'customerNickname', label: t('ec.customer') },
            { key: 'customerPhone', label: t('ec.phone') },
            { key: 'payTime', label: t('ec.payTime'), render: (value) => time(value) },
            { key: 'payChannel', label: t('ec.payChannel'), render: (channel) => t(channel === 'alipay' ? 'ec.alipay' : 'ec.wechat') },
            { key: 'validUntil', label: t('ec.validUntil') },
            { key: 'appointmentTime', label: t('ec.appointmentTime'), render: (value) => time(value) },
            { key: 'customerRemark', label: t('ec.customerRemark'), span: 2 },
          ]}
        />
      </Card>
      <Card size="small" title={t('ec.items')}>
        <DetailDescriptions
          data={order}
          items={[
            { key: 'spuName', label: t('ec.product') },
            { key: 'skuName', label: t('ec.sku') },
            { key: 'quantity', label: t('ec.quantity') },
            { key: 'orderAmount', label: t('ec.orderAmount'), render: (amount) => money(amount) },
            { key: 'discountAmount', label: t('ec.discount'), render: (amount) => money(amount) },
            { key: 'payAmount', label: t('ec.payAmount'), render: (amount) => money(amount) },
          ]}
        />
      </Card>
      <Card size="small" title={t('ec.verifyCodes')}>
        <Table<EcVerifyCode>
          aria-label={t('ec.verifyCodes')}
          rowKey="code"
          pagination={false}
          size="small"
          dataSource={order.verifyCodes}
          columns={[
            { key: 'code', dataIndex: 'code', title: t('ec.code') },
            {
              key: 'status',
              dataIndex: 'status',
              title: t('ec.codeStatus'),
              render: (status: EcVerifyCode['status']) => <EnumTag kind="ecVerifyCodeStatus" value={status} />,
            },
            { key: 'verifyTime', dataIndex: 'verifyTime', title: t('ec.verifyTime'), render: (value: string | null) => time(value) },
            { key: 'verifierName', dataIndex: 'verifierName', title: t('ec.verifier') },
          ]}
        />
      </Card>
      {order.refundStatus !== 0 && (
        <Card size="small" title={t('ec.refundStatus')}>
          <DetailDescriptions
            data={order}
            items={[
              {
                key: 'refundStatus',
                label: t('ec.refundStatus'),
                render: (status) => <EnumTag kind="ecOrderRefundStatus" value={status} />,
              },
              { key: 'refundAmount', label: t('ec.refundAmount'), render: (amount) => money(amount) },
              { key: 'refundReason', label: t('ec.refundReason') },
              { key: 'refundTime', label: t('ec.refundTime'), render: (value) => time(value) },
            ]}
          />
        </Card>
      )}
      <Card size="small">
        <RemarkForm key={order.hospitalRemark ?? ''} order={order} />
      </Card>
    </Flex>
  );
}

export default function EcOrderDetailPage() {
  const t = useT(ecTexts);
  const [{ id }] = useRouteQuery('ec/order/detail');
  const orderId = id && /^\d+$/.test(id) ? Number(id) : 0;
  const query = useGetEcOrderDetail({ id: orderId }, { query: { enabled: orderId > 0, select: (answer) => answer.data } });
  return (
    <PageContainer extra={<Link to={linkTo('ec/order-list', {})}>{t('ec.backToOrders')}</Link>}>
      {orderId > 0 ? <QueryBoundary query={query}>{(order) => <OrderDetail order={order} />}</QueryBoundary> : t('ec.orderNotFound')}
    </PageContainer>
  );
}
