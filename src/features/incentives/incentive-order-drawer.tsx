/**
 * One incentive order in a drawer over /incentive/orderList: its state is the address
 * (`?id=X&open=true`, also what notifications 20230508 and 20230727 open), so opening it from a row
 * is a history entry and the back button closes it. The follow-up form records on the dispatched
 * order too; it sends the status the person is looking at, and the platform refuses when the order
 * has moved on meanwhile.
 */
import { Button, DatePicker, Drawer, Flex, Form, Input, Timeline, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQueryStates } from 'nuqs';
import { useState } from 'react';
import {
  getGetFollowIncentiveBoardQueryKey,
  getGetFollowIncentiveOrderDetailQueryKey,
  getGetFollowIncentiveOrderListQueryKey,
  useAddFollowIncentiveFollow,
  useGetFollowIncentiveOrderDetail,
} from '@generated/main/follow-incentive/follow-incentive';
import type { FollowIncentiveOrderDetail } from '@generated/main/model';
import { DATE_TIME_FORMAT, formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { ROUTES } from '@/lib/routing/routes.ts';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FormModal } from '@/shared/ui/form-overlay/form-modal.tsx';
import { EmptyState, QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { incentiveTexts } from './incentive-texts.ts';
import { isFuture } from '@/lib/dates/platform-time.ts';

export interface IncentiveDrawerState {
  id: number | null;
  isOpen: boolean;
  open: (id: number) => void;
  close: () => void;
}

export function useIncentiveDrawer(): IncentiveDrawerState {
  const [query, setQuery] = useQueryStates(ROUTES['incentive/orderList'].query);
  const id = query.id !== null && /^\d+$/.test(query.id) ? Number(query.id) : null;
  return {
    id,
    isOpen: query.open === true && id !== null,
    open: (next) => void setQuery({ id: String(next), open: true }, { history: 'push' }),
    close: () => void setQuery({ id: null, open: null }, { history: 'replace' }),
  };
}

interface FollowValues {
  content: string;
  nextFollowTime?: Dayjs | null;
}

export function IncentiveFollowForm({ order, onClose }: { order: FollowIncentiveOrderDetail; onClose: () => void }) {
  const t = useT(incentiveTexts);
  const save = useAddFollowIncentiveFollow();
  return (
    <FormModal<FollowValues>
      open
      title={t('incentives.addFollow')}
      onClose={onClose}
      invalidates={[
        getGetFollowIncentiveOrderDetailQueryKey({ id: order.id }),
        getGetFollowIncentiveOrderListQueryKey().slice(0, 1),
        getGetFollowIncentiveBoardQueryKey().slice(0, 1),
      ]}
      onSubmit={(values) =>
        save.mutateAsync({
          data: {
            id: order.id,
            followStatus: order.taskStatus,
            content: values.content.trim(),
            ...(values.nextFollowTime ? { nextFollowTime: values.nextFollowTime.format(DATE_TIME_FORMAT) } : {}),
          },
        })
      }
    >
      <Form.Item
        name="content"
        label={t('incentives.followContent')}
        rules={[{ required: true, whitespace: true, message: t('incentives.followContentRequired') }, { max: 500 }]}
      >
        <Input.TextArea rows={4} maxLength={500} showCount aria-label={t('incentives.followContent')} />
      </Form.Item>
      <Form.Item
        name="nextFollowTime"
        label={t('incentives.followNext')}
        rules={[
          {
            // The platform decides on its own clock and refuses a past time; this catches the obvious slip first.
            validator: async (_: unknown, value?: Dayjs | null) =>
              value && !isFuture(value) ? Promise.reject(new Error(t('incentives.followNextFuture'))) : undefined,
          },
        ]}
      >
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          style={{ width: '100%' }}
          aria-label={t('incentives.followNext')}
        />
      </Form.Item>
    </FormModal>
  );
}

function OrderView({ order }: { order: FollowIncentiveOrderDetail }) {
  const t = useT(incentiveTexts);
  const [following, setFollowing] = useState(false);
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
        {`${order.customerName} · ${order.orderNumber}`}
      </Typography.Title>
      <DetailDescriptions
        data={order}
        items={[
          {
            key: 'incentiveStatus',
            label: t('incentives.incentiveStatus'),
            render: (v) => <EnumTag kind="incentiveOrderStatus" value={v} />,
          },
          { key: 'taskStatus', label: t('incentives.followStatus'), render: (v) => <EnumTag kind="followStatus" value={v} /> },
          { key: 'phone', label: t('incentives.phone') },
          { key: 'cityName', label: t('incentives.city') },
          { key: 'projectNames', label: t('incentives.projects'), render: (v) => v.join('、'), span: 2 },
          { key: 'platformCounselorName', label: t('incentives.counselor') },
          { key: 'dispatchTime', label: t('incentives.dispatchTime'), render: (v) => formatDateTimeMinute(v) },
          { key: 'followDeadline', label: t('incentives.followDeadline'), render: (v) => formatDateTimeMinute(v) },
          { key: 'lastFollowTime', label: t('incentives.lastFollowTime'), render: (v) => (v ? formatDateTimeMinute(v) : '') },
        ]}
      />
      <Flex justify="space-between" align="center">
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
          {t('incentives.follows')}
        </Typography.Title>
        {order.incentiveStatus === 5 ? (
          <Typography.Text type="secondary">{t('incentives.followInvalid')}</Typography.Text>
        ) : (
          <Button type="primary" onClick={() => setFollowing(true)}>
            {t('incentives.addFollow')}
          </Button>
        )}
      </Flex>
      {order.follows.length === 0 ? (
        <EmptyState>{t('incentives.noFollows')}</EmptyState>
      ) : (
        <Timeline
          items={order.follows.map((f) => ({
            key: f.id,
            children: (
              <Flex vertical gap={2}>
                <Typography.Text type="secondary">
                  {`${formatDateTimeMinute(f.createTime)} · ${f.operatorName}`} <EnumTag kind="followStatus" value={f.followStatus} />
                </Typography.Text>
                <Typography.Text>{f.content}</Typography.Text>
                {f.nextFollowTime && (
                  <Typography.Text type="secondary">
                    {t('incentives.nextFollowTime', { time: formatDateTimeMinute(f.nextFollowTime) })}
                  </Typography.Text>
                )}
              </Flex>
            ),
          }))}
        />
      )}
      {following && <IncentiveFollowForm order={order} onClose={() => setFollowing(false)} />}
    </Flex>
  );
}

function DrawerBody({ id }: { id: number }) {
  const query = useGetFollowIncentiveOrderDetail({ id });
  return (
    <QueryBoundary query={query} rows={8}>
      {(answer) => <OrderView order={answer.data} />}
    </QueryBoundary>
  );
}

export function IncentiveOrderDrawer({ state }: { state: IncentiveDrawerState }) {
  const t = useT(incentiveTexts);
  return (
    <Drawer title={t('incentives.detail')} open={state.isOpen} onClose={state.close} size={720} destroyOnHidden>
      {state.isOpen && state.id !== null && <DrawerBody id={state.id} />}
    </Drawer>
  );
}
