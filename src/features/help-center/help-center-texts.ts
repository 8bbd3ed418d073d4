/**
 * Texts of the help centre (help articles and platform announcements).
 */
import { defineTexts } from '@/lib/i18n/catalogue.ts';

export const helpCenterTexts = defineTexts('helpCenter', {
  'en-US': {
    open: 'Help centre',
    title: 'Help centre',
    articles: 'Help articles',
    announcements: 'Announcements',
    categories: 'Categories',
    searchArticles: 'Search article titles',
    noArticles: 'No articles',
    noAnnouncements: 'No announcements',
    pinned: 'Pinned',
    updated: 'Updated {time}',
    published: 'Published {time}',
    views: { one: '{count} view', other: '{count} views' },
    watchVideo: 'Watch the video',
  },
  'zh-CN': {
    open: '帮助中心',
    title: '帮助中心',
    articles: '帮助文档',
    announcements: '平台公告',
    categories: '分类',
    searchArticles: '搜索文章标题',
    noArticles: '暂无文章',
    noAnnouncements: '暂无公告',
    pinned: '置顶',
    updated: '更新于 {time}',
    published: '发布于 {time}',
    views: { other: '{count} 次浏览' },
    watchVideo: '观看视频',
  },
});
