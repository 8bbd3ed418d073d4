import preview from '../../../.storybook/preview.tsx';
import { withRouter } from '@/testing/story-decorators.tsx';
import { NotificationCenter } from './notification-center.tsx';

const meta = preview.meta({
  title: 'Header/Notification centre',
  component: NotificationCenter,
  decorators: [withRouter()],
});

/** The bell with the unread count of demo-main. */
export const Bell = meta.story({});

/** The drawer open on the all tab, as demo-main sees it in the sandbox. */
export const Open = meta.story({ args: { defaultOpen: true } });
