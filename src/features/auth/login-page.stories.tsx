import { MemoryRouter } from 'react-router-dom';
import preview from '../../../.storybook/preview.tsx';
import LoginPage from './login-page.tsx';

const meta = preview.meta({
  title: 'Pages/Login (/login)',
  component: LoginPage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/login']}>
        <Story />
      </MemoryRouter>
    ),
  ],
});

export const Default = meta.story({});
