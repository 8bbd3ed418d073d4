import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import BusinessActivityListPage from './business-activity-list-page.tsx';

const meta = preview.meta({ title: 'Pages/Activities/Sale activities (/activity/business?tab=sale)', component: BusinessActivityListPage });

/** The sale activities tab, ended sales only (the filter kept in the address): each row with what its status allows. */
export const EndedSales = meta.story({
  decorators: [withRouter('/activity/business?tab=sale&sale.status=4')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^(Sale activities|限时特卖)$/ })).toBeChecked();
    const table = await canvas.findByRole('table', { name: /Sale activities|限时特卖活动/ });
    const ended = (await within(table).findByText('国庆玻尿酸限时折扣')).closest('tr') as HTMLElement;
    await expect(within(ended).getByText(/^(ended|已结束)$/)).toBeVisible();
    await expect(within(table).queryByText(/^(running|进行中|not started|未开始)$/)).toBeNull();
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
    // Name, type, period, product, specification, sale price and quota; the messages appear field by field.
    await waitFor(() => expect(within(drawer).getAllByText(/^(Required|必填)$/)).toHaveLength(7));
    await expect(screen.queryByText(/^(Saved|已保存)$/)).toBeNull();
  },
});
