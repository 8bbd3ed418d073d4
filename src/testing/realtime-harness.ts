/**
 * What the realtime tests against the sandbox's real socket server share: an MSW server for the
 * gateway handlers that lets the loopback socket server through, a lifecycle that never fires,
 * polling for a condition, the client session of a sandbox account, and the teardown.
 */
import { type SetupServer, setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { createSession } from '@mocks/domain/session.ts';
import type { TestPlatform } from '@mocks/realtime/test-support.ts';
import { resetTransport } from '@/lib/http/transport-config.ts';
import type { Lifecycle } from '@/lib/realtime/environment.ts';
import type { Session } from '@/lib/session/session-store.ts';

/**
 * MSW for the gateways; the sandbox socket server on 127.0.0.1 is reached for real (the socket
 * upgrade goes through Node's http too, so it must pass).
 */
export function installLoopbackGateways(): SetupServer {
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
  return http;
}

/**
 * What a test of a running session leaves behind, put away: the session stopped, its socket
 * server closed, the gateways' handlers and the transport's settings back to the start.
 */
export async function endLiveSession(
  running: { stop(): void } | undefined,
  server: { close(): Promise<void> } | undefined,
  http: SetupServer,
): Promise<void> {
  running?.stop();
  await server?.close();
  http.resetHandlers();
  resetTransport();
}

/** No online/offline or visibility events: tests drive reconnects themselves. */
export const noLifecycle: Lifecycle = { subscribe: () => () => {} };

export async function until(condition: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Signs the account in on the sandbox platform and returns the client's session of it. */
export function sandboxSession(t: TestPlatform, accountName: string): Session {
  const account = t.account(accountName);
  const s = createSession(t.platform, account);
  return {
    userInfo: account.userInfo,
    token: s.token,
    pushToken: s.pushToken,
    authCodes: account.authCode,
    menus: account.menus,
    autoLogin: true,
    isRestricted: false,
  };
}
