/// <reference types="node" />
/**
 * Fault injection: fast-check generates random schedules of network and server faults against a
 * real sandbox socket server, with the chat client in between behind a fault layer:
 * abrupt closes (server and client side), half-open links, server restarts, long sleeps,
 * online/offline flapping, duplicated and late (out-of-order) frames, lost ACKs both ways, kicks
 * during sync, rejections, offline-fetch errors and gaps of more than 100 missed events, with
 * chat traffic (messages, read receipts, group notices, our own sends) in between.
 *
 * After each schedule settles it checks, against the server's own event log:
 * - no event lost (except those the client explicitly warned about with `too-many-missed`);
 * - none emitted twice (across every client instance of the schedule, re-logins included);
 * - messages of each chat emitted in server order;
 * - never more than one open socket; none after a kick or rejection; exactly one live at the end;
 * - every outbox message stored exactly once by the server (at most once when a kick or
 *   rejection abandoned it, which the client reports as failed);
 * - through the app's chat event handler and a real query cache: the unread count on the badge
 *   equals the server's, and no message or dispatch alert fired twice for one fingerprint.
 *
 * Timings are scaled down (keepalive 150 ms, dead after 400 ms, backoff 20–400 ms, server idle
 * timeout 500 ms) so a schedule takes about a second of real time.
 */
