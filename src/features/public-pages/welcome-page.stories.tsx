import { MemoryRouter } from 'react-router-dom';
import { clearSession } from '@/lib/session/session-store.ts';
import preview from '../../../.storybook/preview.tsx';
import WelcomePage from './welcome-page.tsx';

const meta = preview.meta({
  title: 'Public pages/Welcome',
  component: WelcomePage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/welcome']}>
        <Story />
      </MemoryRouter>
    ),
  ],
});

export const SignedOut = meta.story({ beforeEach: () => clearSession() });
