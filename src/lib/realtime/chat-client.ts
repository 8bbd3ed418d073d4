/**
 * The chat socket protocol on top of the connection machine (contracts/realtime/README.md):
 *
 * - login with imId, session token, device id and client type 'pc' (on a reconnect with the
 *   firstLoginTime of the first login response, which marks it as a reconnect);
 * - ACK every QoS frame at once, duplicates included, before anything else: a missing ACK makes
 *   the server resend, and a frame we failed to ACK because our own code threw would come back;
 * - dedupe by fingerprint, so each message, read receipt and group notice is emitted once;
 * - reconnect sync: while syncing, live frames are buffered; the events after the last
 *   fingerprint are fetched and replayed (≤ 100) or reported as too many; the buffer is merged;
 *   only then does the pointer move. A failure anywhere before that leaves the pointer where it
 *   was, so the next sync asks again: events are replayed, never skipped;
 * - the outbox: sent messages are resent with the same fingerprint until the server ACKs them.
 */
import type { ChatGroupNotice, ChatMessage, ChatOfflineRecord, ChatReadEvent } from '@generated/chat/model';
import { ApiError } from '../http/api-error.ts';
import { randomUuid } from '../http/random-id.ts';
import {
  type ConnectionState,
  ConnectionMachine,
  isTerminal,
  type Link,
  type MachineTimings,
  type StateChange,
} from './connection-machine.ts';
import { Emitter } from './emitter.ts';
import { type Lifecycle, type Scheduler, type WebSocketConstructor, realScheduler } from './environment.ts';
import { FingerprintSet } from './fingerprint-set.ts';
import {
  type ChatIllegalPayload,
  type ChatKickoutPayload,
  type ChatLoginResponsePayload,
  type ChatSendMessagePayload,
  FRAME,
  type Frame,
  ackFrame,
  chatLoginFrame,
  decodeContent,
  keepaliveFrame,
  logoutFrame,
  sendMessageFrame,
} from './frames.ts';
import { type OfflineFetcher, REPLAY_LIMIT, SyncAbandoned, fetchOfflineEvents, gatewayOfflineFetcher } from './offline-sync.ts';
import { Outbox, type OutboxStatus } from './outbox.ts';
import { type PointerStore, SyncPointer } from './sync-pointer.ts';

export interface EventMeta {
  fingerPrint: string;
  /** 'live': from the socket; 'sync': replayed by offline sync (the UI may skip alerts). */
  source: 'live' | 'sync';
}

export interface AuthFailure {
  /** 1001 token invalid, 1002 account disabled, or the HTTP error code of the sync call. */
  code: number | string;
  msg?: string;
  /** True when this client had been logged in before: the "reconnect authentication failure". */
  reconnect: boolean;
  /** 'login': the login response; 'offline-sync': the sync call (the transport already reacted). */
  source: 'login' | 'offline-sync';
}

export interface TooManyMissed {
  /** Events after the pointer when the client came back. */
  total: number;
  /** The fingerprint the client asked after. */
  after: string;
}

export interface SyncSummary {
  total: number;
  replayed: number;
  /** Live frames that arrived during the sync and were merged after it. */
  buffered: number;
  tooManyMissed: boolean;
}

export interface ChatClientEvents extends Record<string, unknown[]> {
  message: [message: ChatMessage, meta: EventMeta];
  read: [read: ChatReadEvent, meta: EventMeta];
  'group-notice': [notice: ChatGroupNotice, meta: EventMeta];
  state: [state: ConnectionState, change: StateChange];
  kicked: [payload: ChatKickoutPayload];
  rejected: [payload: ChatIllegalPayload];
  'auth-failed': [failure: AuthFailure];
  'too-many-missed': [info: TooManyMissed];
  synced: [summary: SyncSummary];
  outbox: [fingerPrint: string, status: OutboxStatus];
}

export interface ChatTimings extends MachineTimings {
  /** Resend an unacknowledged message after this long (designed: 5 s). */
  resendMs: number;
  /** Resends on one socket before giving up (designed: 2). */
  maxResends: number;
}

