/** Texts of the kit's PagedTable: column settings and the bulk-selection bar. */
import { defineTexts } from '@/lib/i18n/catalogue.ts';

export const pagedTableTexts = defineTexts('pagedTable', {
  'en-US': {
    columns: 'Columns',
    columnsHint: 'Choose the columns to show',
    columnsReset: 'Show all columns',
    selected: { one: '{count} row selected', other: '{count} rows selected' },
    clearSelection: 'Clear selection',
  },
  'zh-CN': {
    columns: '列设置',
    columnsHint: '选择要显示的列',
    columnsReset: '显示全部列',
    selected: { other: '已选 {count} 项' },
    clearSelection: '取消选择',
  },
});
