/**
 * The doctor pages of /hospital/referral: list by sort with search and status; add or edit in a
 * drawer (an approved doctor, the projects, consultation fee, introduction, order); online or
 * offline with a switch; delete (asks first; only offline).
 */
import { Form, Input, InputNumber, Select, Typography } from 'antd';
import { useState } from 'react';
import { useGetDoctorList } from '@generated/main/doctor/doctor';
import { DoctorAuditStatus, type ReferralDoctor } from '@generated/main/model';
import {
  getGetReferralDoctorListQueryKey,
  useDeleteReferralDoctor,
  useGetReferralDoctorList,
  useSaveReferralDoctor,
  useSetReferralDoctorStatus,
} from '@generated/main/referral/referral';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { enumLabel } from '@/lib/enums/enum-labels.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { formatYuan } from '@/lib/money/money.ts';
import { FormDrawer } from '@/shared/ui/form-overlay/form-drawer.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { ProjectPicker } from '@/shared/ui/pickers/project-picker.tsx';
import { REFERRAL_FILTERS, ReferralListLayout, useReferralColumns } from './referral-list-parts.tsx';
import { referralTexts } from './referral-texts.ts';

const LIST = getGetReferralDoctorListQueryKey().slice(0, 2);

interface DoctorPageValues {
  doctorId?: number;
  projectIds: number[];
  consultFee?: number;
  referralIntro?: string;
  sort?: number;
}

function DoctorPageForm({ entry, onClose }: { entry?: ReferralDoctor; onClose: () => void }) {
  const t = useT(referralTexts);
  const save = useSaveReferralDoctor();
  const doctors = useGetDoctorList(
    { page: 1, limit: 500, auditStatus: DoctorAuditStatus.Approved },
    { query: { select: (r) => r.data.list } },
  );
  const required = { required: true, message: t('referral.required') };
  return (
    <FormDrawer<DoctorPageValues>
      open
      title={entry ? `${t('referral.edit')} · ${entry.doctorName}` : t('referral.addDoctor')}
      initialValues={
        entry
          ? {
              doctorId: entry.doctorId,
              projectIds: entry.projects.map((p) => p.projectId),
              consultFee: entry.consultFee,
              referralIntro: entry.referralIntro,
              sort: entry.sort,
            }
          : { projectIds: [], consultFee: 0 }
      }
      successText={t('referral.saved')}
      onClose={onClose}
      invalidates={[LIST]}
      onSubmit={(values) =>
        save.mutateAsync({
          data: {
            ...(entry ? { id: entry.id } : {}),
            doctorId: values.doctorId ?? 0,
            projectIds: values.projectIds,
            consultFee: values.consultFee ?? 0,
            referralIntro: (values.referralIntro ?? '').trim(),
            ...(values.sort !== undefined && values.sort !== null ? { sort: values.sort } : {}),
          },
        })
      }
    >
      {entry ? null : <Typography.Paragraph type="secondary">{t('referral.newOffline')}</Typography.Paragraph>}
      <Form.Item name="doctorId" label={t('referral.doctor')} rules={[required]}>
        <Select
          showSearch
          optionFilterProp="label"
          disabled={entry !== undefined}
          loading={doctors.isLoading}
          options={(doctors.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        />
      </Form.Item>
      <Form.Item
        name="projectIds"
        label={t('referral.projects')}
        rules={[{ type: 'array', min: 1, required: true, message: t('referral.projectsRequired') }]}
      >
        <ProjectPicker multiple aria-label={t('referral.projects')} />
      </Form.Item>
      <Form.Item name="consultFee" label={t('referral.consultFee')} rules={[required]}>
        <InputNumber min={0} max={100000} precision={2} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="referralIntro" label={t('referral.intro')} rules={[{ ...required, whitespace: true }, { max: 500 }]}>
        <Input.TextArea rows={4} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="sort" label={t('referral.sort')} extra={t('referral.sortHint')}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormDrawer>
  );
}

export function ReferralDoctorPages() {
  const t = useT(referralTexts);
  const list = useListState(REFERRAL_FILTERS);
  const { keyword, status } = list.filters;
  const query = useGetReferralDoctorList({ ...list.paging, ...(keyword ? { keyword } : {}), ...(status !== null ? { status } : {}) });
  const setStatus = useSetReferralDoctorStatus();
  const remove = useDeleteReferralDoctor();
  const [editing, setEditing] = useState<{ entry?: ReferralDoctor } | null>(null);
  const shared = useReferralColumns<ReferralDoctor>({
    list: LIST,
    nameOf: (row) => row.doctorName,
    setStatus: (id, value) => setStatus.mutateAsync({ data: { id, status: value } }),
    changingId: setStatus.isPending ? setStatus.variables?.data.id : undefined,
    remove: (id) => remove.mutateAsync({ data: { id } }),
    onEdit: (entry) => setEditing({ entry }),
  });

  const columns: PagedTableColumn<ReferralDoctor>[] = [
    { key: 'doctorName', title: t('referral.doctor'), fixedVisible: true },
    {
      key: 'doctorTitle',
      title: t('referral.doctorTitle'),
      render: (title: ReferralDoctor['doctorTitle']) => enumLabel('doctorTitle', title),
    },
    {
      key: 'projects',
      title: t('referral.projects'),
      render: (projects: ReferralDoctor['projects']) => projects.map((p) => p.projectName).join('、'),
    },
    { key: 'consultFee', title: t('referral.consultFee'), render: (fee: number) => (fee === 0 ? t('referral.free') : formatYuan(fee)) },
    { key: 'sort', title: t('referral.sort') },
    { key: 'viewCount', title: t('referral.views') },
    { key: 'referralCount', title: t('referral.referrals') },
    { key: 'updateTime', title: t('referral.updated'), render: (time: string) => formatDateTimeMinute(time) },
    ...shared,
  ];

  return (
    <ReferralListLayout
      list={list}
      searchLabel={t('referral.searchDoctor')}
      addLabel={t('referral.addDoctor')}
      onAdd={() => setEditing({})}
    >
      <PagedTable id="referral-doctors" label={t('referral.doctorList')} list={list} query={query} rowKey="id" columns={columns} />
      {editing ? <DoctorPageForm entry={editing.entry} onClose={() => setEditing(null)} /> : null}
    </ReferralListLayout>
  );
}
