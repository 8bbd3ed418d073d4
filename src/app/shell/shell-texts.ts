/** Texts of the application shell: its name (tab title, menu header). */
import { defineTexts } from '@/lib/i18n/catalogue.ts';

export const shellTexts = defineTexts('shell', {
  'en-US': {
    appName: 'Hospital workbench',
  },
  'zh-CN': {
    appName: '医美机构工作台',
  },
});
