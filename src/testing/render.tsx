/** Renders a component the way the app does: with the app's providers and a fresh query cache. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders, createQueryClient } from '@/app/providers.tsx';

export function renderWithProviders(ui: ReactElement) {
  const queryClient = createQueryClient();
  return { queryClient, ...render(<AppProviders queryClient={queryClient}>{ui}</AppProviders>) };
}
