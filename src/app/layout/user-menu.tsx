/** The user menu in the header: who is signed in, settings, language, logout. */
import { DownOutlined, GlobalOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useLogout } from '@generated/main/session/session';
import { Avatar, Dropdown, Space, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { sessionEndedOnPurpose } from '@/lib/http/session-invalidation.ts';
import { setLocale } from '@/lib/i18n/i18n.ts';
import { useLocale } from '@/lib/i18n/use-locale.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { useLeaveSession } from '../shell/use-leave-session.ts';
import { layoutTexts } from './layout-texts.ts';

export function UserMenu() {
  const t = useT(layoutTexts);
  const locale = useLocale();
  const session = useSession();
  const navigate = useNavigate();
  const leaveSession = useLeaveSession();
  const logout = useLogout({ request: { silent: true } });
  if (!session) return null;

  const signOut = () => {
    // From here a 'login invalid' answer is this logout, not an expired session.
    sessionEndedOnPurpose();
    // Sign out here whatever the platform answers: a dead session must not keep anyone in.
    logout.mutate(undefined, { onSettled: () => void leaveSession() });
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'setting', icon: <SettingOutlined />, label: t('layout.settings'), onClick: () => navigate(linkTo('setting')) },
          {
            key: 'language',
            icon: <GlobalOutlined />,
            label: t('layout.language'),
            children: [
              { key: 'zh-CN', label: '简体中文', onClick: () => setLocale('zh-CN'), disabled: locale === 'zh-CN' },
              { key: 'en-US', label: 'English', onClick: () => setLocale('en-US'), disabled: locale === 'en-US' },
            ],
          },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout'), danger: true, onClick: signOut },
        ],
      }}
    >
      <Space style={{ cursor: 'pointer' }} data-testid="user-menu">
        <Avatar size="small" icon={<UserOutlined />} />
        <span>{session.userInfo.realName}</span>
        <Tag color={session.userInfo.isMainAccount ? 'blue' : 'default'}>
          {session.userInfo.isMainAccount ? t('layout.mainAccount') : t('layout.subAccount')}
        </Tag>
        {session.isRestricted && <Tag color="orange">{t('layout.restricted')}</Tag>}
        <DownOutlined style={{ fontSize: 10 }} />
      </Space>
    </Dropdown>
  );
}
