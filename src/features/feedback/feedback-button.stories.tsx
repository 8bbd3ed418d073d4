import { MemoryRouter } from 'react-router-dom';
import preview from '../../../.storybook/preview.tsx';
import { FeedbackButton } from './feedback-button.tsx';

const meta = preview.meta({
  title: 'Header/Feedback',
  component: FeedbackButton,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/dashbord']}>
        <div style={{ padding: 24 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
});

/** The header button. */
export const Closed = meta.story({});

/** The form open. */
export const Open = meta.story({ args: { defaultOpen: true } });
