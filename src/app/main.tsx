import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { isDesktop } from '@/lib/desktop/desktop.ts';
import { bootSession } from '@/lib/session/sign-in.ts';
import { AppProviders } from './providers.tsx';
import { prefetchOnFirstInput } from './prefetch.ts';
import { RealtimeRunner, loadRealtimeEngine } from './realtime/realtime-runner.tsx';
import { preloadForAddress } from './routes/preload.ts';
import { AppRoutes } from './routes/router.tsx';
import { syncLocaleOutsideReact } from './locale-sync.ts';
import { installTransport } from './transport-setup.ts';

installTransport();
syncLocaleOutsideReact();
const signedIn = bootSession() !== undefined;

// The layout is its own chunk: the login page never downloads it. The sockets start beside it,
// as soon as its route is entered, not after it has downloaded and rendered.
const loadLayout = () => import('./layout/main-layout.tsx');
const MainLayout = lazy(loadLayout);
// What this address shows starts downloading now, not when the router gets to render it.
preloadForAddress(window.location, signedIn, { layout: loadLayout });
// Signed out: the layout and the engine are fetched while the sign-in form is being filled in.
if (!signedIn) prefetchOnFirstInput([loadLayout, loadRealtimeEngine]);
const layout = (
  <>
    <RealtimeRunner />
    <Suspense>
      <MainLayout />
    </Suspense>
  </>
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
      <HashRouter>
        <AppRoutes layout={layout} />
      </HashRouter>
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