export interface ChatClientOptions {
  imId: string;
  token: string;
  deviceId: string;
  url: string;
  /** Key of the persisted pointer; defaults to the imId. */
  account?: string;
  WebSocket?: WebSocketConstructor;
  scheduler?: Scheduler;
  random?: () => number;
  lifecycle?: Lifecycle;
  timings?: Partial<ChatTimings>;
  /** Defaults to the chat gateway's offline messages call. */
  fetchOffline?: OfflineFetcher;
  pointerStore?: PointerStore;
  replayLimit?: number;
  dedupeCapacity?: number;
}

/** A message to send; the fingerprint is generated when not given. */
export type OutgoingMessage = Omit<ChatSendMessagePayload, 'fingerPrint'> & { fingerPrint?: string };

export class ChatClient extends Emitter<ChatClientEvents> {
  readonly machine: ConnectionMachine;
  readonly pointer: SyncPointer;
  private readonly imId: string;
  private readonly token: string;
  private readonly deviceId: string;
  private readonly fetchOffline: OfflineFetcher;
  private readonly replayLimit: number;
  private readonly seen: FingerprintSet;
  private readonly outbox: Outbox;
  /** Live event frames that arrived while syncing, in arrival order. */
  private buffer: Frame[] = [];
  /** From the first login response; sent back on reconnects. */
  private firstLoginTime = 0;
  /** How often an event moved the pointer; each message sent remembers the count when it was queued. */
  private handled = 0;
  private readonly handledWhenSent = new Map<string, number>();

  constructor(options: ChatClientOptions) {
    super();
    this.imId = options.imId;
    this.token = options.token;
    this.deviceId = options.deviceId;
    this.fetchOffline = options.fetchOffline ?? gatewayOfflineFetcher;
    this.replayLimit = options.replayLimit ?? REPLAY_LIMIT;
    this.seen = new FingerprintSet(options.dedupeCapacity);
    this.pointer = new SyncPointer(options.account ?? options.imId, options.pointerStore);
    const scheduler = options.scheduler ?? realScheduler;
    this.machine = new ConnectionMachine({
      name: 'chat',
      url: options.url,
      WebSocket: options.WebSocket,
      scheduler,
      random: options.random,
      lifecycle: options.lifecycle,
      timings: options.timings,
      keepaliveFrame: () => keepaliveFrame(this.imId),
      logoutFrame: () => logoutFrame(this.imId),
    });
    this.outbox = new Outbox({
      scheduler,
      resendMs: options.timings?.resendMs ?? 5_000,
      maxResends: options.timings?.maxResends ?? 2,
      transmit: (frame) => this.machine.state === 'live' && this.machine.send(frame),
      onStatus: (fp, status) => this.emit('outbox', fp, status),
    });
    this.machine.on('open', (link) => this.login(link));
    this.machine.on('frame', (frame, link) => this.onFrame(frame, link));
    this.machine.on('state', (state, change) => {
      if (state === 'live') this.outbox.connected();
      else if (isTerminal(state)) {
        this.outbox.abandon();
        this.handledWhenSent.clear();
      } else this.outbox.disconnected();
      this.emit('state', state, change);
    });
  }

  get state(): ConnectionState {
    return this.machine.state;
  }

  start(): void {
    this.machine.start();
  }

  /** Logout: the logout frame, close, no reconnect. */
  stop(): void {
    this.machine.stop();
  }

  /**
   * Queues a message; it goes out now when live, else on the next live socket, and is resent
   * with the same fingerprint until acknowledged. Returns the fingerprint.
   */
  send(message: OutgoingMessage): string {
    const fingerPrint = message.fingerPrint ?? randomUuid();
    const payload: ChatSendMessagePayload = { ...message, fingerPrint };
    // Our own message comes back through offline sync (the server logs it for every member):
    // it is already on screen, so it must not be emitted as an incoming one.
    this.seen.add(fingerPrint);
    if (isTerminal(this.machine.state)) {
      // Kicked, rejected or logged out: no socket will ever carry it.
      this.emit('outbox', fingerPrint, 'failed');
      return fingerPrint;
    }
    if (!this.handledWhenSent.has(fingerPrint)) this.handledWhenSent.set(fingerPrint, this.handled);
    this.outbox.add(sendMessageFrame(this.imId, payload));
    return fingerPrint;
  }

