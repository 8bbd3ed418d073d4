/** Texts of the kit's FilterBar. */
import { defineTexts } from '@/lib/i18n/catalogue.ts';

export const filterBarTexts = defineTexts('filterBar', {
  'en-US': {
    filters: 'Filters',
    keywordPlaceholder: 'Search by keyword',
  },
  'zh-CN': {
    filters: '筛选',
    keywordPlaceholder: '输入关键词搜索',
  },
});
