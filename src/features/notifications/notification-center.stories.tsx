import { expect, screen, within } from 'storybook/test';
import preview from '../../../.storybook/preview.tsx';
import { withRouter } from '@/testing/story-decorators.tsx';
import { NotificationCenter } from './notification-center.tsx';

const meta = preview.meta({
  title: 'Header/Notification centre',
  component: NotificationCenter,
  decorators: [withRouter()],
});

/** The bell with the unread count of demo-main. */
export const Bell = meta.story({
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: /Notifications, \d+ unread|消息通知，\d+ 条未读/ }),
    ).toBeVisible();
  },
});

/** The drawer open on the all tab, as demo-main sees it in the sandbox. */
export const Open = meta.story({
  args: { defaultOpen: true },
  play: async () => {
    const drawer = within(await screen.findByRole('dialog', { name: /Notifications|消息通知/ }));
    const list = await drawer.findByRole('list', { name: /Notifications|消息通知/ });
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
});
