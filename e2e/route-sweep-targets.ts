/**
 * What the route sweep (route-sweep.e2e.ts) visits, derived from the route table so a route added
 * there is swept without touching this file: every route with a page, each at its own address;
 * every route that only redirects, checked to land on its target. A route that opens one record
 * (a path parameter, or a hidden route taking `id`) needs a real id; `SEEDED_IDS` says where the
 * seeded platform has one, and the sweep fails on such a route without an entry.
 */
import { LAYOUT_ROUTES, PUBLIC_ROUTES, type FlatRoute, flatten } from '../src/app/routes/route-table.ts';
import { linkToRoute } from '../src/lib/routing/links.ts';
import { ROUTES, type RouteName } from '../src/lib/routing/routes.ts';
import { dataOf, type MainGateway } from './gateway.ts';

/** How to find a seeded id for a route, asked once per sweep through the main gateway. */
export type SeededId = (gateway: MainGateway) => Promise<number | string>;

const PAGE = { page: 1, limit: 20 } as const;

/** The first row of a list page that passes `pick`, or a clear failure naming what was looked for. */
function first<T>(what: string, rows: readonly T[], pick: (row: T) => boolean = () => true): T {
  const row = rows.find(pick);
  if (row === undefined) throw new Error(`the seeded platform has no ${what}`);
  return row;
}

const doctor: SeededId = async (gw) => first('doctor', (await dataOf(gw.POST('/api/pc/1.0/doctor/getDoctorList', { body: PAGE }))).list).id;
const businessActivity: SeededId = async (gw) =>
  first('business activity', (await dataOf(gw.POST('/api/pc/1.0/activity/business/getList', { body: PAGE }))).list).id;
const platformActivities = async (gw: MainGateway, isSignedUp: boolean) =>
  (await dataOf(gw.POST('/api/pc/1.0/activity/platform/getList', { body: { ...PAGE, isSignedUp } }))).list;

/**
 * Route → where the seeded platform has a record it can open. Required for every route with a
 * path parameter and every hidden route taking `id` (`requiresSeededId`); allowed for any route.
 * The operation is the one the route's contract names (`description: The … page`).
 */
export const SEEDED_IDS: Partial<Record<RouteName, SeededId>> = {
  FollowDetail: async (gw) =>
    first('order', (await dataOf(gw.POST('/api/pc/2.0/transferTreatmentOrder/getOrderListData', { body: { ...PAGE, scope: 'all' } }))).list)
      .id,
  'yanActivityView/detail': async (gw) =>
    first('strict-select activity', (await dataOf(gw.POST('/api/pc/1.0/strictSelect/getActivityList', { body: PAGE }))).list).id,
  'order/appraisDetail': async (gw) =>
    first('appraisal', (await dataOf(gw.POST('/api/pc/1.0/comment/getCommentPager', { body: PAGE }))).list).id,
  'activity/business/businessDetail': businessActivity,
  'activity/business/businessEdit': businessActivity,
  // platDetail shows the hospital's registration; the other two an activity it has not signed up for.
  'activity/platform/platDetail': async (gw) => first('signed-up platform activity', await platformActivities(gw, true)).id,
  'activity/platform/unPlatdetail': async (gw) => first('platform activity not signed up for', await platformActivities(gw, false)).id,
  // Signing up is possible only while registration is open (status 2).
  'activity/platform/platSingup': async (gw) =>
    first('platform activity open for registration', await platformActivities(gw, false), (a) => a.status === 2).id,
  'hospital/case': async (gw) => first('fine case', (await dataOf(gw.POST('/api/pc/1.0/fineCase/getCaseList', { body: PAGE }))).list).id,
  'hospital/doctorDetail': doctor,
  'hospital/doctorEdit': doctor,
  'finance/invoice/info': async (gw) =>
    first('invoice', (await dataOf(gw.POST('/api/pc/1.0/financeBill/getInvoiceList', { body: PAGE }))).list).id,
  'ec/order/detail': async (gw) =>
    first('e-commerce order', (await dataOf(gw.POST('/api/pc/1.0/sku/order/getList', { body: PAGE }))).list).id,
  'ec/product-info': async (gw) =>
    first('e-commerce product', (await dataOf(gw.POST('/api/pc/1.0/sku/product/getList', { body: PAGE }))).list).id,
};

/**
 * Hidden routes that take `id` but show one record of the hospital's own without it, so they are
 * swept at their bare address; each says why.
 */
export const WITHOUT_ID: Partial<Record<RouteName, string>> = {
  'finance/accountSigning/info': "the hospital's one signing form (paycontact/getDraft takes no id)",
};

/**
 * Routes the route guard refuses demo-main today, each with why. The sweep checks the refusal
 * itself (the 'menu not authorised' alert, then home), so an entry fails as soon as the route
 * opens and must then be removed; the route counts as not implemented meanwhile.
 */
export const REFUSED_TO_DEMO_MAIN: Partial<Record<RouteName, string>> = {};

/** A route opens one record: a path parameter, or a hidden route whose query takes `id`. */
export function requiresSeededId(route: FlatRoute): boolean {
  return route.fullPath.includes('/:') || (route.hidden === true && 'id' in ROUTES[route.name].query);
}

export type SweepTarget = { kind: 'page'; route: FlatRoute; public: boolean } | { kind: 'redirect'; route: FlatRoute; to: RouteName };

/**
 * Every route of the table as the sweep treats it. A route with neither page nor redirect (the
 * `statistics` prefix of `statistics/board`) has nothing to show and is left out.
 */
export function sweepTargets(): SweepTarget[] {
  const routes = [...flatten(PUBLIC_ROUTES), ...flatten(LAYOUT_ROUTES)];
  return routes.flatMap((route): SweepTarget[] => {
    if (route.page) return [{ kind: 'page', route, public: route.public }];
    if (route.redirect) return [{ kind: 'redirect', route, to: route.redirect }];
    return [];
  });
}

/** Routes that open a record but have neither a seeded id nor a reason to go without one. */
export function routesMissingSeededId(
  targets: readonly SweepTarget[],
  seeded: Partial<Record<RouteName, unknown>> = SEEDED_IDS,
  without: Partial<Record<RouteName, string>> = WITHOUT_ID,
): RouteName[] {
  return targets
    .filter(
      (target) => target.kind === 'page' && requiresSeededId(target.route) && !seeded[target.route.name] && !without[target.route.name],
    )
    .map((target) => target.route.name);
}

/** Entries of the maps above for routes the table no longer has a page for (renamed or removed). */
export function staleSeededIdEntries(targets: readonly SweepTarget[]): string[] {
  const pages = new Set(targets.filter((target) => target.kind === 'page').map((target) => target.route.name));
  return [...Object.keys(SEEDED_IDS), ...Object.keys(WITHOUT_ID), ...Object.keys(REFUSED_TO_DEMO_MAIN)].filter(
    (name) => !pages.has(name as RouteName),
  );
}

/** The address of a route, with its seeded id as the route takes it (path parameter or `?id=`). */
export function addressOf(name: RouteName, id?: number | string): string {
  return linkToRoute(name, id === undefined ? {} : { id: String(id) });
}
