/**
 * Applying to open projects, or resubmitting a rejected or withdrawn application, in a drawer: the
 * projects (those opened or under review cannot be chosen), the approved doctors who perform them,
 * and for every document the chosen projects' categories need its images and, where it expires,
 * its end date (a past date is refused before sending; the platform refuses it too).
 */
import { DatePicker, Form, Input, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useGetDoctorList } from '@generated/main/doctor/doctor';
import { DoctorAuditStatus, type SetupProjectApplyRequest, type SetupProjectDetail, type SetupProjectOption } from '@generated/main/model';
import {
  getGetSetupProjectDetailQueryKey,
  getGetSetupProjectListQueryKey,
  getGetSetupProjectOptionsQueryKey,
  useApplySetupProject,
  useGetSetupProjectOptions,
} from '@generated/main/setup-project/setup-project';
import { DATE_FORMAT } from '@/lib/dates/date-format.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { FormDrawer } from '@/shared/ui/form-overlay/form-drawer.tsx';
import { ImageUpload } from '@/shared/ui/upload/image-upload.tsx';
import { projectTexts } from './project-texts.ts';
import { isBeforePlatformToday } from '@/lib/dates/platform-time.ts';

interface DocumentValues {
  images?: string[];
  expireDate?: Dayjs | null;
}

export interface ProjectFormValues {
  projectIds: number[];
  doctorIds: number[];
  documents?: Record<string, DocumentValues>;
  remark?: string;
}

const FOLDER = 'hospital/project';

/** The documents the chosen projects need, each once, in the order the options list them. */
export function documentsFor(options: readonly SetupProjectOption[], projectIds: readonly number[]): string[] {
  const chosen = options.filter((o) => projectIds.includes(o.projectId));
  return [...new Set(chosen.flatMap((o) => o.requiredQualifications))];
}

export function requestOf(values: ProjectFormValues, names: readonly string[], id: number | undefined): SetupProjectApplyRequest {
  const remark = values.remark?.trim() ?? '';
  return {
    ...(id !== undefined ? { id } : {}),
    projectIds: values.projectIds,
    doctorIds: values.doctorIds,
    qualifications: names.map((name) => {
      const doc = values.documents?.[name];
      return {
        name,
        images: (doc?.images ?? []).map((url) => ({ url })),
        expireDate: doc?.expireDate ? doc.expireDate.format(DATE_FORMAT) : null,
      };
    }),
    ...(remark !== '' ? { remark } : {}),
  };
}

function valuesOf(entry: SetupProjectDetail | undefined): Partial<ProjectFormValues> {
  if (!entry) return { projectIds: [], doctorIds: [] };
  return {
    projectIds: [entry.projectId],
    doctorIds: entry.doctorIds,
    documents: Object.fromEntries(
      entry.qualifications.map((q) => [
        q.name,
        { images: q.images.map((i) => i.url), expireDate: q.expireDate ? dayjs(q.expireDate) : null },
      ]),
    ),
    remark: entry.remark ?? '',
  };
}

function DocumentFields({ names }: { names: readonly string[] }) {
  const t = useT(projectTexts);
  if (names.length === 0) return <Typography.Paragraph type="secondary">{t('projects.documentsHint')}</Typography.Paragraph>;
  return names.map((name) => (
    <div key={name}>
      <Form.Item
        name={['documents', name, 'images']}
        label={t('projects.images', { name })}
        rules={[{ type: 'array', min: 1, required: true, message: t('projects.imagesRequired', { name }) }]}
      >
        <ImageUpload folder={FOLDER} max={6} />
      </Form.Item>
      <Form.Item
        name={['documents', name, 'expireDate']}
        label={t('projects.expireDate', { name })}
        extra={t('projects.noExpiry')}
        rules={[
          {
            validator: (_, value?: Dayjs | null) =>
              value && isBeforePlatformToday(value) ? Promise.reject(new Error(t('projects.pastDate'))) : Promise.resolve(),
          },
        ]}
      >
        <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
    </div>
  ));
}

export function ProjectFormDrawer({ entry, onClose }: { entry?: SetupProjectDetail; onClose: () => void }) {
  const t = useT(projectTexts);
  const apply = useApplySetupProject();
  const options = useGetSetupProjectOptions(undefined, { query: { select: (r) => r.data } });
  const doctors = useGetDoctorList(
    { page: 1, limit: 500, auditStatus: DoctorAuditStatus.Approved },
    { query: { select: (r) => r.data.list } },
  );
  const categories = [...new Set((options.data ?? []).map((o) => o.parentName))];
  const projectOptions = categories.map((category) => ({
    label: category,
    title: category,
    options: (options.data ?? [])
      .filter((o) => o.parentName === category)
      .map((o) => ({
        value: o.projectId,
        label: o.isOpened
          ? `${o.projectName}（${t('projects.opened')}）`
          : o.isApplying
            ? `${o.projectName}（${t('projects.applying')}）`
            : o.projectName,
        disabled: (o.isOpened || o.isApplying) && o.projectId !== entry?.projectId,
      })),
  }));
  return (
    <FormDrawer<ProjectFormValues>
      open
      width={600}
      title={entry ? `${t('projects.resubmit')} · ${entry.projectName}` : t('projects.apply')}
      initialValues={valuesOf(entry)}
      submitText={t('projects.submit')}
      successText={t('projects.submitted')}
      onClose={onClose}
      onSubmit={(values) => apply.mutateAsync({ data: requestOf(values, documentsFor(options.data ?? [], values.projectIds), entry?.id) })}
      invalidates={[
        getGetSetupProjectListQueryKey().slice(0, 2),
        getGetSetupProjectOptionsQueryKey().slice(0, 1),
        ...(entry ? [getGetSetupProjectDetailQueryKey({ id: entry.id })] : []),
      ]}
    >
      {entry?.rejectReason ? (
        <Typography.Paragraph type="danger">{t('projects.rejectReason', { reason: entry.rejectReason })}</Typography.Paragraph>
      ) : null}
      <Form.Item
        name="projectIds"
        label={t('projects.projects')}
        extra={t('projects.projectsHint')}
        rules={[{ type: 'array', min: 1, required: true, message: t('projects.projectsRequired') }]}
      >
        <Select
          mode="multiple"
          options={projectOptions}
          loading={options.isLoading}
          disabled={entry !== undefined}
          optionFilterProp="label"
        />
      </Form.Item>
      <Form.Item
        name="doctorIds"
        label={t('projects.doctors')}
        rules={[{ type: 'array', min: 1, required: true, message: t('projects.doctorsRequired') }]}
      >
        <Select
          mode="multiple"
          loading={doctors.isLoading}
          optionFilterProp="label"
          options={(doctors.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        />
      </Form.Item>
      <Typography.Title level={5}>{t('projects.documents')}</Typography.Title>
      <Form.Item noStyle dependencies={['projectIds']}>
        {(form) => (
          <DocumentFields names={documentsFor(options.data ?? [], (form.getFieldValue('projectIds') as number[] | undefined) ?? [])} />
        )}
      </Form.Item>
      <Form.Item name="remark" label={t('projects.remarkLabel')} rules={[{ max: 200 }]}>
        <Input.TextArea rows={3} maxLength={200} showCount />
      </Form.Item>
    </FormDrawer>
  );
}
