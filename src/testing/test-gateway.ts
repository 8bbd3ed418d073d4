/**
 * Test support for tests that call the gateways: an MSW server for the test profile's fake
 * gateway hosts that fails on any unhandled request, and the resets every
 * case needs so once-per-page guards and toasts do not leak between cases.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setLocale } from '@/lib/i18n/i18n.ts';
import { clearMemoryStore } from '@/lib/storage/local-store.ts';
import { resetTransport } from '@/lib/http/transport-config.ts';

export const MAIN = 'http://gw-main.test';
export const CHAT = 'http://gw-chat.test/imclient-hospital';

export const server = setupServer();

export function installGatewayServer(): void {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    resetTransport();
    setLocale('en-US');
  });
  afterEach(() => {
    server.resetHandlers();
    clearMemoryStore();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
}

export { failure, ok, success } from './test-envelopes.ts';
