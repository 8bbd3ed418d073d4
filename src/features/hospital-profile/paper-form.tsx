/**
 * Adding or renewing a licence (FormModal): validity checked on screen as the platform does (the
 * last valid day not before today nor before the first, unless long-term), 1 to 6 images stored
 * as paths.
 */
import { Checkbox, Form, Input, Select } from 'antd';
import { useSaveHospitalPaper } from '@generated/main/hospital/hospital';
import type { HospitalPaper, HospitalPaperKind, HospitalPaperSaveRequest } from '@generated/main/model';

import { enumLabel, enumOptions } from '@/lib/enums/enum-labels.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { toStoredImagePaths } from '@/lib/media/image-path.ts';
import { FormModal } from '@/shared/ui/form-overlay/form-modal.tsx';
import { ImageUpload } from '@/shared/ui/upload/image-upload.tsx';
import { HOSPITAL_PROFILE_QUERIES } from '@/lib/hospital-profile/hospital-profile-stale-keys.ts';
import { hospitalProfileTexts } from './hospital-profile-texts.ts';
import { platformTodayText } from '@/lib/dates/platform-time.ts';

export interface PaperValues {
  kind: HospitalPaperKind;
  number: string;
  holderName: string;
  validFrom: string;
  validTo?: string;
  isLongTerm: boolean;
  images: string[];
}

/** The request for the form's values: trimmed texts, stored image paths, no last day when long-term. */
export function paperRequest(values: PaperValues, id?: number): HospitalPaperSaveRequest {
  return {
    ...(id !== undefined ? { id } : {}),
    kind: values.kind,
    number: values.number.trim(),
    holderName: values.holderName.trim(),
    validFrom: values.validFrom,
    ...(!values.isLongTerm && values.validTo ? { validTo: values.validTo } : {}),
    isLongTerm: values.isLongTerm,
    images: toStoredImagePaths(values.images ?? []).map((url) => ({ url })),
  };
}

export function PaperForm({
  paper,
  kinds,
  open,
  onClose,
}: {
  /** The licence to renew; absent to add one of `kinds`. */
  paper?: HospitalPaper;
  kinds: HospitalPaperKind[];
  open: boolean;
  onClose: () => void;
}) {
  const t = useT(hospitalProfileTexts);
  const save = useSaveHospitalPaper();
  const today = platformTodayText();
  return (
    <FormModal<PaperValues>
      title={
        paper ? t('hospitalProfile.renewTitle', { name: enumLabel('hospitalPaperKind', paper.kind) }) : t('hospitalProfile.addPaperTitle')
      }
      open={open}
      onClose={onClose}
      onSubmit={(values) => save.mutateAsync({ data: paperRequest(values, paper?.id) })}
      invalidates={HOSPITAL_PROFILE_QUERIES}
      successText={t('hospitalProfile.paperSubmitted')}
      submitText={t('hospitalProfile.submitReview')}
      initialValues={
        paper
          ? { kind: paper.kind, number: paper.number, holderName: paper.holderName, isLongTerm: false, images: [] }
          : { kind: kinds[0], isLongTerm: false, images: [] }
      }
    >
      <Form.Item
        name="kind"
        label={t('hospitalProfile.paperKind')}
        rules={[{ required: true, message: t('hospitalProfile.kindRequired') }]}
      >
        <Select
          disabled={paper !== undefined}
          options={enumOptions('hospitalPaperKind').filter((o) => paper || kinds.includes(o.value as HospitalPaperKind))}
        />
      </Form.Item>
      <Form.Item
        name="number"
        label={t('hospitalProfile.paperNumber')}
        rules={[
          { required: true, whitespace: true, message: t('hospitalProfile.numberRequired') },
          { max: 60, message: t('hospitalProfile.textTooLong', { max: 60 }) },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="holderName"
        label={t('hospitalProfile.holderName')}
        rules={[
          { required: true, whitespace: true, message: t('hospitalProfile.holderRequired') },
          { max: 60, message: t('hospitalProfile.textTooLong', { max: 60 }) },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="validFrom"
        label={t('hospitalProfile.validFrom')}
        rules={[{ required: true, message: t('hospitalProfile.validFromRequired') }]}
      >
        <Input type="date" />
      </Form.Item>
      <Form.Item name="isLongTerm" valuePropName="checked">
        <Checkbox>{t('hospitalProfile.isLongTerm')}</Checkbox>
      </Form.Item>
      <Form.Item noStyle dependencies={['isLongTerm']}>
        {({ getFieldValue }) =>
          getFieldValue('isLongTerm') ? null : (
            <Form.Item
              name="validTo"
              label={t('hospitalProfile.validTo')}
              dependencies={['validFrom']}
              rules={[
                { required: true, message: t('hospitalProfile.validToRequired') },
                {
                  validator: async (_, value: string | undefined) => {
                    if (!value) return;
                    if (value < today) throw new Error(t('hospitalProfile.validToPast'));
                    const from = getFieldValue('validFrom') as string | undefined;
                    if (from && value < from) throw new Error(t('hospitalProfile.validToBeforeFrom'));
                  },
                },
              ]}
            >
              <Input type="date" />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item
        name="images"
        label={t('hospitalProfile.paperImages')}
        rules={[{ type: 'array', required: true, min: 1, max: 6, message: t('hospitalProfile.imagesRequired') }]}
      >
        <ImageUpload folder="hospital/papers" max={6} />
      </Form.Item>
    </FormModal>
  );
}
