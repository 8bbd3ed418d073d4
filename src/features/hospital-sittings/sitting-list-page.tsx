/**
 * `/hospital/addSit`: doctor sitting (坐诊) applications — doctors of other hospitals who applied
 * to sit in here and the hospital's own invitations; status tabs, search by doctor, filter by
 * source; deal a pending one (with an optional arrangement) or reject it with a reason the doctor
 * sees; invite a platform doctor.
 */
import { Button, Flex, Form, Input, Tabs, Typography } from 'antd';
import { parseAsNumberLiteral, parseAsString } from 'nuqs';
import { useState } from 'react';
import {
  getGetSittingApplicationListQueryKey,
  useDealSittingApplication,
  useGetSittingApplicationList,
  useRejectSittingApplication,
} from '@generated/main/doctor/doctor';
import { type DoctorSittingApplication, DoctorSittingSource, DoctorSittingStatus } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumLabel, enumOptions } from '@/lib/enums/enum-labels.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { formatYuan } from '@/lib/money/money.ts';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { FormModal } from '@/shared/ui/form-overlay/form-modal.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { SittingInviteDrawer } from './sitting-invite-form.tsx';
import { sittingTexts } from './sitting-texts.ts';

const STATUSES = Object.values(DoctorSittingStatus);
const FILTERS = {
  keyword: parseAsString,
  status: parseAsNumberLiteral(STATUSES),
  source: parseAsNumberLiteral(Object.values(DoctorSittingSource)),
};
const LIST = getGetSittingApplicationListQueryKey().slice(0, 2);

type Handling = { kind: 'deal' | 'reject'; entry: DoctorSittingApplication } | null;

function HandleModal({ handling, onClose }: { handling: Handling; onClose: () => void }) {
  const t = useT(sittingTexts);
  const deal = useDealSittingApplication();
  const reject = useRejectSittingApplication();
  const name = handling?.entry.doctorName ?? '';
  const rejecting = handling?.kind === 'reject';
  return (
    <FormModal<{ text?: string }>
      open={handling !== null}
      title={rejecting ? t('sittings.rejectTitle', { name }) : t('sittings.dealTitle', { name })}
      submitText={rejecting ? t('sittings.reject') : t('sittings.deal')}
      successText={rejecting ? t('sittings.rejected') : t('sittings.dealt')}
      onClose={onClose}
      invalidates={[LIST]}
      onSubmit={({ text }) => {
        const id = handling?.entry.id ?? 0;
        const trimmed = text?.trim() ?? '';
        return rejecting
          ? reject.mutateAsync({ data: { id, rejectReason: trimmed } })
          : deal.mutateAsync({ data: { id, ...(trimmed !== '' ? { dealRemark: trimmed } : {}) } });
      }}
    >
      {rejecting ? <Typography.Paragraph type="secondary">{t('sittings.rejectHint')}</Typography.Paragraph> : null}
      <Form.Item
        name="text"
        label={rejecting ? t('sittings.rejectReasonLabel') : t('sittings.dealRemarkLabel')}
        rules={[...(rejecting ? [{ required: true, whitespace: true, message: t('sittings.rejectReasonRequired') }] : []), { max: 200 }]}
      >
        <Input.TextArea rows={3} maxLength={200} showCount />
      </Form.Item>
    </FormModal>
  );
}

export default function SittingListPage() {
  const t = useT(sittingTexts);
  const list = useListState(FILTERS);
  const { keyword, status, source } = list.filters;
  const query = useGetSittingApplicationList({
    ...list.paging,
    ...(keyword ? { keyword } : {}),
    ...(status !== null ? { status } : {}),
    ...(source !== null ? { source } : {}),
  });
  const [handling, setHandling] = useState<Handling>(null);
  const [inviting, setInviting] = useState(false);

  const columns: PagedTableColumn<DoctorSittingApplication>[] = [
    {
      key: 'doctorName',
      title: t('sittings.doctor'),
      fixedVisible: true,
      render: (name: string, entry) => (
        <Flex vertical>
          <Typography.Text strong>{`${name} · ${enumLabel('doctorTitle', entry.doctorTitle)}`}</Typography.Text>
          <Typography.Text type="secondary">{t('sittings.practice', { hospital: entry.practiceHospitalName })}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'source',
      title: t('sittings.source'),
      render: (value: DoctorSittingApplication['source']) => <EnumTag kind="doctorSittingSource" value={value} />,
    },
    { key: 'projects', title: t('sittings.projects'), render: (projects: string[]) => projects.join('、') },
    {
      key: 'startDate',
      title: t('sittings.period'),
      render: (start: string, entry) => t('sittings.periodOf', { start, end: entry.endDate }),
    },
    { key: 'weekdays', title: t('sittings.weekdays'), render: (days: number[]) => days.map((d) => t(`sittings.day.${d as 1}`)).join('、') },
    { key: 'startTime', title: t('sittings.hours'), render: (start: string, entry) => `${start}–${entry.endTime}` },
    {
      key: 'feePerDay',
      title: t('sittings.fee'),
      render: (fee: number | null | undefined) => (fee === null || fee === undefined ? '' : formatYuan(fee)),
    },
    {
      key: 'status',
      title: t('sittings.status'),
      render: (value: DoctorSittingApplication['status'], entry) => (
        <Flex vertical gap={2}>
          <EnumTag kind="doctorSittingStatus" value={value} />
          {entry.rejectReason ? (
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {t('sittings.rejectReason', { reason: entry.rejectReason })}
            </Typography.Text>
          ) : null}
          {entry.dealRemark ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('sittings.dealRemark', { remark: entry.dealRemark })}
            </Typography.Text>
          ) : null}
          {entry.dealerName ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('sittings.dealtBy', { name: entry.dealerName })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    { key: 'applyTime', title: t('sittings.applied'), render: (time: string) => formatDateTimeMinute(time) },
    {
      key: 'actions',
      title: t('common.actions'),
      fixedVisible: true,
      render: (_: unknown, entry) =>
        entry.status === DoctorSittingStatus.Pending ? (
          <Flex gap={4}>
            <Button type="link" onClick={() => setHandling({ kind: 'deal', entry })}>
              {t('sittings.deal')}
            </Button>
            <Button type="link" danger onClick={() => setHandling({ kind: 'reject', entry })}>
              {t('sittings.reject')}
            </Button>
          </Flex>
        ) : null,
    },
  ];

  return (
    <PageContainer
      extra={
        <Button type="primary" onClick={() => setInviting(true)}>
          {t('sittings.invite')}
        </Button>
      }
    >
      <Tabs
        activeKey={status === null ? 'all' : String(status)}
        onChange={(key) => list.setFilters({ status: key === 'all' ? null : (Number(key) as (typeof STATUSES)[number]) })}
        items={[
          { key: 'all', label: t('sittings.all') },
          ...STATUSES.map((value) => ({ key: String(value), label: enumLabel('doctorSittingStatus', value) })),
        ]}
      />
      <FilterBar
        list={list}
        fields={[
          { kind: 'keyword', name: 'keyword', label: t('sittings.search') },
          { kind: 'select', name: 'source', label: t('sittings.source'), options: enumOptions('doctorSittingSource') },
        ]}
      />
      <PagedTable id="doctor-sittings" label={t('sittings.list')} list={list} query={query} rowKey="id" columns={columns} />
      <HandleModal handling={handling} onClose={() => setHandling(null)} />
      {inviting ? <SittingInviteDrawer onClose={() => setInviting(false)} /> : null}
    </PageContainer>
  );
}
