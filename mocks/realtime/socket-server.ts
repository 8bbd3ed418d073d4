/**
 * What the sandbox's chat and push socket servers share: upgrading HTTP requests to connections
 * (with their keepalive, idle timeout and QoS resends, in connection.ts), the set of open
 * connections, listening to platform events, and closing everything. Each server adds its
 * protocol: how frames are answered and which platform events it forwards.
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { PlatformEvent, SandboxPlatform } from '../platform.ts';
import { Connection, type ConnectionInfo, type SocketTimings } from './connection.ts';
import type { Frame } from './frames.ts';

export abstract class SocketServer {
  private readonly wss = new WebSocketServer({ noServer: true });
  protected readonly live = new Set<Connection>();
  private readonly unsubscribe: () => void;

  protected constructor(
    private readonly kind: 'chat' | 'push',
    protected readonly platform: SandboxPlatform,
    private readonly timings: SocketTimings,
  ) {
    this.unsubscribe = platform.subscribe((event) => this.onPlatformEvent(event));
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      const connection = new Connection(
        this.kind,
        ws,
        this.timings,
        () => this.platform.now(),
        (c, frame) => this.onFrame(c, frame),
        (c) => this.live.delete(c),
      );
      this.live.add(connection);
    });
  }

  connections(): ConnectionInfo[] {
    return [...this.live].filter((c) => c.state !== 'closed').map((c) => c.info());
  }

  close(): void {
    this.unsubscribe();
    for (const c of this.live) c.terminate();
    this.live.clear();
    this.wss.close();
  }

  protected abstract onFrame(c: Connection, frame: Frame): void;
  protected abstract onPlatformEvent(event: PlatformEvent): void;
}
