/**
 * `/hospital/project` (notification 128 is about these): the hospital's project-opening
 * applications — status tabs, search by project; an application's detail with its doctors and
 * qualification images; apply to open projects; withdraw one under review (asks first); close an
 * opened one with a reason; resubmit a rejected or withdrawn one.
 */
import { Alert, Button, Drawer, Flex, Form, Image, Input, Tabs, Typography } from 'antd';
import { parseAsNumberLiteral, parseAsString } from 'nuqs';
import { useState } from 'react';
import { type SetupProject, type SetupProjectDetail, SetupProjectStatus } from '@generated/main/model';
import {
  getGetSetupProjectDetailQueryKey,
  getGetSetupProjectListQueryKey,
  getGetSetupProjectOptionsQueryKey,
  useCloseSetupProject,
  useGetSetupProjectDetail,
  useGetSetupProjectList,
  useWithdrawSetupProject,
} from '@generated/main/setup-project/setup-project';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumLabel } from '@/lib/enums/enum-labels.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { toImageUrl } from '@/lib/media/image-path.ts';
import { ConfirmAction } from '@/shared/ui/confirm-action/confirm-action.tsx';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { FormModal } from '@/shared/ui/form-overlay/form-modal.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { ProjectFormDrawer } from './project-form.tsx';
import { projectTexts } from './project-texts.ts';

const STATUSES = Object.values(SetupProjectStatus);
const FILTERS = { keyword: parseAsString, status: parseAsNumberLiteral(STATUSES) };
/** What a withdraw or close makes stale: every page of the list, the options (opened / under review) and the application. */
const changed = (id: number) => [
  getGetSetupProjectListQueryKey().slice(0, 2),
  getGetSetupProjectOptionsQueryKey().slice(0, 1),
  getGetSetupProjectDetailQueryKey({ id }),
];

function Reasons({ entry }: { entry: SetupProject }) {
  const t = useT(projectTexts);
  if (entry.status === SetupProjectStatus.Rejected && entry.rejectReason)
    return <Alert type="error" showIcon title={t('projects.rejectReason', { reason: entry.rejectReason })} />;
  if (entry.status === SetupProjectStatus.Closed && entry.closeReason)
    return <Alert type="warning" showIcon title={t('projects.closeReason', { reason: entry.closeReason })} />;
  return null;
}

function ProjectDetail({ entry }: { entry: SetupProjectDetail }) {
  const t = useT(projectTexts);
  return (
    <Flex vertical gap={16}>
      <Reasons entry={entry} />
      <DetailDescriptions
        data={entry}
        column={1}
        items={[
          { key: 'categoryName', label: t('projects.category') },
          { key: 'status', label: t('projects.status'), render: (s) => <EnumTag kind="setupProjectStatus" value={s} /> },
          { key: 'doctorNames', label: t('projects.doctors'), render: (names) => names.join('、') },
          { key: 'applyTime', label: t('projects.applied'), render: (time) => formatDateTimeMinute(time) },
          { key: 'auditTime', label: t('projects.audited'), render: (time) => (time ? formatDateTimeMinute(time) : '') },
          { key: 'remark', label: t('projects.remark'), render: (remark) => remark ?? '' },
        ]}
      />
      <Typography.Title level={5}>{t('projects.qualifications')}</Typography.Title>
      {entry.qualifications.map((q) => (
        <div key={q.name}>
          <Typography.Text strong>{q.name}</Typography.Text>{' '}
          <Typography.Text type="secondary">
            {q.expireDate ? t('projects.validTo', { date: q.expireDate }) : t('projects.noExpiry')}
          </Typography.Text>
          <Image.PreviewGroup>
            <Flex gap={8} wrap style={{ marginTop: 8 }}>
              {q.images.map((image, index) => (
                <Image key={image.url} width={96} src={toImageUrl(image.url)} alt={`${q.name} ${index + 1}`} />
              ))}
            </Flex>
          </Image.PreviewGroup>
        </div>
      ))}
    </Flex>
  );
}

/** Loads one application, then shows it (detail) or its resubmission form. */
function WithDetail({ id, children }: { id: number; children: (entry: SetupProjectDetail) => React.ReactNode }) {
  const query = useGetSetupProjectDetail({ id }, { query: { select: (r) => r.data } });
  return <QueryBoundary query={query}>{children}</QueryBoundary>;
}

function CloseModal({ entry, onClose }: { entry: SetupProject | null; onClose: () => void }) {
  const t = useT(projectTexts);
  const close = useCloseSetupProject();
  return (
    <FormModal<{ reason: string }>
      open={entry !== null}
      title={entry ? t('projects.closeTitle', { name: entry.projectName }) : ''}
      submitText={t('projects.close')}
      successText={t('projects.closed')}
      onClose={onClose}
      invalidates={entry ? changed(entry.id) : []}
      onSubmit={({ reason }) => close.mutateAsync({ data: { id: entry?.id ?? 0, reason: reason.trim() } })}
    >
      <Typography.Paragraph type="secondary">{t('projects.closeHint')}</Typography.Paragraph>
      <Form.Item
        name="reason"
        label={t('projects.closeReasonLabel')}
        rules={[{ required: true, whitespace: true, message: t('projects.closeReasonRequired') }, { max: 200 }]}
      >
        <Input.TextArea rows={3} maxLength={200} showCount />
      </Form.Item>
    </FormModal>
  );
}

