/**
 * Images for a form (doctor photos, licences): picture cards with previews, object storage
 * first, progress, stored paths as the value.
 *
 *   <Form.Item name="photos" label={t('doctors.photos')}><ImageUpload folder="hospital/doctor" max={6} /></Form.Item>
 */
import { PlusOutlined } from '@ant-design/icons';
import { useT } from '@/lib/i18n/use-t.ts';
import { uploadTexts } from './upload-texts.ts';
import { UploadField, type UploadFieldProps } from './upload-field.tsx';

export function ImageUpload({ accept = 'image/*', ...props }: UploadFieldProps) {
  const t = useT(uploadTexts);
  return (
    <UploadField
      {...props}
      accept={accept}
      listType="picture-card"
      trigger={
        <button type="button" aria-label={t('upload.uploadImage')} style={{ border: 0, background: 'none', cursor: 'pointer' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{t('upload.upload')}</div>
        </button>
      }
    />
  );
}
