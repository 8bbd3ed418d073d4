/**
 * The push socket: a second instance of the same connection machine, authenticated with the push
 * token (wsNotificationToken). It carries system notices `{type, text, assid}` as QoS frames:
 * each is ACKed at once (duplicates included) and emitted once per fingerprint. A refused push
 * token (50 with code ≠ 0) stops it until the next login. There is no offline sync for pushes:
 * the notification centre's list and unread count are the record of what was missed.
 */
import type { ConnectionState, MachineTimings, StateChange, Link } from './connection-machine.ts';
import { ConnectionMachine } from './connection-machine.ts';
import { Emitter } from './emitter.ts';
import type { Lifecycle, Scheduler, WebSocketConstructor } from './environment.ts';
import { FingerprintSet } from './fingerprint-set.ts';
import {
  FRAME,
  type Frame,
  type PushAuthResponsePayload,
  type PushNoticePayload,
  ackFrame,
  decodeContent,
  keepaliveFrame,
  logoutFrame,
  pushAuthFrame,
} from './frames.ts';

export type PushNotice = PushNoticePayload;

export interface PushClientEvents extends Record<string, unknown[]> {
  notice: [notice: PushNotice, meta: { fingerPrint: string }];
  state: [state: ConnectionState, change: StateChange];
  'auth-failed': [failure: { code: number | string; msg?: string }];
}

export interface PushClientOptions {
  /** The user's imId, the `from` of client frames. */
  imId: string;
  pushToken: string;
  deviceId: string;
  url: string;
  WebSocket?: WebSocketConstructor;
  scheduler?: Scheduler;
  random?: () => number;
  lifecycle?: Lifecycle;
  timings?: Partial<MachineTimings>;
  dedupeCapacity?: number;
}

export class PushClient extends Emitter<PushClientEvents> {
  readonly machine: ConnectionMachine;
  private readonly seen: FingerprintSet;

  constructor(private readonly options: PushClientOptions) {
    super();
    this.seen = new FingerprintSet(options.dedupeCapacity);
    this.machine = new ConnectionMachine({
      name: 'push',
      url: options.url,
      WebSocket: options.WebSocket,
      scheduler: options.scheduler,
      random: options.random,
      lifecycle: options.lifecycle,
      timings: options.timings,
      keepaliveFrame: () => keepaliveFrame(options.imId),
      logoutFrame: () => logoutFrame(options.imId),
    });
    this.machine.on('open', (link) =>
      this.machine.sendOn(link, pushAuthFrame(options.imId, { token: options.pushToken, deviceId: options.deviceId, clientType: 'pc' })),
    );
    this.machine.on('frame', (frame, link) => this.onFrame(frame, link));
    this.machine.on('state', (state, change) => this.emit('state', state, change));
  }

  get state(): ConnectionState {
    return this.machine.state;
  }

  start(): void {
    this.machine.start();
  }

  stop(): void {
    this.machine.stop();
  }

  private onFrame(frame: Frame, link: Link): void {
    if (frame.QoS && frame.fp) this.machine.sendOn(link, ackFrame(this.options.imId, frame.fp));
    if (frame.type === FRAME.LoginResponse) {
      if (this.machine.state !== 'authenticating') return;
      const payload = decodeContent<PushAuthResponsePayload>(frame);
      if (payload?.code === 0) {
        this.machine.loggedIn(link, { sync: false });
        return;
      }
      this.machine.terminate(link, 'auth-failed', `auth ${payload?.code ?? 'unreadable'}`);
      this.emit('auth-failed', { code: payload?.code ?? 'unreadable', msg: payload?.msg });
      return;
    }
    if (frame.type !== FRAME.Data || !frame.fp) return;
    if (!this.seen.add(frame.fp)) return;
    const notice = decodeContent<PushNoticePayload>(frame);
    if (notice) this.emit('notice', notice, { fingerPrint: frame.fp });
  }
}
