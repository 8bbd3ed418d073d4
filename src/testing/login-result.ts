/** A login result shaped like the platform's, for tests of anything that needs a session. */
import type { LoginResult, MenuItem } from '@generated/main/model';

export function menu(menuUrl: string, children: MenuItem[] = [], isShow = true): MenuItem {
  return {
    id: menuUrl.length * 100 + children.length,
    menuUrl,
    icon: menuUrl.split('/')[0] ?? '',
    menuName: menuUrl,
    isShow,
    subMenuList: children,
  };
}

export function loginResult(overrides: Partial<LoginResult> = {}): LoginResult {
  return {
    rootMenus: [
      menu('dashbord'),
      menu('customer'),
      menu('order', [menu('order/alllist'), menu('order/mylist'), menu('order/appraisDetail', [], false)]),
    ],
    userInfo: {
      id: 3001,
      imId: 'h_3001',
      account: 'demo-main',
      realName: '王雅琴',
      hospitalId: 1,
      hospitalRegisteredName: '上海美莱医疗美容门诊部',
      isMainAccount: true,
    },
    ucToken: 'uc_test_token',
    wsNotificationToken: 'ws_test_token',
    authCode: ['order:export'],
    isRestricted: false,
    ...overrides,
  };
}
