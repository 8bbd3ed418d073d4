/** Texts of the kit's rich-text editor: its toolbar and its character count. */
import { defineTexts } from '@/lib/i18n/catalogue.ts';

export const richTextTexts = defineTexts('richText', {
  'en-US': {
    toolbar: 'Formatting',
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    strike: 'Strikethrough',
    heading: 'Heading',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    quote: 'Quote',
    undo: 'Undo',
    redo: 'Redo',
    count: '{used} / {max} characters',
    loading: 'Loading the editor…',
  },
  'zh-CN': {
    toolbar: '格式',
    bold: '加粗',
    italic: '斜体',
    underline: '下划线',
    strike: '删除线',
    heading: '标题',
    bulletList: '无序列表',
    orderedList: '有序列表',
    quote: '引用',
    undo: '撤销',
    redo: '重做',
    count: '{used} / {max} 字',
    loading: '正在加载编辑器…',
  },
});
