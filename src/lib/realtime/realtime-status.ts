/**
 * The health of the running sockets, for the alert self-test (settings page): is each socket
 * live, and is it fresh — has any frame arrived within the dead-link window? The realtime bridge
 * publishes the running engine here; screens read a snapshot. Outside the main layout nothing
 * runs, and `probeSocket` checks only that a socket server answers.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ConnectionMachine, ConnectionState } from './connection-machine.ts';
import { DEFAULT_MACHINE_TIMINGS } from './connection-machine.ts';
import type { SocketName } from './realtime.ts';

export interface SocketHealth {
  state: ConnectionState;
  live: boolean;
  /** A frame arrived within the dead-link window (20 s); keepalives arrive every 15 s. */
  fresh: boolean;
  /** Milliseconds since the last frame, or undefined before the first one. */
  lastFrameAgoMs: number | undefined;
}

type Machines = Partial<Record<SocketName, Pick<ConnectionMachine, 'state' | 'lastFrameAt'>>>;

let machines: Machines = {};
const listeners = new Set<() => void>();

/** The bridge publishes the running sockets (and `{}` when they stop). */
export function publishSockets(next: Machines): () => void {
  machines = next;
  for (const listener of listeners) listener();
  return () => {
    if (machines === next) publishSockets({});
  };
}

/** The sockets published now (`{}` when none run). */
export function publishedSockets(): Machines {
  return machines;
}

export function socketHealth(
  machine: Pick<ConnectionMachine, 'state' | 'lastFrameAt'>,
  now: number,
  deadMs = DEFAULT_MACHINE_TIMINGS.deadMs,
): SocketHealth {
  const lastFrameAgoMs = machine.lastFrameAt > 0 ? Math.max(0, now - machine.lastFrameAt) : undefined;
  const live = machine.state === 'live';
  return { state: machine.state, live, fresh: live && lastFrameAgoMs !== undefined && lastFrameAgoMs < deadMs, lastFrameAgoMs };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Health of each running socket (absent: not running here), re-read every `refreshMs`. */
export function useSocketHealth(refreshMs = 1000): Partial<Record<SocketName, SocketHealth>> {
  const running = useSyncExternalStore(
    subscribe,
    () => machines,
    () => machines,
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  const result: Partial<Record<SocketName, SocketHealth>> = {};
  for (const name of ['chat', 'push'] as const) {
    const machine = running[name];
    if (machine) result[name] = socketHealth(machine, now);
  }
  return result;
}

/** Whether a socket server accepts a connection within `timeoutMs` (closed again at once). */
export function probeSocket(url: string, timeoutMs = 5000, WebSocketImpl: typeof WebSocket = WebSocket): Promise<boolean> {
  return new Promise((resolve) => {
    let socket: WebSocket;
    try {
      socket = new WebSocketImpl(url);
    } catch {
      resolve(false);
      return;
    }
    const done = (ok: boolean) => {
      clearTimeout(timer);
      socket.onopen = null;
      socket.onerror = null;
      try {
        socket.close();
      } catch {
        // Already closed.
      }
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.onopen = () => done(true);
    socket.onerror = () => done(false);
  });
}
