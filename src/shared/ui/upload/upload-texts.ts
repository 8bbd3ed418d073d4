/** Texts of the kit's ImageUpload and FileUpload. */
import { defineTexts } from '@/lib/i18n/catalogue.ts';

export const uploadTexts = defineTexts('upload', {
  'en-US': {
    upload: 'Upload',
    uploadImage: 'Upload an image',
    uploadFile: 'Upload a file',
    failed: 'Could not upload {name}',
    tooLarge: '{name} is larger than {size} MB',
    wrongType: '{name} is not an accepted file type',
    limit: { one: 'At most {count} file', other: 'At most {count} files' },
  },
  'zh-CN': {
    upload: '上传',
    uploadImage: '上传图片',
    uploadFile: '上传文件',
    failed: '{name} 上传失败',
    tooLarge: '{name} 超过 {size} MB',
    wrongType: '{name} 的文件类型不支持',
    limit: { other: '最多 {count} 个文件' },
  },
});
