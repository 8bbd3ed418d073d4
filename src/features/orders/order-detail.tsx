/**
 * Everything about one order, as the drawer over the list and /FollowDetail show it: the customer
 * (phone masked until 'show number'), the contacts and the emergency contact, the order and its
 * projects, the reminder and the appointment, the follow history (the timeline with its replies,
 * the platform's follow tasks, the customer's archive across orders), the related doctors, supply
 * orders and deals, and the action bar.
 */
import { Button, Card, Flex, Space, Tabs, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useGetClientEmergencyContact } from '@generated/main/customer/customer';
import { useGetTransferTreatmentOrderDetail, useSetCustomerPhoneViewable } from '@generated/main/orders/orders';
import type { ContactEntry, OrderDetail } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { formatMoney } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { ClientArchive } from './client-archive.tsx';
import { FollowTasks } from './follow-tasks.tsx';
import { FollowTimeline } from './follow-timeline.tsx';
import { OrderActions } from './order-actions.tsx';
import { ACTION_LABELS, disabledReason } from './order-actions-meta.ts';
import { useOrderRefresh } from './order-refresh.ts';
import { orderTexts } from './order-texts.ts';

function PhoneToggle({ order }: { order: OrderDetail }) {
  const t = useT(orderTexts);
  const save = useSetCustomerPhoneViewable();
  const refresh = useOrderRefresh();
  const viewable = Boolean(order.isPhoneViewable);
  const reason = disabledReason(t, order, 15);
  return (
    <Button
      size="small"
      type="link"
      disabled={reason !== null}
      title={reason ?? undefined}
      loading={save.isPending}
      onClick={async () => {
        try {
          await save.mutateAsync({ data: { followId: order.id, viewable: !viewable } });
        } catch {
          return;
        }
        await refresh();
        feedback.message.success(t('orders.done', { action: t(viewable ? 'orders.hideNumber' : ACTION_LABELS[15]) }));
      }}
    >
      {t(viewable ? 'orders.hideNumber' : 'orders.showNumber')}
    </Button>
  );
}

function ContactLine({ contact }: { contact: ContactEntry }) {
  const t = useT(orderTexts);
  return (
    <Flex gap={6} wrap align="center">
      <Typography.Text type="secondary">{t(`orders.kind.${contact.kind ?? 'phone'}`)}</Typography.Text>
      <Typography.Text copyable>{contact.contactVal}</Typography.Text>
      <Tag color={contact.isMain === 1 ? 'blue' : 'default'}>{t(contact.isMain === 1 ? 'orders.mainContact' : 'orders.alternate')}</Tag>
      {contact.allowContract === 0 && <Tag color="red">{t('orders.noContactAllowed')}</Tag>}
      {contact.isForeignPhone && <Tag>{t('orders.foreignPhone')}</Tag>}
    </Flex>
  );
}

function EmergencyContact({ customerId }: { customerId: number }) {
  const t = useT(orderTexts);
  const query = useGetClientEmergencyContact({ customerId }, { query: { select: (answer) => answer.data } });
  if (!query.data) return null;
  const contact = query.data;
  return (
    <Typography.Text>
      {t('orders.emergencyContact')}：{contact.name}（{contact.relation}） {contact.phone}
    </Typography.Text>
  );
}

