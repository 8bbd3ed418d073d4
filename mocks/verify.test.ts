import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedRequest, testPlatform, tokenFor } from './contract/test-client.ts';
import { endSession } from './domain/session.ts';
import { sandboxHandlers } from './handlers/index.ts';
import { verificationHandler, verifyRequest } from './verify.ts';

const LIST = '/api/pc/1.0/NotificationCenter/GetPagedList';
const LOGIN = '/api/pc/1.0/Login/LoginByPassword';

describe('verifyRequest', () => {
  const { platform, clock } = testPlatform();
  const token = tokenFor(platform);
  const now = () => Math.floor(clock.now / 1000);

  it('accepts a good signature with a live token and returns the session', async () => {
    const result = await verifyRequest(platform, await signedRequest(platform, LIST, { query: { page: 1, limit: 10 }, token }));
    expect(result).toMatchObject({ ok: true, session: { account: 'demo-main', token } });
  });

  it('checks the guide example signature exactly', async () => {
    const { platform: p } = testPlatform({ now: 1700000000 * 1000 });
    const request = new Request('http://127.0.0.1:4010/api/pc/1.0/Login/LoginByPassword?page=1&limit=10', {
      method: 'POST',
      headers: { appid: 'sandbox-app', nonce: 'abc', timestamp: '1700000000', signature: 'VibA4XfLfQjrT2Creqi4dP+dEy4=' },
    });
    expect(await verifyRequest(p, request)).toEqual({ ok: true });
  });

  it.each([
    ['a wrong signature', { signature: 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=' }],
    ['a missing signature', { signature: null }],
    ['a wrong secret', { secret: 'other-secret' }],
    ['a wrong appid', { appid: 'other-app' }],
    ['a missing appid', { appid: null }],
  ] as const)('refuses %s with invalid signature', async (_label, options) => {
    const result = await verifyRequest(platform, await signedRequest(platform, LIST, { token, ...options }));
    expect(result).toEqual({ ok: false, reason: 'invalid signature', status: 200 });
  });

  it('refuses a query changed after signing', async () => {
    const request = await signedRequest(platform, LIST, { query: { page: 1 }, token });
    const tampered = new Request(request.url.replace('page=1', 'page=2'), { headers: request.headers });
    expect(await verifyRequest(platform, tampered)).toMatchObject({ ok: false, reason: 'invalid signature' });
  });

  it.each([
    ['stale by 301 s', -301],
    ['future by 301 s', 301],
    ['stale by a day', -86400],
  ])('refuses a timestamp %s', async (_label, offset) => {
    const result = await verifyRequest(platform, await signedRequest(platform, LIST, { token, timestamp: now() + offset }));
    expect(result).toEqual({ ok: false, reason: 'invalid or error timestamp', status: 200 });
  });

  it.each([-300, -120, 0, 120, 300])('accepts a timestamp %i s away', async (offset) => {
    const result = await verifyRequest(platform, await signedRequest(platform, LIST, { token, timestamp: now() + offset }));
    expect(result.ok).toBe(true);
  });

  it('follows the sandbox clock (control API skew)', async () => {
    platform.clockOffsetSeconds = 3600;
    try {
      expect((await verifyRequest(platform, await signedRequest(platform, LIST, { token, timestamp: now() }))).ok).toBe(false);
      expect((await verifyRequest(platform, await signedRequest(platform, LIST, { token }))).ok).toBe(true);
    } finally {
      platform.clockOffsetSeconds = 0;
    }
  });

  it('answers 401 for a missing, unknown, ended or expired token on a call that needs one', async () => {
    expect(await verifyRequest(platform, await signedRequest(platform, LIST))).toEqual({ ok: false, reason: 'unauthorized', status: 401 });
    expect(await verifyRequest(platform, await signedRequest(platform, LIST, { token: 'nope' }))).toMatchObject({ status: 401 });
    const ended = tokenFor(platform);
    endSession(platform, ended);
    expect(await verifyRequest(platform, await signedRequest(platform, LIST, { token: ended }))).toMatchObject({ status: 401 });
    const expiring = tokenFor(platform, 'demo-sub');
    platform.db.sessions.update(expiring, (s) => void (s.expiresAt = clock.now - 1));
    expect(await verifyRequest(platform, await signedRequest(platform, LIST, { token: expiring }))).toMatchObject({ status: 401 });
  });

  it('lets the public calls (contract security without token) through without a token', async () => {
    for (const path of ['LoginByPassword', 'LoginByPhone', 'LoginByUcToken', 'LoginByAccount', 'LoginByPushToken', 'SendSmsCodeV2']) {
      const result = await verifyRequest(
        platform,
        await signedRequest(platform, `/api/pc/1.0/Login/${path}`, { method: 'POST', body: {} }),
      );
      expect(result, path).toEqual({ ok: true });
    }
    // GetLoginContext and logout do need the token.
    expect((await verifyRequest(platform, await signedRequest(platform, '/api/pc/1.0/Login/GetLoginContext'))).ok).toBe(false);
    expect((await verifyRequest(platform, await signedRequest(platform, '/api/pc/1.0/logout', { method: 'POST' }))).ok).toBe(false);
  });

  it('checks the chat gateway too', async () => {
    const path = '/imclient-hospital/api/v1/chats/unread_message';
    expect(await verifyRequest(platform, await signedRequest(platform, path))).toMatchObject({ ok: false, status: 401 });
    expect((await verifyRequest(platform, await signedRequest(platform, path, { token }))).ok).toBe(true);
  });
});

describe('verificationHandler', () => {
  const { platform } = testPlatform();
  const handlers = sandboxHandlers(platform);

  it('answers failures with the envelope and records every gateway request', async () => {
    platform.requestLog.length = 0;
    const bad = await call(platform, handlers, LIST, { signature: 'x' });
    expect(bad.status).toBe(200);
    expect(bad.json).toEqual({ success: false, code: '4031', msg: 'invalid signature', data: null });

    const stale = await call(platform, handlers, LIST, { timestamp: Math.floor(platform.now() / 1000) - 1000 });
    expect(stale.json).toMatchObject({ success: false, msg: 'invalid or error timestamp' });
    expect(stale.json.code).not.toMatch(/1001|1002/);

    const anonymous = await call(platform, handlers, LIST);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toMatchObject({ success: false });

    const login = await call(platform, handlers, LOGIN, { method: 'POST', body: { account: 'demo-main', password: 'Sandbox#2026' } });
    expect(login.json.success).toBe(true);

    expect(platform.requestLog.map((e) => [e.method, new URL(e.url).pathname, e.verification.ok, e.verification.reason, e.status])).toEqual(
      [
        ['GET', LIST, false, 'invalid signature', 200],
        ['GET', LIST, false, 'invalid or error timestamp', 200],
        ['GET', LIST, false, 'unauthorized', 401],
        ['POST', LOGIN, true, undefined, undefined],
      ],
    );
    expect(platform.requestLog[0]?.headers.appid).toBe('sandbox-app');
  });

  it('leaves requests outside the gateways alone', async () => {
    platform.requestLog.length = 0;
    const handlers2 = [verificationHandler(platform), http.all('*', () => HttpResponse.text('passed'))];
    for (const path of ['/__sandbox/health', '/account-center/login', '/ws/push', '/index.html']) {
      const { response } = await call(platform, handlers2, path, { signature: 'bad' });
      expect(await response.text(), path).toBe('passed');
    }
    expect(platform.requestLog).toEqual([]);
  });
});

describe('over msw/node with fetch', () => {
  const { platform } = testPlatform();
  const server = setupServer(...sandboxHandlers(platform));
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());

  it('serves a signed fetch end to end', async () => {
    const token = tokenFor(platform);
    const response = await fetch(await signedRequest(platform, '/api/pc/1.0/NotificationCenter/GetUnreadCount', { token }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, data: { unreadCount: expect.any(Number) } });
  });
});