  /** Fingerprints sent and not yet acknowledged. */
  pendingMessages(): string[] {
    return this.outbox.pending();
  }

  /**
   * Gives sync a starting point when this account has none yet (first login on this device): the
   * newest fingerprint of the chat list the UI loaded. Without one there is nothing to ask after,
   * so a disconnect before the first event would go unsynced.
   */
  seedSyncAnchor(fingerPrint: string): void {
    this.pointer.seed(fingerPrint);
  }

  // -------------------------------------------------------------------------------------------

  private login(link: Link): void {
    this.machine.sendOn(
      link,
      chatLoginFrame({
        loginUserId: this.imId,
        loginToken: this.token,
        deviceId: this.deviceId,
        clientType: 'pc',
        firstLoginTime: this.firstLoginTime,
      }),
    );
  }

  private onFrame(frame: Frame, link: Link): void {
    // ACK first, duplicates included: the server resends until it hears from us.
    if (frame.QoS && frame.fp) this.machine.sendOn(link, ackFrame(this.imId, frame.fp));
    switch (frame.type) {
      case FRAME.LoginResponse:
        this.onLoginResponse(frame, link);
        return;
      case FRAME.Ack: {
        // Our own message is an event of our log too. Frames on one socket arrive in order, so
        // everything the server logged before it has been handled by now: the pointer may move,
        // which gives an account that only sends a starting point for its next sync. Only when
        // no event was handled since the message was queued, though: an ACK that comes late (the
        // first was lost, the resend is acknowledged) follows newer events, and moving the pointer
        // back to the message would make the next session on this device replay them.
        const fp = frame.dataContent;
        const handledWhenSent = this.handledWhenSent.get(fp);
        this.handledWhenSent.delete(fp);
        if (this.outbox.ack(fp) && this.machine.state === 'live' && handledWhenSent === this.handled) this.pointer.set(fp);
        return;
      }
      case FRAME.Data:
      case FRAME.Read:
      case FRAME.GroupNotice:
        if (this.machine.state === 'live') this.handleLive(frame);
        else this.buffer.push(frame);
        return;
      case FRAME.Illegal: {
        const payload = decodeContent<ChatIllegalPayload>(frame) ?? { errorCode: 'illegal', errorMsg: '' };
        this.machine.terminate(link, 'rejected', 'illegal');
        this.emit('rejected', payload);
        return;
      }
      case FRAME.Kickout: {
        const payload = decodeContent<ChatKickoutPayload>(frame) ?? { code: 'duplicated', reason: '' };
        this.machine.terminate(link, 'kicked', 'duplicated');
        this.emit('kicked', payload);
        return;
      }
      default:
        // 51 keepalive responses only prove liveness (the machine saw the frame); others are new.
        return;
    }
  }

  private onLoginResponse(frame: Frame, link: Link): void {
    if (this.machine.state !== 'authenticating') return;
    const payload = decodeContent<ChatLoginResponsePayload>(frame);
    if (!payload || payload.code !== 0) {
      const reconnect = this.firstLoginTime > 0;
      this.machine.terminate(link, 'auth-failed', `login ${payload?.code ?? 'unreadable'}`);
      this.emit('auth-failed', { code: payload?.code ?? 'unreadable', msg: payload?.msg, reconnect, source: 'login' });
      return;
    }
    if (this.firstLoginTime === 0 && payload.firstLoginTime) this.firstLoginTime = payload.firstLoginTime;
    const after = this.pointer.get();
    this.machine.loggedIn(link, { sync: after !== undefined });
    if (after !== undefined) void this.sync(link, after);
  }

