/**
 * The chat client against the REAL sandbox socket server (mocks/realtime, started on an ephemeral
 * port like mocks/realtime/test-support.ts does) and the sandbox's chat gateway handlers answering
 * the chat gateway client's offline call through msw/node on the test profile's host.
 */
import { WebSocket as NodeWebSocket } from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@generated/chat/model';
import { markRead, postMessage } from '@mocks/domain/chat/index.ts';
import { createSession, endSession } from '@mocks/domain/session.ts';
import { chatHandlers } from '@mocks/handlers/chat/index.ts';
import type { TestSocket } from '@mocks/realtime/test-support.ts';
import {
  MAIN,
  messagesOf,
  chatClient,
  groupChatOf,
  privateChatOf,
  startServer,
  testPlatform,
  type TestPlatform,
  type TestServer,
} from '@mocks/realtime/test-support.ts';
import { configureTransport, resetTransport } from '../http/transport-config.ts';
import { clearMemoryStore, readText, storageKey } from '../storage/local-store.ts';
import { ChatClient, type ChatClientOptions, type EventMeta } from './chat-client.ts';
import type { ConnectionState } from './connection-machine.ts';
import type { WebSocketConstructor } from './environment.ts';
import { FRAME, parseFrame } from './frames.ts';
import { FaultNetwork } from '@/testing/fault-network.ts';
import type { OutboxStatus } from './outbox.ts';
import { installLoopbackGateways, noLifecycle, until } from '@/testing/realtime-harness.ts';
import { expectEvery } from '../../../test-support/expect-every.ts';

const http = installLoopbackGateways();

const clients: ChatClient[] = [];
const extraSockets: TestSocket[] = [];
let sandbox: TestServer | undefined;

afterEach(async () => {
  for (const c of clients.splice(0)) c.stop();
  for (const s of extraSockets.splice(0)) s.close();
  await sandbox?.close();
  sandbox = undefined;
  http.resetHandlers();
  resetTransport();
  clearMemoryStore();
});

const FAST = { backoff: { baseMs: 30, capMs: 200 }, resendMs: 300 };

async function setup(serverOptions: Parameters<typeof startServer>[1] = {}) {
  const t = testPlatform();
  sandbox = await startServer(t.platform, { resendDelayMs: 200, ...serverOptions });
  http.use(...chatHandlers(t.platform));
  const account = t.account(MAIN);
  const session = createSession(t.platform, account);
  configureTransport({ getToken: () => session.token });
  return { t, server: sandbox, session, imId: account.userInfo.imId };
}

interface Recorder {
  client: ChatClient;
  messages: { message: ChatMessage; meta: EventMeta }[];
  states: ConnectionState[];
  outbox: Map<string, OutboxStatus>;
  events: string[];
}

function connect(
  ctx: { server: TestServer; session: { token: string }; imId: string },
  options: Partial<ChatClientOptions> = {},
): Recorder {
  const client = new ChatClient({
    imId: ctx.imId,
    token: ctx.session.token,
    deviceId: 'pc-realtime-test',
    url: `${ctx.server.wsBase}/ws/chat`,
    WebSocket: NodeWebSocket as unknown as WebSocketConstructor,
    lifecycle: noLifecycle,
    timings: FAST,
    ...options,
  });
  clients.push(client);
  const r: Recorder = { client, messages: [], states: [], outbox: new Map(), events: [] };
  client.on('message', (message, meta) => r.messages.push({ message, meta }));
  client.on('state', (s) => r.states.push(s));
  client.on('outbox', (fp, status) => r.outbox.set(fp, status));
  for (const name of ['kicked', 'rejected', 'auth-failed', 'too-many-missed', 'synced', 'read', 'group-notice'] as const) {
    client.on(name, () => r.events.push(name));
  }
  client.start();
  return r;
}

function peerMessage(t: TestPlatform, content: string): ChatMessage {
  const chat = privateChatOf(t.platform, 'h_3001');
  return postMessage(t.platform, { chatId: chat.item.chatId, fromUserId: chat.item.peerUserId as string, content });
}

