/**
 * The one registry of the client's routes (specification, section 2): every route's name, path,
 * who may open it and the query it accepts. Everything that points somewhere in the app builds
 * its address here (`linkTo`), and everything that reads an address parses it here
 * (`parseRouteQuery`, `useRouteQuery`), so a renamed route or a new query parameter is one edit
 * and a typo is a type error. A test forbids route strings built by hand anywhere else.
 *
 * A route's name is its path without the leading slash (the names the platform's menus use and
 * the guard checks), except `/404`, named notFound, and `/finance/invoice/info/{id}`, whose name
 * leaves out the id.
 *
 * Query parameters are nuqs parsers, the same ones a page's list state uses, so one vocabulary
 * describes every value the address carries. Where the specification names a route's query it
 * is followed verbatim; detail routes whose query it leaves unsaid take the `id` of what they
 * show (marked "designed").
 */
import { FollowStatus, HospitalInfoTab } from '@generated/main/model';
import { parseAsBoolean, parseAsInteger, parseAsNumberLiteral, parseAsString, parseAsStringLiteral, type ParserMap } from 'nuqs';
import type { RouteTitleKey } from './route-texts.ts';

/** public: no sign-in; signedIn: any signed-in user (index, wechat); menu: the name must be a menu address. */
export type RouteAccess = 'public' | 'signedIn' | 'menu';

export interface RouteSpec<P extends string = string, Q extends ParserMap = ParserMap> {
  path: P;
  query: Q;
  access: RouteAccess;
}

function route<const P extends string, Q extends ParserMap = Record<never, never>>(
  path: P,
  query: Q = {} as Q,
  access: RouteAccess = 'menu',
): RouteSpec<P, Q> {
  return { path, query, access };
}

const id = { id: parseAsString };
/** A detail route whose query the specification does not give: it opens one row by id. */
const detail = (path: string) => route(path, id);
/**
 * An order list with the order's drawer open: by follow id (notifications) or follow number (the
 * dispatch popup); and the list's own filters a link may preset (the home figures): the follow
 * status tab, the dispatch dates and whether a reminder is set, as the list keeps them.
 */
const orderDrawerQuery = {
  id: parseAsString,
  followNumber: parseAsString,
  open: parseAsBoolean,
  status: parseAsNumberLiteral(Object.values(FollowStatus)),
  // The list's own parsers read these strictly; the registry only carries them (the entry stays small).
  /** Dispatch dates as the list keeps them (`parseAsDateRange` of src/lib/list-state: `from~to`). */
  dispatch: parseAsString,
  /** `yes`: only orders with a reminder set. */
  remind: parseAsString,
};

