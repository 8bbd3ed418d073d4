import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
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

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^(QR sign-in failed|扫码登录失败)$/)).toBeVisible();
    await expect(canvas.getByText(/The QR code has expired or the sign-in was not confirmed|二维码已失效或未确认登录/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^(Back to sign in|返回登录)$/ })).toBeVisible();
  },
});
