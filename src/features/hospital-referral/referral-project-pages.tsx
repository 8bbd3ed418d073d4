/**
 * The project pages of /hospital/referral: list by sort with search and status; add or edit in a
 * drawer (a catalogue project, price range, cover and pictures, introduction, doctors, order);
 * online (only for a project opened on /hospital/project; the platform says so otherwise) or
 * offline with a switch; delete (asks first; only offline).
 */
import { Flex, Form, Image, Input, InputNumber, Select, Typography } from 'antd';
import { useState } from 'react';
import { useGetDoctorList } from '@generated/main/doctor/doctor';
import { DoctorAuditStatus, type ReferralProject } from '@generated/main/model';
import {
  getGetReferralProjectListQueryKey,
  useDeleteReferralProject,
  useGetReferralProjectList,
  useSaveReferralProject,
  useSetReferralProjectStatus,
} from '@generated/main/referral/referral';
import { formatDateTimeMinute } from '@/lib/dates/date-format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { useListState } from '@/lib/list-state/use-list-state.ts';
import { toImageUrl } from '@/lib/media/image-path.ts';
import { formatYuan, toCents } from '@/lib/money/money.ts';
import { FormDrawer } from '@/shared/ui/form-overlay/form-drawer.tsx';
import { PagedTable, type PagedTableColumn } from '@/shared/ui/paged-table/paged-table.tsx';
import { ProjectPicker } from '@/shared/ui/pickers/project-picker.tsx';
import { ImageUpload } from '@/shared/ui/upload/image-upload.tsx';
import { REFERRAL_FILTERS, ReferralListLayout, useReferralColumns } from './referral-list-parts.tsx';
import { referralTexts } from './referral-texts.ts';

const LIST = getGetReferralProjectListQueryKey().slice(0, 2);
const FOLDER = 'hospital/referral';

interface ProjectPageValues {
  projectId?: number;
  minPrice?: number;
  maxPrice?: number;
  cover: string[];
  images: string[];
  description?: string;
  doctorIds: number[];
  sort?: number;
}

