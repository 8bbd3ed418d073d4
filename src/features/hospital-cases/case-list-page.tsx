/**
 * `/hospital/case` (hidden; `?id=` opens one case): the fine-case library — before-and-after
 * photos, review state tabs, search by title, filter by shown; a case's detail in a drawer; add or
 * edit (to review; not while under review); show or hide an approved case on the hospital page;
 * delete (asks first).
 */
import { Alert, Button, Drawer, Flex, Image, Switch, Tabs, Typography } from 'antd';
import { parseAsNumberLiteral, parseAsString } from 'nuqs';
import { useState } from 'react';
import {
  getGetFineCaseDetailQueryKey,
  getGetFineCaseListQueryKey,
  useDeleteFineCase,
  useGetFineCaseDetail,
  useGetFineCaseList,
  useSetFineCaseShow,
} from '@generated/main/fine-case/fine-case';
import { type FineCase, FineCaseAuditStatus } from '@generated/main/model';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumLabel } from '@/lib/enums/enum-labels.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { toImageUrl } from '@/lib/media/image-path.ts';
import { useRouteQuery } from '@/lib/routing/use-route-query.ts';
import { ConfirmAction } from '@/shared/ui/confirm-action/confirm-action.tsx';
import { DetailDescriptions } from '@/shared/ui/detail-descriptions/detail-descriptions.tsx';
import { EnumTag } from '@/shared/ui/enum-tag/enum-tag.tsx';
import { FilterBar } from '@/shared/ui/filter-bar/filter-bar.tsx';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { CaseFormDrawer } from './case-form.tsx';
import { caseTexts } from './case-texts.ts';

const STATUSES = Object.values(FineCaseAuditStatus);
const FILTERS = { keyword: parseAsString, auditStatus: parseAsNumberLiteral(STATUSES), shown: parseAsNumberLiteral([0, 1] as const) };
const LIST = getGetFineCaseListQueryKey().slice(0, 2);

function Photos({ label, images, width = 96 }: { label: string; images: FineCase['beforeImages']; width?: number }) {
  return (
    <Image.PreviewGroup>
      <Flex gap={8} wrap>
        {images.map((image, index) => (
          <Image key={image.url} width={width} src={toImageUrl(image.url)} alt={`${label} ${index + 1}`} />
        ))}
      </Flex>
    </Image.PreviewGroup>
  );
}

function CaseDetail({ entry }: { entry: FineCase }) {
  const t = useT(caseTexts);
  return (
    <Flex vertical gap={16}>
      {entry.auditStatus === FineCaseAuditStatus.Rejected && entry.rejectReason ? (
        <Alert type="error" showIcon title={t('cases.rejectReason', { reason: entry.rejectReason })} />
      ) : null}
      {entry.auditStatus === FineCaseAuditStatus.Pending ? <Alert type="info" showIcon title={t('cases.pendingHint')} /> : null}
      <Flex gap={24} wrap>
        <div>
          <Typography.Title level={5}>{t('cases.before')}</Typography.Title>
          <Photos label={t('cases.before')} images={entry.beforeImages} width={120} />
        </div>
        <div>
          <Typography.Title level={5}>{t('cases.after')}</Typography.Title>
          <Photos label={t('cases.after')} images={entry.afterImages} width={120} />
        </div>
      </Flex>
      <DetailDescriptions
        data={entry}
        column={1}
        items={[
          { key: 'projectName', label: t('cases.project') },
          { key: 'doctorName', label: t('cases.doctor'), render: (name) => name ?? '' },
          {
            key: 'customerAge',
            label: t('cases.customer'),
            render: (age) => t('cases.customerOf', { gender: enumLabel('fineCaseGender', entry.customerGender), age }),
          },
          { key: 'operationDate', label: t('cases.operationDate') },
          { key: 'recoveryDays', label: t('cases.recoveryDays'), render: (days) => t('cases.recoveryOf', { days }) },
          { key: 'auditStatus', label: t('cases.status'), render: (s) => <EnumTag kind="fineCaseAuditStatus" value={s} /> },
          { key: 'viewCount', label: t('cases.views') },
          { key: 'updateTime', label: t('cases.updated'), render: (time) => formatDateTimeMinute(time) },
          { key: 'description', label: t('cases.description') },
        ]}
      />
      <div>
        <Typography.Title level={5}>{t('cases.authorization')}</Typography.Title>
        <Photos label={t('cases.authorization')} images={entry.authorizationImages} />
      </div>
    </Flex>
  );
}

function CaseDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useGetFineCaseDetail({ id }, { query: { select: (r) => r.data } });
  return (
    <Drawer open onClose={onClose} title={query.data?.title} size={640}>
      <QueryBoundary query={query}>{(entry) => <CaseDetail entry={entry} />}</QueryBoundary>
    </Drawer>
  );
}

