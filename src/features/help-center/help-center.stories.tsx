import preview from '../../../.storybook/preview.tsx';
import { withRouter } from '@/testing/story-decorators.tsx';
import { HelpCenter } from './help-center.tsx';

const meta = preview.meta({
  title: 'Header/Help centre',
  component: HelpCenter,
  decorators: [withRouter()],
});

/** The header button. */
export const Closed = meta.story({});

/** The drawer on the help articles. */
export const Articles = meta.story({ args: { defaultOpen: true } });

/** The drawer on the announcements. */
export const Announcements = meta.story({ args: { defaultOpen: true, defaultTab: 'announcements' } });
