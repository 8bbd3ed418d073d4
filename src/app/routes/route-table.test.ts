import { describe, expect, it } from 'vitest';
import { lookup } from '@/lib/i18n/catalogue.ts';
import { routeTitles } from '@/lib/routing/route-texts.ts';
import { LAYOUT_ROUTES, PUBLIC_ROUTES, flatten, titleKey } from './route-table.ts';

const names = flatten([...PUBLIC_ROUTES, ...LAYOUT_ROUTES]).map((route) => route.name);

describe('route table', () => {
  it('holds every route of the specification, section 2', () => {
    for (const name of [
      'login',
      'notFound',
      'download',
      'msgBox',
      'welcome',
      'qrloginerr',
      'test',
      'FollowDetail',
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
      'order/alllist',
      'order/mylist',
      'order/appraislist',
      'order/autoCheck',
      'order/appraisDetail',
      'activity/business',
      'activity/business/businessDetail',
      'activity/business/businessEdit',
      'activity/platform',
      'activity/platform/platDetail',
      'activity/platform/platSingup',
      'activity/platform/unPlatdetail',
      'learn/recommend',
      'learn/list',
      'hospital/account',
      'hospital/institutionalNotice',
      'hospital/invoice',
      'hospital/hospitalInfo',
      'hospital/hospitalEdit',
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
      'finance/bill',
      'finance/ecommerce',
      'finance/invoice',
      'finance/invoice/info',
      'finance/accountSigning',
      'finance/accountSigning/info',
      'ec/order-list',
      'ec/order/detail',
      'ec/product-list',
      'ec/product-info',
      'incentive/board',
      'incentive/orderList',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('redirects section roots to the specification default child', () => {
    const redirects = Object.fromEntries(
      flatten(LAYOUT_ROUTES)
        .filter((r) => r.redirect)
        .map((r) => [r.name, r.redirect]),
    );
    expect(redirects).toMatchObject({
      order: 'alllist',
      activity: 'platform',
      learn: 'list',
      hospital: 'hospitalInfo',
      finance: 'ecommerce',
      ec: 'product-list',
      incentive: 'board',
    });
  });

  it('has a title in both languages for every named page', () => {
    expect(routeTitles.name).toBe('routes');
    for (const route of flatten([...PUBLIC_ROUTES, ...LAYOUT_ROUTES]).filter((r) => r.page)) {
      expect(lookup('en-US', titleKey(route.name)), route.name).toEqual(expect.any(String));
      expect(lookup('zh-CN', titleKey(route.name)), route.name).toEqual(expect.any(String));
    }
  });
});
