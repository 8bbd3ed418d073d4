/**
 * Runs the realtime session while the main layout's route is shown and someone is signed in.
 *
 * It sits in the entry, beside the lazily loaded layout in the layout route's element, so the
 * sockets start the moment that route is entered (right after sign-in, or at start-up with a
 * stored session) while the layout, the page and the alert UI are still downloading; before, they
 * waited for all three. Public pages (the desktop's message-box window, /test) never start one:
 * a second socket for the same account would log the first one out.
 *
 * The engine itself (realtime-session.ts) is a separate chunk: the login page never downloads it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useSession } from '@/lib/session/session-store.ts';
import type { RealtimeSession, RealtimeSessionOptions } from './realtime-session.ts';

type Loader = () => Promise<{ startRealtimeSession: (options: RealtimeSessionOptions) => RealtimeSession }>;

/** The engine's chunk; also prefetched while someone signs in (main.tsx). */
export const loadRealtimeEngine: Loader = () => import('./realtime-session.ts');

let running: RealtimeSession | undefined;
const listeners = new Set<() => void>();

function publish(next: RealtimeSession | undefined): void {
  running = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The running realtime session, for the screen that shows its alerts; undefined when none runs. */
export function useRealtimeSession(): RealtimeSession | undefined {
  return useSyncExternalStore(
    subscribe,
    () => running,
    () => running,
  );
}

/** A chunk that failed to download (offline at that moment) is asked for again this much later. */
export const ENGINE_RETRY_MS = 5_000;

/** Starts the engine for the signed-in session; `load` is for tests. */
export function RealtimeRunner({ load = loadRealtimeEngine }: { load?: Loader }) {
  const queryClient = useQueryClient();
  const session = useSession();
  const token = session?.token;

  useEffect(() => {
    if (!session) return undefined;
    let handle: RealtimeSession | undefined;
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const start = () =>
      load().then(
        ({ startRealtimeSession }) => {
          if (cancelled) return;
          handle = startRealtimeSession({ session, queryClient });
          publish(handle);
        },
        () => {
          if (!cancelled) retry = setTimeout(() => void start(), ENGINE_RETRY_MS);
        },
      );
    void start();
    return () => {
      cancelled = true;
      clearTimeout(retry);
      if (!handle) return;
      handle.stop();
      if (running === handle) publish(undefined);
    };
    // The engine restarts only for a new session (token), not for every session object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return null;
}
