/**
 * The review log of the hospital profile: every submission (base information, licences, honors),
 * its review state and the reviewer's comment; a pending one can be withdrawn, and a row opens
 * its changed fields (before and after).
 */
import { Table, Typography } from 'antd';
import { useState } from 'react';
import { useGetHospitalAuditLogDetail, useGetHospitalAuditLogList, useWithdrawHospitalAudit } from '@generated/main/hospital/hospital';
import { type HospitalAuditChange, type HospitalAuditLog, HospitalAuditStatus, HospitalAuditType } from '@generated/main/model';
import { parseAsNumberLiteral } from 'nuqs';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { ConfirmAction } from '@/shared/ui/confirm-action/confirm-action.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { HOSPITAL_PROFILE_QUERIES } from '@/lib/hospital-profile/hospital-profile-stale-keys.ts';
import { hospitalProfileTexts } from './hospital-profile-texts.ts';

const FILTERS = {
  auditType: parseAsNumberLiteral(Object.values(HospitalAuditType)),
  auditStatus: parseAsNumberLiteral(Object.values(HospitalAuditStatus)),
};

/** Withdraws a pending submission after asking; every profile query is refreshed. */
export function WithdrawButton({ auditId }: { auditId: number }) {
  const t = useT(hospitalProfileTexts);
  const queryClient = useQueryClient();
  const withdraw = useWithdrawHospitalAudit({
    mutation: {
      onSuccess: async () => {
        feedback.message.success(t('hospitalProfile.withdrawn'));
        await Promise.all(HOSPITAL_PROFILE_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      },
    },
  });
  return (
    <ConfirmAction title={t('hospitalProfile.withdrawConfirm')} onConfirm={() => withdraw.mutateAsync({ data: { auditId } })}>
      {t('hospitalProfile.withdraw')}
    </ConfirmAction>
  );
}

function AuditChanges({ id }: { id: number }) {
  const t = useT(hospitalProfileTexts);
  const detail = useGetHospitalAuditLogDetail({ id }, { query: { select: (answer) => answer.data.changes } });
  return (
    <QueryBoundary query={detail} isEmpty={(changes) => changes.length === 0} rows={1}>
      {(changes) => (
        <Table<HospitalAuditChange>
          size="small"
          pagination={false}
          rowKey="field"
          aria-label={t('hospitalProfile.changes')}
          dataSource={changes}
          columns={[
            { key: 'fieldName', dataIndex: 'fieldName', title: t('hospitalProfile.changes') },
            {
              key: 'before',
              dataIndex: 'before',
              title: t('hospitalProfile.before'),
              render: (v: string | null) => v ?? t('common.emptyValue'),
            },
            {
              key: 'after',
              dataIndex: 'after',
              title: t('hospitalProfile.after'),
              render: (v: string | null) => v ?? t('common.emptyValue'),
            },
          ]}
        />
      )}
    </QueryBoundary>
  );
}

export function AuditLogTable() {
  const t = useT(hospitalProfileTexts);
  const list = useListState(FILTERS, { prefix: 'log' });
  const [opened, setOpened] = useState<number | null>(null);
  const query = useGetHospitalAuditLogList({
    ...list.paging,
    ...(list.filters.auditType !== null ? { auditType: list.filters.auditType } : {}),
    ...(list.filters.auditStatus !== null ? { auditStatus: list.filters.auditStatus } : {}),
  });
  const columns: PagedTableColumn<HospitalAuditLog>[] = [
    {
      key: 'auditType',
      title: t('hospitalProfile.auditType'),
      render: (v: HospitalAuditLog['auditType']) => <EnumTag kind="hospitalAuditType" value={v} />,
    },
    { key: 'summary', title: t('hospitalProfile.summary'), fixedVisible: true, ellipsis: true, width: 280 },
    {
      key: 'auditStatus',
      title: t('hospitalProfile.auditStatus'),
      fixedVisible: true,
      render: (v: HospitalAuditLog['auditStatus']) => <EnumTag kind="hospitalAuditStatus" value={v} />,
    },
    {
      key: 'auditRemark',
      title: t('hospitalProfile.auditRemark'),
      render: (v: string | null, row) =>
        v ? (
          <Typography.Text type={row.auditStatus === HospitalAuditStatus.Rejected ? 'danger' : undefined}>{v}</Typography.Text>
        ) : (
          t('common.emptyValue')
        ),
    },
    { key: 'submitterName', title: t('hospitalProfile.submitter') },
    { key: 'submitTime', title: t('hospitalProfile.submitTime'), render: (v: string) => formatDateTimeMinute(v) },
    {
      key: 'auditTime',
      title: t('hospitalProfile.auditTime'),
      render: (v: string | null) => (v ? formatDateTimeMinute(v) : t('common.emptyValue')),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      fixedVisible: true,
      render: (_: unknown, row) => (row.canWithdraw ? <WithdrawButton auditId={row.id} /> : null),
    },
  ];
  return (
    <section aria-label={t('hospitalProfile.auditLog')}>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('hospitalProfile.auditLog')}
      </Typography.Title>
      <FilterBar
        list={list}
        fields={[
          { kind: 'select', name: 'auditType', label: t('hospitalProfile.auditType'), options: enumOptions('hospitalAuditType') },
          { kind: 'select', name: 'auditStatus', label: t('hospitalProfile.auditStatus'), options: enumOptions('hospitalAuditStatus') },
        ]}
      />
      <PagedTable
        id="hospital-audit-log"
        label={t('hospitalProfile.auditLog')}
        list={list}
        query={query}
        rowKey="id"
        columns={columns}
        onRowClick={(row) => setOpened(opened === row.id ? null : row.id)}
      />
      {opened !== null ? <AuditChanges id={opened} /> : null}
    </section>
  );
}
