/**
 * What the doctor and project referral lists share: the filters in the address, the online
 * switch, edit and delete (asks first; only offline) with their toasts and refresh, and the layout
 * of filters, add button and table.
 */
import { Button, Flex, Switch } from 'antd';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { parseAsNumberLiteral, parseAsString } from 'nuqs';
import type { ReactNode } from 'react';
import { ReferralPageStatus } from '@generated/main/model';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import type { ListState } from '@/lib/list-state/use-list-state.ts';
import { ConfirmAction } from '@/shared/ui/confirm-action/confirm-action.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import type { PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { referralTexts } from './referral-texts.ts';

export const REFERRAL_FILTERS = { keyword: parseAsString, status: parseAsNumberLiteral(Object.values(ReferralPageStatus)) };

interface ReferralRow {
  id: number;
  status: ReferralPageStatus;
}

/** The online switch and the edit / delete actions of a referral list. */
export function useReferralColumns<T extends ReferralRow>(options: {
  list: QueryKey;
  nameOf: (row: T) => string;
  setStatus: (id: number, status: ReferralPageStatus) => Promise<unknown>;
  changingId: number | undefined;
  remove: (id: number) => Promise<unknown>;
  onEdit: (row: T) => void;
}): PagedTableColumn<T>[] {
  const t = useT(referralTexts);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: options.list });
  const toggle = async (row: T, online: boolean) => {
    await options.setStatus(row.id, online ? ReferralPageStatus.Online : ReferralPageStatus.Offline);
    feedback.message.success(t(online ? 'referral.onlineDone' : 'referral.offlineDone', { name: options.nameOf(row) }));
    await refresh();
  };
  const deleteOne = async (row: T) => {
    await options.remove(row.id);
    feedback.message.success(t('referral.deleted'));
    await refresh();
  };
  return [
    {
      key: 'status',
      title: t('referral.online'),
      render: (value: ReferralPageStatus, row) => (
        <Switch
          checked={value === ReferralPageStatus.Online}
          aria-label={t('referral.onlineLabel', { name: options.nameOf(row) })}
          loading={options.changingId === row.id}
          onChange={(checked) => void toggle(row, checked).catch(() => undefined)}
        />
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      fixedVisible: true,
      render: (_: unknown, row) => (
        <Flex gap={4}>
          <Button type="link" onClick={() => options.onEdit(row)}>
            {t('referral.edit')}
          </Button>
          <ConfirmAction
            danger
            disabled={row.status === ReferralPageStatus.Online}
            title={t('referral.deleteConfirm', { name: options.nameOf(row) })}
            onConfirm={() => deleteOne(row)}
          >
            {t('referral.delete')}
          </ConfirmAction>
        </Flex>
      ),
    },
  ];
}

/** Filters and the add button above the table, then the table and the form. */
export function ReferralListLayout({
  list,
  searchLabel,
  addLabel,
  onAdd,
  children,
}: {
  list: ListState<typeof REFERRAL_FILTERS>;
  searchLabel: string;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  const t = useT(referralTexts);
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="start" gap={12} wrap>
        <FilterBar
          list={list}
          fields={[
            { kind: 'keyword', name: 'keyword', label: searchLabel },
            { kind: 'select', name: 'status', label: t('referral.status'), options: enumOptions('referralPageStatus') },
          ]}
        />
        <Button type="primary" onClick={onAdd}>
          {addLabel}
        </Button>
      </Flex>
      {children}
    </Flex>
  );
}
