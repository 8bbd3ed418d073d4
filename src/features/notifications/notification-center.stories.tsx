import { MemoryRouter } from 'react-router-dom';
import preview from '../../../.storybook/preview.tsx';
import { NotificationCenter } from './notification-center.tsx';

const meta = preview.meta({
  title: 'Header/Notification centre',
  component: NotificationCenter,
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

/** The bell with the unread count of demo-main. */
export const Bell = meta.story({});

/** The drawer open on the all tab, as demo-main sees it in the sandbox. */
export const Open = meta.story({ args: { defaultOpen: true } });
