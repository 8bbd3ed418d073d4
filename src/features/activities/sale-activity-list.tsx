/**
 * The sale activities tab of /activity/business (`?tab=sale`): the hospital's time-limited prices
 * on its e-commerce products, newest first, by status, type and name or product; a new one and
 * edits in a drawer; stop and delete after asking. An action the status does not allow stays
 * visible, disabled, with the reason. Its list state has its own prefix (`sale.`) so it never
 * mixes with the business activities' filters in the address.
 */
import { Button, Flex, Tooltip } from 'antd';
import { parseAsNumberLiteral, parseAsString } from 'nuqs';
import { type ReactNode, useState } from 'react';
import { useDeleteSaleActivity, useGetSaleActivityList, useStopSaleActivity } from '@generated/main/sale-activity/sale-activity';
import { type SaleActivity, SaleActivityStatus, SaleActivityType } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { formatNumber } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { formatYuan } from '@/lib/money/money.ts';
import { ConfirmAction } from '@/shared/ui/confirm-action/confirm-action.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { useSaleActivityRefresh } from './activity-refresh.ts';
import { EditSaleActivityDrawer, SaleActivityDrawer } from './sale-activity-form.tsx';
import { deleteBlock, editBlock, stopBlock } from './sale-activity-rules.ts';
import { saleActivityTexts } from './sale-activity-texts.ts';

const FILTERS = {
  keyword: parseAsString,
  status: parseAsNumberLiteral(Object.values(SaleActivityStatus)),
  type: parseAsNumberLiteral(Object.values(SaleActivityType)),
};

/** An action with its reason as a tooltip when the status does not allow it. */
function Blocked({ reason, children }: { reason: string | null; children: ReactNode }) {
  return reason ? (
    <Tooltip title={reason}>
      <span>{children}</span>
    </Tooltip>
  ) : (
    children
  );
}

function SaleActivityActions({ activity, onEdit }: { activity: SaleActivity; onEdit: () => void }) {
  const t = useT(saleActivityTexts);
  const refresh = useSaleActivityRefresh();
  const done = (text: string) => async () => {
    feedback.message.success(text);
    await refresh();
  };
  const stop = useStopSaleActivity({ mutation: { onSuccess: done(t('saleActivities.stopped')) } });
  const remove = useDeleteSaleActivity({ mutation: { onSuccess: done(t('saleActivities.deleted')) } });
  const data = { id: activity.id };
  const [edit, stopping, deleting] = [editBlock, stopBlock, deleteBlock].map((rule) => {
    const key = rule(activity.status);
    return key ? t(key) : null;
  });
  return (
    <Flex gap={4} wrap align="center">
      <Blocked reason={edit ?? null}>
        <Button type="link" disabled={edit !== null} onClick={onEdit} aria-label={`${t('saleActivities.edit')} ${activity.name}`}>
          {t('saleActivities.edit')}
        </Button>
      </Blocked>
      <Blocked reason={stopping ?? null}>
        <ConfirmAction
          disabled={stopping !== null}
          danger
          title={t('saleActivities.stopConfirm')}
          onConfirm={() => stop.mutateAsync({ data })}
        >
          {t('saleActivities.stop')}
        </ConfirmAction>
      </Blocked>
      <Blocked reason={deleting ?? null}>
        <ConfirmAction
          disabled={deleting !== null}
          danger
          title={t('saleActivities.deleteConfirm')}
          onConfirm={() => remove.mutateAsync({ data })}
        >
          {t('common.delete')}
        </ConfirmAction>
      </Blocked>
    </Flex>
  );
}

export function SaleActivityList() {
  const t = useT(saleActivityTexts);
  const list = useListState(FILTERS, { prefix: 'sale' });
  const [open, setOpen] = useState<number | 'new' | null>(null);
  const { keyword, status, type } = list.filters;
  const query = useGetSaleActivityList({
    ...list.paging,
    ...(keyword?.trim() ? { keyword: keyword.trim() } : {}),
    ...(status !== null ? { status } : {}),
    ...(type !== null ? { activityType: type } : {}),
  });
  const close = () => setOpen(null);

  const columns: PagedTableColumn<SaleActivity>[] = [
    { key: 'name', title: t('saleActivities.name'), fixedVisible: true, width: 220 },
    {
      key: 'activityType',
      title: t('saleActivities.type'),
      render: (v: SaleActivity['activityType']) => <EnumTag kind="saleActivityType" value={v} />,
    },
    {
      key: 'status',
      title: t('saleActivities.status'),
      render: (v: SaleActivity['status']) => <EnumTag kind="saleActivityStatus" value={v} />,
    },
    {
      key: 'startTime',
      title: t('saleActivities.period'),
      render: (_: unknown, a) => `${formatDateTimeMinute(a.startTime)} – ${formatDateTimeMinute(a.endTime)}`,
    },
    { key: 'productCount', title: t('saleActivities.productCount') },
    { key: 'soldCount', title: t('saleActivities.soldCount'), render: (n: number) => formatNumber(n) },
    { key: 'salesAmount', title: t('saleActivities.salesAmount'), render: (v: number) => formatYuan(v) },
    { key: 'createTime', title: t('saleActivities.created'), render: (time: string) => formatDateTimeMinute(time) },
    {
      key: 'actions',
      title: t('common.actions'),
      fixedVisible: true,
      render: (_: unknown, a) => <SaleActivityActions activity={a} onEdit={() => setOpen(a.id)} />,
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex justify="end">
        <Button type="primary" onClick={() => setOpen('new')}>
          {t('saleActivities.create')}
        </Button>
      </Flex>
      <FilterBar
        list={list}
        fields={[
          { kind: 'keyword', name: 'keyword', label: t('saleActivities.search') },
          { kind: 'select', name: 'status', label: t('saleActivities.status'), options: enumOptions('saleActivityStatus') },
          { kind: 'select', name: 'type', label: t('saleActivities.type'), options: enumOptions('saleActivityType') },
        ]}
      />
      <PagedTable id="sale-activities" label={t('saleActivities.list')} list={list} query={query} rowKey="id" columns={columns} />
      {open === 'new' && <SaleActivityDrawer onClose={close} />}
      {typeof open === 'number' && <EditSaleActivityDrawer id={open} onClose={close} />}
    </Flex>
  );
}
