/**
 * Ending the session on this device from the screen (logout, a login elsewhere): leave the
 * protected pages first, so nothing on screen asks for data without a session, drop the cached
 * data, sign out locally, and on the desktop close the main window for the login window.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { getDesktop } from '@/lib/desktop/desktop.ts';
import { sessionEndedOnPurpose } from '@/lib/http/session-invalidation.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { signOutLocally } from '@/lib/session/sign-in.ts';

export function useLeaveSession(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    sessionEndedOnPurpose();
    void navigate(linkTo('login'), { replace: true });
    await queryClient.cancelQueries();
    queryClient.clear();
    signOutLocally();
    getDesktop()?.closeToLogin();
  }, [navigate, queryClient]);
}
