import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { getGetUnreadMessageCountMockHandler } from '@generated/chat/read-state/read-state.msw.ts';
import {
  getCheckGuideAlertMockHandler,
  getGetHomePageFullDataMockHandler,
  getGetHospitalPaperExpiryInfoMockHandler,
  getGetUserAuthExpirationInfoMockHandler,
} from '@generated/main/common/common.msw.ts';
import type { LoginResult, MenuItem } from '@generated/main/model';
import { getGetNotificationUnreadCountMockHandler } from '@generated/main/notifications/notifications.msw.ts';
import { getGetUnprocessedCountV1MockHandler } from '@generated/main/orders/orders.msw.ts';
import { failure, installGatewayServer, ok, server, success } from '@/testing/test-gateway.ts';
import { setLocale } from '@/lib/i18n/i18n.ts';
import { startSession } from '@/lib/session/session-store.ts';
import { answer } from '@/testing/gateway-handlers.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import HomePage from './home-page.tsx';

installGatewayServer();

const menu = (menuUrl: string, subMenuList: MenuItem[] = []): MenuItem => ({
  id: menuUrl.length,
  menuUrl,
  menuName: menuUrl,
  isShow: true,
  subMenuList,
});

const FULL_MENUS = [
  menu('dashbord'),
  menu('chat'),
  menu('customer'),
  menu('order', [menu('order/alllist'), menu('order/mylist')]),
  menu('hospital', [menu('hospital/hospitalInfo'), menu('hospital/contract')]),
];
const RESTRICTED_MENUS = [menu('dashbord'), menu('customer')];

function login(rootMenus: MenuItem[], isRestricted = false) {
  const result: LoginResult = {
    rootMenus,
    userInfo: {
      id: 3001,
      imId: 'im-3001',
      account: 'demo-main',
      realName: '王丽',
      hospitalId: 1,
      hospitalRegisteredName: '杭州美丽医疗美容诊所',
      isMainAccount: !isRestricted,
    },
    ucToken: 'token',
    wsNotificationToken: 'push-token',
    authCode: [],
    isRestricted,
  };
  startSession(result);
}

function answerEverything() {
  server.use(
    getGetUnprocessedCountV1MockHandler(
      success({ total: 10, newDispatchCount: 3, remindDueCount: 2, unreadReplyCount: 4, overdueTaskCount: 1 }),
    ),
    getGetUnreadMessageCountMockHandler(success({ chatMessageCount: 7, groupMessageCount: 12, mutedMessageCount: 0 })),
    getGetNotificationUnreadCountMockHandler(success({ unreadCount: 9 })),
    getGetHomePageFullDataMockHandler(
      success({
        unprocessedOrderCount: 3,
        unprocessedStrictSelectOrderCount: 0,
        unprocessedIncentiveOrderCount: 0,
        todayDispatchCount: 5,
        todayNewCustomerCount: 6,
        toFollowCount: 8,
        todayAppointmentCount: 13,
        unreadNoticeCount: 9,
        monthDealCount: 21,
        monthDealAmount: 45678.5,
        updateTime: '2026-01-08 08:30:00',
      }),
    ),
    getGetHospitalPaperExpiryInfoMockHandler(
      success({
        expiringCount: 1,
        expiredCount: 1,
        list: [
          { paperType: 4, paperName: '麻醉药品印鉴卡', expireDate: '2026-01-05', daysLeft: -3, status: 2, nowTab: 2 },
          { paperType: 5, paperName: '年度合作协议', expireDate: '2026-02-10', daysLeft: 33, status: 1 },
        ],
      }),
    ),
    getGetUserAuthExpirationInfoMockHandler(
      success({ needRemind: true, isExpired: false, expireDate: '2026-01-19', daysLeft: 11, tips: '您的账号授权将于2026-01-19到期' }),
    ),
    getCheckGuideAlertMockHandler(
      success({
        needAlert: true,
        alertKey: 'contract-sign-1',
        dialogType: 'confirm',
        title: '新协议待签署',
        content: '请在近期完成线上签署。',
        jumpUrl: '/hospital/contract',
      }),
    ),
  );
}

