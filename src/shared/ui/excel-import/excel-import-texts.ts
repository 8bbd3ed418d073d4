/**
 * Texts of the kit's ExcelImportDialog that every import says alike. The words that name what is
 * imported (title, the summary's verb, the save button, the file's errors) are the feature's and
 * come in through the dialog's `texts`.
 */
import { defineTexts } from '@/lib/i18n/catalogue.ts';

export const excelImportTexts = defineTexts('excelImport', {
  'en-US': {
    reading: 'Reading {name}…',
    row: 'Row',
  },
  'zh-CN': {
    reading: '正在读取 {name}…',
    row: '行号',
  },
});