export const ROUTES = {
  // Public routes (no sign-in). /FollowDetail is top-level but needs a session.
  login: route('/login', { redirect: parseAsString }, 'public'),
  notFound: route('/404', {}, 'public'),
  download: route('/download', {}, 'public'),
  msgBox: route('/msgBox', {}, 'public'),
  welcome: route('/welcome', {}, 'public'),
  qrloginerr: route('/qrloginerr', {}, 'public'),
  test: route('/test', {}, 'public'),
  FollowDetail: detail('/FollowDetail'),

  // Children of the main layout.
  dashbord: route('/dashbord'),
  chat: route('/chat', { chatId: parseAsString, fingerPrint: parseAsString }),
  customer: route('/customer', id),
  setting: route('/setting'),
  schedule: route('/schedule'),
  wechat: route('/wechat', {}, 'signedIn'),
  email: route('/email'),
  statistics: route('/statistics'),
  'statistics/board': route('/statistics/board'),
  appStore: route('/appStore'),
  'appStore/index': route('/appStore/index'),
  yanActivityView: route('/yanActivityView', id),
  'yanActivityView/detail': detail('/yanActivityView/detail'),
  yanOrder: route('/yanOrder', { id: parseAsString, open: parseAsBoolean }),

  order: route('/order'),
  'order/alllist': route('/order/alllist', orderDrawerQuery),
  // Designed: "mine" opens an order's drawer the same way.
  'order/mylist': route('/order/mylist', orderDrawerQuery),
  'order/appraislist': route('/order/appraislist'),
  'order/autoCheck': route('/order/autoCheck'),
  'order/appraisDetail': detail('/order/appraisDetail'),

  activity: route('/activity'),
  // Designed: `?tab=sale` shows the sale activities (特卖活动, the saleActivity call group) instead of the business activities.
  'activity/business': route('/activity/business', { tab: parseAsStringLiteral(['sale']) }),
  'activity/business/businessDetail': detail('/activity/business/businessDetail'),
  'activity/business/businessEdit': detail('/activity/business/businessEdit'),
  'activity/platform': route('/activity/platform'),
  'activity/platform/platDetail': detail('/activity/platform/platDetail'),
  'activity/platform/platSingup': detail('/activity/platform/platSingup'),
  'activity/platform/unPlatdetail': detail('/activity/platform/unPlatdetail'),

  learn: route('/learn'),
  'learn/recommend': route('/learn/recommend'),
  'learn/list': route('/learn/list', id),

  hospital: route('/hospital'),
  'hospital/account': route('/hospital/account'),
  'hospital/institutionalNotice': route('/hospital/institutionalNotice'),
  'hospital/invoice': route('/hospital/invoice'),
  'hospital/hospitalInfo': route('/hospital/hospitalInfo', { nowTab: parseAsNumberLiteral(Object.values(HospitalInfoTab)) }),
  'hospital/hospitalEdit': route('/hospital/hospitalEdit'),
  'hospital/hospitalSelling': route('/hospital/hospitalSelling'),
  'hospital/hospitalSelling/view': route('/hospital/hospitalSelling/view'),
  'hospital/hospitalSelling/edit': route('/hospital/hospitalSelling/edit'),
  'hospital/projectCertification': route('/hospital/projectCertification'),
  'hospital/case': detail('/hospital/case'),
  'hospital/doctor': route('/hospital/doctor'),
  'hospital/doctorDetail': detail('/hospital/doctorDetail'),
  'hospital/doctorEdit': detail('/hospital/doctorEdit'),
  'hospital/addSit': route('/hospital/addSit'),
  'hospital/referral': route('/hospital/referral'),
  'hospital/project': route('/hospital/project'),
  'hospital/contract': route('/hospital/contract', { id: parseAsString, contractType: parseAsString }),

  finance: route('/finance'),
  // Designed: `?id=` opens a bill's drawer (notification 133098, links to one bill); `?tab=strictSelect`
  // shows the strict-select (严选) bills instead of the referral bills, and `ysId` opens one of them.
  'finance/bill': route('/finance/bill', { id: parseAsString, tab: parseAsStringLiteral(['strictSelect']), ysId: parseAsInteger }),
  'finance/ecommerce': route('/finance/ecommerce'),
  'finance/invoice': route('/finance/invoice'),
  'finance/invoice/info': route('/finance/invoice/info/:id'),
  'finance/accountSigning': route('/finance/accountSigning'),
  'finance/accountSigning/info': detail('/finance/accountSigning/info'),

  ec: route('/ec'),
  'ec/order-list': route('/ec/order-list'),
  'ec/order': route('/ec/order'),
  'ec/order/detail': detail('/ec/order/detail'),
  'ec/product-list': route('/ec/product-list'),
  'ec/product-info': detail('/ec/product-info'),

  incentive: route('/incentive'),
  'incentive/board': route('/incentive/board'),
  'incentive/orderList': route('/incentive/orderList', { id: parseAsString, open: parseAsBoolean }),
} as const satisfies Record<string, RouteSpec>;

export type Routes = typeof ROUTES;
export type RouteName = keyof Routes;

export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

export function isRouteName(name: string): name is RouteName {
  return Object.hasOwn(ROUTES, name);
}

/**
 * The text key of a route's title in the `routes` namespace (`order/alllist` →
 * `routes.order.alllist`); route-table.test.ts checks every registry route has one.
 */
export function routeTitleKey(name: RouteName): RouteTitleKey {
  return `routes.${name.replaceAll('/', '.')}` as RouteTitleKey;
}

/**
 * The routes a route sits under, outermost first (`order/alllist` → `order`): the breadcrumb.
 * Only names that are routes count (`finance/invoice/info` → `finance`, `finance/invoice`).
 */
export function routeAncestors(name: RouteName): RouteName[] {
  const parts = name.split('/');
  const ancestors: RouteName[] = [];
  for (let end = 1; end < parts.length; end += 1) {
    const candidate = parts.slice(0, end).join('/');
    if (isRouteName(candidate)) ancestors.push(candidate);
  }
  return ancestors;
}
