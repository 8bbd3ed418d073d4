/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import { getListChatsUrl } from '@generated/chat/chats/chats.ts';
import { getRecallMessageUrl } from '@generated/chat/messages/messages.ts';
import { getGetCustomerListMockHandler } from '@generated/main/customer/customer.msw.ts';
import { getGetCustomerListUrl } from '@generated/main/customer/customer.ts';
import { getDownloadScheduleMockHandler } from '@generated/main/schedule/schedule.msw.ts';
import { getDownloadScheduleUrl } from '@generated/main/schedule/schedule.ts';
import { getGetLoginContextUrl } from '@generated/main/session/session.ts';
import { describe, expect, it, vi } from 'vitest';
import { type HandlerFactory, answer } from '@/testing/gateway-handlers.ts';
import { storageKey } from '../storage/local-store.ts';
import { setServerTimeOffset } from '../storage/server-time-offset.ts';
import { mainFetch } from './mutator.ts';
import { ACCEPT_HEADER, prepareRequest } from './prepare-request.ts';
import { requestSignature } from './signing.ts';
import { CHAT, MAIN, ok, server, installGatewayServer } from '@/testing/test-gateway.ts';
import { configureTransport } from './transport-config.ts';

installGatewayServer();

const SECRET = 'sandbox-secret';
const LIST = getGetCustomerListUrl();

/** Captures what the gateway received for one call (of the customer list, unless `operation` says otherwise). */
async function received(path: string, init?: RequestInit, operation: HandlerFactory = getGetCustomerListMockHandler): Promise<Request> {
  let captured: Request | undefined;
  server.use(
    answer(operation, ({ request }) => {
      captured = request.clone();
      return ok(null);
    }),
  );
  await mainFetch(path, init);
  if (!captured) throw new Error('no request reached the gateway');
  return captured;
}

/** The canonical string built by hand here, hashed by openssl: shares nothing with signing.ts. */
function independentSignature(url: string, headers: Headers): string {
  const pairs = [...new URL(url).searchParams.entries()];
  for (const name of ['appid', 'nonce', 'timestamp']) pairs.push([name, headers.get(name) ?? '']);
  pairs.sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : av > bv ? 1 : 0) : ak < bk ? -1 : 1));
  const text = pairs.map(([k, v]) => `${k}=${v}`).join('&') + SECRET;
  return execFileSync('sh', ['-c', 'openssl dgst -sha1 -binary | base64'], { input: Buffer.from(text, 'utf8') })
    .toString('utf8')
    .trim();
}

describe('request headers', () => {
  it('sends accept, appid, nonce, timestamp, deviceid and a signature the gateway can verify', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_500);
    const request = await received(`${getGetCustomerListUrl({ page: 1, limit: 10 })}&keyword=${encodeURIComponent('张 三')}`);
    const h = request.headers;
    expect(h.get('accept')).toBe(ACCEPT_HEADER);
    expect(ACCEPT_HEADER).toBe('application/json, text/plain, */*');
    expect(h.get('appid')).toBe('sandbox-app');
    expect(h.get('nonce')).toMatch(/^[0-9a-f]{32}$/);
    expect(h.get('timestamp')).toBe('1700000000');
    expect(h.get('deviceid')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const auth = { appid: h.get('appid')!, nonce: h.get('nonce')!, timestamp: h.get('timestamp')! };
    expect(h.get('signature')).toBe(await requestSignature(request.url, auth, SECRET));
    expect(h.get('signature')).toBe(independentSignature(request.url, h));
    expect(h.has('token')).toBe(false);
  });

  it('signs repeated (array) query parameters one pair per value', async () => {
    const request = await received(`${LIST}?status=2&status=1&page=1`);
    expect(request.headers.get('signature')).toBe(independentSignature(request.url, request.headers));
  });

  it('uses a new nonce per request and the same persisted device id', async () => {
    const first = await received(LIST);
    const second = await received(LIST);
    expect(first.headers.get('nonce')).not.toBe(second.headers.get('nonce'));
    expect(first.headers.get('deviceid')).toBe(second.headers.get('deviceid'));
    expect(localStorage.getItem(storageKey('deviceId'))).toBe(first.headers.get('deviceid'));
  });

  it('keeps a device id found in storage', async () => {
    localStorage.setItem(storageKey('deviceId'), 'device-from-last-week');
    expect((await received(LIST)).headers.get('deviceid')).toBe('device-from-last-week');
  });

  it('corrects the timestamp by the stored server offset', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    setServerTimeOffset(-125_000);
    expect((await received(LIST)).headers.get('timestamp')).toBe('1699999875');
  });

  it('sends the token when the getter returns one, sync or async', async () => {
    configureTransport({ getToken: () => 'tok-1' });
    expect((await received(LIST)).headers.get('token')).toBe('tok-1');
    configureTransport({ getToken: async () => 'tok-2' });
    expect((await received(LIST)).headers.get('token')).toBe('tok-2');
    configureTransport({ getToken: () => null });
    expect((await received(LIST)).headers.has('token')).toBe(false);
  });

  it("keeps the caller's accept header (downloads)", async () => {
    const request = await received(
      getDownloadScheduleUrl({ startDate: '2026-11-01', endDate: '2026-11-30' }),
      { headers: { accept: 'application/octet-stream' } },
      getDownloadScheduleMockHandler,
    );
    expect(request.headers.get('accept')).toBe('application/octet-stream');
  });
});

describe('prepareRequest', () => {
  it('resolves paths against the gateway bases and sends cookies', async () => {
    const main = await prepareRequest('main', getGetLoginContextUrl());
    expect(main.url).toBe(`${MAIN}${getGetLoginContextUrl()}`);
    expect(main.credentials).toBe('include');
    const chat = await prepareRequest('chat', getListChatsUrl({ page: 1 }));
    expect(chat.url).toBe(`${CHAT}${getListChatsUrl({ page: 1 })}`);
  });

  it('moves a Request built from a path (page origin) under the gateway base, body included', async () => {
    const input = new Request(new URL(`${getRecallMessageUrl()}?x=1`, location.href), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fingerPrint: 'fp-1' }),
    });
    const prepared = await prepareRequest('chat', input);
    expect(prepared.url).toBe(`${CHAT}${getRecallMessageUrl()}?x=1`);
    expect(prepared.method).toBe('POST');
    expect(await prepared.json()).toEqual({ fingerPrint: 'fp-1' });
    expect(prepared.headers.get('signature')).toBe(independentSignature(prepared.url, prepared.headers));
  });

  it('leaves URLs already under the base or on other hosts alone', async () => {
    expect((await prepareRequest('chat', new Request(`${CHAT}${getListChatsUrl()}`))).url).toBe(`${CHAT}${getListChatsUrl()}`);
    expect((await prepareRequest('main', 'https://oss.example.com/a')).url).toBe('https://oss.example.com/a');
  });

  it('aborts after the requested timeout with a TimeoutError', async () => {
    const prepared = await prepareRequest('main', LIST, { timeout: 20 });
    expect(prepared.signal.aborted).toBe(false);
    await new Promise((resolve) => prepared.signal.addEventListener('abort', resolve, { once: true }));
    expect(prepared.signal.aborted).toBe(true);
    expect((prepared.signal.reason as DOMException).name).toBe('TimeoutError');
  });
});
