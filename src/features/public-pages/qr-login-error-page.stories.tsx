import { MemoryRouter } from 'react-router-dom';
import preview from '../../../.storybook/preview.tsx';
import QrLoginErrorPage from './qr-login-error-page.tsx';

const meta = preview.meta({
  title: 'Public pages/QR sign-in failed',
  component: QrLoginErrorPage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/qrloginerr']}>
        <Story />
      </MemoryRouter>
    ),
  ],
});

export const Default = meta.story({});