function ProjectPageForm({ entry, onClose }: { entry?: ReferralProject; onClose: () => void }) {
  const t = useT(referralTexts);
  const save = useSaveReferralProject();
  const doctors = useGetDoctorList(
    { page: 1, limit: 500, auditStatus: DoctorAuditStatus.Approved },
    { query: { select: (r) => r.data.list } },
  );
  const required = { required: true, message: t('referral.required') };
  return (
    <FormDrawer<ProjectPageValues>
      open
      width={600}
      title={entry ? `${t('referral.edit')} · ${entry.projectName}` : t('referral.addProject')}
      initialValues={
        entry
          ? {
              projectId: entry.projectId,
              minPrice: entry.minPrice,
              maxPrice: entry.maxPrice,
              cover: [entry.cover.url],
              images: entry.images.map((i) => i.url),
              description: entry.description,
              doctorIds: entry.doctors.map((d) => d.doctorId),
              sort: entry.sort,
            }
          : { cover: [], images: [], doctorIds: [] }
      }
      successText={t('referral.saved')}
      onClose={onClose}
      invalidates={[LIST]}
      onSubmit={(values) =>
        save.mutateAsync({
          data: {
            ...(entry ? { id: entry.id } : {}),
            projectId: values.projectId ?? 0,
            minPrice: values.minPrice ?? 0,
            maxPrice: values.maxPrice ?? 0,
            cover: { url: values.cover[0] ?? '' },
            images: values.images.map((url) => ({ url })),
            description: (values.description ?? '').trim(),
            doctorIds: values.doctorIds,
            ...(values.sort !== undefined && values.sort !== null ? { sort: values.sort } : {}),
          },
        })
      }
    >
      {entry ? null : <Typography.Paragraph type="secondary">{t('referral.newOffline')}</Typography.Paragraph>}
      <Form.Item name="projectId" label={t('referral.project')} rules={[required]}>
        <ProjectPicker aria-label={t('referral.project')} disabled={entry !== undefined} />
      </Form.Item>
      <Flex gap={16}>
        <Form.Item name="minPrice" label={t('referral.minPrice')} rules={[required]}>
          <InputNumber min={0} max={1_000_000} precision={2} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item
          name="maxPrice"
          label={t('referral.maxPrice')}
          dependencies={['minPrice']}
          rules={[
            required,
            ({ getFieldValue }) => ({
              validator: async (_, value?: number) => {
                const min = getFieldValue('minPrice') as number | undefined;
                if (value !== undefined && value !== null && min !== undefined && min !== null && toCents(min) > toCents(value))
                  throw new Error(t('referral.priceOrder'));
              },
            }),
          ]}
        >
          <InputNumber min={0} max={1_000_000} precision={2} style={{ width: 180 }} />
        </Form.Item>
      </Flex>
      <Form.Item
        name="cover"
        label={t('referral.cover')}
        rules={[{ type: 'array', min: 1, required: true, message: t('referral.coverRequired') }]}
      >
        <ImageUpload folder={FOLDER} max={1} />
      </Form.Item>
      <Form.Item name="images" label={t('referral.images')}>
        <ImageUpload folder={FOLDER} max={9} />
      </Form.Item>
      <Form.Item name="description" label={t('referral.description')} rules={[{ ...required, whitespace: true }, { max: 1000 }]}>
        <Input.TextArea rows={4} maxLength={1000} showCount />
      </Form.Item>
      <Form.Item name="doctorIds" label={t('referral.doctors')}>
        <Select
          mode="multiple"
          optionFilterProp="label"
          loading={doctors.isLoading}
          options={(doctors.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        />
      </Form.Item>
      <Form.Item name="sort" label={t('referral.sort')} extra={t('referral.sortHint')}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormDrawer>
  );
}

export function ReferralProjectPages() {
  const t = useT(referralTexts);
  const list = useListState(REFERRAL_FILTERS);
  const { keyword, status } = list.filters;
  const query = useGetReferralProjectList({ ...list.paging, ...(keyword ? { keyword } : {}), ...(status !== null ? { status } : {}) });
  const setStatus = useSetReferralProjectStatus();
  const remove = useDeleteReferralProject();
  const [editing, setEditing] = useState<{ entry?: ReferralProject } | null>(null);
  const shared = useReferralColumns<ReferralProject>({
    list: LIST,
    nameOf: (row) => row.projectName,
    setStatus: (id, value) => setStatus.mutateAsync({ data: { id, status: value } }),
    changingId: setStatus.isPending ? setStatus.variables?.data.id : undefined,
    remove: (id) => remove.mutateAsync({ data: { id } }),
    onEdit: (entry) => setEditing({ entry }),
  });

  const columns: PagedTableColumn<ReferralProject>[] = [
    {
      key: 'cover',
      title: t('referral.cover'),
      render: (cover: ReferralProject['cover'], entry) => (
        <Image width={64} src={toImageUrl(cover.url)} alt={`${t('referral.cover')} ${entry.projectName}`} />
      ),
    },
    { key: 'projectName', title: t('referral.project'), fixedVisible: true },
    { key: 'parentProjectName', title: t('referral.category') },
    {
      key: 'minPrice',
      title: t('referral.priceRange'),
      render: (min: number, entry) => t('referral.price', { min: formatYuan(min), max: formatYuan(entry.maxPrice) }),
    },
    {
      key: 'doctors',
      title: t('referral.doctors'),
      render: (doctors: ReferralProject['doctors']) => doctors.map((d) => d.doctorName).join('、'),
    },
    { key: 'sort', title: t('referral.sort') },
    { key: 'viewCount', title: t('referral.views') },
    { key: 'referralCount', title: t('referral.referrals') },
    { key: 'updateTime', title: t('referral.updated'), render: (time: string) => formatDateTimeMinute(time) },
    ...shared,
  ];

  return (
    <ReferralListLayout
      list={list}
      searchLabel={t('referral.searchProject')}
      addLabel={t('referral.addProject')}
      onAdd={() => setEditing({})}
    >
      <PagedTable id="referral-projects" label={t('referral.projectList')} list={list} query={query} rowKey="id" columns={columns} />
      {editing ? <ProjectPageForm entry={editing.entry} onClose={() => setEditing(null)} /> : null}
    </ReferralListLayout>
  );
}
