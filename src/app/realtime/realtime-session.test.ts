/**
 * The realtime session outside React, against the real sandbox socket server and the sandbox's
 * chat gateway handlers (msw/node on the test profile's hosts): both sockets come up without any
 * screen, their events are logged with log/onWsEvent, messages reach the alerts and the cache, and
 * what needs the screen waits for it.
 */
import { QueryClient } from '@tanstack/react-query';
import { WebSocket as NodeWebSocket } from 'ws';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postMessage } from '@mocks/domain/chat/index.ts';
import { addNotification } from '@mocks/domain/notifications.ts';
import { getGetHospitalBaseInfoQueryKey } from '@generated/main/hospital/hospital';
import { getGetHomePageFullDataQueryKey } from '@generated/main/common/common.ts';
import { chatHandlers } from '@mocks/handlers/chat/index.ts';
import { getOnWsEventMockHandler } from '@generated/main/session/session.msw.ts';
import { MAIN, privateChatOf, startServer, testPlatform, type TestServer } from '@mocks/realtime/test-support.ts';
import type { AlertService } from '@/lib/alerts/alert-service.ts';
import { configureTransport } from '@/lib/http/transport-config.ts';
import type { WebSocketConstructor } from '@/lib/realtime/environment.ts';
import { publishedSockets } from '@/lib/realtime/realtime-status.ts';
import { clearMemoryStore } from '@/lib/storage/local-store.ts';
import { success } from '@/testing/test-envelopes.ts';
import { type RealtimeSession, type ScreenEvent, startRealtimeSession } from './realtime-session.ts';
import { endLiveSession, installLoopbackGateways, noLifecycle, sandboxSession, until } from '@/testing/realtime-harness.ts';

const http = installLoopbackGateways();

let sandbox: TestServer | undefined;
let running: RealtimeSession | undefined;
afterEach(async () => {
  await endLiveSession(running, sandbox, http);
  running = undefined;
  sandbox = undefined;
  clearMemoryStore();
});

function fakeAlerts() {
  return {
    messageAlert: vi.fn(() => true),
    dispatchAlert: vi.fn(() => true),
    systemShake: vi.fn(() => true),
    noticeAlert: vi.fn(() => true),
    dispose: vi.fn(),
  };
}

async function setup() {
  const t = testPlatform();
  sandbox = await startServer(t.platform);
  const reports: { event: string; content: string }[] = [];
  http.use(
    ...chatHandlers(t.platform),
    getOnWsEventMockHandler(async ({ request }) => {
      reports.push((await request.json()) as { event: string; content: string });
      return success(true);
    }),
  );
  const session = sandboxSession(t, MAIN);
  configureTransport({ getToken: () => session.token });
  const alerts = fakeAlerts();
  const queryClient = new QueryClient();
  running = startRealtimeSession({
    session,
    queryClient,
    alerts: alerts as unknown as AlertService,
    realtime: {
      chatSocketUrl: `${sandbox.wsBase}/ws/chat`,
      pushSocketUrl: `${sandbox.wsBase}/ws/push`,
      deviceId: 'pc-session',
      WebSocket: NodeWebSocket as unknown as WebSocketConstructor,
      lifecycle: noLifecycle,
    },
  });
  return { t, running, alerts, reports, queryClient, imId: session.userInfo.imId, server: sandbox };
}

