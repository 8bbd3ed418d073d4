import { describe, expect, it } from 'vitest';
import { loginResult, menu } from '@/testing/login-result.ts';
import { canOpenRoute } from './access.ts';
import { accountCentreUrl } from './account-centre.ts';
import { resolveInAppLink } from './in-app-link.ts';
import { hashHref, linkTo, linkToRoute, parseRouteQuery } from './links.ts';
import { matchRoute } from './match.ts';
import { ROUTES, routeAncestors, routeTitleKey } from './routes.ts';

describe('linkTo', () => {
  it('builds the addresses of section 2 from the route name', () => {
    expect(linkTo('dashbord')).toBe('/dashbord');
    expect(linkTo('notFound')).toBe('/404');
    expect(linkTo('order/alllist', { id: '7', open: true })).toBe('/order/alllist?id=7&open=true');
    expect(linkTo('order/alllist', { followNumber: 'F 1&2', open: true })).toBe('/order/alllist?followNumber=F+1%262&open=true');
    expect(linkTo('hospital/hospitalInfo', { nowTab: 2 })).toBe('/hospital/hospitalInfo?nowTab=2');
    expect(linkTo('hospital/contract', { id: '5', contractType: '3' })).toBe('/hospital/contract?id=5&contractType=3');
    expect(linkTo('finance/invoice/info', { id: 12 })).toBe('/finance/invoice/info/12');
    expect(linkTo('learn/list', { id: '9' })).toBe('/learn/list?id=9');
    expect(linkTo('chat', { chatId: 'c 7' })).toBe('/chat?chatId=c+7');
    expect(hashHref('yanOrder', { id: '3', open: true })).toBe('#/yanOrder?id=3&open=true');
  });

  it('refuses, when it runs, a parameter the route does not take or a missing path parameter', () => {
    expect(() => linkToRoute('dashbord', { id: '1' })).toThrow(/no query parameter id/);
    expect(() => linkToRoute('finance/invoice/info', {})).toThrow(/missing path parameter id/);
  });
});

describe('parseRouteQuery', () => {
  it('reads typed values and leaves invalid ones null', () => {
    expect(parseRouteQuery('order/alllist', '?id=7&open=true&x=1')).toEqual({
      id: '7',
      followNumber: null,
      open: true,
      status: null,
      dispatch: null,
      remind: null,
    });
    expect(parseRouteQuery('order/alllist', '?status=4&dispatch=2026-11-01~2026-11-02&remind=yes')).toMatchObject({
      status: 4,
      dispatch: '2026-11-01~2026-11-02',
      remind: 'yes',
    });
    expect(parseRouteQuery('hospital/hospitalInfo', '?nowTab=3')).toEqual({ nowTab: 3 });
    expect(parseRouteQuery('hospital/hospitalInfo', '?nowTab=9')).toEqual({ nowTab: null });
  });
});

describe('matchRoute', () => {
  it('names the route of an address, with its path parameters', () => {
    expect(matchRoute('/order/alllist')).toEqual({ name: 'order/alllist', params: {} });
    expect(matchRoute('/finance/invoice/info/12')).toEqual({ name: 'finance/invoice/info', params: { id: '12' } });
    expect(matchRoute('/Order/alllist')).toBeUndefined();
    expect(matchRoute('/nowhere')).toBeUndefined();
  });

  it('finds every route at its own path', () => {
    for (const [name, spec] of Object.entries(ROUTES)) expect(matchRoute(spec.path.replace(':id', '1'))?.name).toBe(name);
  });
});

describe('titles and breadcrumbs', () => {
  it('come from the name', () => {
    expect(routeTitleKey('order/alllist')).toBe('routes.order.alllist');
    expect(routeAncestors('activity/platform/platDetail')).toEqual(['activity', 'activity/platform']);
    expect(routeAncestors('dashbord')).toEqual([]);
  });
});

describe('canOpenRoute (the guard rule every link follows)', () => {
  const session = loginResult({ rootMenus: [menu('dashbord'), menu('order', [menu('order/alllist')])] });
  const menus = { menus: session.rootMenus };

  it('opens public routes to anyone and everything else only with a session', () => {
    expect(canOpenRoute('login', undefined)).toBe(true);
    expect(canOpenRoute('dashbord', undefined)).toBe(false);
    expect(canOpenRoute('wechat', undefined)).toBe(false);
  });

  it('opens the index and wechat to any session, menu routes only by menu address', () => {
    expect(canOpenRoute('', menus)).toBe(true);
    expect(canOpenRoute('wechat', menus)).toBe(true);
    expect(canOpenRoute('order/alllist', menus)).toBe(true);
    expect(canOpenRoute('hospital/contract', menus)).toBe(false);
  });
});

describe('resolveInAppLink: links from server data stay inside the app', () => {
  it.each([
    ['//evil.example', undefined],
    ['//evil.example/dashbord', undefined],
    ['javascript:alert(1)', undefined],
    ['JavaScript:alert(1)//dashbord', undefined],
    ['https://evil.example/#/dashbord', undefined],
    ['http://127.0.0.1:5173/#/dashbord', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['/\\evil.example', undefined],
    ['\\\\evil.example', undefined],
    ['/dash\u0000bord', undefined],
    ['/nowhere', undefined],
    ['/dashbord#//evil.example', undefined],
    ['/finance/invoice/info/..%2F..%2Fx', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j has no link', (raw, expected) => {
    expect(resolveInAppLink(raw)).toBe(expected);
  });

  it.each([
    ['/hospital/contract?x', { name: 'hospital/contract', to: '/hospital/contract' }],
    ['/hospital/contract?id=5&contractType=1&evil=//x', { name: 'hospital/contract', to: '/hospital/contract?id=5&contractType=1' }],
    ['#/order/alllist?id=7&open=true', { name: 'order/alllist', to: '/order/alllist?id=7&open=true' }],
    ['hospital/hospitalInfo?nowTab=2', { name: 'hospital/hospitalInfo', to: '/hospital/hospitalInfo?nowTab=2' }],
    ['/hospital/hospitalInfo?nowTab=7', { name: 'hospital/hospitalInfo', to: '/hospital/hospitalInfo' }],
    ['  /finance/invoice/info/12  ', { name: 'finance/invoice/info', to: '/finance/invoice/info/12' }],
  ])('%j is rebuilt from its route', (raw, expected) => {
    expect(resolveInAppLink(raw)).toEqual(expected);
  });

  it('keeps the whole query of a recognised route only when asked (the app’s own redirect)', () => {
    expect(resolveInAppLink('/customer?page=3&keyword=li', { keepQuery: true })).toEqual({
      name: 'customer',
      to: '/customer?page=3&keyword=li',
    });
    expect(resolveInAppLink('/customer?page=3&keyword=li')).toEqual({ name: 'customer', to: '/customer' });
    expect(resolveInAppLink('//evil.example', { keepQuery: true })).toBeUndefined();
  });
});

describe('accountCentreUrl', () => {
  it('sends the person to the account centre with this client’s address to come back to', () => {
    const url = new URL(accountCentreUrl());
    expect(`${url.origin}${url.pathname}`).toBe('http://account.test/');
    expect(url.searchParams.get('redirect')).toBe(`${window.location.origin}${window.location.pathname}#/dashbord`);
    expect(new URL(accountCentreUrl(linkTo('order/alllist', { id: '1' }))).searchParams.get('redirect')).toMatch(
      /#\/order\/alllist\?id=1$/,
    );
  });
});
