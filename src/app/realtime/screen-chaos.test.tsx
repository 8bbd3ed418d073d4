/// <reference types="node" />
/**
 * Fault injection on the screen (issue 14, reliability): the real conversation pane, with the
 * app's realtime session (the same wiring as after sign-in: chat event handler, outbox, send
 * statuses) over a fault layer to the real sandbox socket server and its chat gateway. Random
 * schedules type messages into the composer while the link closes, goes half-open, the server
 * restarts, ACKs are lost and the account is kicked (then signs in again and presses "Resend" on
 * what failed, as a person would), with the customer writing in between.
 *
 * After each schedule settles, against the sandbox's own store:
 * - every typed message is stored exactly once, and shown exactly once, none still sending;
 * - the conversation shows the server's messages of the chat from the first one on screen to the
 *   last, each once (nothing missing in between, nothing extra); mine in the order typed, everyone
 *   else's in the server's order;
 * - the unread badge equals the server's count.
 *
 * The kick is modelled as signing in again with the conversation still on screen. In the app a
 * kick signs out and clears what the browser holds (a shared front-desk machine), so what was
 * still unsent at that moment shows as failed until the sign-out, and is not kept.
 *
 * `npm test` runs a fixed-seed sample; `npm run chaos -- --schedules N` runs N of these too.
 */
