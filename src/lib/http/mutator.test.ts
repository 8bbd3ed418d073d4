import { getProbeMediaUrlMockHandler } from '@generated/chat/chat-tools/chat-tools.msw.ts';
import { getProbeMediaUrlUrl } from '@generated/chat/chat-tools/chat-tools.ts';
import { getListChatsMockHandler } from '@generated/chat/chats/chats.msw.ts';
import { getListChatsUrl } from '@generated/chat/chats/chats.ts';
import { getSaveBulletinMockHandler } from '@generated/main/bulletins/bulletins.msw.ts';
import { getSaveBulletinUrl } from '@generated/main/bulletins/bulletins.ts';
import {
  getExportCustomerListMockHandler,
  getGetCustomerCountMockHandler,
  getGetCustomerListMockHandler,
} from '@generated/main/customer/customer.msw.ts';
import { getExportCustomerListUrl, getGetCustomerCountUrl, getGetCustomerListUrl } from '@generated/main/customer/customer.ts';
import { getDownloadScheduleMockHandler } from '@generated/main/schedule/schedule.msw.ts';
import { getDownloadScheduleUrl } from '@generated/main/schedule/schedule.ts';
import { HttpResponse, delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answer } from '@/testing/gateway-handlers.ts';
import { setLocale } from '../i18n/i18n.ts';
import { getServerTimeOffset } from '../storage/server-time-offset.ts';
import { ApiError } from './api-error.ts';
import { interpretFailure } from './interpret-response.ts';
import { chatFetch, mainFetch } from './mutator.ts';
import { TOAST_KEY, type Toast, getShownToasts, getVisibleToast } from './notifier.ts';
import { SILENT_HEADER } from './request-options.ts';
import { resetSessionInvalidation, sessionEndedOnPurpose } from './session-invalidation.ts';
import { CHAT, failure, ok, server, installGatewayServer } from '@/testing/test-gateway.ts';
import { configureTransport } from './transport-config.ts';
import { expectEvery } from '../../../test-support/expect-every.ts';

installGatewayServer();

// Requests go to real operations, built by the generated URL builders; the answers use the
// generated handlers' method and path (src/testing/gateway-handlers.ts).
const LIST = getGetCustomerListUrl();
const CHATS = getListChatsUrl();

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to reject');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** Blob.text() and arrayBuffer() are missing from jsdom's Blob; FileReader is not. */
function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const toastTexts = () => getShownToasts().map((toast) => toast.content);

describe('success', () => {
  it('resolves with the whole envelope when success is true', async () => {
    server.use(answer(getGetCustomerListMockHandler, () => ok({ list: [{ id: 1 }], total: 1 })));
    await expect(mainFetch(getGetCustomerListUrl({ page: 1, limit: 10 }))).resolves.toEqual({
      success: true,
      code: '0',
      msg: 'ok',
      data: { list: [{ id: 1 }], total: 1 },
    });
    expect(getShownToasts()).toEqual([]);
  });

  it('sends chat paths to the chat gateway base', async () => {
    server.use(answer(getListChatsMockHandler, ({ request }) => ok({ url: request.url })));
    await expect(chatFetch(CHATS)).resolves.toMatchObject({ success: true, data: { url: `${CHAT}${CHATS}` } });
  });

  it('sends bodies and methods through unchanged', async () => {
    server.use(answer(getSaveBulletinMockHandler, async ({ request }) => ok({ echoed: await request.json() })));
    const result = await mainFetch<{ data: unknown }>(getSaveBulletinUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: '通知' }),
    });
    expect(result.data).toEqual({ echoed: { title: '通知' } });
  });

  it('resolves HEAD requests with undefined', async () => {
    server.use(getProbeMediaUrlMockHandler());
    await expect(chatFetch(getProbeMediaUrlUrl({ url: 'https://img.test/a.jpg' }), { method: 'HEAD' })).resolves.toBeUndefined();
  });
});

