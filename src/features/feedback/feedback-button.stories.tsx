import preview from '../../../.storybook/preview.tsx';
import { withRouter } from '@/testing/story-decorators.tsx';
import { FeedbackButton } from './feedback-button.tsx';

const meta = preview.meta({
  title: 'Header/Feedback',
  component: FeedbackButton,
  decorators: [withRouter()],
});

/** The header button. */
export const Closed = meta.story({});

/** The form open. */
export const Open = meta.story({ args: { defaultOpen: true } });
