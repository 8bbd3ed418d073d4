/** Texts of the kit's pickers: region, project, SKU. */
import { defineTexts } from '@/lib/i18n/catalogue.ts';

export const pickerTexts = defineTexts('pickers', {
  'en-US': {
    region: 'Region',
    regionPlaceholder: 'Province / city / district',
    project: 'Project',
    projectPlaceholder: 'Choose a project',
    sku: 'Product',
    skuPlaceholder: 'Search products by name',
  },
  'zh-CN': {
    region: '地区',
    regionPlaceholder: '省 / 市 / 区',
    project: '项目',
    projectPlaceholder: '选择项目',
    sku: '商品',
    skuPlaceholder: '输入商品名称搜索',
  },
});