describe('business failures', () => {
  it('shows msg as the error toast and rejects with a business ApiError', async () => {
    server.use(answer(getGetCustomerListMockHandler, () => failure('customer not found', '4004')));
    const error = await rejection(mainFetch(LIST));
    expect(error).toMatchObject({ kind: 'business', code: '4004', status: 200, message: 'customer not found' });
    expect(getVisibleToast()).toEqual({ key: TOAST_KEY, type: 'error', content: 'customer not found' });
  });

  it.each([['true'], [1], [undefined]])('treats success %j as a failure', async (flag) => {
    server.use(answer(getGetCustomerListMockHandler, () => HttpResponse.json({ success: flag, code: '0', msg: 'not really' })));
    await expect(rejection(mainFetch(LIST))).resolves.toMatchObject({ kind: 'business', message: 'not really' });
  });

  it('rejects a 2xx body that is not an envelope', async () => {
    server.use(
      answer(getGetCustomerListMockHandler, () =>
        HttpResponse.text('<html>proxy login</html>', { headers: { 'content-type': 'text/html' } }),
      ),
    );
    await expect(rejection(mainFetch(LIST))).resolves.toMatchObject({
      kind: 'unknown',
      code: 'BAD_RESPONSE',
      message: 'oops, something went wrong (BAD_RESPONSE)',
    });
  });
});

describe('HTTP statuses', () => {
  it.each([502, 404, 500])('%i shows the service-unavailable text', async (status) => {
    server.use(answer(getGetCustomerListMockHandler, () => HttpResponse.text('Bad gateway', { status })));
    const error = await rejection(mainFetch(LIST));
    expect(error).toMatchObject({
      kind: 'http',
      status,
      code: String(status),
      message: 'service temporarily unavailable, please refresh and retry',
    });
    expect(toastTexts()).toEqual(['service temporarily unavailable, please refresh and retry']);
  });

  it('504 shows the timed-out text', async () => {
    server.use(answer(getGetCustomerListMockHandler, () => new HttpResponse(null, { status: 504 })));
    await expect(rejection(mainFetch(LIST))).resolves.toMatchObject({
      kind: 'http',
      status: 504,
      message: 'service request timed out, please refresh and retry',
    });
    expect(toastTexts()).toEqual(['service request timed out, please refresh and retry']);
  });

  it.each([500, 502, 504, 404])('a body msg overrides the text of %i', async (status) => {
    server.use(answer(getGetCustomerListMockHandler, () => failure('database maintenance until 22:00', String(status), { status })));
    await expect(rejection(mainFetch(LIST))).resolves.toMatchObject({ kind: 'http', status, message: 'database maintenance until 22:00' });
    expect(toastTexts()).toEqual(['database maintenance until 22:00']);
  });

  // Gateways often answer an HTTP error with an envelope whose msg is empty or missing: the
  // status decides the text then, exactly as for a bare status.
  it.each([
    [502, 'service temporarily unavailable, please refresh and retry'],
    [404, 'service temporarily unavailable, please refresh and retry'],
    [500, 'service temporarily unavailable, please refresh and retry'],
    [504, 'service request timed out, please refresh and retry'],
  ])('%i with an envelope but no msg shows the text of its status', async (status, text) => {
    server.use(
      answer(getGetCustomerListMockHandler, () => HttpResponse.json({ success: false, code: String(status), data: null }, { status })),
    );
    await expect(rejection(mainFetch(LIST))).resolves.toMatchObject({ kind: 'http', status, message: text });
    expect(toastTexts()).toEqual([text]);
  });

  it('504 with a blank msg in its envelope shows the timed-out text', async () => {
    server.use(answer(getGetCustomerListMockHandler, () => failure('  ', '504', { status: 504 })));
    await expect(rejection(mainFetch(LIST))).resolves.toMatchObject({ message: 'service request timed out, please refresh and retry' });
  });

  it('other statuses without a msg show the unknown text with the status', async () => {
    server.use(answer(getGetCustomerListMockHandler, () => new HttpResponse('forbidden', { status: 403 })));
    await expect(rejection(mainFetch(LIST))).resolves.toMatchObject({ kind: 'http', message: 'oops, something went wrong (403)' });
  });

  it('uses the current language', async () => {
    setLocale('zh-CN');
    server.use(answer(getGetCustomerListMockHandler, () => new HttpResponse(null, { status: 502 })));
    await expect(rejection(mainFetch(LIST))).resolves.toMatchObject({ message: '服务暂不可用，请刷新后重试' });
  });
});

