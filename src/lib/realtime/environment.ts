/**
 * What the connection machine needs from its surroundings, injectable so tests drive it with fake
 * timers, a seeded random and synthetic network / visibility events:
 * - a scheduler (clock and one-shot timers);
 * - a lifecycle source: the browser's `online` / `offline` events and page visibility;
 * - a WebSocket constructor (the browser's, or the Node `ws` client in tests).
 */

export interface Scheduler {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realScheduler: Scheduler = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type LifecycleEvent = 'online' | 'offline' | 'visible' | 'hidden';

export interface Lifecycle {
  /** Calls the listener on each event; returns the unsubscribe function. */
  subscribe(listener: (event: LifecycleEvent) => void): () => void;
}

/** The browser's events; a no-op where there is no window (Node, workers). */
export const browserLifecycle: Lifecycle = {
  subscribe(listener) {
    const win = globalThis.window as Window | undefined;
    const doc = globalThis.document as Document | undefined;
    if (!win || !doc) return () => {};
    const online = () => listener('online');
    const offline = () => listener('offline');
    const visibility = () => listener(doc.visibilityState === 'hidden' ? 'hidden' : 'visible');
    win.addEventListener('online', online);
    win.addEventListener('offline', offline);
    doc.addEventListener('visibilitychange', visibility);
    return () => {
      win.removeEventListener('online', online);
      win.removeEventListener('offline', offline);
      doc.removeEventListener('visibilitychange', visibility);
    };
  },
};

/** The part of a WebSocket the engine uses; both the browser's and the `ws` client have it. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code?: number; reason?: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketConstructor = new (url: string) => SocketLike;

export const SOCKET_OPEN = 1;

/** The platform WebSocket; throws at connect time (not import time) where there is none. */
export function defaultWebSocket(): WebSocketConstructor {
  const ctor = (globalThis as { WebSocket?: unknown }).WebSocket;
  if (typeof ctor !== 'function') throw new Error('realtime: no WebSocket implementation available');
  return ctor as WebSocketConstructor;
}
