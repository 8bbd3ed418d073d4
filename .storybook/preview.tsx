import { definePreview } from '@storybook/react-vite';
import addonMsw from 'msw-storybook-addon';
import { setupWorker } from 'msw/browser';
import { configure } from 'storybook/test';
import { AppProviders, createQueryClient } from '@/app/providers.tsx';
import { configureTransport } from '@/lib/http/transport-config.ts';
import { resetSessionCache } from '@/lib/session/session-store.ts';
import { restoreStorybookSandbox, storybookHandlers, storybookSession } from '@mocks/storybook.ts';

configureTransport({ getToken: () => storybookSession.token });
// Play functions wait for what a story must show (findBy…): pages load their data through the
// mock worker first, which on a busy machine takes longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 10_000 });

// Each story gets its own React Query cache so stories never see each other's data.
export default definePreview({
  addons: [
    addonMsw(async () => {
      const worker = setupWorker(...storybookHandlers());
      await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });
      return worker;
    }),
  ],
  decorators: [
    (Story) => (
      <AppProviders queryClient={createQueryClient()}>
        <Story />
      </AppProviders>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  // Every story starts as if on a fresh page: the sandbox at its seed, nothing stored, no session
  // read. The smoke run (scripts/storybook-smoke.ts) renders the stories one after another in one page.
  beforeEach: () => {
    restoreStorybookSandbox();
    localStorage.clear();
    sessionStorage.clear();
    resetSessionCache();
  },
});
