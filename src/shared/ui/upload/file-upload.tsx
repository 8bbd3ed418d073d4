/**
 * Files for a form (contracts, certificates, a bill's Excel): a button and the file list with
 * progress; private files go to bucket 1 (`bucket={UPLOAD_BUCKET.private}`) and are shown later
 * through PrivateFileLink.
 *
 *   <Form.Item name="files" label={t('contracts.files')}><FileUpload folder="hospital/contract" accept=".pdf" max={3} /></Form.Item>
 */
import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useT } from '@/lib/i18n/use-t.ts';
import { uploadTexts } from './upload-texts.ts';
import { UploadField, type UploadFieldProps } from './upload-field.tsx';

export function FileUpload(props: UploadFieldProps) {
  const t = useT(uploadTexts);
  return <UploadField {...props} listType="text" trigger={<Button icon={<UploadOutlined />}>{t('upload.uploadFile')}</Button>} />;
}
