import { expect, screen, userEvent, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import BusinessActivityListPage from './business-activity-list-page.tsx';

const meta = preview.meta({ title: 'Pages/Activities/Sale activities (/activity/business?tab=sale)', component: BusinessActivityListPage });

/** The sale activities tab: seeded sales in every status, each row with what its status allows. */
export const SaleActivities = meta.story({
  decorators: [withRouter('/activity/business?tab=sale')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: /Sale activities|限时特卖/, selected: true })).toBeVisible();
    const table = await canvas.findByRole('table', { name: /Sale activities|限时特卖活动/ });
    const ended = (await within(table).findByText('国庆玻尿酸限时折扣')).closest('tr') as HTMLElement;
    await expect(within(ended).getByText(/ended|已结束/)).toBeVisible();
    // An ended sale cannot be stopped or edited, but may be deleted.
    await expect(within(ended).getByRole('button', { name: /^(Stop|停止)$/ })).toBeDisabled();
    await expect(within(ended).getByRole('button', { name: /^(Delete|删除)$/ })).toBeEnabled();
  },
});

/** A new sale: saving the empty drawer names what is missing, nothing is sent. */
export const NewSaleActivity = meta.story({
  decorators: [withRouter('/activity/business?tab=sale')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /New sale activity|新建特卖/ }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('button', { name: /^(Save|保存)$/ }));
    await expect((await within(drawer).findAllByText(/^(Required|必填)$/)).length).toBeGreaterThan(3);
    await expect(screen.queryByText(/^(Saved|已保存)$/)).toBeNull();
  },
});
