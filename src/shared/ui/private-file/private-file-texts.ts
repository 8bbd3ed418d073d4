/** Texts of the kit's private-bucket files (PrivateFileLink, PrivateImages). */
import { defineTexts } from '@/lib/i18n/catalogue.ts';

export const privateFileTexts = defineTexts('privateFile', {
  'en-US': {
    open: 'Open {name}',
    unavailable: 'This file cannot be shown',
  },
  'zh-CN': {
    open: '查看 {name}',
    unavailable: '无法显示该文件',
  },
});
