/**
 * `/yanOrder`: the orders the platform's strict-select activities dispatched to the hospital —
 * counts as views (all, follow-up overdue, not written off, refund requested), filters and a
 * search kept in the address, and the order in a drawer opened by `?id=X&open=true` (notifications
 * 200801 and 200802) or a row: the buyer, package and payment, the follow-up records, a follow-up
 * form, and the verification-code write-off the app puts in (`writeOff`).
 */
import { Button, DatePicker, Drawer, Flex, Form, Input, Radio, Select, Tag, Timeline, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { parseAsNumberLiteral, parseAsString, parseAsStringLiteral } from 'nuqs';
import { type ReactNode, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetStrictSelectOrderCountQueryKey,
  getGetStrictSelectOrderDetailQueryKey,
  getGetStrictSelectOrderListQueryKey,
  useFollowUpStrictSelectOrder,
  useGetStrictSelectOrderCount,
  useGetStrictSelectOrderDetail,
  useGetStrictSelectOrderList,
} from '@generated/main/strict-select/strict-select';
import {
  FollowStatus,
  type StrictSelectOrder,
  type StrictSelectOrderDetail,
  type StrictSelectOrderListRequest,
  StrictSelectVerifyStatus,
} from '@generated/main/model';
import { formatDateTime, formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { formatMoney } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { parseAsDateRange } from '@/lib/list-state/list-parsers.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { useRouteQuery } from '@/lib/routing/use-route-query.ts';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { FormModal } from '@/shared/ui/form-overlay/form-modal.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { EmptyState, QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { strictSelectTexts } from './strict-select-texts.ts';
import { isFuture } from '@/lib/dates/platform-time.ts';

const VIEWS = ['all', 'overdue', 'unverified', 'refunding'] as const;
type View = (typeof VIEWS)[number];

const FILTERS = {
  keyword: parseAsString,
  view: parseAsStringLiteral(VIEWS),
  followStatus: parseAsNumberLiteral(Object.values(FollowStatus)),
  verifyStatus: parseAsNumberLiteral(Object.values(StrictSelectVerifyStatus)),
  dispatched: parseAsDateRange,
};

const VIEW_QUERY: Record<View, Partial<StrictSelectOrderListRequest>> = {
  all: {},
  overdue: { isFollowOverdue: true },
  unverified: { verifyStatus: 0 },
  refunding: { refundStatus: 1 },
};

/** Every list, count and order of the area (what a follow-up or a write-off makes stale). */
const STALE_KEYS = [
  getGetStrictSelectOrderListQueryKey().slice(0, 2),
  getGetStrictSelectOrderCountQueryKey().slice(0, 1),
  getGetStrictSelectOrderDetailQueryKey().slice(0, 1),
];

export function useStrictSelectOrderRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(STALE_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}

const time = (value: string | null | undefined) => (value ? formatDateTimeMinute(value) : null);

interface FollowUpValues {
  followStatus: FollowStatus;
  content: string;
  nextFollowTime?: Dayjs;
  appointmentTime?: Dayjs;
}

function FollowUpButton({ order }: { order: StrictSelectOrderDetail }) {
  const t = useT(strictSelectTexts);
  const [open, setOpen] = useState(false);
  const followUp = useFollowUpStrictSelectOrder();
  const refunded = order.refundStatus === 2;
  const future = async (_: unknown, value: Dayjs | undefined) => {
    if (value && !isFuture(value)) throw new Error(t('strictSelect.futureOnly'));
  };
  return (
    <>
      <Button
        type="primary"
        disabled={refunded}
        title={refunded ? t('strictSelect.refundedNoFollow') : undefined}
        onClick={() => setOpen(true)}
      >
        {t('strictSelect.followUp')}
      </Button>
      <FormModal<FollowUpValues>
        open={open}
        title={t('strictSelect.followUpTitle')}
        submitText={t('strictSelect.followUp')}
        successText={t('strictSelect.followedUp')}
        initialValues={{ followStatus: order.followStatus, content: '' }}
        invalidates={STALE_KEYS}
        onClose={() => setOpen(false)}
        onSubmit={(values) =>
          followUp.mutateAsync({
            data: {
              orderId: order.id,
              followStatus: values.followStatus,
              content: values.content.trim(),
              ...(values.nextFollowTime ? { nextFollowTime: formatDateTime(values.nextFollowTime) } : {}),
              ...(values.appointmentTime ? { appointmentTime: formatDateTime(values.appointmentTime) } : {}),
            },
          })
        }
      >
        <Form.Item
          name="followStatus"
          label={t('strictSelect.followStatus')}
          rules={[{ required: true, message: t('strictSelect.required') }]}
        >
          <Select options={enumOptions('followStatus')} />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('strictSelect.content')}
          rules={[{ required: true, whitespace: true, message: t('strictSelect.required') }, { max: 500 }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name="nextFollowTime" label={t('strictSelect.nextFollow')} rules={[{ validator: future }]}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Form.Item name="appointmentTime" label={t('strictSelect.appointment')}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
      </FormModal>
    </>
  );
}

function OrderDetail({ id, writeOff }: { id: number; writeOff?: (order: StrictSelectOrderDetail) => ReactNode }) {
  const t = useT(strictSelectTexts);
  const query = useGetStrictSelectOrderDetail({ id }, { query: { select: (answer) => answer.data } });
  return (
    <QueryBoundary query={query} rows={8}>
      {(order) => (
        <Flex vertical gap={16}>
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
              {`${order.customerName} · ${order.orderNo}`}
            </Typography.Title>
            <Flex gap={8}>
              {writeOff?.(order)}
              <FollowUpButton order={order} />
            </Flex>
          </Flex>
          <DetailDescriptions
            data={order}
            items={[
              { key: 'followStatus', label: t('strictSelect.followStatus'), render: (v) => <EnumTag kind="followStatus" value={v} /> },
              {
                key: 'verifyStatus',
                label: t('strictSelect.verifyStatus'),
                render: (v) => <EnumTag kind="strictSelectVerifyStatus" value={v} />,
              },
              {
                key: 'refundStatus',
                label: t('strictSelect.refundStatus'),
                render: (v) => <EnumTag kind="strictSelectRefundStatus" value={v} />,
              },
              { key: 'verifyTime', label: t('strictSelect.verifiedAt'), render: time },
              { key: 'activityTitle', label: t('strictSelect.activity') },
              { key: 'spuName', label: t('strictSelect.product') },
              { key: 'customerPhone', label: t('strictSelect.phone') },
              { key: 'cityName', label: t('strictSelect.city') },
              { key: 'payAmount', label: t('strictSelect.paid'), render: (v) => formatMoney(v) },
              { key: 'payTime', label: t('strictSelect.payTime'), render: time },
              { key: 'dispatchTime', label: t('strictSelect.dispatched'), render: time },
              { key: 'appointmentTime', label: t('strictSelect.appointment'), render: time },
              { key: 'nextFollowTime', label: t('strictSelect.nextFollow'), render: time },
              { key: 'followerName', label: t('strictSelect.follower') },
              { key: 'customerRemark', label: t('strictSelect.customerRemark'), span: 2 },
              { key: 'packageContent', label: t('strictSelect.packageContent'), span: 2 },
              { key: 'refundReason', label: t('strictSelect.refundReason'), span: 2 },
            ]}
          />
          <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
            {t('strictSelect.records')}
          </Typography.Title>
          {order.followRecords.length === 0 ? (
            <EmptyState>{t('strictSelect.noRecords')}</EmptyState>
          ) : (
            <Timeline
              items={order.followRecords.map((record) => ({
                key: record.id,
                content: (
                  <Flex vertical gap={2}>
                    <Flex gap={8} align="center" wrap>
                      <EnumTag kind="followStatus" value={record.followStatus} />
                      <Typography.Text type="secondary">{`${formatDateTimeMinute(record.createTime)} · ${record.operatorName}`}</Typography.Text>
                    </Flex>
                    <span>{record.content}</span>
                  </Flex>
                ),
              }))}
            />
          )}
        </Flex>
      )}
    </QueryBoundary>
  );
}

export interface StrictSelectOrderPageProps {
  /** Buttons in the page header (the app's verification-code write-off). */
  extra?: ReactNode;
  /** The write-off offered in an order's drawer. */
  writeOff?: (order: StrictSelectOrderDetail) => ReactNode;
}

export function StrictSelectOrderPage({ extra, writeOff }: StrictSelectOrderPageProps) {
  const t = useT(strictSelectTexts);
  const list = useListState(FILTERS);
  const [query, setQuery] = useRouteQuery('yanOrder');
  const view: View = list.filters.view ?? 'all';
  const counts = useGetStrictSelectOrderCount({ query: { select: (answer) => answer.data } });
  const orders = useGetStrictSelectOrderList({
    ...list.paging,
    ...VIEW_QUERY[view],
    ...(list.filters.keyword ? { keyword: list.filters.keyword } : {}),
    ...(list.filters.followStatus !== null ? { followStatus: list.filters.followStatus } : {}),
    ...(list.filters.verifyStatus !== null ? { verifyStatus: list.filters.verifyStatus } : {}),
    ...(list.filters.dispatched ? { dispatchStartDate: list.filters.dispatched[0], dispatchEndDate: list.filters.dispatched[1] } : {}),
  });
  const openId = query.id !== null && /^\d+$/.test(query.id) ? Number(query.id) : null;
  const isOpen = query.open === true && openId !== null;
  const c = counts.data;
  const viewLabel: Record<View, string> = {
    all: t('strictSelect.viewAll', { count: c?.total ?? 0 }),
    overdue: t('strictSelect.viewOverdue', { count: c?.followOverdue ?? 0 }),
    unverified: t('strictSelect.viewUnverified', { count: c?.unverified ?? 0 }),
    refunding: t('strictSelect.viewRefunding', { count: c?.refunding ?? 0 }),
  };

  const columns: PagedTableColumn<StrictSelectOrder>[] = [
    { key: 'orderNo', title: t('strictSelect.orderNo'), fixedVisible: true },
    { key: 'customerName', title: t('strictSelect.customer'), render: (name: string, o) => `${name} ${o.customerPhone}` },
    { key: 'spuName', title: t('strictSelect.product'), ellipsis: true, width: 220 },
    { key: 'payAmount', title: t('strictSelect.paid'), render: (v: number) => formatMoney(v) },
    {
      key: 'followStatus',
      title: t('strictSelect.followStatus'),
      render: (v: StrictSelectOrder['followStatus'], o) => (
        <Flex gap={4} wrap>
          <EnumTag kind="followStatus" value={v} />
          {o.isFollowOverdue && <Tag color="red">{t('strictSelect.overdue')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'verifyStatus',
      title: t('strictSelect.verifyStatus'),
      render: (v: StrictSelectOrder['verifyStatus']) => <EnumTag kind="strictSelectVerifyStatus" value={v} />,
    },
    {
      key: 'refundStatus',
      title: t('strictSelect.refundStatus'),
      render: (v: StrictSelectOrder['refundStatus']) => <EnumTag kind="strictSelectRefundStatus" value={v} />,
    },
    { key: 'dispatchTime', title: t('strictSelect.dispatched'), render: time },
    { key: 'lastFollowTime', title: t('strictSelect.lastFollow'), render: time },
    { key: 'followerName', title: t('strictSelect.follower') },
  ];

  return (
    <PageContainer extra={extra}>
      <Flex vertical gap={12}>
        <Flex gap={12} align="center" wrap>
          <Radio.Group
            aria-label={t('strictSelect.view')}
            optionType="button"
            value={view}
            onChange={(event) => list.setFilters({ view: event.target.value === 'all' ? null : (event.target.value as View) })}
            options={VIEWS.map((value) => ({ value, label: viewLabel[value] }))}
          />
          {c && c.unfollowed > 0 && (
            <Typography.Text type="secondary">{t('strictSelect.unfollowed', { count: c.unfollowed })}</Typography.Text>
          )}
        </Flex>
        <FilterBar
          list={list}
          fields={[
            { kind: 'keyword', name: 'keyword', label: t('strictSelect.search') },
            { kind: 'select', name: 'followStatus', label: t('strictSelect.followStatus'), options: enumOptions('followStatus') },
            {
              kind: 'select',
              name: 'verifyStatus',
              label: t('strictSelect.verifyStatus'),
              options: enumOptions('strictSelectVerifyStatus'),
            },
            { kind: 'dateRange', name: 'dispatched', label: t('strictSelect.dispatched') },
          ]}
        />
        <PagedTable
          id="strict-select-orders"
          label={t('strictSelect.orders')}
          list={list}
          query={orders}
          rowKey="id"
          columns={columns}
          onRowClick={(order) => void setQuery({ id: String(order.id), open: true }, { history: 'push' })}
        />
      </Flex>
      <Drawer
        title={t('strictSelect.detail')}
        open={isOpen}
        onClose={() => void setQuery({ id: null, open: null }, { history: 'replace' })}
        size={760}
        destroyOnHidden
      >
        {isOpen && openId !== null && <OrderDetail id={openId} writeOff={writeOff} />}
      </Drawer>
    </PageContainer>
  );
}
