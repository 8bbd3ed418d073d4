import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { Outlet, RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './routes/router.tsx';
import { installTransport } from './transport-setup.ts';

installTransport();

// Compared with the build mode literally so production builds drop the panel entirely.
const SandboxPanel =
  import.meta.env.MODE === 'sandbox'
    ? lazy(() => import('@/features/sandbox-panel/sandbox-panel.tsx').then((m) => ({ default: m.SandboxPanel })))
    : undefined;
const router = createAppRouter(<Outlet />);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
      {SandboxPanel && (
        <Suspense>
          <SandboxPanel />
        </Suspense>
      )}
    </AppProviders>
  </StrictMode>,
);
