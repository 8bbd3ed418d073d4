/**
 * The one route table (specification, section 2). It drives the router, the menus and the
 * guard: a route's `name` is its path without the leading slash, and the guard lets a signed-in
 * user in only when that name is among the menu addresses of the login result.
 *
 * Pages are lazy so the login route never downloads the business modules. A route whose page
 * belongs to a later module shows "module not available yet" with its title until it lands.
 */
import type { ComponentType } from 'react';
import type { RouteTitleKey } from '@/lib/routing/route-texts.ts';

export type PageLoader = () => Promise<{ default: ComponentType }>;

export interface RouteDef {
  /** Path relative to its parent (`alllist` under `order`). */
  path: string;
  /** Full name the guard checks: the full path without the leading slash. Filled by `flatten`. */
  name?: string;
  page?: PageLoader;
  /** Child to redirect to when the route itself is opened (`/order` → `/order/alllist`). */
  redirect?: string;
  /** No sign-in needed. */
  public?: boolean;
  /** Not shown in menus (detail and edit pages). */
  hidden?: boolean;
  /** Passes for any signed-in user, without a menu (index and wechat). */
  always?: boolean;
  children?: RouteDef[];
}

const unavailable: PageLoader = () => import('./module-unavailable-page.tsx');

/** Routes outside the main layout. */
export const PUBLIC_ROUTES: RouteDef[] = [
  { path: 'login', public: true, page: () => import('@/features/auth/login-page.tsx') },
  { path: '404', name: 'notFound', public: true, page: () => import('@/features/public-pages/not-found-page.tsx') },
  { path: 'download', public: true, page: () => import('@/features/public-pages/download-page.tsx') },
  { path: 'msgBox', public: true, page: () => import('@/features/public-pages/msg-box-page.tsx') },
  { path: 'welcome', public: true, page: () => import('@/features/public-pages/welcome-page.tsx') },
  { path: 'qrloginerr', public: true, page: () => import('@/features/public-pages/qr-login-error-page.tsx') },
  { path: 'test', public: true, page: () => import('@/features/diagnostics/diagnostics-page.tsx') },
  { path: 'FollowDetail', page: unavailable },
];

const leaf = (path: string, extra: Partial<RouteDef> = {}): RouteDef => ({ path, page: unavailable, ...extra });
const hidden = (path: string) => leaf(path, { hidden: true });

/** Children of the main layout at `/`, which redirects to `/dashbord`. */
export const LAYOUT_ROUTES: RouteDef[] = [
  { path: 'dashbord', page: () => import('@/features/dashboard/home-page.tsx') },
  leaf('chat'),
  leaf('customer'),
  { path: 'setting', page: () => import('@/features/settings/settings-page.tsx') },
  leaf('schedule'),
  leaf('wechat', { always: true }),
  leaf('email'),
  { path: 'statistics', children: [leaf('board')] },
  { path: 'appStore', children: [leaf('index')] },
  leaf('yanActivityView', { children: [hidden('detail')] }),
  leaf('yanOrder'),
  {
    path: 'order',
    redirect: 'alllist',
    children: [leaf('alllist'), leaf('mylist'), leaf('appraislist'), leaf('autoCheck'), hidden('appraisDetail')],
  },
  {
    path: 'activity',
    redirect: 'platform',
    children: [
      leaf('business', { children: [hidden('businessDetail'), hidden('businessEdit')] }),
      leaf('platform', { children: [hidden('platDetail'), hidden('platSingup'), hidden('unPlatdetail')] }),
    ],
  },
  { path: 'learn', redirect: 'list', children: [leaf('recommend'), leaf('list')] },
  {
    path: 'hospital',
    redirect: 'hospitalInfo',
    children: [
      leaf('account'),
      leaf('institutionalNotice'),
      leaf('invoice'),
      leaf('hospitalInfo'),
      hidden('hospitalEdit'),
      { path: 'hospitalSelling', hidden: true, redirect: 'view', children: [hidden('view'), hidden('edit')] },
      leaf('projectCertification'),
      hidden('case'),
      leaf('doctor'),
      hidden('doctorDetail'),
      hidden('doctorEdit'),
      leaf('addSit'),
      leaf('referral'),
      leaf('project'),
      leaf('contract'),
    ],
  },
  {
    path: 'finance',
    redirect: 'ecommerce',
    children: [
      leaf('bill'),
      leaf('ecommerce'),
      leaf('invoice', { children: [{ path: 'info/:id', name: 'finance/invoice/info', hidden: true, page: unavailable }] }),
      leaf('accountSigning', { children: [hidden('info')] }),
    ],
  },
  {
    path: 'ec',
    redirect: 'product-list',
    children: [leaf('order-list'), { path: 'order', children: [hidden('detail')] }, leaf('product-list'), hidden('product-info')],
  },
  { path: 'incentive', redirect: 'board', children: [leaf('board'), leaf('orderList')] },
];

/** Route name → text key of its title (`order/alllist` → `routes.order.alllist`). */
export function titleKey(name: string): RouteTitleKey {
  return `routes.${name.replaceAll('/', '.')}` as RouteTitleKey;
}

export interface FlatRoute extends RouteDef {
  name: string;
  fullPath: string;
}

/** Every route with its full path and name, parents before children. */
export function flatten(routes: RouteDef[], parentPath = ''): FlatRoute[] {
  return routes.flatMap((route) => {
    const fullPath = `${parentPath}/${route.path}`;
    const name = route.name ?? fullPath.slice(1);
    return [{ ...route, name, fullPath }, ...flatten(route.children ?? [], fullPath)];
  });
}
