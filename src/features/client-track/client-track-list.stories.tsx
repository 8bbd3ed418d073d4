import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import { ClientTrackList } from './client-track-list.tsx';

const meta = preview.meta({ title: 'Customer activity/List and drawer', component: ClientTrackList });

/** The activity rows with the unread count; a row opens its drawer with the customer's history. */
export const Activity = meta.story({
  decorators: [withRouter('/customer')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/\d+ unread|\d+ 条未读/)).toBeVisible();
    const table = await canvas.findByRole('table');
    // The first event's row, once the rows have come (a customer's masked phone is in each).
    const phone = (await within(table).findAllByText(/^\d{3}\*{4}\d{4}$/))[0] as HTMLElement;
    const row = phone.closest('tr') as HTMLElement;
    await waitFor(() => expect(canvasElement.querySelector('.ant-spin-blur')).toBeNull());
    row.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog');
    await expect(await within(drawer).findByText(/This customer’s recent activity|该客户近期动态/)).toBeVisible();
    await expect(await within(drawer).findByRole('list', { name: /recent activity|近期动态/ })).toBeVisible();
  },
});
