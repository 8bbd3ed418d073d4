/**
 * The lists under a customer's detail: their dispatched orders (each opens its order detail when
 * the account may open orders), the repeat log and the numbers still to be checked. Each is paged
 * or small and lives only while the drawer is open, so its paging stays out of the address.
 */
import { Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useGetClientRepeatLogList, useGetCustomerOrderPagedList, useGetToCheckedTel } from '@generated/main/customer/customer';
import type { CustomerOrder, CustomerRepeatLog, CustomerToCheckedTel } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { formatMoney } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { useCanOpen } from '@/lib/routing/use-can-open.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { EmptyState, LoadFailed } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { customerTexts } from './customer-texts.ts';

const PAGE_SIZE = 10;

interface Paged<T> {
  data: { data: { total: number; list: T[] } } | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

function SmallTable<T extends object>({
  label,
  query,
  columns,
  rowKey,
  page,
  onPage,
}: {
  label: string;
  query: Paged<T>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  page?: number;
  onPage?: (page: number) => void;
}) {
  const t = useT();
  const answer = query.data?.data;
  return (
    <Table<T>
      aria-label={label}
      size="small"
      rowKey={rowKey}
      columns={columns}
      dataSource={answer?.list ?? []}
      loading={query.isFetching && !query.isError}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: query.isError ? <LoadFailed onRetry={query.refetch} retrying={query.isFetching} /> : <EmptyState /> }}
      pagination={
        onPage
          ? {
              current: page,
              pageSize: PAGE_SIZE,
              total: answer?.total ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
              showTotal: (total) => t('common.total', { count: total }),
              onChange: onPage,
            }
          : false
      }
    />
  );
}

export function CustomerOrders({ customerId, name }: { customerId: number; name: string }) {
  const t = useT(customerTexts);
  const [page, setPage] = useState(1);
  const canOpenOrders = useCanOpen('order/alllist');
  const query = useGetCustomerOrderPagedList({ customerId, page, limit: PAGE_SIZE });
  const columns: TableColumnsType<CustomerOrder> = [
    {
      key: 'number',
      title: t('customers.orderNumber'),
      dataIndex: 'number',
      render: (number: string, order) =>
        canOpenOrders ? <Link to={linkTo('order/alllist', { id: String(order.id), open: true })}>{number}</Link> : number,
    },
    {
      key: 'projects',
      title: t('customers.projects'),
      render: (_: unknown, order) => order.orderList.map((spu) => spu.spuName).join('、') || t('common.emptyValue'),
    },
    {
      key: 'taskStatus',
      title: t('customers.followStatus'),
      dataIndex: 'taskStatus',
      render: (s: CustomerOrder['taskStatus']) => <EnumTag kind="followStatus" value={s} />,
    },
    {
      key: 'createTime',
      title: t('customers.dispatchTime'),
      dataIndex: 'createTime',
      render: (time: string) => formatDateTimeMinute(time),
    },
    { key: 'dealAmount', title: t('customers.dealAmount'), dataIndex: 'dealAmount', render: (amount: number) => formatMoney(amount) },
    {
      key: 'isRepeatOrder',
      title: t('customers.isRepeatOrder'),
      dataIndex: 'isRepeatOrder',
      render: (repeat: boolean) => (repeat ? <Tag>{t('customers.repeatYes')}</Tag> : null),
    },
  ];
  return <SmallTable label={t('customers.ordersOf', { name })} query={query} columns={columns} rowKey="id" page={page} onPage={setPage} />;
}

export function CustomerRepeatLogList({ customerId, name }: { customerId: number; name: string }) {
  const t = useT(customerTexts);
  const [page, setPage] = useState(1);
  const query = useGetClientRepeatLogList({ customerId, page, limit: PAGE_SIZE });
  const columns: TableColumnsType<CustomerRepeatLog> = [
    { key: 'createTime', title: t('customers.time'), dataIndex: 'createTime', render: (time: string) => formatDateTimeMinute(time) },
    {
      key: 'action',
      title: t('customers.repeatAction'),
      dataIndex: 'action',
      render: (action: CustomerRepeatLog['action']) => <EnumTag kind="customerRepeatAction" value={action} />,
    },
    {
      key: 'orderNumber',
      title: t('customers.orderNumber'),
      dataIndex: 'orderNumber',
      render: (n: string | null) => n ?? t('common.emptyValue'),
    },
    {
      key: 'reason',
      title: t('customers.repeatReason'),
      dataIndex: 'reason',
      render: (r: string | undefined) => r || t('common.emptyValue'),
    },
    { key: 'operatorName', title: t('customers.operator'), dataIndex: 'operatorName' },
  ];
  return (
    <SmallTable label={t('customers.repeatLogOf', { name })} query={query} columns={columns} rowKey="id" page={page} onPage={setPage} />
  );
}

export function CustomerNumbersToCheck({ customerId, name }: { customerId: number; name: string }) {
  const t = useT(customerTexts);
  const query = useGetToCheckedTel({ customerId });
  const wrapped: Paged<CustomerToCheckedTel & { key: string }> = {
    ...query,
    data: query.data && {
      data: { total: query.data.data.length, list: query.data.data.map((row) => ({ ...row, key: `${row.orderId ?? ''}-${row.tel}` })) },
    },
  };
  const columns: TableColumnsType<CustomerToCheckedTel & { key: string }> = [
    {
      key: 'tel',
      title: t('customers.tel'),
      dataIndex: 'tel',
      render: (tel: string, row) => (row.isForeignPhone ? `${tel} (${t('customers.foreignPhone')})` : tel),
    },
    {
      key: 'orderNumber',
      title: t('customers.orderNumber'),
      dataIndex: 'orderNumber',
      render: (n: string | null) => n ?? t('common.emptyValue'),
    },
    {
      key: 'dispatchTime',
      title: t('customers.dispatchTime'),
      dataIndex: 'dispatchTime',
      render: (time: string) => formatDateTimeMinute(time),
    },
    {
      key: 'checkDeadline',
      title: t('customers.checkDeadline'),
      dataIndex: 'checkDeadline',
      render: (time: string | null) => (time ? formatDateTimeMinute(time) : t('common.emptyValue')),
    },
  ];
  return (
    <>
      <Typography.Paragraph type="secondary">{t('customers.toCheckHint')}</Typography.Paragraph>
      <SmallTable label={t('customers.toCheckOf', { name })} query={wrapped} columns={columns} rowKey="key" />
    </>
  );
}