import { act, cleanup, configure, fireEvent, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import { postMessage, unreadCounts } from '@mocks/domain/chat/index.ts';
import { chatHandlers } from '@mocks/handlers/chat/index.ts';
import type { SandboxChat } from '@mocks/db/state.ts';
import type { SandboxPlatform } from '@mocks/platform.ts';
import { MAIN, groupChatOf, messagesOf, testPlatform } from '@mocks/realtime/test-support.ts';
import { getGetUnreadMessageCountQueryKey, getGetUnreadMessageCountQueryOptions } from '@generated/chat/read-state/read-state.ts';
import type { ChatUnreadMessageCount } from '@generated/chat/model';
import { type QueryClient, QueryObserver } from '@tanstack/react-query';
import { type RealtimeSession, startRealtimeSession } from './realtime-session.ts';
import type { AlertService } from '@/lib/alerts/alert-service.ts';
import { setOpenChatId } from '@/lib/chat/open-chat.ts';
import { unreadBadgeCount } from '@/lib/chat/unread-badge.ts';
import { configureTransport } from '@/lib/http/transport-config.ts';
import type { WebSocketConstructor } from '@/lib/realtime/environment.ts';
import { clearMemoryStore } from '@/lib/storage/local-store.ts';
import { CLIENT_TIMINGS, ChaosServer, assertSchedules, chaosRun, runSharedStep, otherMember, seeded } from '@/testing/chaos-support.ts';
import { chatRow } from '@/testing/chat-fixtures.ts';
import { renderConversation, settled } from '@/testing/chat-conversation.tsx';
import { FaultNetwork } from '@/testing/fault-network.ts';
import { endLiveSession, installLoopbackGateways, noLifecycle, sandboxSession, until } from '@/testing/realtime-harness.ts';

const http = installLoopbackGateways();
configure({ asyncUtilTimeout: 5000 });

type Step =
  | { kind: 'type' }
  | { kind: 'customer'; count: number }
  | { kind: 'elsewhere' }
  | { kind: 'break' }
  | { kind: 'half-open' }
  | { kind: 'restart'; downMs: number }
  | { kind: 'lost-acks'; rate: number }
  | { kind: 'drop'; missed: number }
  | { kind: 'kick' }
  | { kind: 'wait'; ms: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ kind: 'type' as const }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('customer' as const), count: fc.integer({ min: 1, max: 3 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'elsewhere' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'break' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'half-open' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('restart' as const), downMs: fc.integer({ min: 20, max: 300 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('lost-acks' as const), rate: fc.double({ min: 0.2, max: 0.7, noNaN: true }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), missed: fc.integer({ min: 0, max: 4 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'kick' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 200 }) }) },
);

const totals = { schedules: 0, steps: 0, typed: 0, stored: 0, shown: 0, resent: 0, kicks: 0, restarts: 0, droppedAcks: 0, swallowed: 0 };

const sleep = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

const quietAlerts = {
  messageAlert: () => true,
  dispatchAlert: () => true,
  systemShake: () => true,
  noticeAlert: () => true,
  dispose: () => undefined,
} as unknown as AlertService;

let running: RealtimeSession | undefined;
let sandbox: ChaosServer | undefined;
let closeOpenChat: (() => void) | undefined;
afterEach(async () => {
  await endLiveSession(running, sandbox, http);
  running = undefined;
  sandbox = undefined;
  closeOpenChat?.();
  clearMemoryStore();
  localStorage.clear();
});

function shortestCustomerChat(platform: SandboxPlatform, imId: string): SandboxChat {
  const chats = platform.db.chats
    .list({ where: { chatType: '0' } })
    .filter((c) => c.members.some((m) => m.userId === imId) && c.members.some((m) => m.userType === 1));
  const length = (c: SandboxChat) => messagesOf(platform, c.item.chatId).length;
  const shortest = chats.sort((a, b) => length(a) - length(b))[0];
  if (!shortest) throw new Error(`no customer chat of ${imId}`);
  return shortest;
}

/** The messages of the conversation on screen (bubbles and system lines), top to bottom. */
function shownMessages(): { fingerPrint: string; text: string; sending: boolean; failed: boolean }[] {
  const log = screen.getByRole('log', { name: 'Messages' });
  return [...log.querySelectorAll<HTMLElement>('[data-fingerprint]')].map((row) => ({
    fingerPrint: row.getAttribute('data-fingerprint') ?? '',
    text: row.textContent ?? '',
    sending: within(row).queryByText('Sending') !== null,
    failed: within(row).queryByRole('button', { name: 'Resend' }) !== null,
  }));
}

async function runScreenSchedule(steps: Step[], seed: number): Promise<void> {
  const random = seeded(seed);
  const t = testPlatform();
  sandbox = await ChaosServer.start(t.platform);
  const port = sandbox.port;
  http.use(...chatHandlers(t.platform));
  const network = new FaultNetwork(NodeWebSocket as unknown as WebSocketConstructor, random);

  /** Signs in (a new session, its token for every request), then starts the app's realtime session. */
  const signIn = () => {
    const session = sandboxSession(t, MAIN);
    configureTransport({ getToken: () => session.token });
    return (queryClient: QueryClient) =>
      startRealtimeSession({
        session,
        queryClient,
        alerts: quietAlerts,
        realtime: {
          chatSocketUrl: `ws://127.0.0.1:${port}/ws/chat`,
          pushSocketUrl: `ws://127.0.0.1:${port}/ws/push`,
          deviceId: 'pc-screen-chaos',
          WebSocket: network.WebSocket,
          lifecycle: noLifecycle,
          timings: CLIENT_TIMINGS,
        },
      });
  };

  const imId = t.account(MAIN).userInfo.imId;
  // The customer chat with the shortest history: the whole conversation is laid out in jsdom (a
  // longer one would load its older pages while the list's window sits at its top, jsdom having no
  // scrolling to keep the place), so every row on screen can be compared with the server's.
  const chat = shortestCustomerChat(t.platform, imId);
  const chatId = chat.item.chatId;
  const customer = otherMember(chat, imId);
  const elsewhere = groupChatOf(t.platform, imId);
  closeOpenChat = setOpenChatId(chatId);
  const me = { imId, fromUser: { realName: '王雅琴', chatName: '王雅琴', avatar: '' } };
  const connect = signIn();
  const { queryClient } = renderConversation(chatRow({ ...chat.item, peerUserId: customer }), me, 400);
  await settled();
  // The menu badge's query, as the layout keeps it.
  const stopBadge = new QueryObserver(queryClient, getGetUnreadMessageCountQueryOptions()).subscribe(() => undefined);
  running = connect(queryClient);
  await until(() => running?.realtime.chat.state === 'live', 'the chat socket live', 8000);

  const box = () => screen.getByRole('textbox', { name: 'Message' });
  const typed: string[] = [];
  for (const step of steps) {
    totals.steps += 1;
    switch (step.kind) {
      case 'type': {
        const text = `typed ${seed} #${typed.length + 1}`;
        typed.push(text);
        fireEvent.change(box(), { target: { value: text } });
        fireEvent.keyDown(box(), { key: 'Enter' });
        break;
      }
      case 'customer':
        for (let i = 0; i < step.count; i += 1) postMessage(t.platform, { chatId, fromUserId: customer, content: `customer ${seed} ${i}` });
        break;
      case 'elsewhere':
        postMessage(t.platform, { chatId: elsewhere.item.chatId, fromUserId: otherMember(elsewhere, imId), content: `elsewhere ${seed}` });
        break;
      case 'lost-acks':
        network.dropClientAckRate = step.rate;
        network.dropServerAckRate = step.rate;
        break;
      case 'kick': {
        sandbox.hub.kick(MAIN);
        // The kick finds no live socket when the link is half-open or down: then it did not happen.
        const kicked = await until(() => running?.realtime.chat.state === 'kicked', 'kicked', 800).then(
          () => true,
          () => false,
        );
        if (!kicked) break;
        totals.kicks += 1;
        // Signed out, then in again; what the kick left unsent is marked failed, and resent by hand.
        running?.stop();
        running = signIn()(queryClient);
        await until(() => running?.realtime.chat.state === 'live', 'live again after the kick', 8000);
        for (const button of screen.queryAllByRole('button', { name: 'Resend' })) {
          totals.resent += 1;
          fireEvent.click(button);
        }
        break;
      }
      default:
        await runSharedStep(step, network, sandbox, totals, sleep);
    }
    await sleep(20);
  }

  // Settle: the faults stop; the screen must converge by itself.
  network.reset();
  const converged = () => {
    const shown = shownMessages();
    return (
      running?.realtime.chat.state === 'live' &&
      typed.every((text) => shown.some((m) => m.text.includes(text) && !m.sending && !m.failed)) &&
      messagesOf(t.platform, chatId).at(-1)?.fingerPrint === shown.at(-1)?.fingerPrint
    );
  };
  await until(converged, 'the conversation to settle', 10_000).catch(() => undefined);
  // Late duplicates and the read after 500 ms get their moment.
  await sleep(700);

  const problems: string[] = [];
  const stored = messagesOf(t.platform, chatId);
  const shown = shownMessages();
  for (const text of typed) {
    const copies = stored.filter((m) => m.content === text).length;
    if (copies !== 1) problems.push(`"${text}" stored ${copies} times`);
    const onScreen = shown.filter((m) => m.text.includes(text));
    if (onScreen.length !== 1) problems.push(`"${text}" shown ${onScreen.length} times`);
    else if (onScreen[0]?.sending || onScreen[0]?.failed) problems.push(`"${text}" still ${onScreen[0].sending ? 'sending' : 'failed'}`);
  }
  // The screen holds the server's messages from the first one shown, each once. Mine are in the
  // order typed and everyone else's in the server's order; a message of mine written while the
  // link was down stays where it was written (as chat apps keep a pending message), the server stores it when it gets there.
  const shownPrints = shown.map((m) => m.fingerPrint);
  if (new Set(shownPrints).size !== shownPrints.length) problems.push('a message shown twice');
  const first = stored.findIndex((m) => m.fingerPrint === shownPrints[0]);
  const expected = first < 0 ? [] : stored.slice(first);
  const missing = expected.filter((m) => !shownPrints.includes(m.fingerPrint));
  const extra = shownPrints.filter((fp) => !expected.some((m) => m.fingerPrint === fp));
  if (missing.length > 0 || extra.length > 0)
    problems.push(`screen differs from the server: ${missing.length} missing, ${extra.length} not on the server`);
  const mine = new Set(expected.filter((m) => m.fromUserId === imId).map((m) => m.fingerPrint));
  const inOrder = (prints: string[], ofMine: boolean) => prints.filter((fp) => mine.has(fp) === ofMine).join();
  const storedPrints = expected.map((m) => m.fingerPrint);
  if (inOrder(shownPrints, true) !== inOrder(storedPrints, true)) problems.push('my messages out of order');
  if (inOrder(shownPrints, false) !== inOrder(storedPrints, false)) problems.push("others' messages out of order");
  const cached = queryClient.getQueryData<{ data: ChatUnreadMessageCount }>(getGetUnreadMessageCountQueryKey())?.data;
  await until(
    () =>
      unreadBadgeCount(queryClient.getQueryData<{ data: ChatUnreadMessageCount }>(getGetUnreadMessageCountQueryKey())?.data) ===
      unreadBadgeCount({ ...unreadCounts(t.platform, imId), mutedMessageCount: 0 }),
    'the badge to match the server',
    3000,
  ).catch(() =>
    problems.push(
      `unread badge ${unreadBadgeCount(cached)}, server ${unreadBadgeCount({ ...unreadCounts(t.platform, imId), mutedMessageCount: 0 })}`,
    ),
  );

  totals.schedules += 1;
  totals.typed += typed.length;
  totals.stored += typed.filter((text) => stored.some((m) => m.content === text)).length;
  totals.shown += shown.length;
  totals.droppedAcks += network.counters.droppedClientAcks + network.counters.droppedServerAcks;
  totals.swallowed += network.counters.swallowed;
  stopBadge();
  running?.stop();
  running = undefined;
  expect({ problems: problems.slice(0, 5), steps: steps.map((s) => s.kind) }).toEqual({ problems: [], steps: steps.map((s) => s.kind) });
}

const { schedules, seed: SEED } = chaosRun(6, 20_261_127);

describe('fault injection on the screen (the conversation against the real sandbox socket server)', () => {
  it(
    'each message typed during closes, half-open links, restarts, lost ACKs and kicks shows and is stored once, in order',
    { timeout: 60_000 + schedules * 12_000 },
    () =>
      assertSchedules(
        fc.record({ steps: fc.array(stepArb, { minLength: 4, maxLength: 12 }), seed: fc.integer({ min: 1, max: 2 ** 30 }) }),
        async ({ steps, seed }) => {
          try {
            await runScreenSchedule(steps, seed);
          } finally {
            await endLiveSession(running, sandbox, http);
            running = undefined;
            sandbox = undefined;
            cleanup();
          }
        },
        {
          schedules,
          seed: SEED,
          report: () =>
            `fault injection on the screen (seed ${SEED}): ${totals.schedules} schedules, ${totals.steps} steps; typed ${totals.typed}, ` +
            `stored ${totals.stored} (each once), ${totals.resent} resent by hand after ${totals.kicks} kicks; ${totals.restarts} server restarts, ` +
            `${totals.droppedAcks} lost ACKs, ${totals.swallowed} frames swallowed by half-open links`,
        },
      ),
  );
});
