/**
 * Component tests against the sandbox platform itself, in memory: a fresh seeded platform per test
 * (real clock, so times a form checks agree with the platform's), its served operations answering
 * the test gateway (msw/node, installGatewayServer), and an account signed in with a session the
 * platform knows. State changes persist within the test, as they would on the server.
 *
 *   installGatewayServer();
 *   const sandbox = installSandboxGateway();   // demo-main
 *   … sandbox.platform.db.orders.get(id) …
 */
import { createSession, findAccount } from '@mocks/domain/session.ts';
import { servedHandlers } from '@mocks/handlers/index.ts';
import { SandboxPlatform } from '@mocks/platform.ts';
import { MemoryStore } from '@mocks/store/index.ts';
import type { RequestHandler } from 'msw';
import { beforeEach } from 'vitest';
import { configureTransport } from '@/lib/http/transport-config.ts';
import { startSession } from '@/lib/session/session-store.ts';
import { server } from './test-gateway.ts';

export interface SandboxGateway {
  platform: SandboxPlatform;
}

/**
 * Seeds a platform before each test and signs `account` in. `before` handlers run ahead of the
 * sandbox's (a recorder that returns undefined lets the call through).
 */
export function installSandboxGateway(account = 'demo-main', before: () => RequestHandler[] = () => []): SandboxGateway {
  const gateway = {} as SandboxGateway;
  beforeEach(() => {
    gateway.platform = new SandboxPlatform({ store: new MemoryStore(), seed: { scale: 0.05 } });
    const found = findAccount(gateway.platform, account);
    if (!found) throw new Error(`the seed has no ${account}`);
    const session = createSession(gateway.platform, found);
    startSession({
      rootMenus: found.menus,
      userInfo: found.userInfo,
      ucToken: session.token,
      wsNotificationToken: session.pushToken,
      authCode: found.authCode,
      isRestricted: found.isRestricted,
    });
    // The app's transport set-up reads the token from the session; tests configure the transport themselves.
    configureTransport({ getToken: () => session.token });
    server.use(...before(), ...servedHandlers(gateway.platform));
  });
  return gateway;
}
