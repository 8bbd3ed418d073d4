/** startRealtime: both sockets after login, both stopped by sign-out, socket events reported. */
import { WebSocket as NodeWebSocket } from 'ws';
import { afterEach, expect, it } from 'vitest';
import { chatHandlers } from '@mocks/handlers/chat/index.ts';
import { MAIN, startServer, testPlatform, type TestServer } from '@mocks/realtime/test-support.ts';
import { configureTransport, resetTransport } from '../http/transport-config.ts';
import { signOutLocally } from '../session/sign-in.ts';
import type { WebSocketConstructor } from './environment.ts';
import { type SocketEventReport, startRealtime } from './realtime.ts';
import { installLoopbackGateways, noLifecycle, sandboxSession, until } from '@/testing/realtime-harness.ts';

const http = installLoopbackGateways();

let sandbox: TestServer | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
  resetTransport();
});

it('starts the chat and push sockets for the session, reports events, and stops both on sign-out', async () => {
  const t = testPlatform();
  sandbox = await startServer(t.platform);
  http.use(...chatHandlers(t.platform));
  const session = sandboxSession(t, MAIN);
  configureTransport({ getToken: () => session.token });
  const reports: SocketEventReport[] = [];
  const rt = startRealtime({
    session,
    chatSocketUrl: `${sandbox.wsBase}/ws/chat`,
    pushSocketUrl: `${sandbox.wsBase}/ws/push`,
    deviceId: 'pc-rt',
    WebSocket: NodeWebSocket as unknown as WebSocketConstructor,
    lifecycle: noLifecycle,
    reportSocketEvent: (r) => reports.push(r),
  });
  await until(() => rt.chat.state === 'live' && rt.push.state === 'live', 'both live');
  expect(
    sandbox.hub
      .connections()
      .map((c) => [c.kind, c.state, c.deviceId])
      .sort(),
  ).toEqual([
    ['chat', 'live', 'pc-rt'],
    ['push', 'live', 'pc-rt'],
  ]);
  const connects = reports.filter((r) => r.event === 'connect');
  expect(connects.map((r) => JSON.parse(r.content).socket).sort()).toEqual(['chat', 'push']);
  expect(connects[0]).toMatchObject({ account: session.userInfo.account, hospitalId: session.userInfo.hospitalId });
  expect(connects[0]?.eventtime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  signOutLocally();
  expect(rt.chat.state).toBe('stopped');
  expect(rt.push.state).toBe('stopped');
  expect(reports.filter((r) => r.event === 'logout')).toHaveLength(2);
  await until(() => sandbox!.hub.connections().length === 0, 'server sees both closed');
  rt.stop(); // idempotent
});