describe('the realtime session', () => {
  it('brings both sockets up without a screen and logs their events with log/onWsEvent', async () => {
    const { running: rt, reports } = await setup();
    await until(() => rt.realtime.chat.state === 'live' && rt.realtime.push.state === 'live', 'both live');
    expect(publishedSockets()).toEqual({ chat: rt.realtime.chat.machine, push: rt.realtime.push.machine });
    await until(() => reports.filter((r) => r.event === 'connect').length === 2, 'two connect reports');
    expect(
      reports
        .filter((r) => r.event === 'connect')
        .map((r) => (JSON.parse(r.content) as { socket: string }).socket)
        .sort(),
    ).toEqual(['chat', 'push']);
  });

  it('raises a message alert for a message from a customer', async () => {
    const { t, running: rt, alerts, imId } = await setup();
    await until(() => rt.realtime.chat.state === 'live', 'chat live');
    const chat = privateChatOf(t.platform, imId);
    const customer = chat.members.find((m) => m.userId !== imId)?.userId as string;
    postMessage(t.platform, { chatId: chat.item.chatId, fromUserId: customer, content: 'Is Saturday free?' });
    await until(() => alerts.messageAlert.mock.calls.length === 1, 'the alert');
    expect(alerts.messageAlert).toHaveBeenCalledWith(expect.objectContaining({ chatId: chat.item.chatId, text: 'Is Saturday free?' }));
  });

  it('a pushed order notice (type 1) makes home figures stale; another notice does not', async () => {
    const { t, running: rt, alerts, queryClient } = await setup();
    await until(() => rt.realtime.push.state === 'live', 'push live');
    const home = getGetHomePageFullDataQueryKey();
    queryClient.setQueryData(home, success({}));
    addNotification(t.platform, 'demo-main', { type: 200904, text: '公告被驳回' });
    await until(() => alerts.noticeAlert.mock.calls.length === 1, 'the first notice');
    expect(queryClient.getQueryState(home)?.isInvalidated).toBe(false);
    addNotification(t.platform, 'demo-main', { type: 1, text: '新的派单', assid: 880001 });
    await until(() => alerts.noticeAlert.mock.calls.length === 2, 'the dispatch notice');
    expect(queryClient.getQueryState(home)?.isInvalidated).toBe(true);
  });

  it('a hospital review notice (2024060112) makes the hospital profile stale; another notice does not', async () => {
    const { t, running: rt, alerts, queryClient } = await setup();
    await until(() => rt.realtime.push.state === 'live', 'push live');
    const base = getGetHospitalBaseInfoQueryKey();
    queryClient.setQueryData(base, success({}));
    addNotification(t.platform, 'demo-main', { type: 200904, text: '公告被驳回' });
    await until(() => alerts.noticeAlert.mock.calls.length === 1, 'the first notice');
    expect(queryClient.getQueryState(base)?.isInvalidated).toBe(false);
    addNotification(t.platform, 'demo-main', { type: 2024060112, text: '机构基本信息审核未通过', assid: 7102 });
    await until(() => alerts.noticeAlert.mock.calls.length === 2, 'the review notice');
    expect(queryClient.getQueryState(base)?.isInvalidated).toBe(true);
  });

  it('keeps a login elsewhere for the screen until the screen listens, and tells it once', async () => {
    const { running: rt, server } = await setup();
    await until(() => rt.realtime.chat.state === 'live', 'chat live');
    server.hub.kick(MAIN);
    await until(() => rt.realtime.chat.state === 'kicked', 'kicked');
    const first: ScreenEvent[] = [];
    rt.onScreenEvent((event) => first.push(event));
    expect(first).toEqual([{ kind: 'kicked' }]);
    const later: ScreenEvent[] = [];
    rt.onScreenEvent((event) => later.push(event));
    expect(later).toEqual([]);
  });

  it('stops both sockets and the alerts, and unpublishes the sockets', async () => {
    const { running: rt, alerts, server } = await setup();
    await until(() => rt.realtime.chat.state === 'live' && rt.realtime.push.state === 'live', 'both live');
    rt.stop();
    rt.stop();
    expect([rt.realtime.chat.state, rt.realtime.push.state]).toEqual(['stopped', 'stopped']);
    expect(alerts.dispose).toHaveBeenCalledOnce();
    expect(publishedSockets()).toEqual({});
    await until(() => server.hub.connections().length === 0, 'server sees both closed');
  });
});
