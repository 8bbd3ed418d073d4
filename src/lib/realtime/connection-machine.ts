/**
 * One state machine per socket (GUIDE.md section 5), shared by the chat and the push socket:
 *
 *   idle → connecting → authenticating → (syncing, chat only) → live
 *                 ↘ any failure: backoff → connecting …   (never gives up)
 *   terminal: kicked (54 duplicated) · rejected (52 illegal) · auth-failed (1001/1002) · stopped (logout)
 *
 * The machine owns the socket's life: creating it, keepalive every 15 s, declaring it dead after
 * 20 s without any frame, reconnect delays (full jitter, 1 s doubling to a 30 s cap), and the
 * immediate reconnect on `online` and on resume. The protocol on top (chat-client, push-client)
 * owns the meaning of frames and tells the machine when login succeeded, sync finished, or the
 * server ended things for good.
 *
 * Invariants, because each one was a real bug class in socket clients:
 * - exactly one socket at a time: the previous one is detached and closed before the next is
 *   created, and every handler checks it belongs to the current socket, so a late frame or close
 *   from a stale socket can neither be processed nor trigger a second reconnect;
 * - one reconnect timer: it is always cleared before being set;
 * - after a terminal state nothing reconnects (no timer, no lifecycle listener, no socket).
 */
import { type BackoffPolicy, DEFAULT_BACKOFF, backoffDelay } from './backoff.ts';
import { Emitter } from './emitter.ts';
import {
  type Lifecycle,
  type LifecycleEvent,
  type Scheduler,
  SOCKET_OPEN,
  type SocketLike,
  type WebSocketConstructor,
  browserLifecycle,
  defaultWebSocket,
  realScheduler,
} from './environment.ts';
import { type Frame, parseFrame } from './frames.ts';

export type ConnectionState =
  'idle' | 'connecting' | 'authenticating' | 'syncing' | 'live' | 'backoff' | 'kicked' | 'rejected' | 'auth-failed' | 'stopped';

export type TerminalState = 'kicked' | 'rejected' | 'auth-failed' | 'stopped';

export const TERMINAL_STATES: ReadonlySet<ConnectionState> = new Set<ConnectionState>(['kicked', 'rejected', 'auth-failed', 'stopped']);

export function isTerminal(state: ConnectionState): state is TerminalState {
  return TERMINAL_STATES.has(state);
}

export interface MachineTimings {
  /** Send a keepalive this often once logged in (the protocol says at most every 15 s). */
  keepaliveMs: number;
  /** A socket that received no frame at all for this long is dead (protocol: 20 s). */
  deadMs: number;
  backoff: BackoffPolicy;
  /** Hidden at least this long, then visible again, counts as a resume (sleep, minimised window). */
  resumeAfterHiddenMs: number;
  /** A connection that stayed live this long resets the backoff; shorter ones keep escalating. */
  stableMs: number;
}

export const DEFAULT_MACHINE_TIMINGS: MachineTimings = {
  keepaliveMs: 15_000,
  deadMs: 20_000,
  backoff: DEFAULT_BACKOFF,
  resumeAfterHiddenMs: 60_000,
  stableMs: 10_000,
};

/** A handle for one socket; the protocol passes it back so the machine can ignore stale work. */
export interface Link {
  readonly id: number;
}

export interface StateChange {
  from: ConnectionState;
  /** Why: 'start', 'closed', 'dead', 'online', 'resume', 'sync-failed', 'kicked', … */
  reason: string;
  /** The socket the state refers to (0 when none). */
  linkId: number;
  /** In backoff: the delay before the next attempt. */
  delayMs?: number;
  /** Consecutive failed attempts so far. */
  attempt: number;
}

export interface MachineEvents extends Record<string, unknown[]> {
  state: [state: ConnectionState, change: StateChange];
  /** The socket opened: the protocol sends its login frame now. */
  open: [link: Link];
  /** A frame from the current socket (stale sockets never get here). */
  frame: [frame: Frame, link: Link];
}

export interface ConnectionMachineOptions {
  /** For logs and reports: 'chat' or 'push'. */
  name: string;
  url: string;
  WebSocket?: WebSocketConstructor;
  scheduler?: Scheduler;
  /** [0, 1); the jitter source. */
  random?: () => number;
  lifecycle?: Lifecycle;
  timings?: Partial<MachineTimings>;
  /** The keepalive frame (it carries the user's id, which the machine does not know). */
  keepaliveFrame: () => Frame;
  /** The logout frame sent on stop(), when the socket is open. */
  logoutFrame: () => Frame;
}

const noop = () => {};

export class ConnectionMachine extends Emitter<MachineEvents> {
  readonly name: string;
  readonly timings: MachineTimings;
  private readonly url: string;
  private readonly ctor: WebSocketConstructor | undefined;
  private readonly scheduler: Scheduler;
  private readonly random: () => number;
  private readonly lifecycle: Lifecycle;
  private readonly keepalive: () => Frame;
  private readonly logout: () => Frame;

