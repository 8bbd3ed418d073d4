import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import AutoCheckPage from './auto-check-page.tsx';

const meta = preview.meta({ title: 'Pages/Auto duplicate check (/order/autoCheck)', component: AutoCheckPage });

/** The setting (defaults), the chat keywords and the flagged orders to judge. */
export const ToJudge = meta.story({
  decorators: [withRouter('/order/autoCheck')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch', { name: /Check new dispatches automatically|自动查重新派单/ })).toBeVisible();
    await expect(await canvas.findByText('已到院')).toBeVisible();
    const table = await canvas.findByRole('table');
    await expect((await within(table).findAllByRole('button', { name: /^(Not duplicate|非重单)$/ })).length).toBeGreaterThan(0);
  },
});

/** "Not duplicate" asks for the reason first. */
export const NotDuplicateNeedsReason = meta.story({
  decorators: [withRouter('/order/autoCheck')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table');
    await userEvent.click((await within(table).findAllByRole('button', { name: /^(Not duplicate|非重单)$/ }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^(Not duplicate|非\s?重\s?单)$/ }));
    await waitFor(() => expect(within(dialog).getByText(/Enter the reason|请输入原因/)).toBeVisible());
  },
});
