import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
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

export const SignedOut = meta.story({
  beforeEach: () => clearSession(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^(Welcome to the hospital workbench|欢迎使用医美机构工作台)$/)).toBeVisible();
    // Signed out: the way in is signing in, not the workbench.
    await expect(canvas.getByRole('link', { name: /^(Sign in|登\s?录)$/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Enter the workbench|进入工作台/ })).not.toBeInTheDocument();
  },
});
