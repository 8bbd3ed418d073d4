import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuideDefinition, GuideReportRequest, GuideState } from '@generated/main/model';
import {
  getGetGuideStateMockHandler,
  getGetGuideStepsMockHandler,
  getReportGuideStateMockHandler,
} from '@generated/main/novice-guide/novice-guide.msw.ts';
import { installGatewayServer, server, success } from '@/testing/test-gateway.ts';
import { getGetGuideStateQueryKey, getGetGuideStepsQueryKey } from '@generated/main/novice-guide/novice-guide.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { IntroGuide } from './intro-guide.tsx';

installGatewayServer();

const STEPS: GuideDefinition = {
  guideKey: 'dashbord',
  name: 'Home guide',
  version: 2,
  steps: [
    { step: 2, element: '#header-search', title: 'Quick search', intro: 'Find orders and customers here.', position: 'bottom' },
    { step: 1, element: '#header-notice-bell', title: 'Notifications', intro: 'New dispatches ring here.', position: 'bottom' },
    { step: 3, element: null, title: 'All set', intro: 'Enjoy the workbench.' },
  ],
};

let reports: GuideReportRequest[];
let stepRequests: number;
let stateRequests: number;

function answer(state: GuideState) {
  server.use(
    getGetGuideStateMockHandler(() => {
      stateRequests += 1;
      return success([state]);
    }),
    getGetGuideStepsMockHandler(() => {
      stepRequests += 1;
      return success(STEPS);
    }),
    getReportGuideStateMockHandler(async ({ request }) => {
      reports.push((await request.json()) as GuideReportRequest);
      return success(true);
    }),
  );
}

const UNFINISHED: GuideState = { guideKey: 'dashbord', version: 2, finishedVersion: 1, isFinished: false };

function renderGuide() {
  return renderWithProviders(
    <>
      <button id="header-notice-bell" type="button">
        bell
      </button>
      <input id="header-search" aria-label="search" />
      <IntroGuide />
    </>,
  );
}

beforeEach(() => {
  reports = [];
  stepRequests = 0;
  stateRequests = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('intro guide', () => {
  it('walks through the steps with next, previous and done, without bullets', async () => {
    answer(UNFINISHED);
    renderGuide();
    const user = userEvent.setup();

    expect(await screen.findByText('Notifications')).toBeInTheDocument();
    expect(screen.getByText('New dispatches ring here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'next' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'previous' })).not.toBeInTheDocument();
    expect(document.querySelectorAll('.ant-tour-indicator')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(await screen.findByText('Quick search')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'previous' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'next' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'previous' }));
    expect(await screen.findByText('Notifications')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'next' }));
    await user.click(await screen.findByRole('button', { name: 'next' }));

    expect(await screen.findByText('All set')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'next' })).not.toBeInTheDocument();
    expect(document.querySelectorAll('.ant-tour-indicator')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'done' }));

    await waitFor(() => expect(reports).toEqual([{ guideKey: 'dashbord', version: 2, isSkipped: false }]));
    await waitFor(() => expect(screen.queryByText('All set')).not.toBeInTheDocument());
  });

  it('reports a guide closed early as skipped and does not show it again', async () => {
    answer(UNFINISHED);
    renderGuide();
    await screen.findByText('Notifications');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(reports).toEqual([{ guideKey: 'dashbord', version: 2, isSkipped: true }]));
    await waitFor(() => expect(screen.queryByText('Notifications')).not.toBeInTheDocument());
  });

  it('shows nothing once the current version is finished', async () => {
    answer({ guideKey: 'dashbord', version: 2, finishedVersion: 2, isFinished: true });
    const { queryClient } = renderGuide();
    // The state answer arrived and the guide rendered with it (act() flushes that render and its effects)...
    await waitFor(() => expect(queryClient.getQueryState(getGetGuideStateQueryKey({ guideKey: 'dashbord' }))?.status).toBe('success'));
    await act(async () => {});
    // ...and the steps were never asked for: their query exists, disabled, and never fetched.
    expect(queryClient.getQueryState(getGetGuideStepsQueryKey({ guideKey: 'dashbord' }))).toMatchObject({
      fetchStatus: 'idle',
      dataUpdatedAt: 0,
    });
    expect(stateRequests).toBe(1);
    expect(stepRequests).toBe(0);
    expect(screen.queryByText('Notifications')).not.toBeInTheDocument();
  });
});
