/**
 * The realtime engine of one signed-in session: the chat socket and the push socket, started
 * after login and stopped on sign-out (registered with `onSignOut`, so logout reaches the sockets
 * without the session module knowing them). `reportSocketEvent` is the hook for the socket event
 * log: the caller sends each report with the generated `onWsEvent` (log/onWsEvent); keeping the
 * call out of here keeps this module free of the main gateway and testable without it.
 */
import type { SessionWsEventReport } from '@generated/main/model';
import { config } from '../config/config.ts';
import { formatDateTime } from '../dates/date-format.ts';
import { getDeviceId } from '../http/device-id.ts';
import type { Session } from '../session/session-store.ts';
import { onSignOut } from '../session/sign-in.ts';
import { ChatClient, type ChatTimings } from './chat-client.ts';
import type { ConnectionState, StateChange } from './connection-machine.ts';
import type { Lifecycle, Scheduler, WebSocketConstructor } from './environment.ts';
import type { OfflineFetcher } from './offline-sync.ts';
import { PushClient } from './push-client.ts';
import type { PointerStore } from './sync-pointer.ts';

export type SocketName = 'chat' | 'push';

/** What the log service receives (the body of log/onWsEvent). */
export type SocketEventReport = SessionWsEventReport;

export interface StartRealtimeOptions {
  session: Session;
  /** Defaults: the profile's configured socket URLs. */
  chatSocketUrl?: string;
  pushSocketUrl?: string;
  /** Defaults to the persisted device id (the same as the deviceid request header). */
  deviceId?: string;
  WebSocket?: WebSocketConstructor;
  scheduler?: Scheduler;
  random?: () => number;
  lifecycle?: Lifecycle;
  timings?: Partial<ChatTimings>;
  fetchOffline?: OfflineFetcher;
  pointerStore?: PointerStore;
  /** Called for connects, disconnects, reconnects and terminal events of both sockets. */
  reportSocketEvent?: (report: SocketEventReport) => void;
  /** Stop on sign-out (default true). */
  stopOnSignOut?: boolean;
}

export interface Realtime {
  chat: ChatClient;
  push: PushClient;
  /** Logout frames on both sockets, then close; idempotent. */
  stop(): void;
}

/** The report's event name for a state change, or undefined when it is not worth a log line. */
export function reportedEvent(state: ConnectionState, change: StateChange): string | undefined {
  switch (state) {
    case 'live':
      return change.linkId > 1 ? 'reconnect' : 'connect';
    case 'backoff':
      return 'disconnect';
    case 'kicked':
      return 'duplicated';
    case 'rejected':
      return 'illegal';
    case 'auth-failed':
      return 'auth-failed';
    case 'stopped':
      return 'logout';
    default:
      return undefined;
  }
}

/**
 * User Timing marks for how long the sockets take to come up (`realtime:start`, then
 * `realtime:chat-live` and `realtime:push-live` the first time each is live); the startup bench
 * reads them, and they show in any browser's performance panel. Cheap and silent where the
 * Performance API is missing.
 */
export const REALTIME_MARKS = { start: 'realtime:start', live: (socket: SocketName) => `realtime:${socket}-live` } as const;

function mark(name: string): void {
  try {
    globalThis.performance?.mark?.(name);
  } catch {
    // Marks are diagnostics; never let them break the sockets.
  }
}

export function startRealtime(options: StartRealtimeOptions): Realtime {
  const { session } = options;
  mark(REALTIME_MARKS.start);
  const deviceId = options.deviceId ?? getDeviceId();
  const imId = session.userInfo.imId;
  const shared = {
    WebSocket: options.WebSocket,
    scheduler: options.scheduler,
    random: options.random,
    lifecycle: options.lifecycle,
    timings: options.timings,
  };
  const chat = new ChatClient({
    ...shared,
    imId,
    token: session.token,
    deviceId,
    url: options.chatSocketUrl ?? config.chatSocketUrl,
    fetchOffline: options.fetchOffline,
    pointerStore: options.pointerStore,
  });
  const push = new PushClient({
    ...shared,
    imId,
    pushToken: session.pushToken,
    deviceId,
    url: options.pushSocketUrl ?? config.pushSocketUrl,
  });

  const report = (socket: SocketName, event: string, details: Record<string, unknown>) => {
    if (!options.reportSocketEvent) return;
    try {
      options.reportSocketEvent({
        event,
        content: JSON.stringify({ socket, ...details }),
        eventtime: formatDateTime(Date.now()),
        account: session.userInfo.account,
        hospitalId: session.userInfo.hospitalId,
      });
    } catch {
      // Logging must never break the sockets.
    }
  };
  const marked = new Set<SocketName>();
  const reportStates = (socket: SocketName) => (state: ConnectionState, change: StateChange) => {
    if (state === 'live' && !marked.has(socket)) {
      marked.add(socket);
      mark(REALTIME_MARKS.live(socket));
    }
    const event = reportedEvent(state, change);
    if (event) report(socket, event, { state, ...change });
  };
  chat.on('state', reportStates('chat'));
  push.on('state', reportStates('push'));
  chat.on('too-many-missed', (info) => report('chat', 'too-many-missed', { ...info }));
  chat.on('auth-failed', (failure) => report('chat', 'auth-failed-detail', { ...failure }));

  let unregister: () => void = () => {};
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    unregister();
    chat.stop();
    push.stop();
  };
  if (options.stopOnSignOut ?? true) unregister = onSignOut(stop);

  chat.start();
  push.start();
  return { chat, push, stop };
}
