/**
 * The one route table (specification, section 2): which page each route of the registry
 * (src/lib/routing/routes.ts) shows, how routes nest in the router, where a section root
 * redirects and which routes stay out of menus. Names, paths, queries and who may open a route
 * come from the registry; the guard lets a signed-in user in only when the route's name is among
 * the menu addresses of the login result.
 *
 * Pages are lazy so the login route never downloads the business modules.
 */
import type { ComponentType } from 'react';
import { ROUTES, type RouteName } from '@/lib/routing/routes.ts';

export type PageLoader = () => Promise<{ default: ComponentType }>;

export interface RouteDef {
  /** The registry's name (src/lib/routing/routes.ts): path, query and access come from there. */
  name: RouteName;
  page?: PageLoader;
  /** Child to redirect to when the route itself is opened (`order` → `order/alllist`). */
  redirect?: RouteName;
  /** Not shown in menus (detail and edit pages). */
  hidden?: boolean;
  children?: RouteDef[];
}

/** Routes outside the main layout. */
export const PUBLIC_ROUTES: RouteDef[] = [
  { name: 'login', page: () => import('@/features/auth/login-page.tsx') },
  { name: 'notFound', page: () => import('@/features/public-pages/not-found-page.tsx') },
  { name: 'download', page: () => import('@/features/public-pages/download-page.tsx') },
  { name: 'msgBox', page: () => import('@/features/public-pages/msg-box-page.tsx') },
  { name: 'welcome', page: () => import('@/features/public-pages/welcome-page.tsx') },
  { name: 'qrloginerr', page: () => import('@/features/public-pages/qr-login-error-page.tsx') },
  { name: 'test', page: () => import('@/features/diagnostics/diagnostics-page.tsx') },
  { name: 'FollowDetail', page: () => import('./follow-detail-route.tsx') },
];