function CustomerPart({ order }: { order: OrderDetail }) {
  const t = useT(orderTexts);
  const main = [...order.contacts].sort((a, b) => b.isMain - a.isMain);
  return (
    <Card size="small" title={t('orders.customerPart')}>
      <DetailDescriptions
        data={order}
        items={[
          { key: 'customer', label: t('orders.name'), render: (c) => c.name },
          {
            key: 'id',
            label: t('orders.phone'),
            render: () => (
              <Space>
                <span data-testid="customer-phone">{order.customer.phone}</span>
                <PhoneToggle order={order} />
              </Space>
            ),
          },
          {
            key: 'intendedProjects',
            label: t('orders.intended'),
            render: (p) => (p ?? []).map((x) => x.name).join('、') || t('common.emptyValue'),
          },
          { key: 'sourceChannel', label: t('orders.source') },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        {t('orders.contacts')}
      </Typography.Title>
      <Flex vertical gap={4}>
        {main.map((contact, index) => (
          <ContactLine key={`${contact.kind}-${contact.contactVal}-${index}`} contact={contact} />
        ))}
        <EmergencyContact customerId={order.customer.id} />
      </Flex>
    </Card>
  );
}

function OrderPart({ order }: { order: OrderDetail }) {
  const t = useT(orderTexts);
  return (
    <Card size="small" title={t('orders.orderPart')}>
      <DetailDescriptions
        data={order}
        items={[
          { key: 'followNumber', label: t('orders.followNumber') },
          { key: 'number', label: t('orders.number') },
          { key: 'orderList', label: t('orders.projects'), render: (list) => list.map((spu) => spu.spuName).join('、') },
          { key: 'dispatchTime', label: t('orders.dispatchTime'), render: (time) => formatDateTimeMinute(time) },
          { key: 'platformCounselor', label: t('orders.counselorShort'), render: (c) => c?.name ?? t('common.emptyValue') },
          { key: 'follower', label: t('orders.follower'), render: (f) => f?.name ?? t('orders.unassigned') },
          {
            key: 'dealAmount',
            label: t('orders.dealAmount'),
            render: (amount, o) => (o.deals.length > 0 ? formatMoney(amount) : t('common.emptyValue')),
          },
          {
            key: 'remind',
            label: t('orders.remindPart'),
            render: (remind) =>
              remind ? (
                <Space wrap>
                  {formatDateTimeMinute(remind.remindTime)} {remind.content}
                  {remind.isDue && <Tag color="red">{t('orders.remindDue')}</Tag>}
                </Space>
              ) : (
                t('orders.none')
              ),
          },
          {
            key: 'appointment',
            label: t('orders.appointmentPart'),
            render: (a) =>
              a ? (
                <Space wrap>
                  {formatDateTimeMinute(a.meetTime)}
                  {a.doctor?.name}
                  {a.metTime && <Tag color="cyan">{t('orders.metAt', { time: formatDateTimeMinute(a.metTime) })}</Tag>}
                </Space>
              ) : (
                t('orders.none')
              ),
          },
          { key: 'dispatchRemark', label: t('orders.dispatchRemark') },
        ]}
      />
    </Card>
  );
}

function DoctorsPart({ order }: { order: OrderDetail }) {
  const t = useT(orderTexts);
  return (
    <Card size="small" title={t('orders.doctors')}>
      {order.relatedDoctors.length === 0 ? (
        t('orders.none')
      ) : (
        <Flex gap={8} wrap>
          {order.relatedDoctors.map((doctor) => (
            <Tag key={doctor.id} color={doctor.isRecommended ? 'green' : 'default'}>
              {doctor.name}
              {doctor.title ? ` · ${doctor.title}` : ''}
              {doctor.isRecommended ? ` · ${t('orders.recommended')}` : ''}
            </Tag>
          ))}
        </Flex>
      )}
    </Card>
  );
}

function AuditTag({ status }: { status: 0 | 1 | 2 }) {
  const t = useT(orderTexts);
  return <Tag color={['processing', 'success', 'error'][status]}>{t(`orders.audit.${status}`)}</Tag>;
}

function Rows<T>({ rows, render }: { rows: T[]; render: (row: T) => ReactNode }) {
  const t = useT(orderTexts);
  if (rows.length === 0) return <>{t('orders.none')}</>;
  return (
    <Flex vertical gap={8} role="list">
      {rows.map((row, index) => (
        <div role="listitem" key={index}>
          {render(row)}
        </div>
      ))}
    </Flex>
  );
}

function DealsPart({ order }: { order: OrderDetail }) {
  const t = useT(orderTexts);
  return (
    <Card size="small" title={t('orders.deals')}>
      <Rows
        rows={order.deals}
        render={(deal) => (
          <Space wrap>
            <EnumTag kind="dealType" value={deal.dealType} />
            <Typography.Text strong>{formatMoney(deal.amount)}</Typography.Text>
            {deal.projects.map((p) => p.name).join('、')}
            <Typography.Text type="secondary">{formatDateTimeMinute(deal.dealTime)}</Typography.Text>
            <AuditTag status={deal.auditStatus} />
          </Space>
        )}
      />
    </Card>
  );
}

function SupplyOrdersPart({ order }: { order: OrderDetail }) {
  const t = useT(orderTexts);
  return (
    <Card size="small" title={t('orders.supplyOrders')}>
      <Rows
        rows={order.supplyOrders}
        render={(supply) => (
          <Space wrap>
            {supply.spus.map((s) => s.spuName).join('、')}
            <Typography.Text type="secondary">{formatDateTimeMinute(supply.createTime)}</Typography.Text>
            <AuditTag status={supply.auditStatus} />
            {supply.rejectReason}
          </Space>
        )}
      />
    </Card>
  );
}

/** The detail's content for one order (the drawer's body and /FollowDetail's page). */
export function OrderDetailContent({ order }: { order: OrderDetail }) {
  const t = useT(orderTexts);
  return (
    <Flex vertical gap={16}>
      <Flex gap={12} align="center" wrap>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {order.customer.name} · {order.followNumber}
        </Typography.Title>
        <span data-testid="order-status">
          <EnumTag kind="followStatus" value={order.taskStatus} />
        </span>
        {order.dealType !== null && order.dealType !== undefined && <EnumTag kind="dealType" value={order.dealType} />}
      </Flex>
      <OrderActions order={order} />
      <CustomerPart order={order} />
      <OrderPart order={order} />
      <Card size="small" title={t('orders.detailSections')}>
        <Tabs
          size="small"
          destroyOnHidden
          items={[
            { key: 'timeline', label: t('orders.timeline'), children: <FollowTimeline records={order.followRecords} /> },
            { key: 'tasks', label: t('orders.tasks'), children: <FollowTasks followId={order.id} /> },
            {
              key: 'archive',
              label: t('orders.archive'),
              children: <ClientArchive customerId={order.customer.id} followId={order.id} />,
            },
          ]}
        />
      </Card>
      <DoctorsPart order={order} />
      <SupplyOrdersPart order={order} />
      <DealsPart order={order} />
    </Flex>
  );
}

export function OrderDetailView({ followId }: { followId: number }) {
  const query = useGetTransferTreatmentOrderDetail({ followId }, { query: { select: (answer) => answer.data } });
  return (
    <QueryBoundary query={query} rows={10}>
      {(order) => <OrderDetailContent order={order} />}
    </QueryBoundary>
  );
}
