import { describe, expect, it } from 'vitest';
import { createAccounts, DEMO_ACCOUNTS, DEMO_PHONE, DEMO_SMS_CODE, HOSPITAL, SANDBOX_PASSWORD } from './accounts.ts';
import { ALL_MENU_NAMES, fullMenuTree, menusFor, menuUrls, RESTRICTED_MENUS, SUB_ACCOUNT_MENUS } from './menus.ts';

/** Route names of the specification's section 2 (path without the leading slash). */
const SPEC_ROUTES = [
  'dashbord',
  'chat',
  'customer',
  'setting',
  'schedule',
  'wechat',
  'email',
  'statistics/board',
  'appStore/index',
  'yanActivityView',
  'yanActivityView/detail',
  'yanOrder',
  'order',
  'order/alllist',
  'order/mylist',
  'order/appraislist',
  'order/autoCheck',
  'order/appraisDetail',
  'activity',
  'activity/business',
  'activity/business/businessDetail',
  'activity/business/businessEdit',
  'activity/platform',
  'activity/platform/platDetail',
  'activity/platform/platSingup',
  'activity/platform/unPlatdetail',
  'learn',
  'learn/recommend',
  'learn/list',
  'hospital',
  'hospital/account',
  'hospital/institutionalNotice',
  'hospital/invoice',
  'hospital/hospitalInfo',
  'hospital/hospitalEdit',
  'hospital/hospitalSelling',
  'hospital/hospitalSelling/view',
  'hospital/hospitalSelling/edit',
  'hospital/projectCertification',
  'hospital/case',
  'hospital/doctor',
  'hospital/doctorDetail',
  'hospital/doctorEdit',
  'hospital/addSit',
  'hospital/referral',
  'hospital/project',
  'hospital/contract',
  'finance',
  'finance/bill',
  'finance/ecommerce',
  'finance/invoice',
  'finance/invoice/info',
  'finance/accountSigning',
  'finance/accountSigning/info',
  'ec',
  'ec/order-list',
  'ec/order/detail',
  'ec/product-list',
  'ec/product-info',
  'incentive',
  'incentive/board',
  'incentive/orderList',
];

describe('menus', () => {
  it('has exactly one menu per route name of the specification, with unique ids', () => {
    expect([...ALL_MENU_NAMES].sort()).toEqual([...SPEC_ROUTES].sort());
    const ids: number[] = [];
    const walk = (items: ReturnType<typeof fullMenuTree>) => items.forEach((m) => (ids.push(m.id), walk(m.subMenuList)));
    walk(fullMenuTree());
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('hides detail and edit pages', () => {
    const hidden: string[] = [];
    const walk = (items: ReturnType<typeof fullMenuTree>) =>
      items.forEach((m) => {
        if (!m.isShow) hidden.push(m.menuUrl);
        walk(m.subMenuList);
      });
    walk(fullMenuTree());
    for (const name of [
      'order/appraisDetail',
      'activity/business/businessDetail',
      'activity/platform/platSingup',
      'hospital/hospitalEdit',
      'hospital/hospitalSelling/view',
      'hospital/case',
      'hospital/doctorDetail',
      'finance/invoice/info',
      'ec/order/detail',
      'ec/product-info',
    ]) {
      expect(hidden).toContain(name);
    }
    expect(hidden).not.toContain('order/alllist');
  });

  it('keeps the tree shape when filtering, and returns copies', () => {
    const tree = menusFor(['order/alllist', 'dashbord']);
    expect(tree.map((m) => m.menuUrl)).toEqual(['dashbord', 'order']);
    expect(tree[1]?.subMenuList.map((m) => m.menuUrl)).toEqual(['order/alllist']);
    tree[0]!.menuName = 'changed';
    expect(fullMenuTree()[0]?.menuName).toBe('首页');
  });
});

describe('accounts', () => {
  const accounts = createAccounts();
  const byName = new Map(accounts.map((a) => [a.account, a]));

  it('has about twenty staff of hospital 1 with unique ids from 3001 and h_ im ids', () => {
    expect(accounts.length).toBe(20);
    expect(new Set(accounts.map((a) => a.userInfo.id)).size).toBe(20);
    expect(new Set(accounts.map((a) => a.account)).size).toBe(20);
    for (const a of accounts) {
      expect(a.userInfo.id).toBeGreaterThanOrEqual(3001);
      expect(a.userInfo.imId).toBe(`h_${a.userInfo.id}`);
      expect(a.userInfo.hospitalId).toBe(HOSPITAL.id);
      expect(a.userInfo.hospitalRegisteredName).toBe('上海美莱医疗美容门诊部');
      expect(a.password).toBe(SANDBOX_PASSWORD);
    }
    expect(accounts.filter((a) => !a.enabled).length).toBeGreaterThan(0);
    expect(accounts.filter((a) => a.userInfo.isMainAccount)).toHaveLength(1);
  });

  it('gives demo-main every menu and the demo phone', () => {
    const main = byName.get(DEMO_ACCOUNTS.main)!;
    expect(main.userInfo.id).toBe(3001);
    expect(main.userInfo.isMainAccount).toBe(true);
    expect(main.phone).toBe(DEMO_PHONE);
    expect(DEMO_PHONE).toBe('13800000001');
    expect(DEMO_SMS_CODE).toBe('246810');
    expect(menuUrls(main.menus).sort()).toEqual([...ALL_MENU_NAMES].sort());
    expect(main.isRestricted).toBe(false);
  });

  it('gives demo-sub the sub-account menus', () => {
    const sub = byName.get(DEMO_ACCOUNTS.sub)!;
    expect(sub.userInfo.isMainAccount).toBe(false);
    const urls = menuUrls(sub.menus);
    for (const name of SUB_ACCOUNT_MENUS) expect(urls).toContain(name);
    // Only the containers needed for the tree shape are added.
    expect(urls.filter((u) => !SUB_ACCOUNT_MENUS.includes(u)).sort()).toEqual(['learn', 'order']);
  });

  it('gives demo-restricted exactly dashbord and customer', () => {
    const restricted = byName.get(DEMO_ACCOUNTS.restricted)!;
    expect(restricted.isRestricted).toBe(true);
    expect(menuUrls(restricted.menus)).toEqual([...RESTRICTED_MENUS]);
    expect(menuUrls(restricted.menus)).toEqual(['dashbord', 'customer']);
    expect(restricted.authCode).toEqual([]);
  });
});