/** Children of the main layout at `/`, which redirects to `/dashbord`. */
export const LAYOUT_ROUTES: RouteDef[] = [
  { name: 'dashbord', page: () => import('@/features/dashboard/home-page.tsx') },
  { name: 'chat', page: () => import('./chat-route.tsx') },
  { name: 'customer', page: () => import('./customer-route.tsx') },
  { name: 'setting', page: () => import('@/features/settings/settings-page.tsx') },
  { name: 'schedule', page: () => import('@/features/schedule/schedule-page.tsx') },
  { name: 'wechat', page: () => import('@/features/visitor-chat/visitor-chat-page.tsx') },
  { name: 'email', page: () => import('@/features/mail/mail-page.tsx') },
  { name: 'statistics', children: [{ name: 'statistics/board', page: () => import('@/features/statistics/statistics-board-page.tsx') }] },
  { name: 'appStore', children: [{ name: 'appStore/index', page: () => import('@/features/app-store/app-store-page.tsx') }] },
  {
    name: 'yanActivityView',
    page: () => import('@/features/strict-select/strict-select-activity-list-page.tsx'),
    children: [
      {
        name: 'yanActivityView/detail',
        hidden: true,
        page: () => import('@/features/strict-select/strict-select-activity-detail-page.tsx'),
      },
    ],
  },
  { name: 'yanOrder', page: () => import('./yan-order-route.tsx') },
  {
    name: 'order',
    redirect: 'order/alllist',
    children: [
      { name: 'order/alllist', page: () => import('./all-orders-route.tsx') },
      { name: 'order/mylist', page: () => import('@/features/orders/my-orders-page.tsx') },
      { name: 'order/appraislist', page: () => import('./appraisal-list-route.tsx') },
      { name: 'order/autoCheck', page: () => import('@/features/auto-check/auto-check-page.tsx') },
      { name: 'order/appraisDetail', hidden: true, page: () => import('@/features/appraisals/appraisal-detail-page.tsx') },
    ],
  },
  {
    name: 'activity',
    redirect: 'activity/platform',
    children: [
      {
        name: 'activity/business',
        page: () => import('@/features/activities/business-activity-list-page.tsx'),
        children: [
          {
            name: 'activity/business/businessDetail',
            hidden: true,
            page: () => import('@/features/activities/business-activity-detail-page.tsx'),
          },
          {
            name: 'activity/business/businessEdit',
            hidden: true,
            page: () => import('@/features/activities/business-activity-edit-page.tsx'),
          },
        ],
      },
      {
        name: 'activity/platform',
        page: () => import('@/features/activities/platform-activity-list-page.tsx'),
        children: [
          {
            name: 'activity/platform/platDetail',
            hidden: true,
            page: () => import('@/features/activities/platform-activity-detail-page.tsx'),
          },
          { name: 'activity/platform/platSingup', hidden: true, page: () => import('@/features/activities/platform-sign-up-page.tsx') },
          {
            name: 'activity/platform/unPlatdetail',
            hidden: true,
            page: () => import('@/features/activities/platform-activity-unsigned-page.tsx'),
          },
        ],
      },
    ],
  },
  {
    name: 'learn',
    redirect: 'learn/list',
    children: [
      { name: 'learn/recommend', page: () => import('@/features/learning/recommended-courses-page.tsx') },
      { name: 'learn/list', page: () => import('@/features/learning/course-list-page.tsx') },
    ],
  },
  {
    name: 'hospital',
    redirect: 'hospital/hospitalInfo',
    children: [
      { name: 'hospital/account', page: () => import('@/features/hospital-accounts/account-list-page.tsx') },
      { name: 'hospital/institutionalNotice', page: () => import('@/features/bulletins/bulletin-list-page.tsx') },
      // The invoice applications of notification 200002: the same operation and page as /finance/invoice (contract finance-bill.yaml).
      { name: 'hospital/invoice', page: () => import('@/features/finance/invoice/invoice-list-page.tsx') },
      { name: 'hospital/hospitalInfo', page: () => import('@/features/hospital-profile/hospital-info-page.tsx') },
      { name: 'hospital/hospitalEdit', hidden: true, page: () => import('@/features/hospital-profile/hospital-edit-page.tsx') },
      {
        name: 'hospital/hospitalSelling',
        hidden: true,
        redirect: 'hospital/hospitalSelling/view',
        children: [
          { name: 'hospital/hospitalSelling/view', hidden: true, page: () => import('@/features/hospital-selling/selling-view-page.tsx') },
          { name: 'hospital/hospitalSelling/edit', hidden: true, page: () => import('@/features/hospital-selling/selling-edit-page.tsx') },
        ],
      },
      { name: 'hospital/projectCertification', page: () => import('@/features/hospital-certifications/certification-list-page.tsx') },
      { name: 'hospital/case', hidden: true, page: () => import('@/features/hospital-cases/case-list-page.tsx') },
      { name: 'hospital/doctor', page: () => import('@/features/hospital-doctors/doctor-list-page.tsx') },
      { name: 'hospital/doctorDetail', hidden: true, page: () => import('@/features/hospital-doctors/doctor-detail-page.tsx') },
      { name: 'hospital/doctorEdit', hidden: true, page: () => import('@/features/hospital-doctors/doctor-edit-page.tsx') },
      { name: 'hospital/addSit', page: () => import('@/features/hospital-sittings/sitting-list-page.tsx') },
      { name: 'hospital/referral', page: () => import('@/features/hospital-referral/referral-page.tsx') },
      { name: 'hospital/project', page: () => import('@/features/hospital-projects/project-list-page.tsx') },
      { name: 'hospital/contract', page: () => import('@/features/hospital-contracts/contract-list-page.tsx') },
    ],
  },
  {
    name: 'finance',
    redirect: 'finance/ecommerce',
    children: [
      { name: 'finance/bill', page: () => import('@/features/finance/bill/bill-list-page.tsx') },
      { name: 'finance/ecommerce', page: () => import('@/features/finance/ecommerce/ecommerce-settlement-page.tsx') },
      {
        name: 'finance/invoice',
        page: () => import('@/features/finance/invoice/invoice-list-page.tsx'),
        children: [
          { name: 'finance/invoice/info', hidden: true, page: () => import('@/features/finance/invoice/invoice-detail-page.tsx') },
        ],
      },
      {
        name: 'finance/accountSigning',
        page: () => import('@/features/finance/signing/account-signing-page.tsx'),
        children: [
          {
            name: 'finance/accountSigning/info',
            hidden: true,
            page: () => import('@/features/finance/signing/account-signing-info-page.tsx'),
          },
        ],
      },
    ],
  },
  {
    name: 'ec',
    redirect: 'ec/product-list',
    children: [
      { name: 'ec/order-list', page: () => import('@/features/ec/order-list-page.tsx') },
      {
        name: 'ec/order',
        children: [{ name: 'ec/order/detail', hidden: true, page: () => import('@/features/ec/order-detail-page.tsx') }],
      },
      { name: 'ec/product-list', page: () => import('@/features/ec/product-list-page.tsx') },
      { name: 'ec/product-info', hidden: true, page: () => import('@/features/ec/product-info-page.tsx') },
    ],
  },
  {
    name: 'incentive',
    redirect: 'incentive/board',
    children: [
      { name: 'incentive/board', page: () => import('@/features/incentives/incentive-board-page.tsx') },
      { name: 'incentive/orderList', page: () => import('@/features/incentives/incentive-order-list-page.tsx') },
    ],
  },
];

export interface FlatRoute extends RouteDef {
  /** The full path from the registry (`/finance/invoice/info/:id`). */
  fullPath: string;
  /** The path relative to the parent route, as the router nests it (`info/:id`). */
  path: string;
  /** No sign-in needed (the registry's access). */
  public: boolean;
  /** Passes for any signed-in user, without a menu (wechat). */
  always: boolean;
}

/** The path of `name` below its parent (`/order/alllist` under `/order` → `alllist`). */
export function relativePath(name: RouteName, parent?: RouteName): string {
  const full = ROUTES[name].path;
  return parent ? full.slice(ROUTES[parent].path.length + 1) : full.slice(1);
}

/** Every route with its full path and name, parents before children. */
export function flatten(routes: RouteDef[], parent?: RouteName): FlatRoute[] {
  return routes.flatMap((route) => {
    const spec = ROUTES[route.name];
    const flat: FlatRoute = {
      ...route,
      fullPath: spec.path,
      path: relativePath(route.name, parent),
      public: spec.access === 'public',
      always: spec.access === 'signedIn',
    };
    return [flat, ...flatten(route.children ?? [], route.name)];
  });
}
