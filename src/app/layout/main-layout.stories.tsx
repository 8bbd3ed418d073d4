import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { storybookSession } from '@mocks/storybook.ts';
import preview from '../../../.storybook/preview.tsx';
import { startStorySession } from '@/testing/story-session.tsx';
import MainLayout from './main-layout.tsx';

function LayoutOn({ path }: { path: string }) {
  startStorySession();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <MainLayout />,
        children: [{ path: '*', element: <div style={{ padding: 24 }}>{path}</div>, handle: { titleKey: 'routes.order.alllist' } }],
      },
    ],
    { initialEntries: [path] },
  );
  return <RouterProvider router={router} />;
}

const meta = preview.meta({ title: 'Shell/Main layout', component: LayoutOn });

export const OnAllOrders = meta.story({
  args: { path: '/order/alllist' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The side menu from the account's menus, the header with the signed-in user, the page in main.
    await expect(await canvas.findByRole('menu', { name: /^(main menu|主菜单)$/ })).toBeVisible();
    await expect(await canvas.findByTestId('user-menu')).toHaveTextContent(storybookSession.account.userInfo.realName);
    await expect(within(canvas.getByRole('main')).getByText('/order/alllist')).toBeVisible();
  },
});
