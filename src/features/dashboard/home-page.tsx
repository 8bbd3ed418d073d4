/**
 * The home page (/dashbord): what staff need first thing in the morning — orders waiting for
 * them, unread chat messages and notifications, today's figures, licences about to expire, the
 * account's authorisation and the platform's guiding alert.
 *
 * Every card loads on its own (one slow call never blanks the page), with a skeleton, an empty
 * text and a retry on failure (the transport has already shown what went wrong). A card links
 * to a module only when the module's route name is among the session's menu addresses, so a
 * restricted account sees the figures but no order or chat links.
 *
 * It sits in the layout's initial bundle: antd Card, Statistic, Alert and Skeleton only (antd's List
 * is deprecated in antd 6.6; the short paper list is a plain list).
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton, Statistic, theme } from 'antd';
import { type CSSProperties, type ReactNode, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useGetUnreadMessageCount } from '@generated/chat/read-state/read-state.ts';
import {
  useCheckGuideAlert,
  useGetHomePageFullData,
  useGetHospitalPaperExpiryInfo,
  useGetUserAuthExpirationInfo,
} from '@generated/main/common/common.ts';
import { type HomeGuideAlert, type HomePaperExpiry, HomePaperType, type HomeUserAuthExpiration } from '@generated/main/model';
import { useGetNotificationUnreadCount } from '@generated/main/notifications/notifications.ts';
import { useGetUnprocessedCountV1 } from '@generated/main/orders/orders.ts';
import { formatMoney } from '@/lib/i18n/format.ts';
import type { TFor } from '@/lib/i18n/translate.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { jumpLocation, notificationJump } from '@/lib/notifications/notification-jump.ts';
import { menuNames, useSession } from '@/lib/session/session-store.ts';
import { homeTexts } from './home-texts.ts';

/** Where each card links (route names are the paths without the leading slash). */
const ORDERS_ROUTE = 'order/alllist';
const CHAT_ROUTE = 'chat';
const STRICT_SELECT_ORDERS_ROUTE = 'yanOrder';
const INCENTIVE_ORDERS_ROUTE = 'incentive/orderList';
const HOSPITAL_INFO_ROUTE = 'hospital/hospitalInfo';
/** The notification of a contract about to expire: a contract paper leads where it leads. */
const CONTRACT_EXPIRING_NOTICE = 200108;

