/**
 * Texts of the main layout: the side menu's name, the menu toggle and the user menu.
 */
import { defineTexts } from '@/lib/i18n/catalogue.ts';

export const layoutTexts = defineTexts('layout', {
  'en-US': {
    mainMenu: 'main menu',
    collapse: 'Collapse the menu',
    expand: 'Expand the menu',
    settings: 'Settings',
    language: 'Language',
    logout: 'Log out',
    mainAccount: 'Main account',
    subAccount: 'Sub-account',
    restricted: 'Restricted mode',
  },
  'zh-CN': {
    mainMenu: '主菜单',
    collapse: '收起菜单',
    expand: '展开菜单',
    settings: '系统设置',
    language: '语言',
    logout: '退出登录',
    mainAccount: '主账号',
    subAccount: '子账号',
    restricted: '受限模式',
  },
});
