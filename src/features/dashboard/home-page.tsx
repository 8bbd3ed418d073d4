/**
 * The home page (/dashbord): what staff need first thing in the morning — orders waiting for
 * them, unread chat messages and notifications, today's figures, licences about to expire, the
 * account's authorisation and the platform's guiding alert.
 *
 * Every card loads on its own (one slow call never blanks the page) through the kit's
 * QueryBoundary: a skeleton, a retry on failure (the transport has already shown what went
 * wrong). Links are built from the route registry and shown only when the session may open the
 * route (useCanOpen), so a restricted account sees the figures but no order or chat links.
 *
 * It sits in the layout's initial bundle: antd Card, Statistic, Alert and Skeleton only (antd's List
 * is deprecated in antd 6.6; the short paper list is a plain list).
 */
import { Alert, Card, Statistic, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useGetUnreadMessageCount } from '@generated/chat/read-state/read-state.ts';
import {
  useCheckGuideAlert,
  useGetHomePageFullData,
  useGetHospitalPaperExpiryInfo,
  useGetUserAuthExpirationInfo,
} from '@generated/main/common/common.ts';
import {
  type HomeGuideAlert,
  type HomePaperExpiry,
  HomePaperType,
  type HomeUserAuthExpiration,
  HospitalInfoTab,
} from '@generated/main/model';
import { useGetNotificationUnreadCount } from '@generated/main/notifications/notifications.ts';
import { useGetUnprocessedCountV1 } from '@generated/main/orders/orders.ts';
import { formatMoney } from '@/lib/i18n/format.ts';
import type { TFor } from '@/lib/i18n/translate.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { notificationJump } from '@/lib/notifications/notification-jump.ts';
import { resolveInAppLink } from '@/lib/routing/in-app-link.ts';
import { linkTo } from '@/lib/routing/links.ts';
import type { RouteName } from '@/lib/routing/routes.ts';
import { useCanOpen } from '@/lib/routing/use-can-open.ts';
import { useSession } from '@/lib/session/session-store.ts';
import { PageContainer } from '@/shared/ui/page-container/page-container.tsx';
import { type BoundaryQuery, QueryBoundary } from '@/shared/ui/query-boundary/query-boundary.tsx';
import { homeTexts } from './home-texts.ts';

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

/** A link to a route, shown only when the session may open it (the guard's rule). */
function RouteLink({ route, to, children, style }: { route: RouteName; to?: string; children: ReactNode; style?: CSSProperties }) {
  const canOpen = useCanOpen(route);
  if (!canOpen) return null;
  return (
    <Link to={to ?? linkTo(route)} style={style}>
      {children}
    </Link>
  );
}

/** The hospital-information tabs a paper can open (section 2: nowTab 1, 2 or 3). */
const HOSPITAL_TABS: readonly number[] = Object.values(HospitalInfoTab);
const isHospitalTab = (tab: number | undefined): tab is HospitalInfoTab => tab !== undefined && HOSPITAL_TABS.includes(tab);

/**
 * Where a paper opens: a licence the /hospital/hospitalInfo tab the platform names (`nowTab`, the
 * tab its expiry notification opens); a contract is no tab there but /hospital/contract, where
 * the contract-expiring notification leads.
 */
function paperLink(paper: HomePaperExpiry): { route: RouteName; to: string } | undefined {
  if (paper.paperType === HomePaperType.Contract) {
    const jump = notificationJump(CONTRACT_EXPIRING_NOTICE, '');
    return jump.kind === 'navigate' ? { route: jump.name, to: jump.to } : undefined;
  }
  const tab = paper.nowTab;
  return isHospitalTab(tab) ? { route: 'hospital/hospitalInfo', to: linkTo('hospital/hospitalInfo', { nowTab: tab }) } : undefined;
}

/** A card around one call: the kit's boundary (skeleton, retry, content) inside. */
function QueryCard<T>({
  title,
  extra,
  query,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  query: BoundaryQuery<{ data: T }>;
  children: (data: T) => ReactNode;
}) {
  return (
    <Card title={title} extra={query.data ? extra : undefined} size="small">
      <QueryBoundary query={query} rows={2}>
        {(answer) => children(answer.data)}
      </QueryBoundary>
    </Card>
  );
}

function Figures({ children }: { children: ReactNode }) {
  return <div style={statsStyle}>{children}</div>;
}

/**
 * A figure that opens the list it counts, already filtered (a typed link), when the session may
 * open that list; otherwise the bare figure.
 */
function FigureLink({ title, value, route, to }: { title: string; value: ReactNode; route: RouteName; to: string }) {
  const canOpen = useCanOpen(route);
  const figure = <Statistic title={title} value={value as number} />;
  if (!canOpen) return figure;
  return (
    <Link to={to} data-testid="home-figure-link" style={{ color: 'inherit' }}>
      {figure}
    </Link>
  );
}

/** The order list the account's work is on: every order for the main account, its own otherwise. */
function useWorkList(): 'order/alllist' | 'order/mylist' {
  return useSession()?.userInfo.isMainAccount === false ? 'order/mylist' : 'order/alllist';
}

function OrdersCard() {
  const t = useT(homeTexts);
  const list = useWorkList();
  const query = useGetUnprocessedCountV1();
  return (
    <QueryCard title={t('home.ordersTitle')} query={query} extra={<RouteLink route="order/alllist">{t('home.openOrders')}</RouteLink>}>
      {(counts) => (
        <Figures>
          {/* New dispatches wait on the follow-up tab; due reminders among the orders with a reminder. */}
          <FigureLink title={t('home.newDispatch')} value={counts.newDispatchCount} route={list} to={linkTo(list, { status: 1 })} />
          <FigureLink title={t('home.remindDue')} value={counts.remindDueCount} route={list} to={linkTo(list, { remind: 'yes' })} />
          <Statistic title={t('home.unreadReply')} value={counts.unreadReplyCount} />
          <Statistic title={t('home.overdueTask')} value={counts.overdueTaskCount} />
        </Figures>
      )}
    </QueryCard>
  );
}

