/**
 * `/hospital/projectCertification` (notifications 2024040801/02 land here): the drug and device
 * qualification library — status tabs with their counts, search by product, brand or registration
 * number and by type; an entry's detail with its images; add one (from the platform catalogue),
 * revoke a pending or approved one with a reason, resubmit a rejected or revoked one.
 */
import { Alert, Button, Drawer, Flex, Form, Image, Input, Tabs, Typography } from 'antd';
import { parseAsNumberLiteral, parseAsString } from 'nuqs';
import { useState } from 'react';
import {
  getGetProjectCertificationListQueryKey,
  getGetProjectCertificationStatusCountQueryKey,
  useChangeProjectCertificationAuditStatus,
  useGetProjectCertificationList,
  useGetProjectCertificationStatusCount,
} from '@generated/main/project-certification/project-certification';
import { type ProjectCertification, ProjectCertificationAuditStatus, ProjectCertificationKind } from '@generated/main/model';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumLabel, enumOptions } from '@/lib/enums/enum-labels.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { toImageUrl } from '@/lib/media/image-path.ts';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { FormModal } from '@/shared/ui/form-overlay/form-modal.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { CertificationFormDrawer } from './certification-form.tsx';
import { certificationTexts } from './certification-texts.ts';
import { platformTodayText } from '@/lib/dates/platform-time.ts';

const STATUSES = Object.values(ProjectCertificationAuditStatus);
const FILTERS = {
  keyword: parseAsString,
  kind: parseAsNumberLiteral(Object.values(ProjectCertificationKind)),
  auditStatus: parseAsNumberLiteral(STATUSES),
};
const COUNT_OF = { 1: 'pending', 2: 'approved', 3: 'rejected', 4: 'revoked' } as const;
const CHANGED = [getGetProjectCertificationListQueryKey().slice(0, 2), getGetProjectCertificationStatusCountQueryKey()];
const today = () => platformTodayText();