  /** The pointer past a handled event. */
  private moveTo(fingerPrint: string): void {
    this.handled += 1;
    this.pointer.set(fingerPrint);
  }

  /** A live event frame: emit once, then move the pointer past it. */
  private handleLive(frame: Frame): void {
    if (!frame.fp) return;
    if (this.dispatch(frame.type, frame.fp, decodeContent(frame), 'live')) this.moveTo(frame.fp);
  }

  /** Emits an event unless its fingerprint was handled; returns whether it was new. */
  private dispatch(type: number, fingerPrint: string, payload: unknown, source: EventMeta['source']): boolean {
    if (!this.seen.add(fingerPrint)) return false;
    // An unreadable payload is still "handled": waiting for it again would never end.
    if (!payload) return true;
    const meta: EventMeta = { fingerPrint, source };
    if (type === FRAME.Data) this.emit('message', payload as ChatMessage, meta);
    else if (type === FRAME.Read) this.emit('read', payload as ChatReadEvent, meta);
    else if (type === FRAME.GroupNotice) this.emit('group-notice', payload as ChatGroupNotice, meta);
    return true;
  }

  private replay(record: ChatOfflineRecord): void {
    const payload = record.event === 2 ? record.message : record.event === 6 ? record.read : record.notice;
    this.dispatch(record.event, record.fingerPrint, payload, 'sync');
  }

  private async sync(link: Link, after: string): Promise<void> {
    this.buffer = [];
    const wanted = () => this.machine.isCurrent(link) && this.machine.state === 'syncing';
    let result;
    try {
      result = await fetchOfflineEvents(this.fetchOffline, after, { replayLimit: this.replayLimit, stillWanted: wanted });
    } catch (error) {
      if (error instanceof SyncAbandoned || !wanted()) return;
      if (error instanceof ApiError && error.kind === 'session') {
        this.machine.terminate(link, 'auth-failed', 'offline-sync session');
        this.emit('auth-failed', { code: error.code, msg: error.message, reconnect: true, source: 'offline-sync' });
        return;
      }
      // The buffered frames were ACKed but are after the pointer: the next sync fetches them.
      this.buffer = [];
      this.machine.fail(link, 'sync-failed');
      return;
    }
    if (!wanted()) return;

    const tooMany = result.total > this.replayLimit;
    for (const record of result.records) {
      this.replay(record);
      if (!wanted()) return; // a listener stopped the client
    }
    if (tooMany) this.emit('too-many-missed', { total: result.total, after });

    const buffered = this.buffer;
    this.buffer = [];
    for (const frame of buffered) {
      if (frame.fp) this.dispatch(frame.type, frame.fp, decodeContent(frame), 'live');
      if (!wanted()) return;
    }
    // The newest event in server order: a buffered frame the fetch did not include came after
    // everything it returned; otherwise the fetch's end is the newest. Frames on one socket come
    // in server order, but a frame the server resent (our ACK was lost) or one the network
    // duplicated arrives again after newer ones: only a frame's first arrival says where it
    // stands. Taking the last arrival instead could move the pointer back, and the next session
    // on this device would replay what this one already showed.
    const lastBuffered = lastFirstArrival(buffered);
    const newest = lastBuffered && !result.fingerPrints.has(lastBuffered) ? lastBuffered : (result.newest ?? lastBuffered);
    if (newest) this.moveTo(newest);

    this.emit('synced', {
      total: result.total,
      replayed: tooMany ? 0 : result.records.length,
      buffered: buffered.length,
      tooManyMissed: tooMany,
    });
    this.machine.synced(link);
  }
}

/** The fingerprint whose first arrival among the frames is the latest. */
function lastFirstArrival(frames: readonly Frame[]): string | undefined {
  const arrived = new Set<string>();
  for (const frame of frames) if (frame.fp) arrived.add(frame.fp);
  // A Set keeps first-insertion order.
  return [...arrived].at(-1);
}