describe('chat client against the sandbox socket server', () => {
  it('logs in with imId, token, device id and client type pc, goes live and emits a message once', async () => {
    const ctx = await setup();
    const r = connect(ctx);
    await until(() => r.client.state === 'live', 'live');
    expect(r.states).toEqual(['connecting', 'authenticating', 'live']);
    const conn = ctx.server.hub.connections();
    expect(conn).toEqual([expect.objectContaining({ kind: 'chat', state: 'live', imId: 'h_3001', deviceId: 'pc-realtime-test' })]);
    const m = peerMessage(ctx.t, '你好');
    await until(() => r.messages.length === 1, 'message');
    expect(r.messages[0]).toMatchObject({ message: { fingerPrint: m.fingerPrint, content: '你好' }, meta: { source: 'live' } });
    // ACKed: the server holds nothing unacknowledged, so it has nothing to resend.
    await until(() => ctx.server.hub.connections()[0]?.unacknowledged.length === 0, 'the ACK reached the sandbox');
    expect(r.messages).toHaveLength(1);
    // The pointer moved and is persisted per account.
    expect(readText('realtime.lastFingerPrint.h_3001')).toBe(m.fingerPrint);
    expect(localStorage.getItem(storageKey('realtime.lastFingerPrint.h_3001'))).toBe(m.fingerPrint);
  });

  it('sends the login payload the contract describes, and firstLoginTime on reconnects', async () => {
    const ctx = await setup();
    const sent: string[] = [];
    const Spy = class extends NodeWebSocket {
      override send(data: string) {
        sent.push(data);
        super.send(data);
      }
    };
    const r = connect(ctx, { WebSocket: Spy as unknown as WebSocketConstructor });
    await until(() => r.client.state === 'live', 'live');
    ctx.server.hub.disconnect(MAIN);
    await until(() => r.states.filter((s) => s === 'live').length === 2, 'second live');
    const logins = sent.map((d) => JSON.parse(d) as { type: number; dataContent: string }).filter((f) => f.type === 0);
    expect(logins).toHaveLength(2);
    const first = JSON.parse(logins[0]!.dataContent) as Record<string, unknown>;
    expect(first).toEqual({
      loginUserId: 'h_3001',
      loginToken: ctx.session.token,
      deviceId: 'pc-realtime-test',
      clientType: 'pc',
      firstLoginTime: 0,
    });
    expect(JSON.parse(logins[1]!.dataContent)).toMatchObject({ firstLoginTime: ctx.t.platform.now() });
  });

  it('ACKs duplicates too and emits each fingerprint once (the server resends when an ACK is lost)', async () => {
    const ctx = await setup();
    const network = new FaultNetwork(NodeWebSocket as unknown as WebSocketConstructor);
    const r = connect(ctx, { WebSocket: network.WebSocket });
    await until(() => r.client.state === 'live', 'live');
    network.dropClientAckRate = 1;
    const m = peerMessage(ctx.t, '重发测试');
    await until(() => network.counters.droppedClientAcks >= 2, 'a resend');
    network.dropClientAckRate = 0;
    await until(() => ctx.server.hub.connections()[0]?.unacknowledged.length === 0, 'ack');
    expect(r.messages.map((x) => x.message.fingerPrint)).toEqual([m.fingerPrint]);
  });

  it('reconnects after an abrupt drop and replays the missed events in order, then moves the pointer', async () => {
    const ctx = await setup();
    const r = connect(ctx);
    await until(() => r.client.state === 'live', 'live');
    const before = peerMessage(ctx.t, '断线前');
    await until(() => r.messages.length === 1, 'first');
    const missed = ctx.server.hub.disconnect(MAIN, 5);
    await until(() => r.events.includes('synced') && r.client.state === 'live', 'synced');
    expect(r.messages.map((x) => x.message.fingerPrint)).toEqual([before.fingerPrint, ...missed]);
    expectEvery(r.messages.slice(1), (x) => x.meta.source === 'sync');
    expect(r.client.pointer.get()).toBe(missed.at(-1));
    expect(r.events).not.toContain('too-many-missed');
  });

  it('replays read receipts and group notices through offline sync too', async () => {
    const ctx = await setup();
    const r = connect(ctx);
    await until(() => r.client.state === 'live', 'live');
    const first = peerMessage(ctx.t, 'a');
    await until(() => r.messages.length === 1, 'first');
    ctx.server.hub.disconnect(MAIN);
    const group = groupChatOf(ctx.t.platform, 'h_3001', 'h_3002');
    const g = postMessage(ctx.t.platform, { chatId: group.item.chatId, fromUserId: 'h_3002', content: 'group' });
    markRead(ctx.t.platform, 'h_3001', { chatId: group.item.chatId, lastFingerPrint: g.fingerPrint, chatType: '2' });
    markRead(ctx.t.platform, 'h_3001', { chatId: first.chatId, lastFingerPrint: first.fingerPrint, chatType: '0' });
    await until(() => r.events.includes('synced'), 'synced');
    expect(r.events.filter((e) => e === 'group-notice' || e === 'read').sort()).toEqual(['group-notice', 'read']);
    expect(r.messages.map((x) => x.message.fingerPrint)).toEqual([first.fingerPrint, g.fingerPrint]);
  });

  it('more than 100 missed: warns once, replays nothing, and moves the pointer to the end', async () => {
    const ctx = await setup();
    const r = connect(ctx);
    const tooMany: number[] = [];
    r.client.on('too-many-missed', (info) => tooMany.push(info.total));
    await until(() => r.client.state === 'live', 'live');
    peerMessage(ctx.t, 'anchor');
    await until(() => r.messages.length === 1, 'anchor');
    const missed = ctx.server.hub.disconnect(MAIN, 150);
    await until(() => r.events.includes('synced'), 'synced');
    expect(tooMany).toEqual([150]);
    expect(r.messages).toHaveLength(1);
    expect(r.client.pointer.get()).toBe(missed.at(-1));
    // The next gap is small again: replayed, no new warning.
    const next = ctx.server.hub.disconnect(MAIN, 3);
    await until(() => r.events.filter((e) => e === 'synced').length === 2, 'second sync');
    expect(tooMany).toEqual([150]);
    expect(r.messages.slice(1).map((x) => x.message.fingerPrint)).toEqual(next);
  });

  it('buffers live frames during sync and merges them after the replay without duplicates', async () => {
    const ctx = await setup();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { gatewayOfflineFetcher } = await import('./offline-sync.ts');
    const r = connect(ctx, {
      fetchOffline: async (params) => {
        await gate;
        return gatewayOfflineFetcher(params);
      },
    });
    await until(() => r.client.state === 'live', 'live');
    peerMessage(ctx.t, 'anchor');
    await until(() => r.messages.length === 1, 'anchor');
    const missed = ctx.server.hub.disconnect(MAIN, 2);
    await until(() => r.client.state === 'syncing', 'syncing');
    const during = [peerMessage(ctx.t, 'live 1'), peerMessage(ctx.t, 'live 2')].map((m) => m.fingerPrint);
    // Both reached the client (it ACKs on arrival, syncing or not)...
    await until(() => ctx.server.hub.connections()[0]?.unacknowledged.length === 0, 'the live frames ACKed');
    expect(r.messages).toHaveLength(1); // ...and are buffered, not emitted yet
    const pointerDuringSync = r.client.pointer.get();
    release();
    await until(() => r.client.state === 'live', 'live again');
    expect(pointerDuringSync).not.toBe(during.at(-1));
    expect(r.messages.slice(1).map((x) => x.message.fingerPrint)).toEqual([...missed, ...during]);
    expect(r.client.pointer.get()).toBe(during.at(-1));
  });

  it('a frame resent during sync (its ACK was lost) does not move the pointer back past newer ones', async () => {
    const ctx = await setup();
    // The wire drops our first ACK of one chosen frame, so the server resends that frame (after
    // 200 ms) behind the newer ones it sent meanwhile: the arrival order is L1, L2, L1.
    const arrivals: string[] = [];
    let dropAckOf: string | undefined;
    class LossyWire extends NodeWebSocket {
      constructor(url: string) {
        super(url);
        this.addEventListener('message', (event) => {
          const frame = parseFrame(event.data);
          if (frame?.type === FRAME.Data && frame.fp) arrivals.push(frame.fp);
        });
      }
      override send(data: string): void {
        const frame = parseFrame(data);
        if (frame?.type === FRAME.Ack && frame.dataContent === dropAckOf) {
          dropAckOf = undefined;
          return;
        }
        super.send(data);
      }
    }
    let answered = false;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { gatewayOfflineFetcher } = await import('./offline-sync.ts');
    const r = connect(ctx, {
      WebSocket: LossyWire as unknown as WebSocketConstructor,
      // The server answers the sync before L1 and L2 exist; the answer reaches the client later.
      fetchOffline: async (params) => {
        const result = await gatewayOfflineFetcher(params);
        answered = true;
        await gate;
        return result;
      },
    });
    await until(() => r.client.state === 'live', 'live');
    peerMessage(ctx.t, 'anchor');
    await until(() => r.messages.length === 1, 'anchor');
    const missed = ctx.server.hub.disconnect(MAIN, 2);
    await until(() => r.client.state === 'syncing' && answered, 'the sync answered by the server');
    const l1 = peerMessage(ctx.t, 'live 1');
    dropAckOf = l1.fingerPrint;
    const l2 = peerMessage(ctx.t, 'live 2');
    await until(() => arrivals.filter((fp) => fp === l1.fingerPrint).length === 2, 'L1 resent');
    expect(arrivals.slice(-3)).toEqual([l1.fingerPrint, l2.fingerPrint, l1.fingerPrint]);
    release();
    await until(() => r.client.state === 'live', 'live again');
    expect(r.messages.slice(1).map((x) => x.message.fingerPrint)).toEqual([...missed, l1.fingerPrint, l2.fingerPrint]);
    // L2 is the newest event: the next sync (this session's or the next one's) starts after it.
    expect(r.client.pointer.get()).toBe(l2.fingerPrint);
  });

  it('an offline-fetch error backs off and syncs again; nothing is skipped', async () => {
    const ctx = await setup();
    let failures = 2;
    const { gatewayOfflineFetcher } = await import('./offline-sync.ts');
    const r = connect(ctx, {
      fetchOffline: (params) => (failures-- > 0 ? Promise.reject(new Error('network')) : gatewayOfflineFetcher(params)),
    });
    await until(() => r.client.state === 'live', 'live');
    peerMessage(ctx.t, 'anchor');
    await until(() => r.messages.length === 1, 'anchor');
    const missed = ctx.server.hub.disconnect(MAIN, 4);
    await until(() => r.events.includes('synced'), 'synced', 8000);
    expect(failures).toBeLessThan(0);
    expect(r.messages.slice(1).map((x) => x.message.fingerPrint)).toEqual(missed);
  });

  it('kicked (54 duplicated) when the account logs in on another device: terminal, no reconnect', async () => {
    const ctx = await setup();
    const r = connect(ctx);
    const kicks: unknown[] = [];
    r.client.on('kicked', (p) => kicks.push(p));
    await until(() => r.client.state === 'live', 'live');
    const other = await chatClient(ctx.t, ctx.server, MAIN, { deviceId: 'pc-other', token: ctx.session.token });
    extraSockets.push(other.socket);
    await until(() => r.client.state === 'kicked', 'kicked');
    expect(kicks).toEqual([expect.objectContaining({ code: 'duplicated' })]);
    // Terminal: no reconnect is scheduled, so nothing can bring the kicked device back.
    expect(r.client.machine.retryPending).toBe(false);
    await until(() => ctx.server.hub.connections().length === 1, 'the kicked socket closed');
    expect(ctx.server.hub.connections()).toEqual([expect.objectContaining({ deviceId: 'pc-other' })]);
    expect(r.client.machine.socketsOpened).toBe(1);
    expect(r.states.at(-1)).toBe('kicked');
  });

  it('rejected (52 illegal) on a reconnect: terminal', async () => {
    const ctx = await setup();
    const r = connect(ctx);
    await until(() => r.client.state === 'live', 'live');
    ctx.server.hub.rejectNext(MAIN);
    ctx.server.hub.disconnect(MAIN);
    await until(() => r.client.state === 'rejected', 'rejected');
    expect(r.events).toContain('rejected');
    expect(r.client.machine.retryPending).toBe(false);
    await until(() => ctx.server.hub.connections().length === 0, 'the rejected socket closed');
    expect(r.client.machine.socketsOpened).toBe(2);
  });

  it('a reconnect whose login is refused (1001) is an authentication failure: terminal', async () => {
    const ctx = await setup();
    const r = connect(ctx);
    const failures: unknown[] = [];
    r.client.on('auth-failed', (f) => failures.push(f));
    await until(() => r.client.state === 'live', 'live');
    endSession(ctx.t.platform, ctx.session.token);
    await until(() => r.client.state === 'auth-failed', 'auth-failed');
    expect(failures).toEqual([expect.objectContaining({ code: 1001, reconnect: true, source: 'login' })]);
  });

  it('outbox: resends with the same fingerprint until ACKed, across reconnects; stored once', async () => {
    const ctx = await setup();
    const network = new FaultNetwork(NodeWebSocket as unknown as WebSocketConstructor);
    const r = connect(ctx, { WebSocket: network.WebSocket, timings: { ...FAST, maxResends: 50 } });
    await until(() => r.client.state === 'live', 'live');
    const chat = privateChatOf(ctx.t.platform, 'h_3001');
    const send = (content: string) =>
      r.client.send({ chatId: chat.item.chatId, chatType: '0', toUserId: chat.item.peerUserId as string, content, msgType: 1 });
    // The server's ACKs are lost: the client resends, the server dedupes.
    network.dropServerAckRate = 1;
    const a = send('第一条');
    await until(() => network.counters.droppedServerAcks >= 2, 'a resend whose ACK was lost too');
    expect(r.outbox.get(a)).toBe('pending');
    network.dropServerAckRate = 0;
    await until(() => r.outbox.get(a) === 'sent', 'a sent');
    // Written while disconnected: goes out on the next live socket.
    network.freeze();
    network.breakAll();
    const b = send('断线时写的');
    expect(r.client.pendingMessages()).toEqual([b]);
    network.thaw();
    await until(() => r.outbox.get(b) === 'sent', 'b sent');
    const stored = messagesOf(ctx.t.platform, chat.item.chatId);
    expect(stored.filter((m) => m.fingerPrint === a)).toHaveLength(1);
    expect(stored.filter((m) => m.fingerPrint === b)).toHaveLength(1);
    // Our own messages come back through offline sync but are not emitted as incoming ones.
    ctx.server.hub.disconnect(MAIN, 1);
    await until(() => r.events.includes('synced'), 'synced');
    expect(r.messages.map((x) => x.message.fingerPrint)).not.toContain(a);
    expect(r.messages.map((x) => x.message.fingerPrint)).not.toContain(b);
  });

  it('outbox: a late ACK (the first one was lost) does not move the pointer back past newer events', async () => {
    const ctx = await setup();
    const network = new FaultNetwork(NodeWebSocket as unknown as WebSocketConstructor, () => 0);
    const r = connect(ctx, { WebSocket: network.WebSocket });
    await until(() => r.client.state === 'live', 'live');
    network.dropServerAckRate = 1;
    const chat = privateChatOf(ctx.t.platform, 'h_3001');
    const mine = r.client.send({
      chatId: chat.item.chatId,
      chatType: '0',
      toUserId: chat.item.peerUserId as string,
      content: '先发的',
      msgType: 1,
    });
    await until(() => messagesOf(ctx.t.platform, chat.item.chatId).some((m) => m.fingerPrint === mine), 'my message stored');
    const later = peerMessage(ctx.t, '后到的');
    await until(() => r.messages.some((x) => x.message.fingerPrint === later.fingerPrint), 'the newer event');
    network.dropServerAckRate = 0;
    await until(() => r.outbox.get(mine) === 'sent', 'acknowledged on a resend');
    // The next session on this device starts after the newer event, not before it (a replay).
    expect(r.client.pointer.get()).toBe(later.fingerPrint);
  });

  it('outbox: a message the server never ACKs on a healthy socket (not a member) is reported failed', async () => {
    const ctx = await setup();
    const r = connect(ctx, { timings: { ...FAST, resendMs: 100, maxResends: 2 } });
    await until(() => r.client.state === 'live', 'live');
    const foreign = ctx.t.platform.db.chats.list().find((c) => !c.members.some((m) => m.userId === 'h_3001'));
    const fp = r.client.send({
      chatId: foreign!.item.chatId,
      chatType: foreign!.item.chatType,
      toUserId: foreign!.item.chatId,
      content: 'x',
      msgType: 1,
    });
    await until(() => r.outbox.get(fp) === 'failed', 'failed');
    expect(r.client.pendingMessages()).toEqual([]);
  });

  it('stop() sends the logout frame and closes; the server sees the connection end', async () => {
    const ctx = await setup();
    const r = connect(ctx);
    await until(() => r.client.state === 'live', 'live');
    r.client.stop();
    expect(r.client.state).toBe('stopped');
    await until(() => ctx.server.hub.connections().length === 0, 'server closed');
  });
});
