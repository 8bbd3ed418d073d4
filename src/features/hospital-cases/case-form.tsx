/**
 * Adding or editing a fine case in a drawer: title, project, doctor (approved ones), the customer's
 * gender and age, the operation date (not after today) and the days after it the photos were
 * taken, the before, after and portrait-authorisation images (all required). Saving submits it
 * for review.
 */
import { DatePicker, Form, Input, InputNumber, Radio, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useGetDoctorList } from '@generated/main/doctor/doctor';
import { getGetFineCaseDetailQueryKey, getGetFineCaseListQueryKey, useSaveFineCase } from '@generated/main/fine-case/fine-case';
import { DoctorAuditStatus, type FineCase, type FineCaseGender, type FineCaseSaveRequest } from '@generated/main/model';
import { DATE_FORMAT } from '@/lib/dates/date-format.ts';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { FormDrawer } from '@/shared/ui/form-overlay/form-drawer.tsx';
import { ProjectPicker } from '@/shared/ui/pickers/project-picker.tsx';
import { ImageUpload } from '@/shared/ui/upload/image-upload.tsx';
import { caseTexts } from './case-texts.ts';
import { isAfterPlatformToday } from '@/lib/dates/platform-time.ts';

export interface CaseFormValues {
  title: string;
  projectId?: number;
  doctorId?: number;
  customerGender?: FineCaseGender;
  customerAge?: number;
  operationDate?: Dayjs;
  recoveryDays?: number;
  beforeImages: string[];
  afterImages: string[];
  authorizationImages: string[];
  description?: string;
}

const FOLDER = 'hospital/case';
const toImages = (paths: string[]) => paths.map((url) => ({ url }));

function valuesOf(entry: FineCase | undefined): Partial<CaseFormValues> {
  if (!entry) return { beforeImages: [], afterImages: [], authorizationImages: [] };
  return {
    title: entry.title,
    projectId: entry.projectId,
    doctorId: entry.doctorId ?? undefined,
    customerGender: entry.customerGender,
    customerAge: entry.customerAge,
    operationDate: dayjs(entry.operationDate),
    recoveryDays: entry.recoveryDays,
    beforeImages: entry.beforeImages.map((i) => i.url),
    afterImages: entry.afterImages.map((i) => i.url),
    authorizationImages: entry.authorizationImages.map((i) => i.url),
    description: entry.description,
  };
}

/** The validated form as the save request (the form's rules guarantee the required fields). */
export function requestOf(values: CaseFormValues, id: number | undefined): FineCaseSaveRequest {
  return {
    ...(id !== undefined ? { id } : {}),
    title: values.title.trim(),
    projectId: values.projectId ?? 0,
    ...(values.doctorId !== undefined ? { doctorId: values.doctorId } : {}),
    customerGender: values.customerGender ?? 2,
    customerAge: values.customerAge ?? 0,
    operationDate: values.operationDate?.format(DATE_FORMAT) ?? '',
    recoveryDays: values.recoveryDays ?? 0,
    beforeImages: toImages(values.beforeImages),
    afterImages: toImages(values.afterImages),
    authorizationImages: toImages(values.authorizationImages),
    description: values.description?.trim() ?? '',
  };
}

export function CaseFormDrawer({ entry, onClose }: { entry?: FineCase; onClose: () => void }) {
  const t = useT(caseTexts);
  const save = useSaveFineCase();
  const doctors = useGetDoctorList(
    { page: 1, limit: 500, auditStatus: DoctorAuditStatus.Approved },
    { query: { select: (r) => r.data.list } },
  );
  const required = { required: true, message: t('cases.required') };
  return (
    <FormDrawer<CaseFormValues>
      open
      width={640}
      title={entry ? `${t('cases.edit')} · ${entry.title}` : t('cases.add')}
      initialValues={valuesOf(entry)}
      submitText={t('cases.submit')}
      successText={t('cases.submitted')}
      onClose={onClose}
      onSubmit={(values) => save.mutateAsync({ data: requestOf(values, entry?.id) })}
      invalidates={[getGetFineCaseListQueryKey().slice(0, 2), ...(entry ? [getGetFineCaseDetailQueryKey({ id: entry.id })] : [])]}
    >
      <Typography.Paragraph type="secondary">{t('cases.reviewHint')}</Typography.Paragraph>
      {entry?.rejectReason ? (
        <Typography.Paragraph type="danger">{t('cases.rejectReason', { reason: entry.rejectReason })}</Typography.Paragraph>
      ) : null}
      <Form.Item name="title" label={t('cases.title')} rules={[{ ...required, whitespace: true }, { max: 40 }]}>
        <Input maxLength={40} showCount />
      </Form.Item>
      <Form.Item name="projectId" label={t('cases.project')} rules={[required]}>
        <ProjectPicker aria-label={t('cases.project')} />
      </Form.Item>
      <Form.Item name="doctorId" label={t('cases.doctor')}>
        <Select
          allowClear
          loading={doctors.isLoading}
          optionFilterProp="label"
          showSearch
          options={(doctors.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        />
      </Form.Item>
      <Form.Item name="customerGender" label={t('cases.gender')} rules={[required]}>
        <Radio.Group options={enumOptions('fineCaseGender')} />
      </Form.Item>
      <Form.Item name="customerAge" label={t('cases.age')} rules={[required]}>
        <InputNumber min={14} max={90} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="operationDate"
        label={t('cases.operationDate')}
        rules={[
          required,
          {
            validator: (_, value?: Dayjs) =>
              value && isAfterPlatformToday(value) ? Promise.reject(new Error(t('cases.futureDate'))) : Promise.resolve(),
          },
        ]}
      >
        <DatePicker format={DATE_FORMAT} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="recoveryDays" label={t('cases.recoveryDays')} rules={[required]}>
        <InputNumber min={0} max={3650} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="beforeImages"
        label={t('cases.beforeImages')}
        rules={[{ type: 'array', min: 1, required: true, message: t('cases.beforeRequired') }]}
      >
        <ImageUpload folder={FOLDER} max={9} />
      </Form.Item>
      <Form.Item
        name="afterImages"
        label={t('cases.afterImages')}
        rules={[{ type: 'array', min: 1, required: true, message: t('cases.afterRequired') }]}
      >
        <ImageUpload folder={FOLDER} max={9} />
      </Form.Item>
      <Form.Item
        name="authorizationImages"
        label={t('cases.authorizationImages')}
        rules={[{ type: 'array', min: 1, required: true, message: t('cases.authorizationRequired') }]}
      >
        <ImageUpload folder={FOLDER} max={3} />
      </Form.Item>
      <Form.Item name="description" label={t('cases.description')} rules={[{ max: 2000 }]}>
        <Input.TextArea rows={4} maxLength={2000} showCount />
      </Form.Item>
    </FormDrawer>
  );
}
