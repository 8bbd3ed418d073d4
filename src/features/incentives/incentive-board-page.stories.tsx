import { expect, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import IncentiveBoardPage from './incentive-board-page.tsx';

const meta = preview.meta({ title: 'Pages/Incentive board (/incentive/board)', component: IncentiveBoardPage });

/** The sandbox's current plan: its figures counted from its orders and the tiers reached so far. */
export const CurrentPlan = meta.story({
  decorators: [withRouter('/incentive/board')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '第四季度订单量激励计划' }, { timeout: 8000 })).toBeVisible();
    const tiers = within(canvas.getByRole('list', { name: /Reward tiers|奖励档位/ }));
    await expect(tiers.getAllByRole('listitem')).toHaveLength(3);
    await expect(within(tiers.getByRole('listitem', { name: '基础档' })).getByText(/^(Reached|已达成)$/)).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: /Progress|完成情况/ })).getAllByRole('listitem')).toHaveLength(9);
  },
});
