/**
 * The control API refuses foreign web pages and foreign Host names (DNS rebinding), and still
 * answers the client's own pages and tools without an Origin.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '../sandbox.ts';
import { allowedControlOrigins, controlAccess } from './control-access.ts';
import { expectEvery } from '../../test-support/expect-every.ts';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;
let sandbox: Sandbox;
let port: number;

/** A raw request, so the test can send any Origin and Host a browser would. */
function call(method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method, path: `/__sandbox/${path}`, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, scale: 0.05 });
  port = Number(new URL(sandbox.address).port);
});
afterAll(async () => {
  await sandbox.close();
});

describe('control API access', () => {
  it('answers tools without an Origin and the client’s own pages', async () => {
    expect((await call('GET', 'health')).status).toBe(200);
    for (const origin of [
      'http://127.0.0.1:5173',
      'http://localhost:5173',
      'http://127.0.0.1:6006',
      `http://127.0.0.1:${port}`,
      'app://client',
    ]) {
      const answer = await call('POST', 'push', { origin }, { account: 'demo-main', type: 200902 });
      expect(answer.status, origin).toBe(200);
    }
    expect((await call('GET', 'requests?limit=1', { host: `localhost:${port}` })).status).toBe(200);
  });

  it.each(['https://evil.example', 'http://127.0.0.1:5174', 'null', 'http://127.0.0.1.evil.example:5173'])(
    'refuses a page from %s: it can neither drive the sandbox nor read the request log',
    async (origin) => {
      const reset = await call('POST', 'reset', { origin });
      expect(reset.status).toBe(403);
      expect(JSON.parse(reset.body)).toEqual({ error: expect.stringContaining('Origin') });
      const log = await call('GET', 'requests?limit=50', { origin });
      expect(log.status).toBe(403);
      expect(log.body).not.toContain('token');
    },
  );

  it('refuses a request under a foreign Host (DNS rebinding), even without an Origin', async () => {
    for (const host of [`evil.example:${port}`, 'localhost', `127.0.0.1:${port + 1}`]) {
      const answer = await call('GET', 'requests?limit=50', { host });
      expect(answer.status, host).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({ error: expect.stringContaining('Host') });
    }
  });
});

describe('controlAccess', () => {
  it('lists loopback client, Storybook, own and desktop origins only', () => {
    const origins = allowedControlOrigins(4010);
    expect(origins).toContain('http://127.0.0.1:5173');
    expect(origins).toContain('http://[::1]:6006');
    expect(origins).toContain('http://localhost:4010');
    expect(origins).toContain('app://client');
    expectEvery([...origins], (origin) => origin === 'app://client' || /^http:\/\/(127\.0\.0\.1|localhost|\[::1\]):\d+$/.test(origin));
  });

  it('decides on Host first, then Origin', () => {
    expect(controlAccess({ headers: { host: '127.0.0.1:4010' } }, 4010)).toEqual({ allowed: true });
    expect(controlAccess({ headers: { host: '127.0.0.1:4010', origin: 'https://evil.example' } }, 4010).allowed).toBe(false);
    expect(controlAccess({ headers: {} }, 4010).allowed).toBe(false);
  });
});
