/**
 * Test support (imported by tests only): a WebSocket wrapper that puts network faults between the
 * client and a real server: half-open links (frames swallowed both ways, for good), freezes (the
 * machine sleeps: nothing moves, then everything queued arrives in order, as TCP would deliver
 * it, including a close that happened meanwhile), ACKs lost in either direction, incoming QoS
 * frames duplicated with the copy arriving later (out of order), and abrupt client-side breaks.
 * A live TCP stream never loses a frame and then delivers later ones, so no fault here does that:
 * frames are only ever lost together with the rest of their link.
 *
 * It wraps any WebSocket constructor, e.g. the Node `ws` client, so it needs no Node import.
 */
import type { SocketLike, WebSocketConstructor } from '@/lib/realtime/environment.ts';
import { FRAME, type Frame, parseFrame } from '@/lib/realtime/frames.ts';

export interface FaultCounters {
  duplicated: number;
  droppedClientAcks: number;
  droppedServerAcks: number;
  swallowed: number;
  breaks: number;
}

export class FaultNetwork {
  readonly sockets: FaultSocket[] = [];
  /** Probability that an incoming QoS frame is delivered a second time, later. */
  duplicateRate = 0;
  /** Probability that an ACK the client sends is lost (the server resends the frame). */
  dropClientAckRate = 0;
  /** Probability that an ACK the server sends is lost (the client resends its message). */
  dropServerAckRate = 0;
  /** While frozen nothing moves either way; thaw() delivers what queued up, in order. */
  private frozen = false;
  readonly counters: FaultCounters = { duplicated: 0, droppedClientAcks: 0, droppedServerAcks: 0, swallowed: 0, breaks: 0 };

  constructor(
    private readonly inner: WebSocketConstructor,
    readonly random: () => number = Math.random,
  ) {}

  /** The constructor to give the client. */
  get WebSocket(): WebSocketConstructor {
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    const network = this;
    return class extends FaultSocket {
      constructor(url: string) {
        super(network, new network.inner(url));
      }
    };
  }

  /** Sockets the client has not closed and that have not closed on it. */
  openForClient(): FaultSocket[] {
    return this.sockets.filter((s) => !s.endedForClient);
  }

  /** Every open link goes silent both ways and stays so (the client must notice by itself). */
  halfOpenAll(): void {
    for (const s of this.openForClient()) s.halfOpen = true;
  }

  /** Every open link breaks on the client side (the server notices late or not at all). */
  breakAll(): void {
    for (const s of this.openForClient()) s.breakLink();
  }

  get isFrozen(): boolean {
    return this.frozen;
  }

  freeze(): void {
    this.frozen = true;
  }

  thaw(): void {
    this.frozen = false;
    for (const s of this.sockets) s.flush();
  }

  reset(): void {
    this.duplicateRate = 0;
    this.dropClientAckRate = 0;
    this.dropServerAckRate = 0;
    this.thaw();
  }
}

export class FaultSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  halfOpen = false;
  endedForClient = false;
  /** What queued up while the network was frozen, in order. */
  private inboundQueue: (() => void)[] = [];
  private outboundQueue: string[] = [];

  constructor(
    private readonly network: FaultNetwork,
    private readonly inner: SocketLike,
  ) {
    network.sockets.push(this);
    inner.onopen = (event) =>
      this.inbound(() => {
        if (!this.endedForClient) this.onopen?.(event);
      });
    inner.onmessage = (event) => this.inbound(() => this.deliver(event.data));
    inner.onclose = (event) =>
      this.inbound(() => {
        if (this.endedForClient) return;
        this.endedForClient = true;
        this.onclose?.({ code: event?.code, reason: event?.reason });
      });
    inner.onerror = (event) => {
      if (!this.endedForClient) this.onerror?.(event);
    };
  }

  get readyState(): number {
    return this.endedForClient ? 3 : this.inner.readyState;
  }

  send(data: string): void {
    if (this.endedForClient) return;
    if (this.halfOpen) {
      this.network.counters.swallowed += 1;
      return;
    }
    if (this.network.isFrozen) {
      this.outboundQueue.push(data);
      return;
    }
    this.transmit(data);
  }

  /** After a thaw: what the client sent goes out, then what arrived comes in, both in order. */
  flush(): void {
    const out = this.outboundQueue;
    this.outboundQueue = [];
    for (const data of out) if (!this.endedForClient) this.transmit(data);
    const inbound = this.inboundQueue;
    this.inboundQueue = [];
    for (const run of inbound) run();
  }

  private inbound(run: () => void): void {
    if (this.network.isFrozen || this.inboundQueue.length > 0) this.inboundQueue.push(run);
    else run();
  }

  private transmit(data: string): void {
    const frame = parseFrame(data);
    if (frame?.type === FRAME.Ack && this.network.random() < this.network.dropClientAckRate) {
      this.network.counters.droppedClientAcks += 1;
      return;
    }
    try {
      this.inner.send(data);
    } catch {
      // The wire closed meanwhile; its close event follows.
    }
  }

  close(code?: number, reason?: string): void {
    this.endedForClient = true;
    try {
      this.inner.close(code, reason);
    } catch {
      // already closed
    }
  }

  /** Client-side break: the client sees an abnormal close; the wire is cut without a close frame. */
  breakLink(): void {
    if (this.endedForClient) return;
    this.network.counters.breaks += 1;
    this.endedForClient = true;
    const terminate = (this.inner as SocketLike & { terminate?: () => void }).terminate;
    if (terminate) terminate.call(this.inner);
    else this.inner.close();
    this.onclose?.({ code: 1006, reason: 'network' });
  }

  private deliver(data: unknown): void {
    if (this.endedForClient) return;
    if (this.halfOpen) {
      this.network.counters.swallowed += 1;
      return;
    }
    const text = typeof data === 'string' ? data : String(data);
    const frame: Frame | null = parseFrame(text);
    if (frame?.type === FRAME.Ack && this.network.random() < this.network.dropServerAckRate) {
      this.network.counters.droppedServerAcks += 1;
      return;
    }
    this.onmessage?.({ data: text });
    if (frame?.QoS && this.network.random() < this.network.duplicateRate) {
      this.network.counters.duplicated += 1;
      // The copy arrives later, after frames sent after it: duplicated and out of order.
      setTimeout(() => this.inbound(() => this.deliver(text)), 5 + Math.floor(this.network.random() * 80));
    }
  }
}
