/**
 * Texts of the quick search in the header.
 */
import { defineTexts } from '@/lib/i18n/catalogue.ts';

export const quickSearchTexts = defineTexts('quickSearch', {
  'en-US': {
    label: 'Search orders and customers',
    placeholder: 'Order number, customer name or phone',
    minChars: 'Type at least 2 characters',
    searching: 'Searching…',
    orders: 'Orders ({count})',
    customers: 'Customers ({count})',
    noResults: 'No matching orders or customers',
  },
  'zh-CN': {
    label: '搜索订单和客户',
    placeholder: '订单号、客户姓名或手机号',
    minChars: '请至少输入 2 个字符',
    searching: '搜索中…',
    orders: '订单（{count}）',
    customers: '客户（{count}）',
    noResults: '未找到相关订单或客户',
  },
});
