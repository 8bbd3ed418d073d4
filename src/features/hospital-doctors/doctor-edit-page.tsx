/**
 * `/hospital/doctorEdit` (add) and `/hospital/doctorEdit?id=` (edit): the doctor's profile with the
 * licence and title certificate images. Saving submits the profile for platform review (the doctor
 * is offline until approved); a doctor under review cannot be edited. The form checks what it can
 * before sending (required fields, certificate number formats, at most 10 specialty tags); the
 * platform's own refusals (a certificate number another doctor has) keep the input.
 */
import { Alert, Button, Card, Flex, Form, Input, InputNumber, Radio, Select, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { useGetDoctorDetail, useSaveDoctor } from '@generated/main/doctor/doctor';
import { type Doctor, DoctorAuditStatus, DoctorGender, type DoctorSaveRequest } from '@generated/main/model';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { feedback } from '@/lib/feedback/feedback.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { useRouteQuery } from '@/lib/routing/use-route-query.ts';
import { isBlankText } from '@/lib/text/blank-text.ts';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { ProjectPicker } from '@/shared/ui/pickers/project-picker.tsx';
import { QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { useSingleFlight } from '@/shared/ui/single-flight/use-single-flight.ts';
import { ImageUpload } from '@/shared/ui/upload/image-upload.tsx';
import { validDoctorId } from './doctor-id.ts';
import { refreshDoctor } from './doctor-queries.ts';
import { doctorTexts } from './doctor-texts.ts';

export const NAME_MAX = 20;
export const INTRODUCTION_MAX = 2000;
export const SPECIALTIES_MAX = 10;
const PRACTISING_NO = /^\d{15}$/;
const QUALIFICATION_NO = /^\d{15,27}$/;

/** The form's values: images as stored paths (the upload control's value). */
export interface DoctorFormValues {
  name: string;
  gender: DoctorGender;
  title: Doctor['title'];
  avatar: string[];
  practisingCertificateNo: string;
  qualificationCertificateNo?: string;
  qualificationImages: string[];
  projectIds: number[];
  specialties: string[];
  practiceYears: number;
  introduction?: string;
}

function valuesOf(doctor: Doctor): DoctorFormValues {
  return {
    name: doctor.name,
    gender: doctor.gender,
    title: doctor.title,
    avatar: doctor.avatar ? [doctor.avatar.url] : [],
    practisingCertificateNo: doctor.practisingCertificateNo,
    qualificationCertificateNo: doctor.qualificationCertificateNo ?? undefined,
    qualificationImages: doctor.qualificationImages.map((image) => image.url),
    projectIds: doctor.projects.map((p) => p.projectId),
    specialties: doctor.specialties,
    practiceYears: doctor.practiceYears,
    introduction: doctor.introduction,
  };
}

const NEW_DOCTOR: Partial<DoctorFormValues> = {
  gender: DoctorGender.Female,
  avatar: [],
  qualificationImages: [],
  projectIds: [],
  specialties: [],
};

/** What the form sends: trimmed texts, blanks left out. */
export function requestOf(values: DoctorFormValues, id: number | undefined): DoctorSaveRequest {
  const avatar = values.avatar[0];
  const qualificationNo = values.qualificationCertificateNo?.trim();
  return {
    ...(id !== undefined ? { id } : {}),
    name: values.name.trim(),
    gender: values.gender,
    title: values.title,
    ...(avatar ? { avatar: { url: avatar, isVideo: false } } : {}),
    practisingCertificateNo: values.practisingCertificateNo.trim(),
    ...(qualificationNo ? { qualificationCertificateNo: qualificationNo } : {}),
    qualificationImages: values.qualificationImages.map((url) => ({ url, isVideo: false })),
    projectIds: values.projectIds,
    specialties: values.specialties.map((s) => s.trim()).filter((s) => s !== ''),
    practiceYears: values.practiceYears,
    introduction: values.introduction?.trim() ?? '',
  };
}

function DoctorForm({ doctor }: { doctor?: Doctor }) {
  const t = useT(doctorTexts);
  const [form] = Form.useForm<DoctorFormValues>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveDoctor();
  const [submitting, run] = useSingleFlight();
  const locked = doctor?.auditStatus === DoctorAuditStatus.Pending;
  const required = { required: true, message: t('doctors.required') };

  const submit = () =>
    run(async () => {
      const values = await form.validateFields().catch(() => undefined);
      if (!values) return;
      let id: number;
      try {
        id = (await save.mutateAsync({ data: requestOf(values, doctor?.id) })).data.id;
      } catch {
        return; // the transport said why; the input stays
      }
      feedback.message.success(t('doctors.submitted'));
      await refreshDoctor(queryClient, id);
      void navigate(linkTo('hospital/doctorDetail', { id: String(id) }));
    });

  return (
    <Flex vertical gap={16}>
      {locked ? <Alert type="info" showIcon title={t('doctors.underReviewNoEdit')} /> : null}
      {doctor?.auditStatus === DoctorAuditStatus.Rejected && doctor.rejectReason ? (
        <Alert type="error" showIcon title={t('doctors.rejectReason', { reason: doctor.rejectReason })} />
      ) : null}
      <Card size="small">
        <Form<DoctorFormValues>
          form={form}
          layout="vertical"
          initialValues={doctor ? valuesOf(doctor) : NEW_DOCTOR}
          disabled={locked}
          onFinish={() => void submit()}
          style={{ maxWidth: 720 }}
        >
          <Form.Item
            name="name"
            label={t('doctors.name')}
            rules={[
              {
                validator: (_, value?: string) =>
                  isBlankText(value ?? '') ? Promise.reject(new Error(t('doctors.nameRequired'))) : Promise.resolve(),
              },
              { max: NAME_MAX },
            ]}
          >
            <Input maxLength={NAME_MAX} showCount />
          </Form.Item>
          <Form.Item name="gender" label={t('doctors.gender')} rules={[required]}>
            <Radio.Group
              options={[
                { value: DoctorGender.Female, label: t('doctors.female') },
                { value: DoctorGender.Male, label: t('doctors.male') },
              ]}
            />
          </Form.Item>
          <Form.Item name="title" label={t('doctors.title')} rules={[required]}>
            <Select options={enumOptions('doctorTitle')} style={{ maxWidth: 240 }} />
          </Form.Item>
          <Form.Item name="avatar" label={t('doctors.avatar')}>
            <ImageUpload folder="hospital/doctor" max={1} maxSizeMb={5} />
          </Form.Item>
          <Form.Item
            name="practisingCertificateNo"
            label={t('doctors.practisingNo')}
            rules={[required, { pattern: PRACTISING_NO, message: t('doctors.practisingNoRule') }]}
          >
            <Input inputMode="numeric" maxLength={15} style={{ maxWidth: 320 }} />
          </Form.Item>
          <Form.Item
            name="qualificationCertificateNo"
            label={t('doctors.qualificationNo')}
            rules={[{ pattern: QUALIFICATION_NO, message: t('doctors.qualificationNoRule') }]}
          >
            <Input inputMode="numeric" maxLength={27} style={{ maxWidth: 320 }} />
          </Form.Item>
          <Form.Item
            name="qualificationImages"
            label={t('doctors.certificates')}
            rules={[{ type: 'array', min: 1, required: true, message: t('doctors.certificatesRequired') }]}
          >
            <ImageUpload folder="hospital/doctor" max={9} />
          </Form.Item>
          <Form.Item
            name="projectIds"
            label={t('doctors.projects')}
            rules={[{ type: 'array', min: 1, required: true, message: t('doctors.projectsRequired') }]}
          >
            <ProjectPicker multiple aria-label={t('doctors.projects')} />
          </Form.Item>
          <Form.Item
            name="specialties"
            label={t('doctors.specialties')}
            extra={t('doctors.specialtiesHint')}
            rules={[{ type: 'array', max: SPECIALTIES_MAX, message: t('doctors.specialtiesTooMany') }]}
          >
            <Select mode="tags" open={false} suffixIcon={null} aria-label={t('doctors.specialties')} />
          </Form.Item>
          <Form.Item name="practiceYears" label={t('doctors.practiceYears')} rules={[required]}>
            <InputNumber min={0} max={70} precision={0} />
          </Form.Item>
          <Form.Item name="introduction" label={t('doctors.introduction')} rules={[{ max: INTRODUCTION_MAX }]}>
            <Input.TextArea rows={5} showCount maxLength={INTRODUCTION_MAX} />
          </Form.Item>
          <Typography.Paragraph type="secondary">{t('doctors.editHint')}</Typography.Paragraph>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {t('doctors.submit')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}

export default function DoctorEditPage() {
  const t = useT(doctorTexts);
  const [{ id }] = useRouteQuery('hospital/doctorEdit');
  const doctorId = validDoctorId(id);
  const query = useGetDoctorDetail({ id: doctorId ?? 0 }, { query: { enabled: doctorId !== null, select: (r) => r.data } });
  return (
    <PageContainer maxWidth={960} extra={<Link to={linkTo('hospital/doctor')}>{t('doctors.back')}</Link>}>
      {id === null ? (
        <DoctorForm />
      ) : doctorId === null ? (
        <Alert type="info" showIcon title={t('doctors.notFound')} />
      ) : (
        <QueryBoundary query={query}>{(doctor) => <DoctorForm key={doctor.id} doctor={doctor} />}</QueryBoundary>
      )}
    </PageContainer>
  );
}
