import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
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

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Sign in to the hospital workbench|登录医美机构工作台/)).toBeVisible();
    for (const tab of [/^(Account|账号登录)$/, /^(Phone|手机登录)$/, /^(Account centre|账号中心)$/])
      await expect(canvas.getByRole('tab', { name: tab })).toBeVisible();
    await expect(within(canvas.getByRole('tabpanel')).getByLabelText(/^(Account|账号)$/)).toBeVisible();
    await expect(canvas.getByLabelText(/^(Password|密码)$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^(Sign in|登\s?录)$/ })).toBeEnabled();
  },
});
