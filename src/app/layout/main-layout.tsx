/**
 * The main layout at `/`: the side menu from the account's menus (collapsible; the collapsed state
 * and the last open section are remembered), the header with its tools and the user menu, and the
 * page of the current route.
 */
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Badge, Button, Layout, Menu, Spin, theme } from 'antd';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { titleWithBadge, useUnreadBadgeCount } from '@/lib/chat/unread-badge.ts';
import { getDesktop } from '@/lib/desktop/desktop.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { resolveInAppLink } from '@/lib/routing/in-app-link.ts';
import { routeTitles } from '@/lib/routing/route-texts.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { readJson, writeJson } from '@/lib/storage/local-store.ts';
import { useRouteHandle } from '../routes/route-objects.tsx';
import { shellTexts } from '../shell/shell-texts.ts';
import { HeaderTools } from './header-tools.tsx';
import { layoutTexts } from './layout-texts.ts';
import { keysForPath, toMenuItems } from './menu-items.tsx';
import { useBusinessKitWarmup } from './use-business-kit-warmup.ts';
import { UserMenu } from './user-menu.tsx';

// The alert popups and connection notices of the running realtime session (the sockets
// themselves start with the layout's route, see realtime-runner.tsx) are not part of the first paint.
const RealtimeBridge = lazy(() => import('../realtime/realtime-bridge.tsx').then((m) => ({ default: m.RealtimeBridge })));
// The guide and the hidden notice form are not needed for the first paint.
const ShellExtras = lazy(() => import('./shell-extras.tsx').then((m) => ({ default: m.ShellExtras })));

const COLLAPSED_KEY = 'layout.collapsed';
const OPEN_KEYS_KEY = 'layout.openKeys';

/**
 * The tab title (route title, app name) with the unread badge in front, and the same count on the
 * desktop's tray and taskbar: both read the one badge selector, like the chat menu item. A
 * component of its own, so that a new count renders this and the menu's badge, not the layout.
 */
function TitleAndTrayBadge({ signedIn }: { signedIn: boolean }) {
  const unread = useUnreadBadgeCount(signedIn);
  const t = useT(shellTexts, routeTitles);
  const titleKey = useRouteHandle()?.titleKey;
  const title = titleKey ? t(titleKey) : '';
  const appName = t('shell.appName');
  useEffect(() => {
    document.title = titleWithBadge(title ? `${title} - ${appName}` : appName, unread);
  }, [title, appName, unread]);
  useEffect(() => getDesktop()?.setBadgeCount(unread), [unread]);
  return null;
}

/** The chat menu item's unread badge (none at 0). */
function ChatUnreadBadge() {
  const unread = useUnreadBadgeCount();
  return unread > 0 ? <Badge count={unread} overflowCount={99} size="small" data-testid="menu-badge-chat" /> : null;
}

const MENU_BADGES = { chat: ChatUnreadBadge };

/** The shell asks for a route (tray 'settings', a clicked message preview); only registry routes are opened. */
function useDesktopNavigation() {
  const navigate = useNavigate();
  useEffect(
    () =>
      getDesktop()?.onNavigate((path) => {
        const link = resolveInAppLink(path, { keepQuery: true });
        if (link) void navigate(link.to);
      }),
    [navigate],
  );
}

export default function MainLayout() {
  const t = useT(layoutTexts, shellTexts);
  const session = useSession();
  const { token } = theme.useToken();
  useDesktopNavigation();
  useBusinessKitWarmup();
  const location = useLocation();
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(() => readJson<boolean>(COLLAPSED_KEY, false));
  const menus = useMemo(() => session?.menus ?? [], [session]);
  // Built again only when the menus change: a badge renders by itself (a burst of messages
  // changes the unread count many times a second, and the whole menu rendered each time).
  const items = useMemo(() => toMenuItems(menus, MENU_BADGES), [menus]);
  const keys = keysForPath(location.pathname, menus);
  const [openKeys, setOpenKeys] = useState<string[]>(() => readJson<string[] | null>(OPEN_KEYS_KEY, null) ?? keys.open);

  const toggle = () => {
    setCollapsed(!collapsed);
    writeJson(COLLAPSED_KEY, !collapsed);
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TitleAndTrayBadge signedIn={session !== null} />
      <Layout.Sider collapsible collapsed={collapsed} trigger={null} width={208} theme="light" style={{ borderRight: '1px solid #f0f0f0' }}>
        <div
          style={{
            height: 56,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontWeight: 600,
            color: token.colorPrimary,
          }}
        >
          {collapsed ? '医美' : t('shell.appName')}
        </div>
        {/* The navigation landmark: the side panel itself is an aside. */}
        <nav aria-label={t('layout.mainMenu')}>
          <Menu
            mode="inline"
            items={items}
            selectedKeys={keys.selected}
            openKeys={collapsed ? undefined : openKeys}
            onOpenChange={(next) => {
              setOpenKeys(next);
              writeJson(OPEN_KEYS_KEY, next);
            }}
            onClick={({ key }) => navigate(key)}
            aria-label={t('layout.mainMenu')}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            padding: '0 16px',
            display: 'flex',
            alignItems: 'center',
            gap: 16,
            borderBottom: '1px solid #f0f0f0',
          }}
        >
          <Button
            type="text"
            aria-label={collapsed ? t('layout.expand') : t('layout.collapse')}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={toggle}
          />
          {/* Plain text, not Typography: that one brings its editor and tooltip into the first download. */}
          <span
            style={{
              flex: 1,
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              color: token.colorTextSecondary,
            }}
          >
            {session?.userInfo.hospitalRegisteredName}
          </span>
          <HeaderTools />
          <UserMenu />
        </Layout.Header>
        <Layout.Content style={{ padding: 16 }}>
          <Suspense
            fallback={
              <div style={{ padding: 48, textAlign: 'center' }}>
                <Spin tip={t('common.loading')} />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </Layout.Content>
        <Suspense>
          <ShellExtras />
        </Suspense>
        <Suspense fallback={null}>
          <RealtimeBridge />
        </Suspense>
      </Layout>
    </Layout>
  );
}