function ChatCard() {
  const t = useT(homeTexts);
  const query = useGetUnreadMessageCount();
  return (
    <QueryCard title={t('home.chatTitle')} query={query} extra={<RouteLink route="chat">{t('home.openChat')}</RouteLink>}>
      {(counts) => (
        <Figures>
          <FigureLink title={t('home.privateChats')} value={counts.chatMessageCount} route="chat" to={linkTo('chat')} />
          <FigureLink title={t('home.groupChats')} value={counts.groupMessageCount} route="chat" to={linkTo('chat')} />
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
function LinkedFigure({ title, value, route }: { title: string; value: number; route: RouteName }) {
  const t = useT(homeTexts);
  return (
    <Statistic
      title={title}
      value={value}
      suffix={
        <RouteLink route={route} style={{ fontSize: 14 }}>
          {t('common.open')}
        </RouteLink>
      }
    />
  );
}

function TodayCard() {
  const t = useT(homeTexts);
  const { token } = theme.useToken();
  const list = useWorkList();
  const query = useGetHomePageFullData();
  // The platform's today (its clock counts the figures), not the computer's; the range is written
  // as the list's parseAsDateRange reads it (from~to), without loading that module into home.
  const today = (query.data?.data.updateTime ?? '').slice(0, 10);
  return (
    <QueryCard title={t('home.todayTitle')} query={query}>
      {(data) => (
        <>
          <Figures>
            <FigureLink
              title={t('home.todayDispatch')}
              value={data.todayDispatchCount}
              route={list}
              to={linkTo(list, { dispatch: `${today}~${today}` })}
            />
            <Statistic title={t('home.todayNewCustomers')} value={data.todayNewCustomerCount} />
            <Statistic title={t('home.toFollow')} value={data.toFollowCount} />
            <Statistic title={t('home.todayAppointments')} value={data.todayAppointmentCount} />
            <Statistic title={t('home.monthDeals')} value={data.monthDealCount} />
            <Statistic title={t('home.monthDealAmount')} value={formatMoney(data.monthDealAmount)} />
            {data.unprocessedStrictSelectOrderCount > 0 && (
              <LinkedFigure title={t('home.strictSelectOrders')} value={data.unprocessedStrictSelectOrderCount} route="yanOrder" />
            )}
            {data.unprocessedIncentiveOrderCount > 0 && (
              <LinkedFigure title={t('home.incentiveOrders')} value={data.unprocessedIncentiveOrderCount} route="incentive/orderList" />
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

function PapersCard() {
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
              const link = paperLink(paper);
              return (
                <li
                  key={`${paper.paperType}-${paper.paperName}-${paper.expireDate}`}
                  style={{ ...listItemStyle, borderBottom: `1px solid ${token.colorSplit}` }}
                >
                  <div style={{ minWidth: 0 }}>
                    <div>{paper.paperName}</div>
                    <div style={{ color: paper.daysLeft < 0 ? token.colorErrorText : token.colorWarningText, fontSize: token.fontSizeSM }}>
                      {paperStatusText(t, paper)}
                    </div>
                  </div>
                  {link && (
                    <RouteLink route={link.route} to={link.to}>
                      {t('common.view')}
                    </RouteLink>
                  )}
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
        styles={auth.needRemind ? { content: { color: token.colorWarningText } } : undefined}
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

/**
 * The platform's guiding alert. Its `jumpUrl` is server data: it links only as a route of the
 * registry with that route's validated parameters (never `//host`, `https:` or `javascript:`),
 * and only when the session may open it.
 */
function GuideAlert({ alert }: { alert: HomeGuideAlert }) {
  const t = useT(homeTexts);
  const link = resolveInAppLink(alert.jumpUrl);
  const canOpen = useCanOpen(link?.name);
  if (!alert.needAlert || (!alert.title && !alert.content)) return null;
  const jump = link && canOpen ? link.to : undefined;
  return (
    <Alert
      type={alert.dialogType === 'alert' || alert.dialogType === 'reload' ? 'warning' : 'info'}
      showIcon
      closable
      title={alert.title}
      description={alert.content}
      action={jump ? <Link to={jump}>{t('home.guideAlertOpen')}</Link> : undefined}
    />
  );
}

function GuideAlertSlot() {
  // Silent: an alert that cannot be fetched is simply not shown.
  const query = useCheckGuideAlert({ request: { silent: true } });
  return query.data ? <GuideAlert alert={query.data.data} /> : null;
}

export default function HomePage() {
  const t = useT(homeTexts);
  const session = useSession();
  const user = session?.userInfo;
  return (
    <PageContainer>
      <div style={{ display: 'grid', gap: 16 }}>
        <Card size="small">
          <Card.Meta
            title={user?.realName ? t('home.greeting', { name: user.realName }) : t('home.greetingAnonymous')}
            description={user?.hospitalRegisteredName}
          />
        </Card>
        <GuideAlertSlot />
        <div style={gridStyle}>
          <OrdersCard />
          <ChatCard />
          <NotificationsCard />
          <TodayCard />
          <PapersCard />
          <AuthCard />
        </div>
      </div>
    </PageContainer>
  );
}