export default function CaseListPage() {
  const t = useT(caseTexts);
  const queryClient = useQueryClient();
  const list = useListState(FILTERS);
  const [{ id }, setQuery] = useRouteQuery('hospital/case');
  const { keyword, auditStatus, shown } = list.filters;
  const query = useGetFineCaseList({
    ...list.paging,
    ...(keyword ? { keyword } : {}),
    ...(auditStatus !== null ? { auditStatus } : {}),
    ...(shown !== null ? { isShow: shown === 1 } : {}),
  });
  const setShow = useSetFineCaseShow();
  const remove = useDeleteFineCase();
  const [editing, setEditing] = useState<{ entry?: FineCase } | null>(null);
  const openId = id ? Number(id) : null;
  const open = (entry: FineCase) => void setQuery({ id: String(entry.id) }, { history: 'push' });
  const refresh = (caseId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: LIST }),
      queryClient.invalidateQueries({ queryKey: getGetFineCaseDetailQueryKey({ id: caseId }) }),
    ]);

  const toggle = async (entry: FineCase, isShow: boolean) => {
    await setShow.mutateAsync({ data: { id: entry.id, isShow } });
    feedback.message.success(isShow ? t('cases.shownDone') : t('cases.hiddenDone'));
    await refresh(entry.id);
  };
  const deleteOne = async (entry: FineCase) => {
    await remove.mutateAsync({ data: { id: entry.id } });
    feedback.message.success(t('cases.deleted'));
    if (openId === entry.id) void setQuery({ id: null });
    await queryClient.invalidateQueries({ queryKey: LIST });
  };

  const columns: PagedTableColumn<FineCase>[] = [
    {
      key: 'beforeImages',
      title: t('cases.photos'),
      render: (_: unknown, entry) => (
        <Flex gap={4}>
          <Photos label={t('cases.before')} images={entry.beforeImages.slice(0, 1)} width={56} />
          <Photos label={t('cases.after')} images={entry.afterImages.slice(0, 1)} width={56} />
        </Flex>
      ),
    },
    {
      key: 'title',
      title: t('cases.title'),
      fixedVisible: true,
      render: (title: string, entry) => <Typography.Link onClick={() => open(entry)}>{title}</Typography.Link>,
    },
    { key: 'projectName', title: t('cases.project') },
    { key: 'doctorName', title: t('cases.doctor'), render: (name: string | null) => name ?? '' },
    {
      key: 'customerAge',
      title: t('cases.customer'),
      render: (age: number, entry) => t('cases.customerOf', { gender: enumLabel('fineCaseGender', entry.customerGender), age }),
    },
    {
      key: 'auditStatus',
      title: t('cases.status'),
      render: (value: FineCase['auditStatus'], entry) => (
        <Flex vertical gap={2}>
          <EnumTag kind="fineCaseAuditStatus" value={value} />
          {value === FineCaseAuditStatus.Rejected && entry.rejectReason ? (
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {t('cases.rejectReason', { reason: entry.rejectReason })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'isShow',
      title: t('cases.show'),
      render: (isShow: boolean, entry) => (
        <Switch
          checked={isShow}
          aria-label={t('cases.showLabel', { title: entry.title })}
          title={entry.auditStatus === FineCaseAuditStatus.Approved ? undefined : t('cases.showOnlyApproved')}
          disabled={entry.auditStatus !== FineCaseAuditStatus.Approved}
          loading={setShow.isPending && setShow.variables?.data.id === entry.id}
          onChange={(checked) => void toggle(entry, checked).catch(() => undefined)}
        />
      ),
    },
    { key: 'viewCount', title: t('cases.views') },
    { key: 'updateTime', title: t('cases.updated'), render: (time: string) => formatDateTimeMinute(time) },
    {
      key: 'actions',
      title: t('common.actions'),
      fixedVisible: true,
      render: (_: unknown, entry) => (
        <Flex gap={4}>
          <Button
            type="link"
            disabled={entry.auditStatus === FineCaseAuditStatus.Pending}
            title={entry.auditStatus === FineCaseAuditStatus.Pending ? t('cases.pendingHint') : undefined}
            onClick={() => setEditing({ entry })}
          >
            {t('cases.edit')}
          </Button>
          <ConfirmAction danger title={t('cases.deleteConfirm', { title: entry.title })} onConfirm={() => deleteOne(entry)}>
            {t('cases.delete')}
          </ConfirmAction>
        </Flex>
      ),
    },
  ];

  return (
    <PageContainer
      extra={
        <Button type="primary" onClick={() => setEditing({})}>
          {t('cases.add')}
        </Button>
      }
    >
      <Tabs
        activeKey={auditStatus === null ? 'all' : String(auditStatus)}
        onChange={(key) => list.setFilters({ auditStatus: key === 'all' ? null : (Number(key) as (typeof STATUSES)[number]) })}
        items={[
          { key: 'all', label: t('cases.all') },
          ...STATUSES.map((value) => ({ key: String(value), label: enumLabel('fineCaseAuditStatus', value) })),
        ]}
      />
      <FilterBar
        list={list}
        fields={[
          { kind: 'keyword', name: 'keyword', label: t('cases.search') },
          {
            kind: 'select',
            name: 'shown',
            label: t('cases.shownFilter'),
            options: [
              { value: 1, label: t('cases.shownYes') },
              { value: 0, label: t('cases.shownNo') },
            ],
          },
        ]}
      />
      <PagedTable id="fine-cases" label={t('cases.list')} list={list} query={query} rowKey="id" columns={columns} />
      {openId !== null && Number.isFinite(openId) ? <CaseDrawer id={openId} onClose={() => void setQuery({ id: null })} /> : null}
      {editing ? <CaseFormDrawer entry={editing.entry} onClose={() => setEditing(null)} /> : null}
    </PageContainer>
  );
}
