/** startRealtime: both sockets after login, both stopped by sign-out, socket events reported. */
import { setupServer } from 'msw/node';
import { WebSocket as NodeWebSocket } from 'ws';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createSession } from '@mocks/domain/session.ts';
import { chatHandlers } from '@mocks/handlers/chat/index.ts';
import { MAIN, startServer, testPlatform, type TestServer } from '@mocks/realtime/test-support.ts';
import { configureTransport, resetTransport } from '../http/transport-config.ts';
import type { Session } from '../session/session-store.ts';
import { signOutLocally } from '../session/sign-in.ts';
import type { Lifecycle, WebSocketConstructor } from './environment.ts';
import { type SocketEventReport, startRealtime } from './realtime.ts';

const http = setupServer();
beforeAll(() =>
  http.listen({
    onUnhandledFrame({ frame, defaults }) {
      const request = (frame.data as { request?: Request }).request;
      if (request && new URL(request.url).hostname === '127.0.0.1') return;
      defaults.error();
    },
  }),
);
afterAll(() => http.close());

let sandbox: TestServer | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
  resetTransport();
});

const noLifecycle: Lifecycle = { subscribe: () => () => {} };

async function until(condition: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

it('starts the chat and push sockets for the session, reports events, and stops both on sign-out', async () => {
  const t = testPlatform();
  sandbox = await startServer(t.platform);
  http.use(...chatHandlers(t.platform));
  const account = t.account(MAIN);
  const s = createSession(t.platform, account);
  configureTransport({ getToken: () => s.token });
  const session: Session = {
    userInfo: account.userInfo,
    token: s.token,
    pushToken: s.pushToken,
    authCodes: account.authCode,
    menus: account.menus,
    autoLogin: true,
    isRestricted: false,
  };
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
  expect(connects[0]).toMatchObject({ account: account.userInfo.account, hospitalId: account.userInfo.hospitalId });
  expect(connects[0]?.eventtime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  signOutLocally();
  expect(rt.chat.state).toBe('stopped');
  expect(rt.push.state).toBe('stopped');
  expect(reports.filter((r) => r.event === 'logout')).toHaveLength(2);
  await until(() => sandbox!.hub.connections().length === 0, 'server sees both closed');
  rt.stop(); // idempotent
});
