/**
 * Where a notification leads (specification, section 2, "Notification jump targets"): the push
 * popup and the notification centre both call this with the notification's `type` and `assid`.
 *
 * Pure: no router, no i18n. The caller navigates for `navigate`, does nothing for `none` and shows
 * 'not supported yet' for `unsupported`.
 *
 * An empty `assid` adds no `id` to the query (there is nothing to open); everything else is the
 * table verbatim.
 */

import { HospitalInfoTab } from '@generated/main/model';

export type NotificationJump =
  { kind: 'navigate'; path: string; query: Record<string, string> } | { kind: 'none' } | { kind: 'unsupported' };

type Rule = (assid: string) => NotificationJump;

const navigate = (path: string, query: Record<string, string> = {}): NotificationJump => ({ kind: 'navigate', path, query });

/** `{ id }` when there is an id, else nothing. */
const withId = (assid: string, extra: Record<string, string> = {}): Record<string, string> => {
  const id = assid.trim();
  return id === '' ? { ...extra } : { id, ...extra };
};

const plain =
  (path: string, query: Record<string, string> = {}): Rule =>
  () =>
    navigate(path, query);
const byId =
  (path: string, extra: Record<string, string> = {}): Rule =>
  (assid) =>
    navigate(path, withId(assid, extra));
const opened = (path: string): Rule => byId(path, { open: 'true' });

/** 13310201 to 13310204: `assid` is `id_contractType`. */
const contractBySplit: Rule = (assid) => {
  const [id = '', contractType] = assid.trim().split('_');
  const query: Record<string, string> = {};
  if (id !== '') query.id = id;
  if (contractType !== undefined && contractType !== '') query.contractType = contractType;
  return navigate('/hospital/contract', query);
};

/** 20250508: the learning list with the id; id 0 (or none) means there is nothing to open. */
const learnList: Rule = (assid) => {
  const id = assid.trim();
  if (id === '' || Number(id) === 0) return { kind: 'none' };
  return navigate('/learn/list', { id });
};

const table = new Map<number, Rule>();
const define = (codes: number[], rule: Rule) => {
  for (const code of codes) table.set(code, rule);
};

define([1, 2, 3, 133085], opened('/order/alllist'));
define([200002], plain('/hospital/invoice'));
define([200801, 200802], opened('/yanOrder'));
define([200703], byId('/yanActivityView/detail'));
define([200701, 200702, 200704], byId('/yanActivityView'));
define([200901, 200903], plain('/activity/platform'));
define([200902], byId('/activity/platform/platDetail'));
define([200904], plain('/hospital/institutionalNotice'));
define([133112], byId('/order/appraisDetail'));
define([133102, 200108], byId('/hospital/contract', { contractType: '1' }));
define([13310201, 13310202, 13310203, 13310204], contractBySplit);
define([133094], byId('/hospital/doctorDetail'));
// The tabs are the contract's HospitalInfoTab (its description carries this same table).
const hospitalInfoTab = (tab: HospitalInfoTab): Rule => plain('/hospital/hospitalInfo', { nowTab: String(tab) });
define([200106, 200105, 200000, 200101, 2024060112], hospitalInfoTab(HospitalInfoTab.BaseInfo));
define([200107, 200103, 200102, 200602, 200601, 2024060113], hospitalInfoTab(HospitalInfoTab.LicencesAndProofs));
define([2024060114], hospitalInfoTab(HospitalInfoTab.Honors));
define([20230508, 20230727], opened('/incentive/orderList'));
define([2024040801, 2024040802], plain('/hospital/projectCertification'));
define([20250508], learnList);

/** Every type code the jump table knows (for tests and documentation). */
export const JUMP_TYPE_CODES: readonly number[] = [...table.keys()];

export function notificationJump(type: number, assid: string | null | undefined): NotificationJump {
  const rule = table.get(Number(type));
  return rule ? rule(assid ?? '') : { kind: 'unsupported' };
}

/** The router location of a jump: `{ pathname, search }` for `useNavigate`, or undefined without one. */
export function jumpLocation(jump: NotificationJump): { pathname: string; search: string } | undefined {
  if (jump.kind !== 'navigate') return undefined;
  const search = new URLSearchParams(jump.query).toString();
  return { pathname: jump.path, search: search === '' ? '' : `?${search}` };
}

/** The hash address of a jump (`#/order/alllist?id=7&open=true`), or undefined without one. */
export function jumpHref(jump: NotificationJump): string | undefined {
  const location = jumpLocation(jump);
  return location && `#${location.pathname}${location.search}`;
}
