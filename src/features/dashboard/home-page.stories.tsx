import { MemoryRouter } from 'react-router-dom';
import { getGetHomePageFullDataMockHandler } from '@generated/main/common/common.msw.ts';
import { expect, within } from 'storybook/test';
import type { LoginResult, MenuItem } from '@generated/main/model';
import { startSession } from '@/lib/session/session-store.ts';
import { answer, failure } from '@/testing/gateway-handlers.ts';
import preview from '../../../.storybook/preview.tsx';
import HomePage from './home-page.tsx';

const menu = (menuUrl: string, subMenuList: MenuItem[] = []): MenuItem => ({
  id: menuUrl.length,
  menuUrl,
  menuName: menuUrl,
  isShow: true,
  subMenuList,
});

const ALL_MENUS = [
  menu('dashbord'),
  menu('chat'),
  menu('customer'),
  menu('yanOrder'),
  menu('order', [menu('order/alllist')]),
  menu('hospital', [menu('hospital/hospitalInfo'), menu('hospital/contract')]),
  menu('incentive', [menu('incentive/orderList')]),
];

/** The session the page greets; the figures come from the sandbox as demo-main. */
function signIn(rootMenus: MenuItem[], isRestricted = false) {
  const result: LoginResult = {
    rootMenus,
    userInfo: {
      id: 3001,
      imId: 'im-3001',
      account: isRestricted ? 'demo-restricted' : 'demo-main',
      realName: isRestricted ? '陈晓婷' : '王丽',
      hospitalId: 1,
      hospitalRegisteredName: '杭州美丽医疗美容诊所',
      isMainAccount: !isRestricted,
    },
    ucToken: 'storybook',
    wsNotificationToken: 'storybook',
    authCode: [],
    isRestricted,
  };
  startSession(result, { autoLogin: false });
}

const meta = preview.meta({
  title: 'Dashboard/Home',
  component: HomePage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/dashbord']}>
        <Story />
      </MemoryRouter>
    ),
  ],
});

const OPEN_ORDERS = { name: /^(Open all orders|查看全部订单)$/ };
const OPEN_CHAT = { name: /^(Open chat|进入聊天)$/ };
/** A figure of a card that has loaded (the skeleton has none). */
const NEW_DISPATCHES = /^(New dispatches|新派单)$/;

export const MainAccount = meta.story({
  beforeEach: () => signIn(ALL_MENUS),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Hello, 王丽|王丽，您好/)).toBeVisible();
    await expect(await canvas.findByText(NEW_DISPATCHES)).toBeVisible();
    await expect(await canvas.findByText(/^(Private chats|单聊)$/)).toBeVisible();
    await expect(await canvas.findByText(/^(Dispatches today|今日派单)$/)).toBeVisible();
    // Every menu is open to this account, so the cards link on.
    await expect(canvas.getByRole('link', OPEN_ORDERS)).toBeVisible();
    await expect(canvas.getByRole('link', OPEN_CHAT)).toBeVisible();
  },
});

/** Restricted accounts (only dashbord and customer): the figures, but no order or chat links. */
export const RestrictedAccount = meta.story({
  beforeEach: () => signIn([menu('dashbord'), menu('customer')], true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Hello, 陈晓婷|陈晓婷，您好/)).toBeVisible();
    await expect(await canvas.findByText(NEW_DISPATCHES)).toBeVisible();
    await expect(await canvas.findByText(/^(Private chats|单聊)$/)).toBeVisible();
    await expect(canvas.queryByRole('link', OPEN_ORDERS)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', OPEN_CHAT)).not.toBeInTheDocument();
  },
});

/** One call fails with a business error: its card offers a retry, the others still load. */
export const TodayFiguresFailed = meta.story({
  beforeEach: ({ msw }) => {
    signIn(ALL_MENUS);
    msw.use(answer(getGetHomePageFullDataMockHandler, () => failure('service temporarily unavailable, please refresh and retry')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The today card: the failure and its retry...
    const message = await canvas.findByText(/^(This could not be loaded, please retry|加载失败，请重试)$/);
    const failure = message.closest<HTMLElement>('[role="alert"]');
    await expect(failure).not.toBeNull();
    await expect(within(failure as HTMLElement).getByRole('button', { name: /^(Retry|重\s?试)$/ })).toBeVisible();
    await expect(canvas.queryByText(/^(Dispatches today|今日派单)$/)).not.toBeInTheDocument();
    // ...while the other cards still load.
    await expect(await canvas.findByText(NEW_DISPATCHES)).toBeVisible();
  },
});