import fc from 'fast-check';
import { WebSocket as NodeWebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import type { SandboxChat } from '@mocks/db/state.ts';
import { markRead, postMessage, unreadCounts } from '@mocks/domain/chat/index.ts';
import { createSession } from '@mocks/domain/session.ts';
import { chatHandlers } from '@mocks/handlers/chat/index.ts';
import type { SandboxPlatform } from '@mocks/platform.ts';
import { eventLogOf, MAIN, messagesOf, testPlatform } from '@mocks/realtime/test-support.ts';
import { CLIENT_TIMINGS, ChaosServer, assertSchedules, chaosRun, runSharedStep, otherMember, seeded } from '@/testing/chaos-support.ts';
import { getGetUnreadMessageCountQueryKey } from '@generated/chat/read-state/read-state.ts';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { createChatEventHandler } from '@/app/realtime/chat-event-handler.ts';
import { applyChatEffect } from '../chat/chat-cache.ts';
import { unreadBadgeCount } from '../chat/unread-badge.ts';
import { configureTransport, resetTransport } from '../http/transport-config.ts';
import { ChatClient } from './chat-client.ts';
import type { Lifecycle, LifecycleEvent, Scheduler, WebSocketConstructor } from './environment.ts';
import { FaultNetwork } from '@/testing/fault-network.ts';
import { type OfflineFetcher, gatewayOfflineFetcher } from './offline-sync.ts';
import type { OutboxStatus } from './outbox.ts';
import type { PointerStore } from './sync-pointer.ts';
import { installLoopbackGateways } from '@/testing/realtime-harness.ts';

// ---------------------------------------------------------------------------------------------
// Harness

const http = installLoopbackGateways();

/** Real timers that can be put to sleep: callbacks due while asleep run late, on wake. */
class SleepyScheduler implements Scheduler {
  asleep = false;
  private deferred: { run: () => void; cancelled: boolean }[] = [];

  now(): number {
    return Date.now();
  }

  setTimeout(callback: () => void, ms: number): unknown {
    const handle = { run: callback, cancelled: false, timer: undefined as ReturnType<typeof setTimeout> | undefined };
    handle.timer = setTimeout(() => {
      if (handle.cancelled) return;
      if (this.asleep) this.deferred.push(handle);
      else callback();
    }, ms);
    return handle;
  }

  clearTimeout(handle: unknown): void {
    const h = handle as { cancelled: boolean; timer?: ReturnType<typeof setTimeout> };
    h.cancelled = true;
    if (h.timer) clearTimeout(h.timer);
  }

  wake(): void {
    this.asleep = false;
    const due = this.deferred;
    this.deferred = [];
    for (const h of due) if (!h.cancelled) h.run();
  }
}

function manualLifecycle(): Lifecycle & { fire(event: LifecycleEvent): void } {
  const listeners = new Set<(event: LifecycleEvent) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    fire(event) {
      for (const l of [...listeners]) l(event);
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) return false;
    await sleep(10);
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Schedules

type Step =
  | { kind: 'traffic'; chat: number; count: number }
  | { kind: 'send'; chat: number }
  | { kind: 'read'; chat: number }
  | { kind: 'drop'; missed: number }
  | { kind: 'break' }
  | { kind: 'half-open' }
  | { kind: 'restart'; downMs: number }
  | { kind: 'sleep'; ms: number }
  | { kind: 'flap'; times: number }
  | { kind: 'duplicates'; rate: number }
  | { kind: 'lost-acks'; rate: number }
  | { kind: 'calm' }
  | { kind: 'kick-during-sync' }
  | { kind: 'reject' }
  | { kind: 'fetch-errors'; count: number }
  | { kind: 'big-gap'; missed: number }
  | { kind: 'wait'; ms: number };

const chatIndex = fc.integer({ min: 0, max: 2 });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('traffic' as const), chat: chatIndex, count: fc.integer({ min: 1, max: 4 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('send' as const), chat: chatIndex }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('read' as const), chat: chatIndex }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('drop' as const), missed: fc.integer({ min: 0, max: 6 }) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'break' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'half-open' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('restart' as const), downMs: fc.integer({ min: 20, max: 400 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('sleep' as const), ms: fc.integer({ min: 300, max: 900 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('flap' as const), times: fc.integer({ min: 1, max: 6 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('duplicates' as const), rate: fc.double({ min: 0.2, max: 0.8, noNaN: true }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('lost-acks' as const), rate: fc.double({ min: 0.2, max: 0.7, noNaN: true }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'calm' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'kick-during-sync' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reject' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('fetch-errors' as const), count: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('big-gap' as const), missed: fc.integer({ min: 101, max: 130 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 250 }) }) },
);

const totals = {
  schedules: 0,
  steps: 0,
  events: 0,
  messages: 0,
  disconnects: 0,
  lost: 0,
  duplicated: 0,
  outOfOrder: 0,
  warnedLost: 0,
  tooManyWarnings: 0,
  kicks: 0,
  rejections: 0,
  relogins: 0,
  sent: 0,
  abandoned: 0,
  duplicatedFrames: 0,
  droppedAcks: 0,
  swallowedFrames: 0,
  restarts: 0,
  sleeps: 0,
  fetchErrors: 0,
  alerts: 0,
};

interface Problems {
  list: string[];
}

/** Chats of the account the traffic goes to: two private customer chats and one group chat. */
function trafficChats(platform: SandboxPlatform, imId: string): SandboxChat[] {
  const all = platform.db.chats.list();
  const privates = all
    .filter((c) => c.item.chatType === '0' && c.members.some((m) => m.userId === imId) && c.members.some((m) => m.userType === 1))
    .slice(0, 2);
  const group = all.find(
    (c) => c.item.chatType === '2' && c.members.some((m) => m.userId === imId) && c.members.some((m) => m.userId !== imId),
  );
  const chats = [...privates, ...(group ? [group] : [])];
  while (chats.length < 3) chats.push(chats[0] as SandboxChat);
  return chats;
}

interface Schedule {
  steps: Step[];
  seed: number;
  /** Background traffic: a peer message every this many ms (0: none), all through the schedule. */
  trafficEveryMs: number;
  /** Fault rates from the start (steps change them; 'calm' clears them). */
  duplicateRate: number;
  lostAckRate: number;
  /** Offline-fetch latency: each call takes up to this long, so live frames land mid-sync. */
  fetchLatencyMs: number;
}

async function runSchedule({ steps, seed, trafficEveryMs, duplicateRate, lostAckRate, fetchLatencyMs }: Schedule): Promise<void> {
  const random = seeded(seed);
  const t = testPlatform();
  const account = t.account(MAIN);
  const imId = account.userInfo.imId;
  const session = createSession(t.platform, account);
  const sandbox = await ChaosServer.start(t.platform);
  const port = sandbox.port;
  http.use(...chatHandlers(t.platform));
  configureTransport({ getToken: () => session.token });

  const network = new FaultNetwork(NodeWebSocket as unknown as WebSocketConstructor, random);
  network.duplicateRate = duplicateRate;
  network.dropClientAckRate = lostAckRate;
  network.dropServerAckRate = lostAckRate;
  const scheduler = new SleepyScheduler();
  const lifecycle = manualLifecycle();
  const stored = new Map<string, string>();
  const pointerStore: PointerStore = {
    read: (k) => stored.get(k),
    write: (k, v) => void stored.set(k, v),
    remove: (k) => void stored.delete(k),
  };
  const faults = { fetchFailures: 0, fetchDelayMs: 0 };
  const fetchOffline: OfflineFetcher = async (params) => {
    if (faults.fetchDelayMs > 0) {
      const delay = faults.fetchDelayMs;
      faults.fetchDelayMs = 0;
      await sleep(delay);
    }
    if (fetchLatencyMs > 0) await sleep(Math.floor(random() * fetchLatencyMs));
    if (faults.fetchFailures > 0) {
      faults.fetchFailures -= 1;
      totals.fetchErrors += 1;
      throw new Error('injected offline-fetch failure');
    }
    const result = await gatewayOfflineFetcher(params);
    // The response travels back: live frames posted after the server answered arrive meanwhile.
    if (fetchLatencyMs > 0) await sleep(Math.floor(random() * fetchLatencyMs));
    return result;
  };

  const chats = trafficChats(t.platform, imId);
  const problems: Problems = { list: [] };
  const emitted = new Map<string, number>();
  const messageOrder: { chatId: string; fp: string }[] = [];
  const sentBy = new Map<string, { chatId: string; status: () => OutboxStatus | undefined }>();
  const warnings: { after: string; newest: string | undefined }[] = [];
  let disconnects = 0;

  // The anchor: the last event before the client starts; sync starts after it.
  const anchor = postMessage(t.platform, { chatId: chats[0]!.item.chatId, fromUserId: otherMember(chats[0]!, imId), content: 'anchor' });

  // The app's side: the chat event handler over a real query cache whose unread count comes from
  // the server (read directly from the platform, as GET /chats/unread_message answers), and an
  // alert sink counting alerts per fingerprint. Its timers run ten times faster, like the rest.
  const serverUnread = () => {
    const counts = unreadCounts(t.platform, imId);
    return { ...counts, mutedMessageCount: 0 };
  };
  const queryClient = new QueryClient();
  const unreadKey = getGetUnreadMessageCountQueryKey();
  queryClient.setQueryData(unreadKey, { data: serverUnread() });
  const unreadObserver = new QueryObserver(queryClient, {
    queryKey: unreadKey,
    queryFn: async () => ({ data: serverUnread() }),
    staleTime: Infinity,
  });
  const stopObserving = unreadObserver.subscribe(() => {});
  const alertsFired = new Map<string, number>();
  const countAlert = (fingerPrint: string) => {
    alertsFired.set(fingerPrint, (alertsFired.get(fingerPrint) ?? 0) + 1);
    return true;
  };
  const handlers: ReturnType<typeof createChatEventHandler>[] = [];
  // What the chat screen does when the platform accepted its message: sending reads the chat.
  const sentChats = new Map<string, string>();

  /** Outbox status per client instance (a re-login starts a new one). */
  const outboxStatuses = new WeakMap<ChatClient, Map<string, OutboxStatus>>();
  const login = (): ChatClient => {
    const client = new ChatClient({
      imId,
      token: session.token,
      deviceId: 'pc-fault',
      url: `ws://127.0.0.1:${port}/ws/chat`,
      WebSocket: network.WebSocket,
      scheduler,
      lifecycle,
      timings: CLIENT_TIMINGS,
      fetchOffline,
      pointerStore,
    });
    const statuses = new Map<string, OutboxStatus>();
    const record = (fp: string) => emitted.set(fp, (emitted.get(fp) ?? 0) + 1);
    const app = createChatEventHandler({
      queryClient,
      myImId: imId,
      alerts: {
        messageAlert: (alert) => countAlert(alert.fingerPrint),
        dispatchAlert: (alert) => countAlert(alert.fingerPrint),
        systemShake: (fingerPrint) => countAlert(fingerPrint),
      },
      markRead: async () => true,
      openChatId: () => undefined,
      setTimeout: (fn, ms) => setTimeout(fn, ms / 10),
    });
    handlers.push(app);
    client.on('message', (m, meta) => app.message(m, meta.source));
    client.on('group-notice', (n) => app.groupNotice(n));
    client.on('read', (r) => app.read(r));
    client.on('synced', () => app.synced());
    client.on('outbox', (fp, status) => {
      const chatId = sentChats.get(fp);
      if (status === 'sent' && chatId)
        applyChatEffect(queryClient, { kind: 'read-by-me', chatId }, { myImId: imId, openChatId: undefined });
    });
    client.on('message', (m, meta) => {
      record(meta.fingerPrint);
      messageOrder.push({ chatId: m.chatId, fp: meta.fingerPrint });
    });
    client.on('read', (_r, meta) => record(meta.fingerPrint));
    client.on('group-notice', (_n, meta) => record(meta.fingerPrint));
    client.on('outbox', (fp, status) => statuses.set(fp, status));
    client.on('too-many-missed', (info) => {
      totals.tooManyWarnings += 1;
      warnings.push({ after: info.after, newest: undefined });
    });
    client.on('synced', (s) => {
      const last = warnings.at(-1);
      if (s.tooManyMissed && last && last.newest === undefined) last.newest = client.pointer.get();
    });
    client.on('state', (state) => {
      if (state === 'backoff') disconnects += 1;
      if (network.openForClient().length > 1) problems.list.push(`${network.openForClient().length} sockets open at once`);
    });
    outboxStatuses.set(client, statuses);
    client.seedSyncAnchor(anchor.fingerPrint);
    client.start();
    return client;
  };
  let client = login();
  const statusOf = (c: ChatClient, fp: string) => outboxStatuses.get(c)?.get(fp);

  /** After a kick or rejection: nothing open, nothing scheduled; then the user logs in again. */
  const afterTerminal = async (expected: 'kicked' | 'rejected') => {
    const reached = await until(() => client.state === expected || client.state === 'kicked' || client.state === 'rejected', 3000);
    if (!reached) {
      problems.list.push(`expected ${expected}, state ${client.state}`);
      return;
    }
    if (client.state === 'kicked') totals.kicks += 1;
    else totals.rejections += 1;
    if (network.openForClient().length !== 0) problems.list.push(`sockets open after ${client.state}`);
    if (client.machine.retryPending) problems.list.push(`reconnect timer after ${client.state}`);
    const opened = client.machine.socketsOpened;
    await sleep(CLIENT_TIMINGS.deadMs);
    if (client.machine.socketsOpened !== opened) problems.list.push('reconnected after terminal');
    const live = sandbox.hub.connections().filter((c) => c.kind === 'chat' && c.account === MAIN && c.state === 'live');
    if (live.length !== 0) problems.list.push(`server still has ${live.length} live chat sockets after ${client.state}`);
    totals.relogins += 1;
    client = login();
  };

  // Traffic keeps flowing whatever the network does: messages land during syncs, half-open
  // links, sleeps and restarts, which is where ordering and dedupe bugs live.
  const background =
    trafficEveryMs > 0
      ? setInterval(() => {
          const chat = chats[Math.floor(random() * chats.length)]!;
          postMessage(t.platform, { chatId: chat.item.chatId, fromUserId: otherMember(chat, imId), content: 'background' });
        }, trafficEveryMs)
      : undefined;

  for (const step of steps) {
    totals.steps += 1;
    switch (step.kind) {
      case 'traffic': {
        const chat = chats[step.chat]!;
        for (let i = 0; i < step.count; i++) {
          postMessage(t.platform, { chatId: chat.item.chatId, fromUserId: otherMember(chat, imId), content: `traffic ${i}` });
        }
        break;
      }
      case 'send': {
        const chat = chats[step.chat]!;
        const current = client;
        const fp = current.send({
          chatId: chat.item.chatId,
          chatType: chat.item.chatType,
          toUserId: chat.item.chatType === '2' ? chat.item.chatId : otherMember(chat, imId),
          content: 'from the client',
          msgType: 1,
        });
        sentBy.set(fp, { chatId: chat.item.chatId, status: () => statusOf(current, fp) });
        sentChats.set(fp, chat.item.chatId);
        break;
      }
      case 'read': {
        const chat = chats[step.chat]!;
        const last = messagesOf(t.platform, chat.item.chatId).at(-1);
        if (last) markRead(t.platform, imId, { chatId: chat.item.chatId, lastFingerPrint: last.fingerPrint, chatType: chat.item.chatType });
        break;
      }
      case 'sleep': {
        totals.sleeps += 1;
        lifecycle.fire('hidden');
        network.freeze();
        scheduler.asleep = true;
        await sleep(step.ms);
        // Waking up: late timers fire, what the kernel buffered arrives, the page is visible.
        scheduler.wake();
        network.thaw();
        lifecycle.fire('visible');
        break;
      }
      case 'flap':
        for (let i = 0; i < step.times; i++) {
          lifecycle.fire('offline');
          await sleep(5);
          lifecycle.fire('online');
        }
        break;
      case 'duplicates':
        network.duplicateRate = step.rate;
        break;
      case 'lost-acks':
        network.dropClientAckRate = step.rate;
        network.dropServerAckRate = step.rate;
        break;
      case 'calm':
        network.reset();
        break;
      case 'kick-during-sync': {
        faults.fetchDelayMs = 300;
        sandbox.hub.disconnect(MAIN, 2);
        await until(() => client.state === 'syncing', 1500);
        sandbox.hub.kick(MAIN);
        // The kick may find no live socket (e.g. the link is half-open): then it did not happen.
        if (await until(() => client.state === 'kicked', 600)) await afterTerminal('kicked');
        faults.fetchDelayMs = 0;
        break;
      }
      case 'reject': {
        sandbox.hub.rejectNext(MAIN);
        sandbox.hub.disconnect(MAIN);
        await afterTerminal('rejected');
        break;
      }
      case 'fetch-errors':
        faults.fetchFailures += step.count;
        sandbox.hub.disconnect(MAIN, 1);
        break;
      case 'big-gap':
        sandbox.hub.disconnect(MAIN, step.missed);
        break;
      default:
        await runSharedStep(step, network, sandbox, totals, sleep);
    }
    await sleep(20);
    if (network.openForClient().length > 1) problems.list.push(`${network.openForClient().length} sockets open at once`);
  }

  // Settle: the faults and the traffic stop; the client must converge by itself.
  if (background) clearInterval(background);
  network.reset();
  faults.fetchFailures = 0;
  // A message posted once the faults stop must reach the client. A link left half-open for good
  // looks live at both ends until the client's heartbeat finds it dead; without this probe the
  // schedule could count as settled on a link about to be dropped (seen under load: settled,
  // then 0 sockets open 200 ms later while the client reconnected).
  const probeChat = chats[0]!;
  postMessage(t.platform, { chatId: probeChat.item.chatId, fromUserId: otherMember(probeChat, imId), content: 'settle probe' });
  const log = () => eventLogOf(t.platform, imId);
  const indexOf = (fp: string | undefined) => (fp === undefined ? -1 : log().findIndex((e) => e.fingerPrint === fp));
  const own = () => new Set(sentBy.keys());
  const warnedLost = () => {
    const set = new Set<string>();
    for (const w of warnings) {
      const from = indexOf(w.after);
      const to = indexOf(w.newest);
      for (const e of log().slice(from + 1, to + 1)) set.add(e.fingerPrint);
    }
    return set;
  };
  const expectedEvents = () => {
    const start = indexOf(anchor.fingerPrint);
    const mine = own();
    return log()
      .slice(start + 1)
      .filter((e) => !mine.has(e.fingerPrint));
  };
  const missing = () => {
    const warned = warnedLost();
    return expectedEvents().filter((e) => !emitted.has(e.fingerPrint) && !warned.has(e.fingerPrint));
  };
  const liveOnServer = () => sandbox.hub.connections().filter((c) => c.kind === 'chat' && c.account === MAIN && c.state === 'live').length;
  const settled = await until(
    () => client.state === 'live' && client.pendingMessages().length === 0 && missing().length === 0 && liveOnServer() === 1,
    8000,
  );
  // Late duplicates and resends still in flight get a moment to (not) show up.
  await sleep(200);

  if (!settled) {
    problems.list.push(
      `did not settle: state ${client.state}, pending ${client.pendingMessages().length}, missing ${missing().length}, live on server ${liveOnServer()}`,
    );
  }
  // Exactly one socket at the end. Under load a heartbeat can be late enough (dead after 400 ms
  // here) for the client to drop a settled link and dial again, which is right; what must hold is
  // that it converges to one live socket again (more than one at once is caught all along).
  const converged = await until(() => network.openForClient().length === 1 && client.state === 'live', 3000);
  if (!converged) problems.list.push(`${network.openForClient().length} client sockets open at the end`);
  const badge = unreadBadgeCount(queryClient.getQueryData<{ data: ReturnType<typeof serverUnread> }>(unreadKey)?.data);
  const serverBadge = unreadBadgeCount(serverUnread());
  if (badge !== serverBadge) problems.list.push(`unread badge ${badge}, server ${serverBadge}`);
  for (const [fp, count] of alertsFired) if (count > 1) problems.list.push(`alert for ${fp} fired ${count} times`);
  totals.alerts += alertsFired.size;
  for (const handler of handlers) handler.dispose();
  stopObserving();
  queryClient.clear();

  const lost = missing().length;
  let duplicated = 0;
  for (const count of emitted.values()) duplicated += count - 1;
  let outOfOrder = 0;
  const lastIndex = new Map<string, number>();
  for (const { chatId, fp } of messageOrder) {
    const index = messagesOf(t.platform, chatId).findIndex((m) => m.fingerPrint === fp);
    if (index <= (lastIndex.get(chatId) ?? -1)) outOfOrder += 1;
    lastIndex.set(chatId, index);
  }
  for (const [fp, { chatId, status }] of sentBy) {
    const copies = messagesOf(t.platform, chatId).filter((m) => m.fingerPrint === fp).length;
    const s = status();
    if (s === 'sent') {
      totals.sent += 1;
      if (copies !== 1) problems.list.push(`message ${fp} stored ${copies} times`);
    } else if (s === 'failed') {
      totals.abandoned += 1;
      if (copies > 1) problems.list.push(`abandoned message ${fp} stored ${copies} times`);
    } else {
      problems.list.push(`message ${fp} still ${s ?? 'unknown'}`);
    }
  }

  totals.schedules += 1;
  totals.events += expectedEvents().length;
  totals.messages += messageOrder.length;
  totals.disconnects += disconnects;
  totals.lost += lost;
  totals.duplicated += duplicated;
  totals.outOfOrder += outOfOrder;
  totals.warnedLost += [...warnedLost()].filter((fp) => !emitted.has(fp)).length;
  totals.duplicatedFrames += network.counters.duplicated;
  totals.droppedAcks += network.counters.droppedClientAcks + network.counters.droppedServerAcks;
  totals.swallowedFrames += network.counters.swallowed;

  client.stop();
  await sandbox.close();
  http.resetHandlers();
  resetTransport();

  const summary = { lost, duplicated, outOfOrder, problems: problems.list.slice(0, 5), steps: steps.map((s) => s.kind) };
  expect(summary).toEqual({ lost: 0, duplicated: 0, outOfOrder: 0, problems: [], steps: summary.steps });
}

const { schedules, seed: SEED } = chaosRun(30, 20_261_126);

describe('fault injection (random schedules against the real sandbox socket server)', () => {
  it('no event lost, none twice, order kept per chat, one socket, outbox accepted once', { timeout: 60_000 + schedules * 4_000 }, () =>
    assertSchedules(
      fc.record({
        steps: fc.array(stepArb, { minLength: 4, maxLength: 12 }),
        seed: fc.integer(),
        trafficEveryMs: fc.constantFrom(0, 15, 40, 80),
        duplicateRate: fc.oneof(fc.constant(0), fc.double({ min: 0.1, max: 0.5, noNaN: true })),
        lostAckRate: fc.oneof(fc.constant(0), fc.double({ min: 0.1, max: 0.5, noNaN: true })),
        fetchLatencyMs: fc.constantFrom(0, 60, 150),
      }),
      (schedule) => runSchedule(schedule),
      {
        schedules,
        seed: SEED,
        report: () =>
          `fault injection (seed ${SEED}): ${totals.schedules} schedules, ${totals.steps} steps, ${totals.events} events (${totals.messages} messages emitted), ` +
          `${totals.disconnects} disconnects, lost ${totals.lost}, duplicated ${totals.duplicated}, out of order ${totals.outOfOrder}; ` +
          `warned too-many-missed ${totals.tooManyWarnings}× covering ${totals.warnedLost} events; kicks ${totals.kicks}, rejections ${totals.rejections}, ` +
          `re-logins ${totals.relogins}; outbox sent ${totals.sent}, abandoned by kick/rejection ${totals.abandoned}; alerts ${totals.alerts}, none twice; ` +
          `injected: ${totals.duplicatedFrames} duplicate frames, ${totals.droppedAcks} lost ACKs, ${totals.swallowedFrames} frames swallowed by half-open links, ` +
          `${totals.restarts} server restarts, ${totals.sleeps} sleeps, ${totals.fetchErrors} offline-fetch errors`,
      },
    ),
  );
});
