/** Renders a component the way the app does: with the app's providers and a fresh query cache. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { UrlStateAdapter } from '@/lib/routing/url-state-adapter.tsx';
import { AppProviders, createQueryClient } from '@/app/providers.tsx';

export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  return { queryClient, ...render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>) };
}

/**
 * Renders a page at an address of the app: the providers, a memory router at `path` and the
 * URL-state adapter (list state, route queries), as the app's router gives them.
 */
export function renderAtRoute(ui: ReactElement, path = '/') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <UrlStateAdapter>{ui}</UrlStateAdapter>
    </MemoryRouter>,
  );
}
