/**
 * The platform's menu tree: one entry per route name of the specification's section 2 (the path
 * without its leading slash). Login answers an account's part of it as `rootMenus`; the route
 * guard checks route names against every `menuUrl` in it, submenus included. Detail and edit
 * pages are siblings of their list pages under the same group, hidden (`isShow: false`), so
 * granting a detail page never grants its list page. Names are those of the client's zh-CN route
 * titles (src/lib/i18n/locales/routes.ts).
 */
import type { MenuItem } from '@generated/main/model';

interface MenuSpec {
  url: string;
  name: string;
  icon?: string;
  hidden?: boolean;
  children?: MenuSpec[];
}

const TREE: MenuSpec[] = [
  { url: 'dashbord', name: '首页', icon: 'home' },
  { url: 'chat', name: '在线咨询', icon: 'message' },
  { url: 'customer', name: '客户管理', icon: 'team' },
  {
    url: 'order',
    name: '订单管理',
    icon: 'profile',
    children: [
      { url: 'order/alllist', name: '全部订单' },
      { url: 'order/mylist', name: '我的订单' },
      { url: 'order/appraislist', name: '评价管理' },
      { url: 'order/autoCheck', name: '自动查重' },
      { url: 'order/appraisDetail', name: '评价详情', hidden: true },
    ],
  },
  { url: 'yanOrder', name: '严选派单', icon: 'solution' },
  { url: 'yanActivityView', name: '严选活动', icon: 'fire' },
  { url: 'yanActivityView/detail', name: '严选活动详情', icon: 'fire', hidden: true },
  {
    url: 'activity',
    name: '活动管理',
    icon: 'gift',
    children: [
      { url: 'activity/platform', name: '平台活动' },
      { url: 'activity/business', name: '商家活动' },
      { url: 'activity/business/businessDetail', name: '商家活动详情', hidden: true },
      { url: 'activity/business/businessEdit', name: '编辑商家活动', hidden: true },
      { url: 'activity/platform/platDetail', name: '平台活动详情', hidden: true },
      { url: 'activity/platform/platSingup', name: '平台活动报名', hidden: true },
      { url: 'activity/platform/unPlatdetail', name: '平台活动（未报名）', hidden: true },
    ],
  },
  { url: 'schedule', name: '排班管理', icon: 'calendar' },
  {
    url: 'learn',
    name: '学习中心',
    icon: 'read',
    children: [
      { url: 'learn/recommend', name: '推荐课程' },
      { url: 'learn/list', name: '课程列表' },
    ],
  },
  {
    url: 'hospital',
    name: '机构管理',
    icon: 'bank',
    children: [
      { url: 'hospital/hospitalInfo', name: '机构信息' },
      { url: 'hospital/hospitalEdit', name: '编辑机构信息', hidden: true },
      { url: 'hospital/account', name: '账号管理' },
      { url: 'hospital/institutionalNotice', name: '公告管理' },
      { url: 'hospital/invoice', name: '发票管理' },
      { url: 'hospital/hospitalSelling', name: '机构卖点' },
      { url: 'hospital/hospitalSelling/view', name: '查看机构卖点', hidden: true },
      { url: 'hospital/hospitalSelling/edit', name: '编辑机构卖点', hidden: true },
      { url: 'hospital/projectCertification', name: '药械资质库' },
      { url: 'hospital/case', name: '案例库', hidden: true },
      { url: 'hospital/doctor', name: '医生管理' },
      { url: 'hospital/doctorDetail', name: '医生详情', hidden: true },
      { url: 'hospital/doctorEdit', name: '编辑医生', hidden: true },
      { url: 'hospital/addSit', name: '坐诊申请' },
      { url: 'hospital/referral', name: '转诊页面' },
      { url: 'hospital/project', name: '项目管理' },
      { url: 'hospital/contract', name: '合同管理' },
    ],
  },
  {
    url: 'finance',
    name: '财务管理',
    icon: 'account-book',
    children: [
      { url: 'finance/bill', name: '账单管理' },
      { url: 'finance/ecommerce', name: '电商账单' },
      { url: 'finance/invoice', name: '发票管理' },
      { url: 'finance/invoice/info', name: '发票详情', hidden: true },
      { url: 'finance/accountSigning', name: '账户签约' },
      { url: 'finance/accountSigning/info', name: '签约详情', hidden: true },
    ],
  },
  {
    url: 'ec',
    name: '电商管理',
    icon: 'shop',
    children: [
      { url: 'ec/product-list', name: '商品管理' },
      { url: 'ec/product-info', name: '商品详情', hidden: true },
      { url: 'ec/order-list', name: '电商订单' },
      { url: 'ec/order/detail', name: '电商订单详情', hidden: true },
    ],
  },
  {
    url: 'incentive',
    name: '激励计划',
    icon: 'trophy',
    children: [
      { url: 'incentive/board', name: '激励看板' },
      { url: 'incentive/orderList', name: '激励订单' },
    ],
  },
  { url: 'statistics/board', name: '数据看板', icon: 'bar-chart' },
  { url: 'appStore/index', name: '创意中心', icon: 'bulb' },
  { url: 'wechat', name: '微信', icon: 'wechat', hidden: true },
  { url: 'email', name: '邮件', icon: 'mail' },
  { url: 'setting', name: '系统设置', icon: 'setting' },
];

