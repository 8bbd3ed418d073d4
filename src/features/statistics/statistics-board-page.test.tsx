import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { platformToday } from '@/lib/dates/platform-time.ts';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { getGetStatisticsOverviewMockHandler } from '@generated/main/statistics/statistics.msw';
import { statisticsOverview, statisticsStaffRanking } from '@mocks/domain/statistics.ts';
import { answer } from '@/testing/gateway-handlers.ts';
import { renderAtRoute } from '@/testing/render.tsx';
import { installSandboxGateway } from '@/testing/sandbox-gateway.ts';
import { installGatewayServer } from '@/testing/test-gateway.ts';
import StatisticsBoardPage from './statistics-board-page.tsx';

installGatewayServer();

const overviewCalls: Record<string, unknown>[] = [];
const sandbox = installSandboxGateway('demo-main', () => {
  overviewCalls.length = 0;
  return [
    answer(getGetStatisticsOverviewMockHandler, async ({ request }) => {
      overviewCalls.push((await request.clone().json()) as Record<string, unknown>);
      return undefined; // on to the sandbox
    }),
  ];
});

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

const renderBoard = (search: string) =>
  renderAtRoute(
    <>
      <Address />
      <StatisticsBoardPage />
    </>,
    `/statistics/board${search}`,
  );

// The board counts days on the platform's calendar (China Standard Time), not the computer's.
const platformDay = platformToday();
const today = platformDay.format('YYYY-MM-DD');
const yearAgo = platformDay.subtract(300, 'day').format('YYYY-MM-DD');
const slow = { timeout: 8000 };

describe('statistics board (/statistics/board)', { timeout: 60_000 }, () => {
  it('shows the platform’s figures, funnel, trend and ranking of the range as tables', async () => {
    renderBoard(`?range=${yearAgo}~${today}&view=table&unit=month`);
    const expected = statisticsOverview(sandbox.platform, { startDate: yearAgo, endDate: today }).current;
    expect(expected.dispatchCount).toBeGreaterThan(0);
    const received = await screen.findByRole('group', { name: 'Orders received' }, slow);
    expect(within(received).getByTestId('statistics-figure')).toHaveTextContent(expected.dispatchCount.toLocaleString('zh-CN'));
    expect(within(screen.getByRole('group', { name: 'Dealt' })).getByTestId('statistics-figure')).toHaveTextContent(
      String(expected.dealCount),
    );
    const funnel = screen.getByRole('table', { name: 'Conversion funnel' });
    expect(within(funnel).getByRole('row', { name: new RegExp(`^Met ${expected.meetCount} `) })).toBeInTheDocument();

    const trend = await screen.findByRole('table', { name: 'Trends' }, slow);
    // One row per month of the range, the header row aside.
    expect(within(trend).getAllByRole('row')).toHaveLength(dayjs(today).diff(dayjs(yearAgo).startOf('month'), 'month') + 2);

    const ranked = statisticsStaffRanking(sandbox.platform, {
      startDate: yearAgo,
      endDate: today,
      rankBy: 'dealAmount',
      page: 1,
      limit: 100,
    });
    const ranking = await screen.findByRole('table', { name: 'Counselor ranking' }, slow);
    const names = within(ranking)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(names).toEqual(ranked.list.map((r) => r.staffName));
    expect(overviewCalls.at(-1)).toMatchObject({ startDate: yearAgo, endDate: today });
  });

  it('keeps a quick range, the trend unit and the ranking metric in the address', async () => {
    renderBoard('?view=table');
    const user = userEvent.setup();
    // Without a range in the address: the last 30 days.
    await waitFor(() => expect(overviewCalls.at(-1)).toMatchObject({ startDate: platformDay.subtract(29, 'day').format('YYYY-MM-DD') }));
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    const week = `${platformDay.subtract(6, 'day').format('YYYY-MM-DD')}~${today}`;
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(`range=${week}`));
    await waitFor(() => expect(overviewCalls.at(-1)).toMatchObject({ startDate: platformDay.subtract(6, 'day').format('YYYY-MM-DD') }));
    await user.click(within(screen.getByRole('group', { name: 'Trend by' })).getByText('Week'));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('unit=week'));
    await user.click(within(screen.getByRole('group', { name: 'Rank by' })).getByText('Deal rate (of met)'));
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('rankBy=dealRate'));
  });

  it('refuses a range longer than the platform answers, without asking it', async () => {
    renderBoard('?range=2024-01-01~2026-01-01&view=table');
    expect(await screen.findByText('Choose a range of at most 366 days.')).toBeInTheDocument();
    expect(overviewCalls).toEqual([]);
  });
});
