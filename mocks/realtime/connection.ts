/**
 * One socket connection of the sandbox (chat or push): liveness (a connection silent for longer
 * than the idle timeout is dropped), QoS (a frame with QoS is resent with the same fp until the
 * client ACKs it, a bounded number of times), and a record for diagnostics.
 */
import { type RawData, WebSocket } from 'ws';
import { type Frame, parseFrame } from './frames.ts';

export interface SocketTimings {
  /** Drop a connection that sent nothing for this long (ms). The protocol says 20 s. */
  idleTimeoutMs: number;
  /** Resend an unacknowledged QoS frame after this long (ms). */
  resendDelayMs: number;
  /** Resend it at most this many times, then give up. */
  maxResends: number;
}

export const DEFAULT_TIMINGS: SocketTimings = { idleTimeoutMs: 20_000, resendDelayMs: 5_000, maxResends: 2 };

export type SocketKind = 'chat' | 'push';
export type ConnectionState = 'authenticating' | 'live' | 'closed';

/** What `RealtimeHub.connections()` reports about one connection. */
export interface ConnectionInfo {
  id: number;
  kind: SocketKind;
  state: ConnectionState;
  account: string | null;
  imId: string | null;
  deviceId: string | null;
  connectedAt: number;
  lastFrameAt: number;
  /** Fingerprints of QoS frames sent and not yet acknowledged. */
  unacknowledged: string[];
}

interface Pending {
  frame: Frame;
  resends: number;
  timer: ReturnType<typeof setTimeout>;
}

let nextConnectionId = 0;

export class Connection {
  readonly id = ++nextConnectionId;
  state: ConnectionState = 'authenticating';
  account: string | null = null;
  imId: string | null = null;
  deviceId: string | null = null;
  /** The session token (chat) or push token (push) it authenticated with. */
  token: string | null = null;
  readonly connectedAt: number;
  lastFrameAt: number;
  private readonly pending = new Map<string, Pending>();
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly kind: SocketKind,
    readonly ws: WebSocket,
    private readonly timings: SocketTimings,
    private readonly now: () => number,
    onFrame: (connection: Connection, frame: Frame) => void,
    onClose: (connection: Connection) => void,
  ) {
    this.connectedAt = now();
    this.lastFrameAt = this.connectedAt;
    this.armIdle();
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (this.state === 'closed') return;
      this.lastFrameAt = this.now();
      this.armIdle();
      if (isBinary) return;
      const text = Array.isArray(data)
        ? Buffer.concat(data).toString('utf8')
        : Buffer.isBuffer(data)
          ? data.toString('utf8')
          : Buffer.from(data).toString('utf8');
      const frame = parseFrame(text);
      if (frame) onFrame(this, frame);
    });
    ws.on('close', () => {
      this.cleanUp();
      onClose(this);
    });
    ws.on('error', () => {
      // A broken socket closes right after; nothing else to do.
    });
  }

  get isLive(): boolean {
    return this.state === 'live' && this.ws.readyState === WebSocket.OPEN;
  }

  send(frame: Frame): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(frame));
  }

  /** Sends a QoS frame and resends it (same fp) until acknowledged, at most `maxResends` times. */
  sendQoS(frame: Frame): void {
    const fp = frame.fp;
    if (!fp) throw new Error('a QoS frame needs an fp');
    const previous = this.pending.get(fp);
    if (previous) clearTimeout(previous.timer);
    const entry: Pending = { frame, resends: 0, timer: this.scheduleResend(fp) };
    this.pending.set(fp, entry);
    this.send(frame);
  }

  private scheduleResend(fp: string): ReturnType<typeof setTimeout> {
    const timer = setTimeout(() => {
      const entry = this.pending.get(fp);
      if (!entry || this.state === 'closed') return;
      if (entry.resends >= this.timings.maxResends) {
        this.pending.delete(fp);
        return;
      }
      entry.resends += 1;
      entry.timer = this.scheduleResend(fp);
      this.send(entry.frame);
    }, this.timings.resendDelayMs);
    timer.unref?.();
    return timer;
  }

  /** The client's ACK (type 4) of a QoS frame. */
  acknowledge(fp: string): void {
    const entry = this.pending.get(fp);
    if (!entry) return;
    clearTimeout(entry.timer);
    this.pending.delete(fp);
  }

  /** Sends a last frame (e.g. kickout) and closes with a close frame. */
  close(code: number, reason: string, last?: Frame): void {
    if (this.state === 'closed') return;
    if (last) this.send(last);
    this.cleanUp();
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.close(code, reason);
  }

  /** Drops the connection abruptly (no close frame), like a network failure. */
  terminate(): void {
    this.cleanUp();
    this.ws.terminate();
  }

  info(): ConnectionInfo {
    return {
      id: this.id,
      kind: this.kind,
      state: this.state,
      account: this.account,
      imId: this.imId,
      deviceId: this.deviceId,
      connectedAt: this.connectedAt,
      lastFrameAt: this.lastFrameAt,
      unacknowledged: [...this.pending.keys()],
    };
  }

  private armIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.state !== 'closed') this.terminate();
    }, this.timings.idleTimeoutMs);
    this.idleTimer.unref?.();
  }

  private cleanUp(): void {
    this.state = 'closed';
    if (this.idleTimer) clearTimeout(this.idleTimer);
    for (const entry of this.pending.values()) clearTimeout(entry.timer);
    this.pending.clear();
  }
}