const gridStyle: CSSProperties = {
  display: 'grid',
  gap: 16,
  alignItems: 'start',
  gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
};
const listStyle: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };
const listItemStyle: CSSProperties = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 12,
  padding: '8px 0',
};
const statsStyle: CSSProperties = { display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' };

/** The route name of an address: `/hospital/contract?x=1` → `hospital/contract`. */
function routeNameOf(url: string): string {
  return url.replace(/^#?\/+/, '').split(/[?#]/)[0] ?? '';
}

/**
 * Where a paper opens: a licence the /hospital/hospitalInfo tab the platform names (`nowTab`, the
 * tab its expiry notification opens); a contract is no tab there but /hospital/contract, where
 * the contract-expiring notification leads.
 */
function paperLocation(paper: HomePaperExpiry): { pathname: string; search: string } | undefined {
  if (paper.paperType === HomePaperType.Contract) return jumpLocation(notificationJump(CONTRACT_EXPIRING_NOTICE, ''));
  return paper.nowTab === undefined ? undefined : { pathname: `/${HOSPITAL_INFO_ROUTE}`, search: `?nowTab=${paper.nowTab}` };
}

/** Whether the session may open a route; only those get links. */
function useCanOpen(): (routeName: string) => boolean {
  const session = useSession();
  const names = useMemo(() => menuNames(session?.menus ?? []), [session?.menus]);
  return (routeName: string) => names.has(routeName);
}

type Enveloped<T> = { data: T };

/** A card around one call: skeleton while it loads, a retry when it failed, else its content. */
function QueryCard<T>({
  title,
  extra,
  query,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  query: UseQueryResult<Enveloped<T>>;
  children: (data: T) => ReactNode;
}) {
  const t = useT(homeTexts);
  let body: ReactNode;
  if (query.isPending) body = <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  else if (query.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('common.loadFailed')}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else body = children(query.data.data);
  return (
    <Card title={title} extra={query.isSuccess ? extra : undefined} size="small">
      {body}
    </Card>
  );
}

function Figures({ children }: { children: ReactNode }) {
  return <div style={statsStyle}>{children}</div>;
}

function OrdersCard({ canOpen }: { canOpen: (name: string) => boolean }) {
  const t = useT(homeTexts);
  const query = useGetUnprocessedCountV1();
  return (
    <QueryCard
      title={t('home.ordersTitle')}
      query={query}
      extra={canOpen(ORDERS_ROUTE) ? <Link to={`/${ORDERS_ROUTE}`}>{t('home.openOrders')}</Link> : undefined}
    >
      {(counts) => (
        <Figures>
          <Statistic title={t('home.newDispatch')} value={counts.newDispatchCount} />
          <Statistic title={t('home.remindDue')} value={counts.remindDueCount} />
          <Statistic title={t('home.unreadReply')} value={counts.unreadReplyCount} />
          <Statistic title={t('home.overdueTask')} value={counts.overdueTaskCount} />
        </Figures>
      )}
    </QueryCard>
  );
}

function ChatCard({ canOpen }: { canOpen: (name: string) => boolean }) {
  const t = useT(homeTexts);
  const query = useGetUnreadMessageCount();
  return (
    <QueryCard
      title={t('home.chatTitle')}
      query={query}
      extra={canOpen(CHAT_ROUTE) ? <Link to={`/${CHAT_ROUTE}`}>{t('home.openChat')}</Link> : undefined}
    >
      {(counts) => (
        <Figures>
          <Statistic title={t('home.privateChats')} value={counts.chatMessageCount} />
          <Statistic title={t('home.groupChats')} value={counts.groupMessageCount} />
        </Figures>
      )}
    </QueryCard>
  );
}

function NotificationsCard() {
  const t = useT(homeTexts);
  const query = useGetNotificationUnreadCount();
  return (
    <QueryCard title={t('home.notificationsTitle')} query={query}>
      {(count) => <Statistic value={count.unreadCount} />}
    </QueryCard>
  );
}

/** A figure that links to its module when the session may open it. */
function LinkedFigure({ title, value, route, canOpen }: { title: string; value: number; route: string; canOpen: boolean }) {
  const t = useT(homeTexts);
  return (
    <Statistic
      title={title}
      value={value}
      suffix={
        canOpen ? (
          <Link to={`/${route}`} style={{ fontSize: 14 }}>
            {t('common.open')}
          </Link>
        ) : undefined
      }
    />
  );
}

function TodayCard({ canOpen }: { canOpen: (name: string) => boolean }) {
  const t = useT(homeTexts);
  const { token } = theme.useToken();
  const query = useGetHomePageFullData();
  return (
    <QueryCard title={t('home.todayTitle')} query={query}>
      {(data) => (
        <>
          <Figures>
            <Statistic title={t('home.todayDispatch')} value={data.todayDispatchCount} />
            <Statistic title={t('home.todayNewCustomers')} value={data.todayNewCustomerCount} />
            <Statistic title={t('home.toFollow')} value={data.toFollowCount} />
            <Statistic title={t('home.todayAppointments')} value={data.todayAppointmentCount} />
            <Statistic title={t('home.monthDeals')} value={data.monthDealCount} />
            <Statistic title={t('home.monthDealAmount')} value={formatMoney(data.monthDealAmount)} />
            {data.unprocessedStrictSelectOrderCount > 0 && (
              <LinkedFigure
                title={t('home.strictSelectOrders')}
                value={data.unprocessedStrictSelectOrderCount}
                route={STRICT_SELECT_ORDERS_ROUTE}
                canOpen={canOpen(STRICT_SELECT_ORDERS_ROUTE)}
              />
            )}
            {data.unprocessedIncentiveOrderCount > 0 && (
              <LinkedFigure
                title={t('home.incentiveOrders')}
                value={data.unprocessedIncentiveOrderCount}
                route={INCENTIVE_ORDERS_ROUTE}
                canOpen={canOpen(INCENTIVE_ORDERS_ROUTE)}
              />
            )}
          </Figures>
          <div style={{ marginTop: 8, color: token.colorTextDescription, fontSize: token.fontSizeSM }}>
            {t('home.updatedAt', { time: data.updateTime })}
          </div>
        </>
      )}
    </QueryCard>
  );
}

function paperStatusText(t: TFor<typeof homeTexts>, paper: HomePaperExpiry): string {
  if (paper.daysLeft < 0) return t('home.paperExpired', { date: paper.expireDate });
  if (paper.daysLeft === 0) return t('home.paperExpiresToday', { date: paper.expireDate });
  return t('home.paperExpiring', { count: paper.daysLeft, date: paper.expireDate });
}

function PapersCard({ canOpen }: { canOpen: (name: string) => boolean }) {
  const t = useT(homeTexts);
  const { token } = theme.useToken();
  const query = useGetHospitalPaperExpiryInfo();
  const info = query.data?.data;
  return (
    <QueryCard
      title={t('home.papersTitle')}
      query={query}
      extra={
        info && info.list.length > 0 ? t('home.papersSummary', { expired: info.expiredCount, expiring: info.expiringCount }) : undefined
      }
    >
      {(data) =>
        data.list.length === 0 ? (
          <div style={{ color: token.colorTextDescription }}>{t('home.papersNone')}</div>
        ) : (
          <ul style={listStyle}>
            {data.list.map((paper) => {
              const location = paperLocation(paper);
              return (
                <li
                  key={`${paper.paperType}-${paper.paperName}-${paper.expireDate}`}
                  style={{ ...listItemStyle, borderBottom: `1px solid ${token.colorSplit}` }}
                >
                  <div style={{ minWidth: 0 }}>
                    <div>{paper.paperName}</div>
                    <div style={{ color: paper.daysLeft < 0 ? token.colorError : token.colorWarning, fontSize: token.fontSizeSM }}>
                      {paperStatusText(t, paper)}
                    </div>
                  </div>
                  {location && canOpen(routeNameOf(location.pathname)) && <Link to={location}>{t('common.view')}</Link>}
                </li>
              );
            })}
          </ul>
        )
      }
    </QueryCard>
  );
}

function AuthExpiryFigure({ auth }: { auth: HomeUserAuthExpiration }) {
  const t = useT(homeTexts);
  const { token } = theme.useToken();
  if (!auth.expireDate) return <Statistic value={t('home.authNoExpiry')} />;
  if (auth.isExpired || (auth.daysLeft ?? 0) < 0)
    return <Statistic value={t('home.authExpired', { date: auth.expireDate })} styles={{ content: { color: token.colorError } }} />;
  return (
    <>
      <Statistic
        title={t('home.authDaysLeft')}
        value={auth.daysLeft ?? 0}
        suffix={t('home.authDays', { count: auth.daysLeft ?? 0 })}
        styles={auth.needRemind ? { content: { color: token.colorWarning } } : undefined}
      />
      <div style={{ marginTop: 4, color: token.colorTextDescription }}>{t('home.authUntil', { date: auth.expireDate })}</div>
    </>
  );
}

function AuthCard() {
  const t = useT(homeTexts);
  const query = useGetUserAuthExpirationInfo();
  return (
    <QueryCard title={t('home.authTitle')} query={query}>
      {(auth) => (
        <>
          {auth.needRemind && auth.tips && (
            <Alert type={auth.isExpired ? 'error' : 'warning'} showIcon title={auth.tips} style={{ marginBottom: 12 }} />
          )}
          <AuthExpiryFigure auth={auth} />
        </>
      )}
    </QueryCard>
  );
}

function GuideAlert({ alert, canOpen }: { alert: HomeGuideAlert; canOpen: (name: string) => boolean }) {
  const t = useT(homeTexts);
  if (!alert.needAlert || (!alert.title && !alert.content)) return null;
  const jump = alert.jumpUrl && canOpen(routeNameOf(alert.jumpUrl)) ? alert.jumpUrl : undefined;
  return (
    <Alert
      type={alert.dialogType === 'alert' || alert.dialogType === 'reload' ? 'warning' : 'info'}
      showIcon
      closable
      title={alert.title}
      description={alert.content}
      action={jump ? <Link to={jump.startsWith('/') ? jump : `/${jump}`}>{t('home.guideAlertOpen')}</Link> : undefined}
    />
  );
}

function GuideAlertSlot({ canOpen }: { canOpen: (name: string) => boolean }) {
  // Silent: an alert that cannot be fetched is simply not shown.
  const query = useCheckGuideAlert({ request: { silent: true } });
  return query.data ? <GuideAlert alert={query.data.data} canOpen={canOpen} /> : null;
}

export default function HomePage() {
  const t = useT(homeTexts);
  const session = useSession();
  const canOpen = useCanOpen();
  const user = session?.userInfo;
  return (
    <div style={{ padding: 16, display: 'grid', gap: 16 }}>
      <Card size="small">
        <Card.Meta
          title={user?.realName ? t('home.greeting', { name: user.realName }) : t('home.greetingAnonymous')}
          description={user?.hospitalRegisteredName}
        />
      </Card>
      <GuideAlertSlot canOpen={canOpen} />
      <div style={gridStyle}>
        <OrdersCard canOpen={canOpen} />
        <ChatCard canOpen={canOpen} />
        <NotificationsCard />
        <TodayCard canOpen={canOpen} />
        <PapersCard canOpen={canOpen} />
        <AuthCard />
      </div>
    </div>
  );
}
