import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { isDesktop } from '@/lib/desktop/desktop.ts';
import { bootSession } from '@/lib/session/sign-in.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './routes/router.tsx';
import { syncLocaleOutsideReact } from './locale-sync.ts';
import { installTransport } from './transport-setup.ts';

installTransport();
syncLocaleOutsideReact();
bootSession();

// The layout is its own chunk: the login page never downloads it.
const MainLayout = lazy(() => import('./layout/main-layout.tsx'));
const router = createAppRouter(
  <Suspense>
    <MainLayout />
  </Suspense>,
);

// Only the desktop shell offers updates; browsers never download the dialog.
const UpdateDialog = isDesktop()
  ? lazy(() => import('@/features/shell-dialogs/update-dialog.tsx').then((m) => ({ default: m.UpdateDialog })))
  : undefined;

// Compared with the build mode literally so production builds drop the panel entirely.
const SandboxPanel =
  import.meta.env.MODE === 'sandbox'
    ? lazy(() => import('@/features/sandbox-panel/sandbox-panel.tsx').then((m) => ({ default: m.SandboxPanel })))
    : undefined;

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
      {UpdateDialog && (
        <Suspense>
          <UpdateDialog />
        </Suspense>
      )}
      {SandboxPanel && (
        <Suspense>
          <SandboxPanel />
        </Suspense>
      )}
    </AppProviders>
  </StrictMode>,
);
