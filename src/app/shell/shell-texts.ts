/**
 * Texts of the application shell: its name (tab title, menu header) and the page a route shows
 * until its module lands.
 */
import { defineTexts } from '@/lib/i18n/catalogue.ts';

export const shellTexts = defineTexts('shell', {
  'en-US': {
    moduleUnavailable: 'This module is not available yet.',
    appName: 'Hospital workbench',
  },
  'zh-CN': {
    moduleUnavailable: '该模块暂未开放。',
    appName: '医美机构工作台',
  },
});