describe('no response', () => {
  it('a network error shows the network-failed text', async () => {
    server.use(answer(getGetCustomerListMockHandler, () => HttpResponse.error()));
    const error = await rejection(mainFetch(LIST));
    expect(error).toMatchObject({ kind: 'network', status: 0, message: 'request error: network connection failed, check your network' });
    expect(toastTexts()).toEqual(['request error: network connection failed, check your network']);
  });

  it('being offline counts as a network error whatever was thrown', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(interpretFailure(new Error('socket hang up'))).toMatchObject({
      kind: 'network',
      message: 'request error: network connection failed, check your network',
    });
  });

  it('a timeout shows the unstable-network text with its code', async () => {
    server.use(
      answer(getGetCustomerListMockHandler, async () => {
        await delay('infinite');
        return ok(null);
      }),
    );
    const error = await rejection(mainFetch(LIST, { timeout: 30 }));
    expect(error).toMatchObject({
      kind: 'unstable',
      code: 'TIMEOUT',
      message: 'request error: your network is unstable, please refresh and retry (TIMEOUT)',
    });
    expect(toastTexts()).toEqual(['request error: your network is unstable, please refresh and retry (TIMEOUT)']);
  });

  it('anything else shows the unknown text with its code', () => {
    const error = interpretFailure(Object.assign(new Error('boom'), { code: 'E_PARSE' }));
    expect(error).toMatchObject({ kind: 'unknown', code: 'E_PARSE', message: 'oops, something went wrong (E_PARSE)' });
    expect(interpretFailure(new RangeError('x')).message).toBe('oops, something went wrong (RangeError)');
    expect(toastTexts()).toEqual(['oops, something went wrong (E_PARSE)', 'oops, something went wrong (RangeError)']);
  });

  it('a request that cannot be prepared is an unknown failure, not a network one', async () => {
    configureTransport({ getToken: () => 'tok\u4e2d' }); // not a valid header value
    await expect(rejection(mainFetch(LIST))).resolves.toMatchObject({
      kind: 'unknown',
      code: 'TypeError',
      message: 'oops, something went wrong (TypeError)',
    });
    await expect(rejection(mainFetch(LIST, { silent: true }))).resolves.toMatchObject({ kind: 'unknown' });
    expect(toastTexts()).toEqual(['oops, something went wrong (TypeError)']);
  });

  it('a cancelled request shows nothing and rejects as cancelled', async () => {
    server.use(
      answer(getGetCustomerListMockHandler, async () => {
        await delay('infinite');
        return ok(null);
      }),
    );
    const controller = new AbortController();
    const pending = mainFetch(LIST, { signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    await expect(rejection(pending)).resolves.toMatchObject({ kind: 'cancelled', status: 0 });
    expect(getShownToasts()).toEqual([]);
  });

  it('a request cancelled before it starts shows nothing either', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(rejection(mainFetch(LIST, { signal: controller.signal }))).resolves.toMatchObject({ kind: 'cancelled' });
    expect(getShownToasts()).toEqual([]);
  });
});

