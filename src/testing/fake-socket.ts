/**
 * A scriptable in-memory WebSocket for the machine's unit tests (imported by tests only): the
 * test opens it, feeds it frames and closes it from the "server" side, and reads what the client
 * sent.
 */
import type { SocketLike } from '@/lib/realtime/environment.ts';
import type { Frame } from '@/lib/realtime/frames.ts';

export class FakeSocket implements SocketLike {
  static instances: FakeSocket[] = [];

  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  readonly sent: Frame[] = [];
  closedByClient = false;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  static reset(): void {
    FakeSocket.instances = [];
  }

  static last(): FakeSocket {
    const socket = FakeSocket.instances.at(-1);
    if (!socket) throw new Error('no socket yet');
    return socket;
  }

  /** Sockets not closed by either side. */
  static openCount(): number {
    return FakeSocket.instances.filter((s) => s.readyState < 2).length;
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(JSON.parse(data) as Frame);
  }

  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }

  // Server side ---------------------------------------------------------------------------------

  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  receive(frame: Partial<Frame> & { type: number }): void {
    this.onmessage?.({ data: JSON.stringify({ dataContent: '{}', from: '0', to: 'h_1', fp: null, QoS: false, typeu: -1, ...frame }) });
  }

  /** The server or the network ends the connection. */
  drop(code = 1006): void {
    this.readyState = 3;
    this.onclose?.({ code });
  }

  sentOfType(type: number): Frame[] {
    return this.sent.filter((f) => f.type === type);
  }
}
