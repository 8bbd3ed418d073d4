/**
 * Leaving the session from a protected page: the login page is on screen before the session ends,
 * so the protected page never renders without a session (where the guard would say 'login
 * invalid'), even when the login route's chunk is slow to arrive.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '@/app/providers.tsx';
import { getSession, startSession, useSession } from '@/lib/session/session-store.ts';
import { loginResult } from '@/testing/login-result.ts';
import { useLeaveSession } from './use-leave-session.ts';

const withoutSession = vi.fn();

function ProtectedPage() {
  const session = useSession();
  const location = useLocation();
  const leaveSession = useLeaveSession();
  if (!session) {
    withoutSession(location.pathname); // which page rendered without a session
    return <p>no session</p>;
  }
  return (
    <button type="button" onClick={() => void leaveSession()}>
      Log out
    </button>
  );
}

describe('useLeaveSession', () => {
  it('shows the login page before it signs out, however slow the login chunk is', async () => {
    startSession(loginResult());
    const router = createMemoryRouter(
      [
        { path: '/dashbord', element: <ProtectedPage /> },
        {
          path: '/login',
          lazy: async () => {
            await new Promise((resolve) => setTimeout(resolve, 100));
            return { Component: () => <h1>Sign in</h1> };
          },
        },
      ],
      { initialEntries: ['/dashbord'] },
    );
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    await vi.waitFor(() => expect(getSession()).toBeUndefined());
    expect(withoutSession).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/login');
  });
});
