import { RouterProvider, createMemoryRouter } from 'react-router-dom';
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

export const OnAllOrders = meta.story({ args: { path: '/order/alllist' } });