export default function ProjectListPage() {
  const t = useT(projectTexts);
  const queryClient = useQueryClient();
  const list = useListState(FILTERS);
  const { keyword, status } = list.filters;
  const query = useGetSetupProjectList({ ...list.paging, ...(keyword ? { keyword } : {}), ...(status !== null ? { status } : {}) });
  const withdraw = useWithdrawSetupProject();
  const [shown, setShown] = useState<SetupProject | null>(null);
  const [closing, setClosing] = useState<SetupProject | null>(null);
  const [editing, setEditing] = useState<{ id?: number } | null>(null);

  const withdrawOne = async (entry: SetupProject) => {
    await withdraw.mutateAsync({ data: { id: entry.id } });
    feedback.message.success(t('projects.withdrawn'));
    await Promise.all(changed(entry.id).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };

  const columns: PagedTableColumn<SetupProject>[] = [
    {
      key: 'projectName',
      title: t('projects.project'),
      fixedVisible: true,
      render: (name: string, entry) => <Typography.Link onClick={() => setShown(entry)}>{name}</Typography.Link>,
    },
    { key: 'categoryName', title: t('projects.category') },
    { key: 'doctorNames', title: t('projects.doctors'), render: (names: string[]) => names.join('、') },
    {
      key: 'status',
      title: t('projects.status'),
      render: (value: SetupProject['status'], entry) => (
        <Flex vertical gap={2}>
          <EnumTag kind="setupProjectStatus" value={value} />
          {value === SetupProjectStatus.Rejected && entry.rejectReason ? (
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {t('projects.rejectReason', { reason: entry.rejectReason })}
            </Typography.Text>
          ) : null}
          {value === SetupProjectStatus.Closed && entry.closeReason ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('projects.closeReason', { reason: entry.closeReason })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    { key: 'applyTime', title: t('projects.applied'), render: (time: string) => formatDateTimeMinute(time) },
    { key: 'auditTime', title: t('projects.audited'), render: (time: string | null) => (time ? formatDateTimeMinute(time) : '') },
    {
      key: 'actions',
      title: t('common.actions'),
      fixedVisible: true,
      render: (_: unknown, entry) => (
        <Flex gap={4}>
          <Button type="link" onClick={() => setShown(entry)}>
            {t('projects.detail')}
          </Button>
          {entry.status === SetupProjectStatus.PendingReview ? (
            <ConfirmAction danger title={t('projects.withdrawConfirm', { name: entry.projectName })} onConfirm={() => withdrawOne(entry)}>
              {t('projects.withdraw')}
            </ConfirmAction>
          ) : null}
          {entry.status === SetupProjectStatus.Opened ? (
            <Button type="link" danger onClick={() => setClosing(entry)}>
              {t('projects.close')}
            </Button>
          ) : null}
          {entry.status === SetupProjectStatus.Rejected || entry.status === SetupProjectStatus.Withdrawn ? (
            <Button type="link" onClick={() => setEditing({ id: entry.id })}>
              {t('projects.resubmit')}
            </Button>
          ) : null}
        </Flex>
      ),
    },
  ];

  return (
    <PageContainer
      extra={
        <Button type="primary" onClick={() => setEditing({})}>
          {t('projects.apply')}
        </Button>
      }
    >
      <Tabs
        activeKey={status === null ? 'all' : String(status)}
        onChange={(key) => list.setFilters({ status: key === 'all' ? null : (Number(key) as (typeof STATUSES)[number]) })}
        items={[
          { key: 'all', label: t('projects.all') },
          ...STATUSES.map((value) => ({ key: String(value), label: enumLabel('setupProjectStatus', value) })),
        ]}
      />
      <FilterBar list={list} fields={[{ kind: 'keyword', name: 'keyword', label: t('projects.search') }]} />
      <PagedTable id="setup-projects" label={t('projects.list')} list={list} query={query} rowKey="id" columns={columns} />
      <Drawer open={shown !== null} onClose={() => setShown(null)} title={shown?.projectName} size={560}>
        {shown ? <WithDetail id={shown.id}>{(entry) => <ProjectDetail entry={entry} />}</WithDetail> : null}
      </Drawer>
      <CloseModal entry={closing} onClose={() => setClosing(null)} />
      {editing?.id !== undefined ? (
        <WithDetail id={editing.id}>{(entry) => <ProjectFormDrawer entry={entry} onClose={() => setEditing(null)} />}</WithDetail>
      ) : editing ? (
        <ProjectFormDrawer onClose={() => setEditing(null)} />
      ) : null}
    </PageContainer>
  );
}