function Images({ label, images }: { label: string; images: ProjectCertification['registrationImages'] }) {
  return (
    <Image.PreviewGroup>
      <Flex gap={8} wrap>
        {images.map((image, index) => (
          <Image key={image.url} width={96} src={toImageUrl(image.url)} alt={`${label} ${index + 1}`} />
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}

function CertificationDetail({ entry }: { entry: ProjectCertification }) {
  const t = useT(certificationTexts);
  return (
    <Flex vertical gap={16}>
      {entry.auditStatus === ProjectCertificationAuditStatus.Rejected && entry.rejectReason ? (
        <Alert type="error" showIcon title={t('certifications.rejectReason', { reason: entry.rejectReason })} />
      ) : null}
      {entry.auditStatus === ProjectCertificationAuditStatus.Revoked && entry.revokeReason ? (
        <Alert type="warning" showIcon title={t('certifications.revokeReason', { reason: entry.revokeReason })} />
      ) : null}
      <DetailDescriptions
        data={entry}
        column={1}
        items={[
          { key: 'kind', label: t('certifications.kind'), render: (kind) => enumLabel('certificationKind', kind) },
          { key: 'genericName', label: t('certifications.genericName') },
          { key: 'brand', label: t('certifications.brand') },
          { key: 'manufacturer', label: t('certifications.manufacturer') },
          { key: 'registrationNo', label: t('certifications.registrationNo') },
          { key: 'specification', label: t('certifications.specification') },
          { key: 'registrationValidTo', label: t('certifications.validTo') },
          { key: 'projects', label: t('certifications.projects'), render: (projects) => projects.map((p) => p.projectName).join('、') },
          {
            key: 'auditStatus',
            label: t('certifications.auditStatus'),
            render: (s) => <EnumTag kind="certificationAuditStatus" value={s} />,
          },
          { key: 'submitterName', label: t('certifications.submitter') },
          { key: 'submitTime', label: t('certifications.submitted'), render: (time) => formatDateTimeMinute(time) },
          { key: 'auditTime', label: t('certifications.audited'), render: (time) => (time ? formatDateTimeMinute(time) : '') },
        ]}
      />
      {(['registrationImages', 'purchaseProofImages', 'authorizationImages'] as const).map((key) =>
        entry[key].length > 0 ? (
          <div key={key}>
            <Typography.Title level={5}>{t(`certifications.${key}`)}</Typography.Title>
            <Images label={t(`certifications.${key}`)} images={entry[key]} />
          </div>
        ) : null,
      )}
    </Flex>
  );
}

function RevokeModal({ entry, onClose }: { entry: ProjectCertification | null; onClose: () => void }) {
  const t = useT(certificationTexts);
  const revoke = useChangeProjectCertificationAuditStatus();
  return (
    <FormModal<{ reason: string }>
      open={entry !== null}
      title={entry ? t('certifications.revokeTitle', { name: entry.productName }) : ''}
      submitText={t('certifications.revoke')}
      successText={t('certifications.revoked')}
      onClose={onClose}
      invalidates={CHANGED}
      onSubmit={({ reason }) =>
        revoke.mutateAsync({ data: { id: entry?.id ?? 0, auditStatus: ProjectCertificationAuditStatus.Revoked, reason: reason.trim() } })
      }
    >
      <Typography.Paragraph type="secondary">{t('certifications.revokeHint')}</Typography.Paragraph>
      <Form.Item
        name="reason"
        label={t('certifications.revokeReasonLabel')}
        rules={[{ required: true, whitespace: true, message: t('certifications.revokeReasonRequired') }, { max: 200 }]}
      >
        <Input.TextArea rows={3} maxLength={200} showCount />
      </Form.Item>
    </FormModal>
  );
}

export default function CertificationListPage() {
  const t = useT(certificationTexts);
  const list = useListState(FILTERS);
  const { keyword, kind, auditStatus } = list.filters;
  const query = useGetProjectCertificationList({
    ...list.paging,
    ...(keyword ? { keyword } : {}),
    ...(kind !== null ? { kind } : {}),
    ...(auditStatus !== null ? { auditStatus } : {}),
  });
  const counts = useGetProjectCertificationStatusCount({ query: { select: (r) => r.data } });
  const [shown, setShown] = useState<ProjectCertification | null>(null);
  const [revoking, setRevoking] = useState<ProjectCertification | null>(null);
  const [editing, setEditing] = useState<{ entry?: ProjectCertification } | null>(null);

  const tabLabel = (status: (typeof STATUSES)[number]) => {
    const label = enumLabel('certificationAuditStatus', status);
    return counts.data ? t('certifications.tab', { label, count: counts.data[COUNT_OF[status]] }) : label;
  };

  const columns: PagedTableColumn<ProjectCertification>[] = [
    {
      key: 'productName',
      title: t('certifications.product'),
      fixedVisible: true,
      render: (name: string, entry) => (
        <Flex vertical>
          <Typography.Link onClick={() => setShown(entry)}>{name}</Typography.Link>
          <Typography.Text type="secondary">{entry.genericName}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'kind',
      title: t('certifications.kind'),
      render: (value: ProjectCertification['kind']) => <EnumTag kind="certificationKind" value={value} />,
    },
    { key: 'registrationNo', title: t('certifications.registrationNo') },
    {
      key: 'registrationValidTo',
      title: t('certifications.validTo'),
      render: (date: string | null) =>
        date === null ? (
          ''
        ) : date < today() ? (
          <Typography.Text type="danger">{`${date} ${t('certifications.expired')}`}</Typography.Text>
        ) : (
          date
        ),
    },
    {
      key: 'projects',
      title: t('certifications.projects'),
      render: (projects: ProjectCertification['projects']) => projects.map((p) => p.projectName).join('、'),
    },
    {
      key: 'auditStatus',
      title: t('certifications.auditStatus'),
      render: (value: ProjectCertification['auditStatus'], entry) => (
        <Flex vertical gap={2}>
          <EnumTag kind="certificationAuditStatus" value={value} />
          {value === ProjectCertificationAuditStatus.Rejected && entry.rejectReason ? (
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {t('certifications.rejectReason', { reason: entry.rejectReason })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    { key: 'submitTime', title: t('certifications.submitted'), render: (time: string) => formatDateTimeMinute(time) },
    {
      key: 'actions',
      title: t('common.actions'),
      fixedVisible: true,
      render: (_: unknown, entry) => (
        <Flex gap={4}>
          <Button type="link" onClick={() => setShown(entry)}>
            {t('certifications.detail')}
          </Button>
          {entry.auditStatus === ProjectCertificationAuditStatus.Pending ||
          entry.auditStatus === ProjectCertificationAuditStatus.Approved ? (
            <Button type="link" danger onClick={() => setRevoking(entry)}>
              {t('certifications.revoke')}
            </Button>
          ) : (
            <Button type="link" onClick={() => setEditing({ entry })}>
              {t('certifications.resubmit')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <PageContainer
      extra={
        <Button type="primary" onClick={() => setEditing({})}>
          {t('certifications.add')}
        </Button>
      }
    >
      <Tabs
        activeKey={auditStatus === null ? 'all' : String(auditStatus)}
        onChange={(key) => list.setFilters({ auditStatus: key === 'all' ? null : (Number(key) as (typeof STATUSES)[number]) })}
        items={[
          { key: 'all', label: t('certifications.all') },
          ...STATUSES.map((status) => ({ key: String(status), label: tabLabel(status) })),
        ]}
      />
      <FilterBar
        list={list}
        fields={[
          { kind: 'keyword', name: 'keyword', label: t('certifications.search') },
          { kind: 'select', name: 'kind', label: t('certifications.kind'), options: enumOptions('certificationKind') },
        ]}
      />
      <PagedTable id="certifications" label={t('certifications.list')} list={list} query={query} rowKey="id" columns={columns} />
      <Drawer open={shown !== null} onClose={() => setShown(null)} title={shown?.productName} size={560}>
        {shown ? <CertificationDetail entry={shown} /> : null}
      </Drawer>
      <RevokeModal entry={revoking} onClose={() => setRevoking(null)} />
      {editing ? <CertificationFormDrawer open entry={editing.entry} onClose={() => setEditing(null)} /> : null}
    </PageContainer>
  );
}
