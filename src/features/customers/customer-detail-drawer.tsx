/**
 * One customer in a drawer over the list (`/customer?id=…`): every designed field, the contacts
 * (main first, phones masked), the emergency contact, my own mark, and the customer's orders,
 * repeat log and numbers to check. From here a front desk edits the profile, sets the mark and
 * judges the customer a repeat order or not (asked first; an action the customer's state does
 * not allow is disabled, and the platform refuses it too).
 */
import { Button, Card, Descriptions, Drawer, Flex, List, Space, Tabs, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useGetClientEmergencyContact,
  useGetClientRepeatLogList,
  useGetCustomerDetail,
  useSetCustomerNotRepeatOrder,
  useSetCustomerRepeatOrder,
} from '@generated/main/customer/customer';
import type { ContactEntry, ContactKind, CustomerDetail } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumLabel } from '@/lib/enums/enum-labels.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { formatMoney, formatNumber } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { ConfirmAction } from '@/shared/ui/confirm-action/confirm-action.tsx';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { MarkForm, ProfileForm } from './customer-forms.tsx';
import { CUSTOMER_QUERIES } from './customer-queries.ts';
import { CustomerNumbersToCheck, CustomerOrders, CustomerRepeatLogList } from './customer-related-lists.tsx';
import { customerTexts } from './customer-texts.ts';

/** The drawer's customer id from the address (`?id=`), or null when none or not an id. */
export function customerIdOf(id: string | null): number | null {
  return id !== null && /^\d{1,15}$/.test(id) ? Number(id) : null;
}

const CONTACT_KINDS = {
  phone: 'customers.kind.phone',
  qq: 'customers.kind.qq',
  wechat: 'customers.kind.wechat',
  email: 'customers.kind.email',
} as const satisfies Record<ContactKind, string>;

function Contacts({ contacts }: { contacts: ContactEntry[] }) {
  const t = useT(customerTexts);
  const main = [...contacts].sort((a, b) => b.isMain - a.isMain);
  return (
    <List
      size="small"
      bordered
      dataSource={main}
      locale={{ emptyText: t('common.emptyValue') }}
      renderItem={(contact) => (
        <List.Item>
          <Space wrap>
            <Typography.Text type="secondary">{t(CONTACT_KINDS[contact.kind ?? 'phone'])}</Typography.Text>
            <Typography.Text>{contact.contactVal}</Typography.Text>
            {contact.isMain === 1 && <Tag color="blue">{t('customers.mainContact')}</Tag>}
            {contact.allowContract === 0 && <Tag color="red">{t('customers.noContact')}</Tag>}
            {contact.isForeignPhone && <Tag>{t('customers.foreignPhone')}</Tag>}
          </Space>
        </List.Item>
      )}
    />
  );
}

function EmergencyContact({ customerId }: { customerId: number }) {
  const t = useT(customerTexts);
  const query = useGetClientEmergencyContact({ customerId }, { query: { select: (answer) => answer.data } });
  return (
    <QueryBoundary query={query} rows={1}>
      {(contact) =>
        contact ? (
          <Descriptions
            size="small"
            bordered
            column={3}
            items={[
              { key: 'name', label: t('customers.emergencyName'), children: contact.name },
              { key: 'relation', label: t('customers.emergencyRelation'), children: contact.relation || t('common.emptyValue') },
              { key: 'phone', label: t('customers.emergencyPhone'), children: contact.phone },
            ]}
          />
        ) : (
          <Typography.Text type="secondary">{t('customers.noEmergencyContact')}</Typography.Text>
        )
      }
    </QueryBoundary>
  );
}

function RepeatActions({ customer }: { customer: CustomerDetail }) {
  const t = useT(customerTexts);
  const queryClient = useQueryClient();
  const latest = useGetClientRepeatLogList({ customerId: customer.id, page: 1, limit: 1 }, { query: { select: (a) => a.data.list[0] } });
  const refresh = () => Promise.all(CUSTOMER_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const repeat = useSetCustomerRepeatOrder();
  const notRepeat = useSetCustomerNotRepeatOrder();
  const judgedNotRepeat = !customer.isRepeatOrder && latest.data?.action === 2;
  return (
    <>
      <ConfirmAction
        type="default"
        title={t('customers.setRepeatConfirm', { name: customer.name })}
        disabled={customer.isRepeatOrder}
        onConfirm={async () => {
          await repeat.mutateAsync({ data: { customerId: customer.id } });
          feedback.message.success(t('customers.repeatDone'));
          await refresh();
        }}
      >
        {t('customers.setRepeat')}
      </ConfirmAction>
      <ConfirmAction
        type="default"
        title={t('customers.setNotRepeatConfirm', { name: customer.name })}
        disabled={judgedNotRepeat || latest.isPending}
        onConfirm={async () => {
          await notRepeat.mutateAsync({ data: { customerId: customer.id } });
          feedback.message.success(t('customers.notRepeatDone'));
          await refresh();
        }}
      >
        {t('customers.setNotRepeat')}
      </ConfirmAction>
    </>
  );
}

function MyMark({ customer, onEdit }: { customer: CustomerDetail; onEdit: () => void }) {
  const t = useT(customerTexts);
  const mark = customer.myMark;
  return (
    <Card
      size="small"
      title={t('customers.myMark')}
      extra={
        <Button type="link" onClick={onEdit}>
          {t('customers.editMark')}
        </Button>
      }
    >
      {mark ? (
        <Flex vertical gap={4}>
          <Space size={[0, 4]} wrap>
            {mark.tags.map((tag) => (
              <Tag key={tag} color="blue">
                {tag}
              </Tag>
            ))}
          </Space>
          {mark.remark ? <Typography.Text>{mark.remark}</Typography.Text> : null}
          {mark.updateTime ? (
            <Typography.Text type="secondary">
              {t('customers.markUpdated', { time: formatDateTimeMinute(mark.updateTime) })}
            </Typography.Text>
          ) : null}
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('customers.noMark')}</Typography.Text>
      )}
    </Card>
  );
}

