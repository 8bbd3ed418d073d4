import { MemoryRouter } from 'react-router-dom';
import {
  getGetGuideStateMockHandler,
  getGetGuideStepsMockHandler,
  getReportGuideStateMockHandler,
} from '@generated/main/novice-guide/novice-guide.msw.ts';
import { success } from '@/testing/gateway-handlers.ts';
import { expect, screen } from 'storybook/test';
import preview from '../../../.storybook/preview.tsx';
import { IntroGuide } from './intro-guide.tsx';

/** A stand-in header with the elements the steps point at. */
function Header() {
  return (
    <header
      style={{ display: 'flex', justifyContent: 'flex-end', gap: 16, padding: 16, background: '#fff', borderBottom: '1px solid #f0f0f0' }}
    >
      <input id="header-search" placeholder="search orders and customers" />
      <button id="header-notice-bell" type="button">
        notifications
      </button>
    </header>
  );
}

const meta = preview.meta({
  title: 'Shell dialogs/Intro guide',
  component: IntroGuide,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Header />
        <div style={{ minHeight: 320 }} />
        <Story />
      </MemoryRouter>
    ),
  ],
});

/** An unfinished guide version: the tour opens on its first step. */
export const FirstVisit = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(
      getGetGuideStateMockHandler(success([{ guideKey: 'dashbord', version: 2, finishedVersion: 1, isFinished: false }])),
      getGetGuideStepsMockHandler(
        success({
          guideKey: 'dashbord',
          name: '首页引导',
          version: 2,
          steps: [
            {
              step: 1,
              element: '#header-notice-bell',
              title: '消息通知',
              intro: '新派单、审核结果和活动通知都会在这里提醒。',
              position: 'bottom',
            },
            {
              step: 2,
              element: '#header-search',
              title: '快速搜索',
              intro: '输入手机号或派单号，快速找到客户和订单。',
              position: 'bottom',
            },
            { step: 3, element: null, title: '开始使用', intro: '祝您工作顺利！' },
          ],
        }),
      ),
      getReportGuideStateMockHandler(success(true)),
    );
  },
  play: async () => {
    // The tour's first step, on the page (outside the canvas), with the specification's labels.
    await expect(await screen.findByText('消息通知')).toBeVisible();
    await expect(screen.getByText('新派单、审核结果和活动通知都会在这里提醒。')).toBeVisible();
    await expect(screen.getByRole('button', { name: /^(next|下一步)$/ })).toBeVisible();
    await expect(screen.queryByRole('button', { name: /^(previous|上一步)$/ })).not.toBeInTheDocument();
  },
});
