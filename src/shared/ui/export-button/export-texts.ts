/** Texts of the kit's ExportButton (the button's own word is common.export). */
import { defineTexts } from '@/lib/i18n/catalogue.ts';

export const exportTexts = defineTexts('export', {
  'en-US': {
    exporting: 'Exporting… {percent}%',
    done: 'Downloaded {name}',
    failed: 'Export failed: {reason}',
    failedUnknown: 'Export failed, please retry',
  },
  'zh-CN': {
    exporting: '正在导出… {percent}%',
    done: '已下载 {name}',
    failed: '导出失败：{reason}',
    failedUnknown: '导出失败，请重试',
  },
});