  private currentState: ConnectionState = 'idle';
  private socket: SocketLike | undefined;
  private link: Link | undefined;
  private nextLinkId = 0;
  private attempts = 0;
  private retryTimer: unknown;
  private keepaliveTimer: unknown;
  private deadTimer: unknown;
  private lastFrame = 0;
  private liveSince: number | undefined;
  private hiddenAt: number | undefined;
  private unsubscribe: () => void = noop;
  /** Sockets created so far (diagnostics and tests). */
  socketsOpened = 0;

  constructor(options: ConnectionMachineOptions) {
    super();
    this.name = options.name;
    this.url = options.url;
    this.ctor = options.WebSocket;
    this.scheduler = options.scheduler ?? realScheduler;
    this.random = options.random ?? Math.random;
    this.lifecycle = options.lifecycle ?? browserLifecycle;
    this.timings = { ...DEFAULT_MACHINE_TIMINGS, ...options.timings };
    this.keepalive = options.keepaliveFrame;
    this.logout = options.logoutFrame;
  }

  get state(): ConnectionState {
    return this.currentState;
  }

  /** Consecutive failed attempts (reset after a stable live connection or on `online`). */
  get attempt(): number {
    return this.attempts;
  }

  /** When the last frame arrived on the current socket (scheduler time). */
  get lastFrameAt(): number {
    return this.lastFrame;
  }

  /** Whether a reconnect timer is pending (there is never more than one). */
  get retryPending(): boolean {
    return this.retryTimer !== undefined;
  }

  isCurrent(link: Link | undefined): boolean {
    return link !== undefined && link === this.link && !isTerminal(this.currentState);
  }

  start(): void {
    if (this.currentState !== 'idle') return;
    this.unsubscribe = this.lifecycle.subscribe((event) => this.onLifecycle(event));
    this.connect('start');
  }

