import { expect, screen, userEvent, within } from 'storybook/test';
import { withRouter } from '@/testing/story-decorators.tsx';
import preview from '../../../.storybook/preview.tsx';
import { ClientTrackButton } from './client-track-button.tsx';

const meta = preview.meta({ title: 'Customer activity/Header button', component: ClientTrackButton });

/** The customer list's header button opens the customer activity in a drawer. */
export const Opens = meta.story({
  decorators: [withRouter('/customer')],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^(Customer activity|客户动态)$/ }));
    const drawer = await screen.findByRole('dialog');
    await expect((await within(drawer).findAllByRole('row')).length).toBeGreaterThan(1);
  },
});
