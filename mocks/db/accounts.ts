/**
 * The sandbox hospital and its staff accounts. Accounts do not depend on the seed: the demo
 * accounts, their ids and passwords are the same in every sandbox, so tests and people can log in.
 */
import type { SandboxAccount } from './state.ts';
import { fullMenuTree, menusFor, RESTRICTED_MENUS, SUB_ACCOUNT_MENUS } from './menus.ts';

export const HOSPITAL = {
  id: 1,
  registeredName: '上海美莱医疗美容门诊部',
  /** Short name the chat shows before staff names. */
  shortName: '美莱',
  cityName: '上海',
  address: '上海市长宁区延安西路789号',
  taxNo: '91310105MA1FL3K27X',
} as const;

/** Password of every seeded account. */
export const SANDBOX_PASSWORD = 'Sandbox#2026';
/** Phone of demo-main for login by SMS code. */
export const DEMO_PHONE = '13800000001';
/** The SMS code the sandbox accepts. */
export const DEMO_SMS_CODE = '246810';

export const DEMO_ACCOUNTS = {
  main: 'demo-main',
  sub: 'demo-sub',
  restricted: 'demo-restricted',
} as const;

/** UserInfo ids of the demo accounts. */
export const DEMO_USER_IDS = { main: 3001, sub: 3002, restricted: 3003 } as const;

export const imIdOf = (userId: number): string => `h_${userId}`;

const MAIN_AUTH_CODES = [
  'order:export',
  'order:repeat',
  'customer:phone',
  'customer:edit',
  'finance:submit',
  'hospital:edit',
  'account:manage',
  'ec:product',
];
const SUB_AUTH_CODES = ['order:export', 'customer:phone'];

interface StaffSpec {
  id: number;
  account: string;
  realName: string;
  phone?: string;
  enabled?: boolean;
  /** Extra menus on top of the sub-account menus. */
  extraMenus?: string[];
  /** The WeChat bound to the account, with the notices it receives (mocks/domain/account-wechat.ts). */
  wechat?: { nickName: string; bindTime: string; notices: string[] };
}

/** The 17 further sub-accounts; three are disabled. */
const OTHER_STAFF: StaffSpec[] = [
  {
    id: 3004,
    account: 'zhanghuimin',
    realName: '张慧敏',
    phone: '13900003004',
    extraMenus: ['finance/bill', 'finance/invoice', 'finance/invoice/info'],
    wechat: { nickName: '慧敏Amy', bindTime: '2026-04-02 14:20:11', notices: ['finance', 'expiry'] },
  },
  { id: 3005, account: 'liujiaqi', realName: '刘佳琪', phone: '13900003005' },
  { id: 3006, account: 'zhaojingyi', realName: '赵静怡' },
  {
    id: 3007,
    account: 'sunmengjie',
    realName: '孙梦洁',
    phone: '13900003007',
    extraMenus: ['ec/product-list', 'ec/product-info', 'ec/order-list', 'ec/order/detail'],
    wechat: { nickName: '梦洁', bindTime: '2026-06-18 10:05:47', notices: ['newOrder', 'strictSelectOrder'] },
  },
  { id: 3008, account: 'zhouxiaowen', realName: '周晓雯', enabled: false },
  { id: 3009, account: 'wuwanqing', realName: '吴婉清', phone: '13900003009' },
  { id: 3010, account: 'zhengkexin', realName: '郑可欣' },
  {
    id: 3011,
    account: 'fengyuxuan',
    realName: '冯雨萱',
    phone: '13900003011',
    extraMenus: ['hospital/doctor', 'hospital/doctorDetail', 'hospital/doctorEdit'],
  },
  { id: 3012, account: 'heshihan', realName: '何诗涵' },
  { id: 3013, account: 'xuwenjing', realName: '许文静', phone: '13900003013' },
  { id: 3014, account: 'gaoxinyi', realName: '高欣怡', enabled: false },
  {
    id: 3015,
    account: 'linruoxi',
    realName: '林若曦',
    phone: '13900003015',
    extraMenus: ['yanOrder', 'yanActivityView', 'yanActivityView/detail'],
    wechat: { nickName: '若曦', bindTime: '2026-09-27 19:42:03', notices: ['newOrder', 'orderFollow'] },
  },
  { id: 3016, account: 'luoxiaoyan', realName: '罗晓燕' },
  { id: 3017, account: 'liangsiqi', realName: '梁思琪', phone: '13900003017' },
  { id: 3018, account: 'songlina', realName: '宋丽娜' },
  { id: 3019, account: 'tangyihan', realName: '唐艺涵', enabled: false },
  {
    id: 3020,
    account: 'hanxue',
    realName: '韩雪',
    phone: '13900003020',
    extraMenus: ['statistics/board', 'incentive/board', 'incentive/orderList'],
  },
];

function account(spec: StaffSpec, kind: 'main' | 'sub' | 'restricted'): SandboxAccount {
  const menus =
    kind === 'main'
      ? fullMenuTree()
      : menusFor(kind === 'restricted' ? RESTRICTED_MENUS : [...SUB_ACCOUNT_MENUS, ...(spec.extraMenus ?? [])]);
  const result: SandboxAccount = {
    account: spec.account,
    password: SANDBOX_PASSWORD,
    userInfo: {
      id: spec.id,
      imId: imIdOf(spec.id),
      account: spec.account,
      realName: spec.realName,
      hospitalId: HOSPITAL.id,
      hospitalRegisteredName: HOSPITAL.registeredName,
      isMainAccount: kind === 'main',
    },
    isRestricted: kind === 'restricted',
    menus,
    authCode: kind === 'main' ? [...MAIN_AUTH_CODES] : kind === 'sub' ? [...SUB_AUTH_CODES] : [],
    enabled: spec.enabled ?? true,
  };
  if (spec.phone) result.phone = spec.phone;
  if (spec.wechat) {
    const { notices, ...bound } = spec.wechat;
    result.admin = { wechat: { ...bound, openId: `oSbx_${spec.id}_seed` }, wechatNotices: notices };
  }
  return result;
}

/** The 20 staff accounts of the hospital, a fresh copy: demo-main, demo-sub, demo-restricted, then the others. */
export function createAccounts(): SandboxAccount[] {
  return [
    account(
      {
        id: DEMO_USER_IDS.main,
        account: DEMO_ACCOUNTS.main,
        realName: '王雅琴',
        phone: DEMO_PHONE,
        wechat: { nickName: '雅琴', bindTime: '2026-01-15 09:12:40', notices: ['newOrder', 'orderFollow', 'finance', 'expiry'] },
      },
      'main',
    ),
    account({ id: DEMO_USER_IDS.sub, account: DEMO_ACCOUNTS.sub, realName: '李思远', phone: '13800000002' }, 'sub'),
    account({ id: DEMO_USER_IDS.restricted, account: DEMO_ACCOUNTS.restricted, realName: '陈晓婷', phone: '13800000003' }, 'restricted'),
    ...OTHER_STAFF.map((spec) => account(spec, 'sub')),
  ];
}

/** Full mobile number of an account; accounts seeded without one get a stable stand-in. */
export function fullPhoneOf(account: SandboxAccount): string {
  return account.phone ?? `1390000${String(account.userInfo.id % 10000).padStart(4, '0')}`;
}
