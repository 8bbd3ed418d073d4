/**
 * Both sandbox sockets on the sandbox's HTTP server: `ws://{host}/ws/chat` and
 * `ws://{host}/ws/push` (the client's configured socket URLs; `ws://127.0.0.1:4010/ws/…` for
 * `npm start`). `attachRealtime` handles the server's `upgrade` for those two paths and returns
 * the hub that tests, the control API and trainers drive (disconnects, kickouts, rejections).
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { SandboxPlatform } from '../platform.ts';
import { CHAT_SOCKET_PATH, ChatSocketServer, resolveAccount } from './chat-socket.ts';
import { type ConnectionInfo, DEFAULT_TIMINGS, type SocketTimings } from './connection.ts';
import { PUSH_SOCKET_PATH, PushSocketServer } from './push-socket.ts';

export { CHAT_SOCKET_PATH } from './chat-socket.ts';
export { PUSH_SOCKET_PATH } from './push-socket.ts';
export type { ConnectionInfo, SocketTimings } from './connection.ts';

export interface RealtimeHub {
  /**
   * Drops the account's chat and push connections abruptly (no close frame), then posts `missed`
   * messages into its chats from the other participants, so they arrive through offline sync.
   * Returns the fingerprints of the posted messages.
   */
  disconnect(account: string, missed?: number): string[];
  /** Kicks the account's chat connections as if it logged in elsewhere (54 `duplicated`). Returns how many. */
  kick(account: string): number;
  /** The account's next chat login gets 52 `illegal` and is closed. */
  rejectNext(account: string): void;
  /** Every open connection of both sockets (diagnostics, tests). */
  connections(): ConnectionInfo[];
  /** Stops handling upgrades and closes every connection. */
  close(): Promise<void>;
}

export type RealtimeOptions = Partial<SocketTimings>;

function pathOf(req: IncomingMessage): string {
  try {
    return new URL(req.url ?? '/', 'http://sandbox').pathname.replace(/\/+$/, '');
  } catch {
    return '';
  }
}

export function attachRealtime(server: Server, platform: SandboxPlatform, options: RealtimeOptions = {}): RealtimeHub {
  const timings: SocketTimings = { ...DEFAULT_TIMINGS, ...options };
  const chat = new ChatSocketServer(platform, timings);
  const push = new PushSocketServer(platform, timings);

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = pathOf(req);
    if (path === CHAT_SOCKET_PATH) chat.handleUpgrade(req, socket, head);
    else if (path === PUSH_SOCKET_PATH) push.handleUpgrade(req, socket, head);
    else if (server.listenerCount('upgrade') === 1) {
      // Nobody else handles upgrades on this server: refuse instead of leaving the socket hanging.
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    }
  };
  server.on('upgrade', onUpgrade);

  const account = (name: string) => {
    const found = resolveAccount(platform, name);
    if (!found) throw new Error(`unknown account "${name}"`);
    return found;
  };

  return {
    disconnect(name, missed = 0) {
      const a = account(name);
      chat.drop(a);
      push.drop(a);
      return missed > 0 ? chat.postMissed(a, missed) : [];
    },
    kick: (name) => chat.kick(account(name)),
    rejectNext: (name) => chat.rejectNext(account(name)),
    connections: () => [...chat.connections(), ...push.connections()],
    close: async () => {
      server.off('upgrade', onUpgrade);
      chat.close();
      push.close();
    },
  };
}