function build(specs: MenuSpec[], next: { id: number }): MenuItem[] {
  return specs.map((spec) => {
    const id = next.id++;
    const item: MenuItem = { id, menuUrl: spec.url, menuName: spec.name, isShow: !spec.hidden, subMenuList: [] };
    if (spec.icon) item.icon = spec.icon;
    item.subMenuList = build(spec.children ?? [], next);
    return item;
  });
}

/** Ids are assigned depth first from 1, so they are stable as long as the tree is. */
const FULL_TREE: readonly MenuItem[] = build(TREE, { id: 1 });

function clone(items: readonly MenuItem[]): MenuItem[] {
  return items.map((item) => ({ ...item, subMenuList: clone(item.subMenuList) }));
}

/** The whole tree, every menu of the main account (a fresh copy). */
export function fullMenuTree(): MenuItem[] {
  return clone(FULL_TREE);
}

/** Every route name in a tree, depth first. */
export function menuUrls(items: readonly MenuItem[]): string[] {
  const out: string[] = [];
  const walk = (list: readonly MenuItem[]) => {
    for (const item of list) {
      out.push(item.menuUrl);
      walk(item.subMenuList);
    }
  };
  walk(items);
  return out;
}

/** Every route name of the full tree. */
export const ALL_MENU_NAMES: readonly string[] = menuUrls(FULL_TREE);

/**
 * The part of the tree with the given route names, keeping its shape: a named menu keeps its
 * named descendants, and an unnamed menu is kept (as a container) only when a descendant is named.
 */
export function menusFor(names: readonly string[]): MenuItem[] {
  const wanted = new Set(names);
  const prune = (items: readonly MenuItem[]): MenuItem[] => {
    const out: MenuItem[] = [];
    for (const item of items) {
      const children = prune(item.subMenuList);
      if (wanted.has(item.menuUrl) || children.length > 0) out.push({ ...item, subMenuList: children });
    }
    return out;
  };
  return prune(FULL_TREE);
}

/** Menus of an ordinary sub-account. */
export const SUB_ACCOUNT_MENUS: readonly string[] = [
  'dashbord',
  'chat',
  'customer',
  'order/alllist',
  'order/mylist',
  'order/appraislist',
  'order/appraisDetail',
  'schedule',
  'setting',
  'learn/list',
  'learn/recommend',
];

/** Restricted mode: only these two. */
export const RESTRICTED_MENUS: readonly string[] = ['dashbord', 'customer'];
