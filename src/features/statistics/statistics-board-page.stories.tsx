import dayjs from 'dayjs';
import { expect, waitFor, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import StatisticsBoardPage from './statistics-board-page.tsx';

const meta = preview.meta({ title: 'Pages/Statistics (/statistics/board)', component: StatisticsBoardPage });

/** A range of the sandbox's seeded history (dispatches reach back months before today). */
const range = `${dayjs().subtract(180, 'day').format('YYYY-MM-DD')}~${dayjs().format('YYYY-MM-DD')}`;

/** The board as demo-main sees it: figures, the ECharts trend and funnel, the ranking. */
export const Charts = meta.story({
  decorators: [withRouter(`/statistics/board?range=${range}`)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /^(Data board|数据看板)$/ })).toBeVisible();
    const received = await canvas.findByRole('group', { name: /^(Orders received|接单数)$/ });
    await expect(within(received).getByTestId('statistics-figure')).toHaveTextContent(/^[1-9][\d,]*$/);
    const trend = await canvas.findByRole('img', { name: /Trend chart|趋势图/ });
    await waitFor(() => expect(trend.querySelector('svg path')).not.toBeNull());
    const funnel = await canvas.findByRole('img', { name: /Funnel chart|漏斗图/ });
    await waitFor(() => expect(funnel.querySelector('svg path')).not.toBeNull());
    const ranking = await canvas.findByRole('table', { name: /Counselor ranking|咨询师排行/ });
    await expect(within(ranking).getAllByRole('row').length).toBeGreaterThan(1);
    await expect(canvas.getByRole('button', { name: /Export|导\s?出/ })).toBeEnabled();
  },
});

/** The table view: the same numbers as tables, by week. */
export const Tables = meta.story({
  decorators: [withRouter(`/statistics/board?range=${range}&view=table&unit=week`)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trend = await canvas.findByRole('table', { name: /^(Trends|趋势分析)$/ });
    await expect(within(trend).getAllByText(/(Week of|当周)/).length).toBeGreaterThan(20);
    const funnel = await canvas.findByRole('table', { name: /Conversion funnel|转化漏斗/ });
    await expect(within(funnel).getAllByRole('row')).toHaveLength(6);
    await expect(canvas.queryByRole('img', { name: /Trend chart|趋势图/ })).toBeNull();
  },
});
