/**
 * `/hospital/institutionalNotice`: the hospital's bulletins — find them by text and status, read
 * one as customers will (its body through SafeHtml), write a new one or edit one in the rich-text
 * editor (either goes to platform review; not while under review), pin or unpin one, delete one
 * (asks first). A rejected bulletin (notification 200904 lands here) shows the platform's reason in
 * its row. The README's worked example of a page built from the kit: the list state (page, size,
 * filters) lives in the address, so a filtered list can be linked to and the back button restores it.
 */
import { Button, Flex, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { feedback } from '@/lib/feedback/feedback.ts';
import { parseAsNumberLiteral, parseAsString } from 'nuqs';
import { getGetBulletinListQueryKey, useDeleteBulletin, useGetBulletinList, useSetBulletinTop } from '@generated/main/bulletins/bulletins';
import { type Bulletin, BulletinStatus } from '@generated/main/model';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { ConfirmAction } from '@/shared/ui/confirm-action/confirm-action.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { bulletinPeriod } from './bulletin-period.ts';
import { bulletinTexts } from './bulletin-texts.ts';

// The form (editor, date and image pickers) and the preview (sanitiser, image viewer) load when
// first opened: the list alone is what the route has to fetch before it paints.
const BulletinFormDrawer = lazy(() => import('./bulletin-form.tsx'));
const BulletinPreviewDrawer = lazy(() => import('./bulletin-preview.tsx'));

/** The filters this list keeps in the address: `?keyword=…&status=2`. */
const FILTERS = {
  keyword: parseAsString,
  status: parseAsNumberLiteral(Object.values(BulletinStatus)),
};

/** Every page of the list (whatever its filters): what a change makes stale. */
const ALL_LISTS = getGetBulletinListQueryKey().slice(0, 2);

function RowActions({ bulletin, onEdit }: { bulletin: Bulletin; onEdit: () => void }) {
  const t = useT(bulletinTexts);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ALL_LISTS });
  const pin = useSetBulletinTop({
    mutation: {
      onSuccess: async (_, { data }) => {
        feedback.message.success(t(data.isTop ? 'bulletins.pinnedDone' : 'bulletins.unpinnedDone'));
        await refresh();
      },
    },
  });
  const remove = useDeleteBulletin({
    mutation: {
      onSuccess: async () => {
        feedback.message.success(t('bulletins.deleted'));
        await refresh();
      },
    },
  });
  const underReview = bulletin.status === BulletinStatus.UnderReview;
  return (
    <Flex gap={4}>
      <Button type="link" disabled={underReview} title={underReview ? t('bulletins.pendingHint') : undefined} onClick={onEdit}>
        {t('bulletins.edit')}
      </Button>
      <Button type="link" loading={pin.isPending} onClick={() => pin.mutate({ data: { id: bulletin.id, isTop: !bulletin.isTop } })}>
        {t(bulletin.isTop ? 'bulletins.unpin' : 'bulletins.pin')}
      </Button>
      <ConfirmAction title={t('bulletins.deleteConfirm')} danger onConfirm={() => remove.mutateAsync({ data: { id: bulletin.id } })}>
        {t('common.delete')}
      </ConfirmAction>
    </Flex>
  );
}

export default function BulletinListPage() {
  const t = useT(bulletinTexts);
  const list = useListState(FILTERS);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ entry?: Bulletin } | null>(null);
  const query = useGetBulletinList({
    ...list.paging,
    ...(list.filters.keyword ? { keyword: list.filters.keyword } : {}),
    ...(list.filters.status !== null ? { status: list.filters.status } : {}),
  });

  const columns: PagedTableColumn<Bulletin>[] = [
    {
      key: 'title',
      title: t('bulletins.title'),
      fixedVisible: true,
      ellipsis: true,
      width: 320,
      // A button, not a link: it opens the preview beside the list and goes nowhere.
      render: (title: string, bulletin) => (
        <Button type="link" style={{ padding: 0, maxWidth: '100%' }} onClick={() => setPreviewId(bulletin.id)}>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{title}</span>
        </Button>
      ),
    },
    {
      key: 'status',
      title: t('bulletins.status'),
      render: (status: Bulletin['status'], bulletin) => (
        <Flex vertical gap={2} align="flex-start">
          <EnumTag kind="bulletinStatus" value={status} />
          {status === BulletinStatus.Rejected && bulletin.rejectReason ? (
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {t('bulletins.rejectReason', { reason: bulletin.rejectReason })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    { key: 'isTop', title: t('bulletins.pinned'), render: (isTop: boolean) => (isTop ? t('bulletins.pinned') : '') },
    { key: 'period', title: t('bulletins.period'), render: (_: unknown, bulletin) => bulletinPeriod(t, bulletin) },
    { key: 'updateTime', title: t('bulletins.updated'), render: (time: string) => formatDateTimeMinute(time) },
    {
      key: 'actions',
      title: t('common.actions'),
      fixedVisible: true,
      render: (_: unknown, bulletin) => <RowActions bulletin={bulletin} onEdit={() => setEditing({ entry: bulletin })} />,
    },
  ];

  return (
    <PageContainer
      extra={
        <Button type="primary" onClick={() => setEditing({})}>
          {t('bulletins.add')}
        </Button>
      }
    >
      <FilterBar
        list={list}
        fields={[
          { kind: 'keyword', name: 'keyword', label: t('bulletins.search') },
          { kind: 'select', name: 'status', label: t('bulletins.status'), options: enumOptions('bulletinStatus') },
        ]}
      />
      <PagedTable id="bulletins" label={t('bulletins.list')} list={list} query={query} rowKey="id" columns={columns} />
      <Suspense fallback={null}>
        {previewId !== null ? <BulletinPreviewDrawer id={previewId} onClose={() => setPreviewId(null)} /> : null}
        {editing ? <BulletinFormDrawer entry={editing.entry} onClose={() => setEditing(null)} /> : null}
      </Suspense>
    </PageContainer>
  );
}
