import { MemoryRouter } from 'react-router-dom';
import { getGetHomePageFullDataMockHandler } from '@generated/main/common/common.msw.ts';
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

export const MainAccount = meta.story({
  beforeEach: () => signIn(ALL_MENUS),
});

/** Restricted accounts (only dashbord and customer): the figures, but no order or chat links. */
export const RestrictedAccount = meta.story({
  beforeEach: () => signIn([menu('dashbord'), menu('customer')], true),
});

/** One call fails with a business error: its card offers a retry, the others still load. */
export const TodayFiguresFailed = meta.story({
  beforeEach: ({ msw }) => {
    signIn(ALL_MENUS);
    msw.use(answer(getGetHomePageFullDataMockHandler, () => failure('service temporarily unavailable, please refresh and retry')));
  },
});
