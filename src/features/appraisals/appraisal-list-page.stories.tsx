import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import AppraisalListPage from './appraisal-list-page.tsx';

const meta = preview.meta({ title: 'Pages/Appraisals (/order/appraislist)', component: AppraisalListPage });

/** The sandbox's appraisals: the negative-appraisal warning, the filters and rated rows. */
export const AllAppraisals = meta.story({
  decorators: [withRouter('/order/appraislist')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: /Appraisals|评价管理/ })).toBeVisible();
    await expect(await canvas.findByText(/negative appraisals? (is|are) waiting|条差评待回复/)).toBeVisible();
    const table = await canvas.findByRole('table');
    await expect((await within(table).findAllByRole('link', { name: /^(View|Reply|查看|回复)$/ })).length).toBeGreaterThan(0);
  },
});

/** "Show them" on the warning narrows the list to unanswered negative appraisals. */
export const NegativeWaiting = meta.story({
  decorators: [withRouter('/order/appraislist')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Show them|查看差评/ }));
    const table = await canvas.findByRole('table');
    // The table keeps the unfiltered page until the filtered one arrives: wait for it.
    await waitFor(() => expect(within(table).queryAllByText(/^(Replied|已回复)$/)).toHaveLength(0), { timeout: 10_000 });
    await expect((await within(table).findAllByText(/^(Negative|差评)$/)).length).toBeGreaterThan(0);
  },
});