function CustomerDetailContent({ customer }: { customer: CustomerDetail }) {
  const t = useT(customerTexts);
  const [editing, setEditing] = useState<'profile' | 'mark' | null>(null);
  const dash = t('common.emptyValue');
  const region = [customer.provinceName, customer.cityName, customer.districtName].filter(Boolean).join(' ');
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space wrap>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {customer.name}
          </Typography.Title>
          <EnumTag kind="followStatus" value={customer.followStatus} />
          {customer.isRepeatOrder && <Tag>{t('customers.repeatYes')}</Tag>}
        </Space>
        <Space wrap>
          <Button onClick={() => setEditing('profile')}>{t('customers.editProfile')}</Button>
          <RepeatActions customer={customer} />
        </Space>
      </Flex>
      <MyMark customer={customer} onEdit={() => setEditing('mark')} />
      <DetailDescriptions<CustomerDetail>
        title={t('customers.basics')}
        data={customer}
        items={[
          { key: 'customerNo', label: t('customers.customerNo') },
          { key: 'phone', label: t('customers.phone') },
          { key: 'gender', label: t('customers.gender'), render: (gender) => enumLabel('customerGender', gender) },
          { key: 'age', label: t('customers.age'), render: (age) => (age === null || age === undefined ? dash : String(age)) },
          { key: 'birthday', label: t('customers.birthday') },
          { key: 'occupation', label: t('customers.occupation') },
          { key: 'cityName', label: t('customers.region'), render: () => region || dash },
          {
            key: 'sourceChannel',
            label: t('customers.source'),
            render: (source) => <EnumTag kind="customerSourceChannel" value={source} />,
          },
          { key: 'platformCounselorName', label: t('customers.platformCounselor') },
          { key: 'budget', label: t('customers.budget') },
          {
            key: 'intendedProjects',
            label: t('customers.intendedProjects'),
            render: (projects) => (projects?.length ? projects.map((p) => p.projectName).join('、') : dash),
          },
          {
            key: 'tags',
            label: t('customers.platformTags'),
            render: (tags) => (tags?.length ? tags.map((tag) => <Tag key={tag}>{tag}</Tag>) : dash),
          },
          { key: 'latentDemand', label: t('customers.latentDemand'), span: 2 },
          { key: 'firstDispatchTime', label: t('customers.firstDispatchTime'), render: (time) => formatDateTimeMinute(time) },
          { key: 'lastFollowTime', label: t('customers.lastFollowTime'), render: (time) => (time ? formatDateTimeMinute(time) : dash) },
          { key: 'lastVisitTime', label: t('customers.lastVisitTime'), render: (time) => (time ? formatDateTimeMinute(time) : dash) },
          { key: 'orderCount', label: t('customers.orderCount'), render: (count) => formatNumber(count) },
          { key: 'dealCount', label: t('customers.dealCount'), render: (count) => formatNumber(count ?? 0) },
          { key: 'dealAmount', label: t('customers.dealAmount'), render: (amount) => formatMoney(amount) },
          { key: 'remark', label: t('customers.remark'), span: 2 },
        ]}
      />
      <Card size="small" title={t('customers.contacts')}>
        <Contacts contacts={customer.contacts} />
      </Card>
      <Card size="small" title={t('customers.emergencyContact')}>
        <EmergencyContact customerId={customer.id} />
      </Card>
      <Tabs
        items={[
          { key: 'orders', label: t('customers.orders'), children: <CustomerOrders customerId={customer.id} name={customer.name} /> },
          {
            key: 'repeatLog',
            label: t('customers.repeatLog'),
            children: <CustomerRepeatLogList customerId={customer.id} name={customer.name} />,
          },
          {
            key: 'toCheck',
            label: t('customers.toCheck'),
            children: <CustomerNumbersToCheck customerId={customer.id} name={customer.name} />,
          },
        ]}
      />
      <ProfileForm customer={customer} open={editing === 'profile'} onClose={() => setEditing(null)} />
      <MarkForm customer={customer} open={editing === 'mark'} onClose={() => setEditing(null)} />
    </Flex>
  );
}

/** The detail of one customer (what the drawer shows; the XSS gate renders it inline). */
export function CustomerDetailBody({ customerId }: { customerId: number }) {
  const query = useGetCustomerDetail({ id: customerId }, { query: { select: (answer) => answer.data } });
  return (
    <QueryBoundary query={query} rows={8}>
      {(customer) => <CustomerDetailContent customer={customer} />}
    </QueryBoundary>
  );
}

/** The drawer for `?id=` (closed without one); closing it removes the id from the address. */
export default function CustomerDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const t = useT(customerTexts);
  const customerId = customerIdOf(id);
  return (
    <Drawer title={t('customers.detail')} open={customerId !== null} onClose={onClose} size={880} destroyOnHidden>
      {customerId !== null && <CustomerDetailBody customerId={customerId} />}
    </Drawer>
  );
}
