/**
 * The side menu from the login result's `rootMenus`: shown menus only, sub-menus nested, each
 * item keyed by its route's address from the registry. A menu address the registry does not
 * know has no page in this client and is left out.
 */
import {
  AccountBookOutlined,
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  CalendarOutlined,
  FireOutlined,
  GiftOutlined,
  HomeOutlined,
  MailOutlined,
  MessageOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  StarOutlined,
  TeamOutlined,
  TrophyOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import type { MenuItem } from '@generated/main/model';
import { Flex, type MenuProps } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { linkToRoute } from '@/lib/routing/links.ts';
import { ROUTES, isRouteName } from '@/lib/routing/routes.ts';

/** Icon names the platform sends, by route; anything else gets a neutral icon. */
const ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  dashbord: <HomeOutlined />,
  chat: <MessageOutlined />,
  message: <MessageOutlined />,
  customer: <TeamOutlined />,
  order: <SolutionOutlined />,
  activity: <FireOutlined />,
  learn: <BookOutlined />,
  hospital: <BankOutlined />,
  finance: <AccountBookOutlined />,
  ec: <ShoppingCartOutlined />,
  incentive: <TrophyOutlined />,
  statistics: <BarChartOutlined />,
  schedule: <CalendarOutlined />,
  setting: <SettingOutlined />,
  wechat: <WechatOutlined />,
  email: <MailOutlined />,
  appStore: <GiftOutlined />,
  yanActivityView: <StarOutlined />,
  yanOrder: <ShopOutlined />,
};

export function iconFor(menu: Pick<MenuItem, 'icon' | 'menuUrl'>): ReactNode {
  return ICONS[menu.icon ?? ''] ?? ICONS[menu.menuUrl.split('/')[0] ?? ''] ?? <AppstoreOutlined />;
}

type Item = Required<MenuProps>['items'][number];

/**
 * Badges shown on menu items, by menuUrl (the chat item shows the unread badge): each a component
 * that reads its own count, so a new count renders the badge and not the menu.
 */
export type MenuBadges = Readonly<Record<string, ComponentType>>;

function labelFor(menu: MenuItem, badges: MenuBadges): ReactNode {
  const CountBadge = badges[menu.menuUrl];
  if (!CountBadge) return menu.menuName;
  return (
    <Flex justify="space-between" align="center" gap={8}>
      <span>{menu.menuName}</span>
      <CountBadge />
    </Flex>
  );
}

/**
 * The address a menu opens, or undefined for a menu address that is not a route of the registry
 * or needs a path parameter (a detail route such as `finance/invoice/info/:id` is opened from its
 * list, never from the menu).
 */
function menuPath(menu: Pick<MenuItem, 'menuUrl'>): string | undefined {
  const name = menu.menuUrl;
  return isRouteName(name) && !ROUTES[name].path.includes(':') ? linkToRoute(name) : undefined;
}

export function toMenuItems(menus: readonly MenuItem[], badges: MenuBadges = {}, depth = 0): Item[] {
  return menus
    .filter((menu) => menu.isShow && menuPath(menu) !== undefined)
    .map((menu) => {
      const children = toMenuItems(menu.subMenuList ?? [], badges, depth + 1);
      const key = menuPath(menu) as string;
      const item = { key, icon: depth === 0 ? iconFor(menu) : undefined, label: labelFor(menu, badges) };
      return children.length > 0 ? { ...item, children } : item;
    });
}

/** The menu keys a path belongs to: `/order/alllist` → selected `/order/alllist`, open `/order`. */
export function keysForPath(pathname: string, menus: readonly MenuItem[]): { selected: string[]; open: string[] } {
  const all: string[] = [];
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      const path = menuPath(item);
      if (path) all.push(path);
      walk(item.subMenuList ?? []);
    }
  };
  walk(menus);
  // The longest menu path the current path starts with (detail pages select their list).
  const selected = all.filter((key) => pathname === key || pathname.startsWith(`${key}/`)).sort((a, b) => b.length - a.length)[0];
  const open = selected ? all.filter((key) => key !== selected && selected.startsWith(`${key}/`)) : [];
  return { selected: selected ? [selected] : [], open };
}
