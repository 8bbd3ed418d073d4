/**
 * Test helpers for the sandbox sockets (used by *.test.ts only): a seeded platform with a
 * controllable clock, the sandbox HTTP server with both sockets on an ephemeral port, a socket
 * client that records frames and validates every server frame against the frame schemas, and
 * frame builders for the client side.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { WebSocket } from 'ws';
import { buildRealtimeDocument } from '../../scripts/lib/realtime-document.ts';
import type { ChatMessage } from '@generated/chat/model';
import type { ChatEventLogEntry, ChatViewerRow, SandboxAccount, SandboxChat } from '../db/state.ts';
import { createSession, findAccount } from '../domain/session.ts';
import { SandboxPlatform } from '../platform.ts';
import { MemoryStore } from '../store/index.ts';
import type { Frame } from './frames.ts';
import { attachRealtime, type RealtimeHub, type RealtimeOptions } from './hub.ts';

export const MAIN = 'demo-main';
export const SUB = 'demo-sub';

export interface TestPlatform {
  platform: SandboxPlatform;
  clock: { ms: number };
  account(name: string): SandboxAccount;
}

/** A freshly seeded small platform whose clock only moves when the test moves it. */
export function testPlatform(): TestPlatform {
  const clock = { ms: Date.UTC(2026, 10, 22, 2, 0, 0) };
  const platform = new SandboxPlatform({ store: new MemoryStore(), seed: { scale: 0.05 }, now: () => clock.ms });
  return {
    platform,
    clock,
    account(name) {
      const a = findAccount(platform, name);
      if (!a) throw new Error(`no account ${name}`);
      return a;
    },
  };
}

/** A chat's messages, oldest first. */
export function messagesOf(platform: SandboxPlatform, chatId: string): ChatMessage[] {
  return platform.db.messages.list({ where: { chatId }, sort: ['id'] }).map((m) => m.message);
}

/** A viewer's state of a chat, if stored. */
export function viewerStateOf(platform: SandboxPlatform, imId: string, chatId: string): ChatViewerRow | undefined {
  return platform.db.chatViewers.get(`${imId}|${chatId}`);
}

/** A viewer's chat event log, oldest first. */
export function eventLogOf(platform: SandboxPlatform, imId: string): ChatEventLogEntry[] {
  return platform.db.chatEvents.list({ where: { viewer: imId }, sort: ['id'] }).map((e) => e.entry);
}

/** A private customer chat of the account (customer plus the account). */
export function privateChatOf(platform: SandboxPlatform, imId: string): SandboxChat {
  const chat = platform.db.chats
    .list({ where: { chatType: '0' } })
    .find((c) => c.members.some((m) => m.userId === imId) && c.members.some((m) => m.userType === 1));
  if (!chat) throw new Error(`no private chat for ${imId}`);
  return chat;
}

/** A group chat all these staff are members of. */
export function groupChatOf(platform: SandboxPlatform, ...imIds: string[]): SandboxChat {
  const chat = platform.db.chats
    .list({ where: { chatType: '2' } })
    .find((c) => imIds.every((id) => c.members.some((m) => m.userId === id)));
  if (!chat) throw new Error(`no group chat with ${imIds.join(', ')}`);
  return chat;
}

/** A staff account that is in none of these chats. */
export function outsider(platform: SandboxPlatform, ...chats: SandboxChat[]): SandboxAccount {
  const a = platform.db.accounts
    .list()
    .find((acc) => acc.enabled && chats.every((c) => !c.members.some((m) => m.userId === acc.userInfo.imId)));
  if (!a) throw new Error('no outsider');
  return a;
}

export interface TestServer {
  server: Server;
  hub: RealtimeHub;
  port: number;
  /** `ws://127.0.0.1:{port}` */
  wsBase: string;
  close(): Promise<void>;
}