const renderHome = () =>
  renderWithProviders(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );

/** The value a Statistic shows under its title. */
function figure(title: string): string {
  const statistic = screen.getByText(title).closest('.ant-statistic') as HTMLElement;
  return statistic.querySelector('.ant-statistic-content')?.textContent ?? '';
}

function card(title: string): HTMLElement {
  return screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
}

describe('home page', () => {
  beforeEach(() => answerEverything());

  it('greets the user and shows the figures the platform answered', async () => {
    login(FULL_MENUS);
    renderHome();
    expect(screen.getByText('Hello, 王丽')).toBeInTheDocument();
    expect(screen.getByText('杭州美丽医疗美容诊所')).toBeInTheDocument();

    await screen.findByText('New dispatches');
    expect(figure('New dispatches')).toBe('3');
    expect(figure('Reminders due')).toBe('2');
    expect(figure('Unread replies')).toBe('4');
    expect(figure('Overdue tasks')).toBe('1');

    await screen.findByText('Private chats');
    expect(figure('Private chats')).toBe('7');
    expect(figure('Group chats')).toBe('12');

    await waitFor(() => expect(card('Unread notifications').querySelector('.ant-statistic-content')?.textContent).toBe('9'));

    await screen.findByText('Dispatches today');
    expect(figure('Dispatches today')).toBe('5');
    expect(figure('New customers today')).toBe('6');
    expect(figure('To follow up')).toBe('8');
    expect(figure('Appointments today')).toBe('13');
    expect(figure('Deals this month')).toBe('21');
    expect(figure('Deal amount this month')).toBe('¥45,678.50');
    expect(screen.getByText('Updated 2026-01-08 08:30:00')).toBeInTheDocument();

    await screen.findByText('Days left');
    expect(figure('Days left')).toBe('11days');
    expect(screen.getByText('valid until 2026-01-19')).toBeInTheDocument();
    expect(screen.getByText('您的账号授权将于2026-01-19到期')).toBeInTheDocument();

    expect(await screen.findByText('新协议待签署')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to it' })).toHaveAttribute('href', '/hospital/contract');
  });

  it('links orders and chat for a session with those menus', async () => {
    login(FULL_MENUS);
    renderHome();
    expect(await screen.findByRole('link', { name: 'Open all orders' })).toHaveAttribute('href', '/order/alllist');
    expect(await screen.findByRole('link', { name: 'Open chat' })).toHaveAttribute('href', '/chat');
  });

  it('opens the list a figure counts, already filtered', async () => {
    login(FULL_MENUS);
    renderHome();
    const link = async (name: RegExp) => (await screen.findByRole('link', { name })).getAttribute('href');
    expect(await link(/^New dispatches\s*3$/)).toBe('/order/alllist?status=1');
    expect(await link(/^Reminders due\s*2$/)).toBe('/order/alllist?remind=yes');
    // The platform's today (the figures' update time), not the computer's.
    expect(await link(/^Dispatches today\s*5$/)).toBe('/order/alllist?dispatch=2026-01-08~2026-01-08');
    expect(await link(/^Private chats\s*7$/)).toBe('/chat');
  });

  it('links a licence to its tab of the hospital information and a contract to the contracts', async () => {
    login(FULL_MENUS);
    renderHome();
    const expired = (await screen.findByText('麻醉药品印鉴卡')).closest('li') as HTMLElement;
    expect(within(expired).getByText('expired on 2026-01-05')).toBeInTheDocument();
    expect(within(expired).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/hospital/hospitalInfo?nowTab=2');

    const expiring = screen.getByText('年度合作协议').closest('li') as HTMLElement;
    expect(within(expiring).getByText('expires in 33 days, on 2026-02-10')).toBeInTheDocument();
    expect(within(expiring).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/hospital/contract?contractType=1');
    expect(screen.getByText('1 expired, 1 expiring')).toBeInTheDocument();
  });

  it('shows a restricted session the figures but no order, chat or hospital links', async () => {
    login(RESTRICTED_MENUS, true);
    renderHome();
    await screen.findByText('New dispatches');
    await screen.findByText('Private chats');
    await screen.findByText('麻醉药品印鉴卡');
    await screen.findByText('新协议待签署');
    expect(figure('New dispatches')).toBe('3');
    expect(figure('Private chats')).toBe('7');
    expect(screen.queryByRole('link', { name: 'Open all orders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open chat' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to it' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('counts one day in the singular and follows a language switch, money included', async () => {
    server.use(
      getGetHospitalPaperExpiryInfoMockHandler(
        success({
          expiringCount: 1,
          expiredCount: 0,
          list: [{ paperType: 1, paperName: '营业执照', expireDate: '2026-01-09', daysLeft: 1, status: 1, nowTab: 1 }],
        }),
      ),
      getGetUserAuthExpirationInfoMockHandler(success({ needRemind: false, isExpired: false, expireDate: '2026-01-09', daysLeft: 1 })),
    );
    login(FULL_MENUS);
    renderHome();
    expect(await screen.findByText('expires in 1 day, on 2026-01-09')).toBeInTheDocument();
    await screen.findByText('Days left');
    expect(figure('Days left')).toBe('1day');
    await screen.findByText('Deal amount this month');
    expect(figure('Deal amount this month')).toBe('¥45,678.50');

    act(() => setLocale('zh-CN'));
    expect(screen.getByText('1 天后到期（2026-01-09）')).toBeInTheDocument();
    expect(figure('剩余天数')).toBe('1天');
    expect(figure('本月成交金额')).toBe('¥45,678.50');
    expect(screen.getByText('王丽，您好')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '查看' }).length).toBeGreaterThan(0);
  });

  it('says when nothing expires soon and when the account never expires', async () => {
    server.use(
      getGetHospitalPaperExpiryInfoMockHandler(success({ expiringCount: 0, expiredCount: 0, list: [] })),
      getGetUserAuthExpirationInfoMockHandler(success({ needRemind: false, isExpired: false, expireDate: null, daysLeft: null })),
      getCheckGuideAlertMockHandler(success({ needAlert: false })),
    );
    login(FULL_MENUS);
    renderHome();
    expect(await screen.findByText('No licence or paper expires soon')).toBeInTheDocument();
    expect(await screen.findByText('No expiry date')).toBeInTheDocument();
    await screen.findByText('New dispatches');
    expect(screen.queryByText('新协议待签署')).not.toBeInTheDocument();
  });

  it('shows a failed card with a retry that loads it again', async () => {
    let fail = true;
    server.use(
      answer(getGetHomePageFullDataMockHandler, () =>
        fail
          ? failure('service temporarily unavailable, please refresh and retry')
          : ok({
              unprocessedOrderCount: 0,
              unprocessedStrictSelectOrderCount: 0,
              unprocessedIncentiveOrderCount: 0,
              todayDispatchCount: 42,
              todayNewCustomerCount: 0,
              toFollowCount: 0,
              todayAppointmentCount: 0,
              unreadNoticeCount: 0,
              monthDealCount: 0,
              monthDealAmount: 0,
              updateTime: '2026-01-08 09:00:00',
            }),
      ),
    );
    login(FULL_MENUS);
    renderHome();
    const today = card('Today');
    expect(await within(today).findByRole('alert')).toHaveTextContent('This could not be loaded, please retry');
    // The other cards are not blanked by one failure.
    expect(await screen.findByText('New dispatches')).toBeInTheDocument();

    fail = false;
    await userEvent.setup().click(within(today).getByRole('button', { name: 'Retry' }));
    await within(today).findByText('Dispatches today');
    expect(figure('Dispatches today')).toBe('42');
  });
});
