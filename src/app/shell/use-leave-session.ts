/**
 * Ending the session on this device from the screen (logout, a login elsewhere): leave the
 * protected pages first, so nothing on screen asks for data without a session, drop the cached
 * data, sign out locally, and on the desktop close the main window for the login window.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { getDesktop } from '@/lib/desktop/desktop.ts';
import { linkTo } from '@/lib/routing/links.ts';
import { signOutLocally } from '@/lib/session/sign-in.ts';

/** Longest wait for the protected screen to leave (a host that stays on screen must not block logout). */
const LEAVE_WAIT_MS = 2000;

/**
 * Resolves once the component calling the hook (a part of the protected layout) has left the
 * screen. The router finishes a navigation before React commits it (in a transition, after the
 * lazy login route's chunk), so the router's promise alone is too early.
 */
function useGone(): () => Promise<void> {
  const gone = useRef<Promise<void>>(undefined);
  useEffect(() => {
    // A promise per mount (StrictMode mounts twice), resolved when the component leaves.
    let resolve = () => {};
    gone.current = new Promise<void>((done) => {
      resolve = done;
    });
    return () => resolve();
  }, []);
  return useCallback(() => Promise.race([gone.current, new Promise<void>((done) => setTimeout(done, LEAVE_WAIT_MS))]), []);
}

export function useLeaveSession(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const screenGone = useGone();
  return useCallback(async () => {
    // Sign out only once the login page is on screen: signing out while the protected page is
    // still shown made the route guard raise 'login invalid' (whose OK leads to the account
    // centre) over a deliberate logout.
    const leaving = navigate(linkTo('login'), { replace: true });
    await Promise.all([leaving, screenGone()]);
    await queryClient.cancelQueries();
    queryClient.clear();
    signOutLocally();
    getDesktop()?.closeToLogin();
  }, [navigate, queryClient, screenGone]);
}