describe('session invalid', () => {
  it('HTTP 401 calls onSessionInvalid once even when several requests fail together', async () => {
    const onSessionInvalid = vi.fn();
    configureTransport({ onSessionInvalid });
    server.use(
      answer(getGetCustomerListMockHandler, () => failure('token expired', '401', { status: 401 })),
      answer(getListChatsMockHandler, () => new HttpResponse(null, { status: 401 })),
    );
    const errors = await Promise.all([rejection(mainFetch(LIST)), rejection(mainFetch(LIST)), rejection(chatFetch(CHATS))]);
    expect(errors.map((e) => e.kind)).toEqual(['session', 'session', 'session']);
    expect(errors[0]).toMatchObject({ status: 401, message: 'your login information is invalid or expired, please log in again' });
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
    // The session reaction owns the feedback; the transport adds no toast of its own.
    expect(getShownToasts()).toEqual([]);
  });

  it.each(['1001', '1002', 'E100105', '21002'])('an envelope code %s (containing 1001 or 1002) is a session failure', async (code) => {
    const onSessionInvalid = vi.fn();
    configureTransport({ onSessionInvalid });
    server.use(answer(getGetCustomerListMockHandler, () => failure('please log in', code)));
    const errors = await Promise.all([rejection(mainFetch(LIST)), rejection(mainFetch(LIST)), rejection(mainFetch(LIST))]);
    expectEvery(errors, (e) => e.kind === 'session' && e.code === code);
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
  });

  it('codes that merely look similar are ordinary business failures', async () => {
    const onSessionInvalid = vi.fn();
    configureTransport({ onSessionInvalid });
    server.use(answer(getGetCustomerListMockHandler, () => failure('quota', '1003')));
    await expect(rejection(mainFetch(LIST))).resolves.toMatchObject({ kind: 'business' });
    expect(onSessionInvalid).not.toHaveBeenCalled();
  });

  it('does not run for answers to a session this device ended on purpose (logout)', async () => {
    const onSessionInvalid = vi.fn();
    configureTransport({ onSessionInvalid });
    server.use(answer(getGetCustomerListMockHandler, () => failure('please log in', '1001')));
    sessionEndedOnPurpose();
    await expect(rejection(mainFetch(LIST))).resolves.toMatchObject({ kind: 'session' });
    expect(onSessionInvalid).not.toHaveBeenCalled();
    resetSessionInvalidation();
    await rejection(mainFetch(LIST));
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
  });

  it('runs again after the session feature signs in anew', async () => {
    const onSessionInvalid = vi.fn();
    configureTransport({ onSessionInvalid });
    server.use(answer(getGetCustomerListMockHandler, () => new HttpResponse(null, { status: 401 })));
    await rejection(mainFetch(LIST));
    await rejection(mainFetch(LIST));
    resetSessionInvalidation();
    await rejection(mainFetch(LIST));
    expect(onSessionInvalid).toHaveBeenCalledTimes(2);
  });

  it('by default shows the login-invalid text and goes to the account centre', async () => {
    const navigate = vi.fn();
    configureTransport({ navigate });
    server.use(answer(getGetCustomerListMockHandler, () => new HttpResponse(null, { status: 401 })));
    await rejection(mainFetch(LIST));
    expect(toastTexts()).toEqual(['your login information is invalid or expired, please log in again']);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('http://account.test/');
  });
});

describe('invalid or error timestamp', () => {
  const serverDate = 'Tue, 14 Nov 2023 22:13:20 GMT'; // 1700000000 s
  const localNow = 1_700_000_000_000 - 90_000; // local clock 90 s behind

  it('stores server time minus local time from the Date header, then reloads once', async () => {
    const reload = vi.fn();
    configureTransport({ reload });
    vi.spyOn(Date, 'now').mockReturnValue(localNow);
    server.use(
      answer(getGetCustomerListMockHandler, () => failure('invalid or error timestamp', '1001', { headers: { Date: serverDate } })),
    );
    const errors = await Promise.all([rejection(mainFetch(LIST)), rejection(mainFetch(LIST))]);
    expect(errors.map((e) => e.kind)).toEqual(['timestamp', 'timestamp']);
    expect(getServerTimeOffset()).toBe(90_000);
    expect(reload).toHaveBeenCalledTimes(1);
    // Code 1001 here is about the clock, not the session (the contract's own example).
    expect(getShownToasts()).toEqual([]);
  });

  it('signs the next request with the corrected time', async () => {
    configureTransport({ reload: vi.fn() });
    vi.spyOn(Date, 'now').mockReturnValue(localNow);
    server.use(answer(getGetCustomerListMockHandler, () => failure('invalid or error timestamp', '1', { headers: { Date: serverDate } })));
    await rejection(mainFetch(LIST));
    let timestamp: string | null = null;
    server.use(
      answer(getGetCustomerListMockHandler, ({ request }) => {
        timestamp = request.headers.get('timestamp');
        return ok(null);
      }),
    );
    await mainFetch(LIST);
    expect(timestamp).toBe('1700000000');
  });

  it('without a readable Date header shows the msg instead of reloading forever', async () => {
    const reload = vi.fn();
    configureTransport({ reload });
    server.use(answer(getGetCustomerListMockHandler, () => failure('invalid or error timestamp')));
    await expect(rejection(mainFetch(LIST))).resolves.toMatchObject({ kind: 'timestamp' });
    expect(reload).not.toHaveBeenCalled();
    expect(toastTexts()).toEqual(['invalid or error timestamp']);
  });
});

