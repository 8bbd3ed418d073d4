/**
 * `/hospital/institutionalNotice`: the hospital's bulletins — find them by text and status, pin
 * or unpin one, delete one. The README's worked example of a page built from the kit: the list
 * state (page, size, filters) lives in the address, so a filtered list can be linked to and the
 * back button restores it.
 *
 * Writing a bulletin (rich content, images, review) is the bulletin module's next step.
 */
import { Button, Flex } from 'antd';
import { feedback } from '@/lib/feedback/feedback.ts';
import { parseAsNumberLiteral, parseAsString } from 'nuqs';
import { getGetBulletinListQueryKey, useDeleteBulletin, useGetBulletinList, useSetBulletinTop } from '@generated/main/bulletins/bulletins';
import { type Bulletin, BulletinStatus } from '@generated/main/model';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import type { TFor } from '@/lib/i18n/translate.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { ConfirmAction } from '@/shared/ui/confirm-action/confirm-action.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { bulletinTexts } from './bulletin-texts.ts';

/** The filters this list keeps in the address: `?keyword=…&status=2`. */
const FILTERS = {
  keyword: parseAsString,
  status: parseAsNumberLiteral(Object.values(BulletinStatus)),
};

/** Every page of the list (whatever its filters): what a change makes stale. */
const ALL_LISTS = getGetBulletinListQueryKey().slice(0, 2);

function RowActions({ bulletin }: { bulletin: Bulletin }) {
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
  const remove = useDeleteBulletin({ mutation: { onSuccess: refresh } });
  return (
    <Flex gap={4}>
      <Button type="link" loading={pin.isPending} onClick={() => pin.mutate({ data: { id: bulletin.id, isTop: !bulletin.isTop } })}>
        {t(bulletin.isTop ? 'bulletins.unpin' : 'bulletins.pin')}
      </Button>
      <ConfirmAction title={t('bulletins.deleteConfirm')} danger onConfirm={() => remove.mutateAsync({ data: { id: bulletin.id } })}>
        {t('common.delete')}
      </ConfirmAction>
    </Flex>
  );
}

function period(t: TFor<typeof bulletinTexts>, bulletin: Bulletin): string {
  if (!bulletin.startTime && !bulletin.endTime) return t('bulletins.always');
  return [bulletin.startTime, bulletin.endTime].map((time) => (time ? formatDateTimeMinute(time) : '…')).join(' – ');
}

export default function BulletinListPage() {
  const t = useT(bulletinTexts);
  const list = useListState(FILTERS);
  const query = useGetBulletinList({
    ...list.paging,
    ...(list.filters.keyword ? { keyword: list.filters.keyword } : {}),
    ...(list.filters.status !== null ? { status: list.filters.status } : {}),
  });

  const columns: PagedTableColumn<Bulletin>[] = [
    { key: 'title', title: t('bulletins.title'), fixedVisible: true, ellipsis: true, width: 320 },
    {
      key: 'status',
      title: t('bulletins.status'),
      render: (status: Bulletin['status']) => <EnumTag kind="bulletinStatus" value={status} />,
    },
    { key: 'isTop', title: t('bulletins.pinned'), render: (isTop: boolean) => (isTop ? t('bulletins.pinned') : '') },
    { key: 'period', title: t('bulletins.period'), render: (_: unknown, bulletin) => period(t, bulletin) },
    { key: 'updateTime', title: t('bulletins.updated'), render: (time: string) => formatDateTimeMinute(time) },
    {
      key: 'actions',
      title: t('common.actions'),
      fixedVisible: true,
      render: (_: unknown, bulletin) => <RowActions bulletin={bulletin} />,
    },
  ];

  return (
    <PageContainer>
      <FilterBar
        list={list}
        fields={[
          { kind: 'keyword', name: 'keyword', label: t('bulletins.search') },
          { kind: 'select', name: 'status', label: t('bulletins.status'), options: enumOptions('bulletinStatus') },
        ]}
      />
      <PagedTable id="bulletins" label={t('bulletins.list')} list={list} query={query} rowKey="id" columns={columns} />
    </PageContainer>
  );
}
