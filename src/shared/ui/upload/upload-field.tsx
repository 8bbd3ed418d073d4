/**
 * What ImageUpload and FileUpload share: a form control whose value is the stored paths (no base
 * URL; blank entries dropped, section 5), an antd Upload over `useUpload` (object storage first,
 * server fallback) showing each file's progress, size and type checks before anything is sent,
 * and a clear message for a file that failed (it leaves the list; the value never holds it).
 */
import { Upload, type UploadFile, type UploadProps } from 'antd';
import { feedback } from '@/lib/feedback/feedback.ts';
import { type ReactNode, useState } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';
import { toImageUrl, toStoredImagePaths } from '@/lib/media/image-path.ts';
import { type UploadOptions, useUpload } from './use-upload.ts';
import { uploadTexts } from './upload-texts.ts';

export interface UploadFieldProps extends UploadOptions {
  /** Stored paths (Form.Item passes them). */
  value?: string[];
  onChange?: (paths: string[]) => void;
  /** At most this many files. */
  max?: number;
  /** Largest file in MB. */
  maxSizeMb?: number;
  /** File types (`image/*`, `.pdf,.xlsx`). */
  accept?: string;
  disabled?: boolean;
  id?: string;
}

const nameOf = (path: string) => path.split('/').at(-1) ?? path;

function accepts(accept: string | undefined, file: File): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  return accept.split(',').some((rule) => {
    const wanted = rule.trim().toLowerCase();
    if (wanted.startsWith('.')) return name.endsWith(wanted);
    if (wanted.endsWith('/*')) return file.type.startsWith(wanted.slice(0, -1));
    return file.type === wanted;
  });
}

export function UploadField({
  value = [],
  onChange,
  max = 9,
  maxSizeMb = 10,
  accept,
  disabled,
  id,
  folder,
  bucket,
  listType,
  trigger,
}: UploadFieldProps & { listType: UploadProps['listType']; trigger: ReactNode }) {
  const t = useT(uploadTexts);
  const upload = useUpload({ folder, bucket });
  const [pending, setPending] = useState<UploadFile[]>([]);
  // Fresh uploads show from the URL the upload gave (signed for private files) until saved.
  const [shownUrls, setShownUrls] = useState<Record<string, string>>({});
  const paths = toStoredImagePaths(value);
  const fileList: UploadFile[] = [
    ...paths.map((path) => ({ uid: path, name: nameOf(path), status: 'done' as const, url: shownUrls[path] ?? toImageUrl(path) })),
    ...pending,
  ];

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    const raw = file as File & { uid: string };
    upload(raw, (percent) => onProgress?.({ percent }))
      .then((result) => {
        setShownUrls((urls) => ({ ...urls, [result.path]: result.url }));
        setPending((list) => list.filter((item) => item.uid !== raw.uid));
        onChange?.(toStoredImagePaths([...paths, result.path]));
        onSuccess?.(result);
      })
      .catch((error: unknown) => {
        setPending((list) => list.filter((item) => item.uid !== raw.uid));
        feedback.message.error(t('upload.failed', { name: raw.name }));
        onError?.(error instanceof Error ? error : new Error(String(error)));
      });
  };

  return (
    <Upload
      id={id}
      accept={accept}
      listType={listType}
      disabled={disabled}
      multiple={max > 1}
      fileList={fileList}
      customRequest={customRequest}
      beforeUpload={(file, batch) => {
        if (!accepts(accept, file)) {
          feedback.message.error(t('upload.wrongType', { name: file.name }));
          return Upload.LIST_IGNORE;
        }
        if (file.size > maxSizeMb * 1024 * 1024) {
          feedback.message.error(t('upload.tooLarge', { name: file.name, size: maxSizeMb }));
          return Upload.LIST_IGNORE;
        }
        if (paths.length + pending.length + batch.indexOf(file) + 1 > max) {
          feedback.message.error(t('upload.limit', { count: max }));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      onChange={({ file }) => {
        // Progress of files still on their way; finished ones move into the value.
        if (file.status === 'uploading') {
          setPending((list) => [...list.filter((item) => item.uid !== file.uid), file]);
        }
      }}
      onRemove={(file) => {
        if (file.status === 'done') onChange?.(paths.filter((path) => path !== file.uid));
        return true;
      }}
    >
      {paths.length + pending.length < max && !disabled ? trigger : null}
    </Upload>
  );
}