  /** Sends on the current socket when it is open; false otherwise (the caller keeps its copy). */
  send(frame: Frame): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== SOCKET_OPEN) return false;
    try {
      socket.send(JSON.stringify(frame));
      return true;
    } catch {
      // A socket that closed between the check and the send: its close event follows.
      return false;
    }
  }

  /** Sends only if `link` is still the current socket (e.g. the ACK of a frame it delivered). */
  sendOn(link: Link, frame: Frame): boolean {
    return this.isCurrent(link) ? this.send(frame) : false;
  }

  /** Login accepted: keepalives start; the chat socket syncs before it is live. */
  loggedIn(link: Link, options: { sync: boolean }): void {
    if (!this.isCurrent(link) || this.currentState !== 'authenticating') return;
    this.scheduleKeepalive();
    this.setState(options.sync ? 'syncing' : 'live', 'logged-in');
  }

  /** Sync finished on this socket: live. */
  synced(link: Link): void {
    if (!this.isCurrent(link) || this.currentState !== 'syncing') return;
    this.setState('live', 'synced');
  }

  /** The current socket is unusable (protocol error, failed sync): drop it and back off. */
  fail(link: Link, reason: string): void {
    if (!this.isCurrent(link)) return;
    this.dropSocket();
    this.scheduleRetry(reason);
  }

  /** The server ended it for good (kickout, illegal, refused login): no reconnect. */
  terminate(link: Link, state: Exclude<TerminalState, 'stopped'>, reason: string = state): void {
    if (!this.isCurrent(link)) return;
    this.finish(state, reason);
  }

  /** Logout: send the logout frame when possible, close, and never reconnect. */
  stop(reason = 'logout'): void {
    if (isTerminal(this.currentState)) return;
    this.send(this.logout());
    this.finish('stopped', reason);
  }

  // -------------------------------------------------------------------------------------------

  private connect(reason: string): void {
    this.clearRetry();
    this.dropSocket();
    const link: Link = { id: ++this.nextLinkId };
    let socket: SocketLike;
    try {
      socket = new (this.ctor ?? defaultWebSocket())(this.url);
    } catch {
      // A bad URL or a missing implementation: treat as a failed attempt, keep trying.
      this.scheduleRetry('socket-error');
      return;
    }
    this.socketsOpened += 1;
    this.socket = socket;
    this.link = link;
    this.lastFrame = this.scheduler.now();
    const current = () => this.socket === socket && this.link === link;
    socket.onopen = () => {
      if (!current()) return;
      this.lastFrame = this.scheduler.now();
      this.armDead();
      this.setState('authenticating', 'open');
      this.emit('open', link);
    };
    socket.onmessage = (event) => {
      if (!current()) return;
      this.lastFrame = this.scheduler.now();
      this.armDead();
      const frame = parseFrame(event.data);
      if (frame) this.emit('frame', frame, link);
    };
    socket.onclose = (event) => {
      if (!current()) return;
      this.fail(link, `closed${event?.code ? ` ${event.code}` : ''}`);
    };
    // An error is followed by a close; if it is not, the dead timer ends the socket.
    socket.onerror = noop;
    this.setState('connecting', reason);
    // The dead timer runs from creation too: a connect that hangs (half-open SYN) must end.
    this.armDead();
  }

  /** Detaches and closes the current socket; its late events then find no listener that acts. */
  private dropSocket(): void {
    this.clearTimer('keepaliveTimer');
    this.clearTimer('deadTimer');
    const socket = this.socket;
    this.socket = undefined;
    this.link = undefined;
    if (!socket) return;
    // No-ops rather than null: the Node `ws` client throws on an 'error' without a listener.
    socket.onopen = noop;
    socket.onmessage = noop;
    socket.onclose = noop;
    socket.onerror = noop;
    try {
      socket.close(1000, 'client');
    } catch {
      // Already closing or closed.
    }
  }

  private scheduleRetry(reason: string): void {
    this.clearRetry();
    const now = this.scheduler.now();
    // A connection that was live for a while proves the path works: start the schedule over.
    if (this.liveSince !== undefined && now - this.liveSince >= this.timings.stableMs) this.attempts = 0;
    this.liveSince = undefined;
    const delayMs = backoffDelay(this.attempts, this.random, this.timings.backoff);
    this.attempts += 1;
    this.setState('backoff', reason, delayMs);
    this.retryTimer = this.scheduler.setTimeout(() => {
      this.retryTimer = undefined;
      if (this.currentState === 'backoff') this.connect('retry');
    }, delayMs);
  }

  private reconnectNow(reason: string): void {
    this.dropSocket();
    this.connect(reason);
  }

  private scheduleKeepalive(): void {
    this.clearTimer('keepaliveTimer');
    this.keepaliveTimer = this.scheduler.setTimeout(() => {
      this.keepaliveTimer = undefined;
      if (!this.socket) return;
      this.send(this.keepalive());
      this.scheduleKeepalive();
    }, this.timings.keepaliveMs);
  }

  private armDead(): void {
    this.clearTimer('deadTimer');
    const due = this.scheduler.now() + this.timings.deadMs;
    const link = this.link;
    this.deadTimer = this.scheduler.setTimeout(() => {
      this.deadTimer = undefined;
      if (!link || !this.isCurrent(link)) return;
      // Timers that fire far too late mean the machine slept: the network is surely back by
      // now or will be soon, so reconnect at once instead of waiting out a backoff.
      const late = this.scheduler.now() - due;
      if (late >= this.timings.keepaliveMs) this.reconnectNow('resume');
      else this.fail(link, 'dead');
    }, this.timings.deadMs);
  }

  private onLifecycle(event: LifecycleEvent): void {
    if (isTerminal(this.currentState) || this.currentState === 'idle') return;
    const now = this.scheduler.now();
    switch (event) {
      case 'online':
        // The network is back: whatever failed before is explained, start the schedule over.
        this.attempts = 0;
        if (this.currentState === 'backoff') this.connect('online');
        else this.probe();
        return;
      case 'offline':
        return;
      case 'hidden':
        this.hiddenAt ??= now;
        return;
      case 'visible': {
        const hiddenFor = this.hiddenAt === undefined ? 0 : now - this.hiddenAt;
        this.hiddenAt = undefined;
        if (hiddenFor >= this.timings.resumeAfterHiddenMs) this.resume();
        return;
      }
    }
  }

  /** After a long hide or sleep: reconnect now unless the socket has shown it is alive. */
  private resume(): void {
    if (this.currentState === 'backoff') {
      this.connect('resume');
      return;
    }
    if (this.scheduler.now() - this.lastFrame >= this.timings.deadMs) this.reconnectNow('resume');
    else this.probe();
  }

  /** A keepalive now: a live link answers with 51, a dead one trips the dead timer. */
  private probe(): void {
    if (this.currentState === 'syncing' || this.currentState === 'live') this.send(this.keepalive());
  }

  private finish(state: TerminalState, reason: string): void {
    this.clearRetry();
    this.dropSocket();
    this.unsubscribe();
    this.unsubscribe = noop;
    this.setState(state, reason);
  }

  private setState(state: ConnectionState, reason: string, delayMs?: number): void {
    const from = this.currentState;
    this.currentState = state;
    if (state === 'live') this.liveSince = this.scheduler.now();
    const change: StateChange = { from, reason, linkId: this.link?.id ?? 0, attempt: this.attempts };
    if (delayMs !== undefined) change.delayMs = delayMs;
    this.emit('state', state, change);
  }

  private clearRetry(): void {
    this.clearTimer('retryTimer');
  }

  private clearTimer(name: 'retryTimer' | 'keepaliveTimer' | 'deadTimer'): void {
    const handle = this[name];
    if (handle !== undefined) this.scheduler.clearTimeout(handle);
    this[name] = undefined;
  }
}