describe('blob responses', () => {
  const EXCEL = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const SCHEDULE = getDownloadScheduleUrl({ startDate: '2026-11-01', endDate: '2026-11-30' });

  it('resolves with the Blob for a download', async () => {
    server.use(
      answer(
        getDownloadScheduleMockHandler,
        () => new HttpResponse(new Uint8Array([80, 75, 3, 4, 0xff]), { headers: { 'content-type': EXCEL } }),
      ),
    );
    const blob = await mainFetch<Blob>(SCHEDULE);
    expect(blob.size).toBe(5);
    expect(blob.type).toBe(EXCEL);
    expect(await blobBytes(blob)).toEqual(new Uint8Array([80, 75, 3, 4, 0xff]));
    expect(getShownToasts()).toEqual([]);
  });

  it('parses a blob holding JSON as the envelope and shows its msg (an export the platform refused)', async () => {
    const body = JSON.stringify({ success: false, code: '3001', msg: 'no bills in this month', data: null });
    server.use(
      answer(getExportCustomerListMockHandler, () => new HttpResponse(body, { headers: { 'content-type': 'application/octet-stream' } })),
    );
    await expect(rejection(mainFetch(getExportCustomerListUrl()))).resolves.toMatchObject({
      kind: 'business',
      code: '3001',
      message: 'no bills in this month',
    });
    expect(toastTexts()).toEqual(['no bills in this month']);
  });

  it('keeps a blob whose content is JSON but not an envelope (a JSON file download)', async () => {
    server.use(
      answer(
        getDownloadScheduleMockHandler,
        () => new HttpResponse('{"rows":[1,2]}', { headers: { 'content-type': 'application/octet-stream' } }),
      ),
    );
    const blob = await mainFetch<Blob>(SCHEDULE);
    expect(new TextDecoder().decode(await blobBytes(blob))).toBe('{"rows":[1,2]}');
  });
});

describe('one toast at a time', () => {
  it('replaces the visible toast when several calls fail', async () => {
    // A display that honours keys, like antd's message.open.
    const onScreen = new Map<string, string>();
    const display = vi.fn((toast: Toast) => onScreen.set(toast.key, toast.content));
    configureTransport({ notify: display });
    server.use(
      answer(getGetCustomerListMockHandler, () => failure('first')),
      answer(getGetCustomerCountMockHandler, () => failure('second')),
    );
    await rejection(mainFetch(LIST));
    await rejection(mainFetch(getGetCustomerCountUrl()));
    expect(display).toHaveBeenCalledTimes(2);
    expect(new Set(display.mock.calls.map(([toast]) => toast.key))).toEqual(new Set([TOAST_KEY]));
    expect([...onScreen.values()]).toEqual(['second']);
    expect(getVisibleToast()?.content).toBe('second');
  });
});

describe('silent requests', () => {
  it('reject without a toast when silent is set', async () => {
    server.use(answer(getGetCustomerListMockHandler, () => failure('hidden')));
    await expect(rejection(mainFetch(LIST, { silent: true }))).resolves.toMatchObject({ kind: 'business', message: 'hidden' });
    server.use(answer(getGetCustomerListMockHandler, () => HttpResponse.error()));
    await expect(rejection(mainFetch(LIST, { silent: true }))).resolves.toMatchObject({ kind: 'network' });
    expect(getShownToasts()).toEqual([]);
  });

  it('accept the silent header and do not send it to the gateway', async () => {
    let sent: string | null = 'unset';
    server.use(
      answer(getGetCustomerListMockHandler, ({ request }) => {
        sent = request.headers.get(SILENT_HEADER);
        return failure('hidden');
      }),
    );
    await rejection(mainFetch(LIST, { headers: { [SILENT_HEADER]: '1' } }));
    expect(sent).toBeNull();
    expect(getShownToasts()).toEqual([]);
  });

  it('still run the session reaction', async () => {
    const onSessionInvalid = vi.fn();
    configureTransport({ onSessionInvalid });
    server.use(answer(getGetCustomerListMockHandler, () => new HttpResponse(null, { status: 401 })));
    await rejection(mainFetch(LIST, { silent: true }));
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
  });
});
