/**
 * Adding a qualification, or resubmitting a rejected or revoked one, in a drawer: a product picked
 * from the platform catalogue fills in its registration data; the registration, purchase proof
 * (required) and distributor authorisation images; the projects it is used for. An expired
 * registration is refused before sending (the platform refuses it too).
 */
import { AutoComplete, DatePicker, Form, Input, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import {
  getGetProjectCertificationListQueryKey,
  getGetProjectCertificationStatusCountQueryKey,
  useAddProjectCertification,
  useSearchProjectCertificationCatalog,
} from '@generated/main/project-certification/project-certification';
import type { ProjectCertification, ProjectCertificationAddRequest, ProjectCertificationCatalogItem } from '@generated/main/model';
import { DATE_FORMAT } from '@/lib/dates/date-format.ts';
import { enumOptions } from '@/lib/enums/enum-labels.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { FormDrawer } from '@/shared/ui/form-overlay/form-drawer.tsx';
import { ProjectPicker } from '@/shared/ui/pickers/project-picker.tsx';
import { ImageUpload } from '@/shared/ui/upload/image-upload.tsx';
import { certificationTexts } from './certification-texts.ts';
import { isBeforePlatformToday } from '@/lib/dates/platform-time.ts';

export interface CertificationFormValues {
  kind: ProjectCertification['kind'];
  catalogId?: number;
  productName: string;
  genericName: string;
  brand: string;
  manufacturer: string;
  registrationNo: string;
  specification: string;
  registrationValidTo?: Dayjs;
  projectIds: number[];
  registrationImages: string[];
  purchaseProofImages: string[];
  authorizationImages: string[];
}

const FOLDER = 'hospital/certification';
const toImages = (paths: string[]) => paths.map((url) => ({ url }));

function valuesOf(entry: ProjectCertification | undefined): Partial<CertificationFormValues> {
  if (!entry) return { kind: 2, projectIds: [], registrationImages: [], purchaseProofImages: [], authorizationImages: [] };
  return {
    kind: entry.kind,
    catalogId: entry.catalogId ?? undefined,
    productName: entry.productName,
    genericName: entry.genericName,
    brand: entry.brand,
    manufacturer: entry.manufacturer,
    registrationNo: entry.registrationNo,
    specification: entry.specification,
    registrationValidTo: entry.registrationValidTo ? dayjs(entry.registrationValidTo) : undefined,
    projectIds: entry.projects.map((p) => p.projectId),
    registrationImages: entry.registrationImages.map((i) => i.url),
    purchaseProofImages: entry.purchaseProofImages.map((i) => i.url),
    authorizationImages: entry.authorizationImages.map((i) => i.url),
  };
}

export function requestOf(values: CertificationFormValues, id: number | undefined): ProjectCertificationAddRequest {
  return {
    ...(id !== undefined ? { id } : {}),
    kind: values.kind,
    ...(values.catalogId !== undefined ? { catalogId: values.catalogId } : {}),
    productName: values.productName.trim(),
    genericName: values.genericName.trim(),
    brand: values.brand.trim(),
    manufacturer: values.manufacturer.trim(),
    registrationNo: values.registrationNo.trim(),
    specification: values.specification.trim(),
    ...(values.registrationValidTo ? { registrationValidTo: values.registrationValidTo.format(DATE_FORMAT) } : {}),
    projectIds: values.projectIds,
    registrationImages: toImages(values.registrationImages),
    purchaseProofImages: toImages(values.purchaseProofImages),
    authorizationImages: toImages(values.authorizationImages ?? []),
  };
}

/** The platform catalogue as an autocomplete: typing searches it, picking fills the form. */
function CatalogueSearch({ onPick }: { onPick: (item: ProjectCertificationCatalogItem) => void }) {
  const t = useT(certificationTexts);
  const [keyword, setKeyword] = useState('');
  const search = useSearchProjectCertificationCatalog(
    { keyword: keyword.trim() },
    { query: { enabled: keyword.trim() !== '', select: (r) => r.data, placeholderData: (previous) => previous } },
  );
  const items = keyword.trim() === '' ? [] : (search.data ?? []);
  return (
    <Form.Item label={t('certifications.catalogue')} extra={t('certifications.catalogueHint')} htmlFor="certification-catalogue">
      <AutoComplete
        id="certification-catalogue"
        value={keyword}
        onChange={setKeyword}
        placeholder={t('certifications.cataloguePlaceholder')}
        options={items.map((item) => ({
          value: String(item.catalogId),
          label: `${item.productName}（${item.genericName}）${item.registrationNo}`,
        }))}
        onSelect={(value: string) => {
          const item = items.find((i) => String(i.catalogId) === value);
          if (item) onPick(item);
          setKeyword('');
        }}
      />
    </Form.Item>
  );
}

export function CertificationFormDrawer({ open, entry, onClose }: { open: boolean; entry?: ProjectCertification; onClose: () => void }) {
  const t = useT(certificationTexts);
  const add = useAddProjectCertification();
  const required = { required: true, whitespace: true, message: t('certifications.required') };
  const fields = [
    ['productName', 50],
    ['genericName', 50],
    ['brand', 30],
    ['manufacturer', 80],
    ['registrationNo', 50],
    ['specification', 30],
  ] as const;
  return (
    <FormDrawer<CertificationFormValues>
      open={open}
      width={640}
      title={entry ? `${t('certifications.resubmit')} · ${entry.productName}` : t('certifications.add')}
      initialValues={valuesOf(entry)}
      submitText={t('certifications.submit')}
      successText={t('certifications.submittedDone')}
      onClose={onClose}
      onSubmit={(values) => add.mutateAsync({ data: requestOf(values, entry?.id) })}
      invalidates={[getGetProjectCertificationListQueryKey().slice(0, 2), getGetProjectCertificationStatusCountQueryKey()]}
    >
      <Form.Item noStyle shouldUpdate>
        {(form) => (
          <CatalogueSearch
            onPick={(item) =>
              form.setFieldsValue({
                kind: item.kind,
                catalogId: item.catalogId,
                productName: item.productName,
                genericName: item.genericName,
                brand: item.brand,
                manufacturer: item.manufacturer,
                registrationNo: item.registrationNo,
                specification: item.specification,
                registrationValidTo: item.registrationValidTo ? dayjs(item.registrationValidTo) : undefined,
              })
            }
          />
        )}
      </Form.Item>
      <Form.Item name="catalogId" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="kind" label={t('certifications.kind')} rules={[{ required: true, message: t('certifications.required') }]}>
        <Select options={enumOptions('certificationKind')} />
      </Form.Item>
      {fields.map(([name, max]) => (
        <Form.Item key={name} name={name} label={t(`certifications.${name}`)} rules={[required, { max }]}>
          <Input maxLength={max} />
        </Form.Item>
      ))}
      <Form.Item
        name="registrationValidTo"
        label={t('certifications.validTo')}
        rules={[
          {
            validator: (_, value?: Dayjs) =>
              value && isBeforePlatformToday(value) ? Promise.reject(new Error(t('certifications.pastDate'))) : Promise.resolve(),
          },
        ]}
      >
        <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="projectIds"
        label={t('certifications.projects')}
        rules={[{ type: 'array', min: 1, required: true, message: t('certifications.projectsRequired') }]}
      >
        <ProjectPicker multiple aria-label={t('certifications.projects')} />
      </Form.Item>
      <Form.Item
        name="registrationImages"
        label={t('certifications.registrationImages')}
        rules={[{ type: 'array', min: 1, required: true, message: t('certifications.registrationImagesRequired') }]}
      >
        <ImageUpload folder={FOLDER} max={6} />
      </Form.Item>
      <Form.Item
        name="purchaseProofImages"
        label={t('certifications.purchaseProofImages')}
        rules={[{ type: 'array', min: 1, required: true, message: t('certifications.purchaseProofRequired') }]}
      >
        <ImageUpload folder={FOLDER} max={9} />
      </Form.Item>
      <Form.Item name="authorizationImages" label={t('certifications.authorizationImages')}>
        <ImageUpload folder={FOLDER} max={6} />
      </Form.Item>
      {entry?.rejectReason ? (
        <Typography.Text type="danger">{t('certifications.rejectReason', { reason: entry.rejectReason })}</Typography.Text>
      ) : null}
    </FormDrawer>
  );
}
