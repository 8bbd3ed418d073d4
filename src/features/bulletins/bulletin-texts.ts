/** Texts of bulletin management (/hospital/institutionalNotice). */
import { defineTexts } from '@/lib/i18n/catalogue.ts';

export const bulletinTexts = defineTexts('bulletins', {
  'en-US': {
    list: 'Bulletins',
    search: 'Title or content',
    status: 'Status',
    title: 'Title',
    pinned: 'Pinned',
    period: 'Shown',
    updated: 'Updated',
    pin: 'Pin',
    unpin: 'Unpin',
    deleteConfirm: 'Delete this bulletin?',
    pinnedDone: 'Pinned',
    unpinnedDone: 'Unpinned',
    always: 'Always',
  },
  'zh-CN': {
    list: '公告列表',
    search: '标题或内容',
    status: '状态',
    title: '标题',
    pinned: '置顶',
    period: '展示时间',
    updated: '更新时间',
    pin: '置顶',
    unpin: '取消置顶',
    deleteConfirm: '确定删除这条公告？',
    pinnedDone: '已置顶',
    unpinnedDone: '已取消置顶',
    always: '长期',
  },
});