/** Starts the socket server on `port` (0: any free one; a restart passes the port it had). */
export async function startServer(platform: SandboxPlatform, options: RealtimeOptions = {}, port = 0): Promise<TestServer> {
  const server = createServer((_req, res) => {
    res.writeHead(404);
    res.end();
  });
  const hub = attachRealtime(server, platform, options);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    server,
    hub,
    port: bound,
    wsBase: `ws://127.0.0.1:${bound}`,
    close: async () => {
      await hub.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Frame schema validation

let ajv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();

function validator(name: string): ValidateFunction {
  const cached = validators.get(name);
  if (cached) return cached;
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    ajv.addSchema(buildRealtimeDocument() as object, 'realtime');
  }
  const fn = ajv.compile({ $ref: `realtime#/components/schemas/${name}` });
  validators.set(name, fn);
  return fn;
}

const CHAT_PAYLOADS: Record<number, string> = {
  2: 'ChatMessagePayload',
  6: 'ChatReadPayload',
  101: 'ChatGroupNoticePayload',
  50: 'ChatLoginResponsePayload',
  52: 'ChatIllegalPayload',
  54: 'ChatKickoutPayload',
};
const PUSH_PAYLOADS: Record<number, string> = { 2: 'PushNoticePayload', 50: 'PushAuthResponsePayload' };

/** Problems of a server frame against the frame schema and its payload schema; empty when valid. */
export function frameProblems(kind: 'chat' | 'push', frame: unknown): string[] {
  const problems: string[] = [];
  const check = (name: string, value: unknown) => {
    const fn = validator(name);
    if (!fn(value)) problems.push(`${name}: ${JSON.stringify(fn.errors?.slice(0, 5))}`);
  };
  check(kind === 'chat' ? 'ChatInboundFrame' : 'PushInboundFrame', frame);
  const f = frame as Frame;
  const payload = (kind === 'chat' ? CHAT_PAYLOADS : PUSH_PAYLOADS)[f.type];
  if (payload) check(payload, JSON.parse(f.dataContent));
  if (f.QoS && f.fp) {
    const decoded = JSON.parse(f.dataContent) as { fingerPrint?: string };
    if ((f.type === 2 && kind === 'chat') || f.type === 101) {
      if (decoded.fingerPrint !== f.fp) problems.push(`fp ${f.fp} is not the payload's fingerPrint ${decoded.fingerPrint}`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Client

export interface ClientOptions {
  /** ACK every QoS frame at once (default true). */
  autoAck?: boolean;
}

export class TestSocket {
  readonly frames: Frame[] = [];
  /** Frames that broke the schemas, with the problems. */
  readonly invalid: { frame: Frame; problems: string[] }[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  imId = 'anonymous';
  private readonly taken = new Set<number>();
  private listeners: (() => void)[] = [];

  private constructor(
    readonly kind: 'chat' | 'push',
    readonly ws: WebSocket,
    private readonly options: ClientOptions,
  ) {
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as Frame;
      const problems = frameProblems(kind, frame);
      if (problems.length > 0) this.invalid.push({ frame, problems });
      this.frames.push(frame);
      if (frame.QoS && frame.fp && (this.options.autoAck ?? true)) this.ack(frame.fp);
      for (const listener of this.listeners) listener();
    });
  }

  static open(url: string, kind: 'chat' | 'push', options: ClientOptions = {}): Promise<TestSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      const socket = new TestSocket(kind, ws, options);
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  send(frame: Frame): void {
    this.ws.send(JSON.stringify(frame));
  }

  ack(fp: string): void {
    this.send({ type: 4, dataContent: fp, from: this.imId, to: '0', fp: null, QoS: false, typeu: -1 });
  }

  keepalive(): void {
    this.send({ type: 1, dataContent: '{}', from: this.imId, to: '0', fp: null, QoS: false, typeu: -1 });
  }

  /**
   * Resolves once everything the server sent before this call has arrived: frames on one socket
   * come in order, so the answer to a keepalive sent now comes after them. A test proves a frame
   * did NOT come this way, instead of sleeping and hoping the wait was long enough.
   */
  async flushed(): Promise<void> {
    const answered = this.ofType(51).length;
    this.keepalive();
    await this.next((f) => f.type === 51 && this.ofType(51).length > answered);
  }

  /** The first frame not yet taken that matches; waits for it up to `timeoutMs`. */
  next(match: (frame: Frame) => boolean, timeoutMs = 2000): Promise<Frame> {
    return new Promise((resolve, reject) => {
      const look = () => {
        const index = this.frames.findIndex((f, i) => !this.taken.has(i) && match(f));
        if (index < 0) return false;
        this.taken.add(index);
        resolve(this.frames[index] as Frame);
        return true;
      };
      if (look()) return;
      const listener = () => {
        if (look()) done();
      };
      const timer = setTimeout(() => {
        done();
        reject(
          new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames.map((f) => [f.type, f.typeu, f.fp]))}`),
        );
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.listeners = this.listeners.filter((l) => l !== listener);
      };
      this.listeners.push(listener);
    });
  }

  ofType(type: number): Frame[] {
    return this.frames.filter((f) => f.type === type);
  }

  close(): void {
    this.ws.close();
  }
}

export function loginFrame(imId: string, token: string, deviceId: string): Frame {
  return {
    type: 0,
    dataContent: JSON.stringify({ loginUserId: imId, loginToken: token, deviceId, clientType: 'pc', firstLoginTime: 0 }),
    from: imId,
    to: '0',
    fp: null,
    QoS: false,
    typeu: -1,
  };
}

export function pushAuthFrame(imId: string, token: string, deviceId: string): Frame {
  return {
    type: 0,
    dataContent: JSON.stringify({ token, deviceId, clientType: 'pc' }),
    from: imId,
    to: '0',
    fp: null,
    QoS: false,
    typeu: -1,
  };
}

/** Opens the chat socket and logs in with a fresh session of the account; resolves after the login response. */
export async function chatClient(
  t: TestPlatform,
  server: TestServer,
  account: string,
  options: ClientOptions & { deviceId?: string; token?: string } = {},
): Promise<{ socket: TestSocket; login: Frame; token: string }> {
  const a = t.account(account);
  const token = options.token ?? createSession(t.platform, a).token;
  const socket = await TestSocket.open(`${server.wsBase}/ws/chat`, 'chat', options);
  socket.imId = a.userInfo.imId;
  socket.send(loginFrame(a.userInfo.imId, token, options.deviceId ?? `pc-${account}-1`));
  const login = await socket.next((f) => f.type === 50 || f.type === 52);
  return { socket, login, token };
}

export async function pushClient(
  t: TestPlatform,
  server: TestServer,
  account: string,
  token?: string,
): Promise<{ socket: TestSocket; auth: Frame }> {
  const a = t.account(account);
  const pushToken = token ?? createSession(t.platform, a).pushToken;
  const socket = await TestSocket.open(`${server.wsBase}/ws/push`, 'push');
  socket.imId = a.userInfo.imId;
  socket.send(pushAuthFrame(a.userInfo.imId, pushToken, `pc-${account}-1`));
  const auth = await socket.next((f) => f.type === 50);
  return { socket, auth };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const payloadOf = <T>(frame: Frame): T => JSON.parse(frame.dataContent) as T;
