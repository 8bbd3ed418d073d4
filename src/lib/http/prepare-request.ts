/**
 * Turns a caller's request into the one the gateway accepts: absolute URL under the gateway base,
 * the headers of section 7 (accept, appid, nonce, timestamp, deviceid, signature, token) and
 * cookies. Shared by the orval mutator and the openapi-fetch middleware so there is exactly one
 * place that knows how requests are signed.
 */
import { config } from '../config/config.ts';
import { getDeviceId } from './device-id.ts';
import { type Gateway, rebaseRequestUrl, resolveGatewayUrl } from './gateway-url.ts';
import { createNonce } from './random-id.ts';
import { SILENT_HEADER, type TransportInit, type TransportRequestOptions, isSilentRequest, markSilent } from './request-options.ts';
import { serverTimestampSeconds } from './server-clock.ts';
import { requestSignature } from './signing.ts';
import { getTransportOptions } from './transport-config.ts';

export const ACCEPT_HEADER = 'application/json, text/plain, */*';

/** The header names, lower case as the gateway documents them. */
export const HEADER = {
  accept: 'accept',
  appid: 'appid',
  nonce: 'nonce',
  timestamp: 'timestamp',
  deviceid: 'deviceid',
  signature: 'signature',
  token: 'token',
} as const;

function withTimeout(signal: AbortSignal | null | undefined, timeout: number | undefined): AbortSignal | undefined {
  if (!timeout || timeout <= 0) return signal ?? undefined;
  const timer = AbortSignal.timeout(timeout);
  return signal ? AbortSignal.any([signal, timer]) : timer;
}

const BODYLESS = new Set(['GET', 'HEAD']);

/**
 * Builds the request to send. `input` is a path or URL (the mutator) or a Request (openapi-fetch,
 * whose URL is already absolute; in a browser a path resolves against the page, see
 * rebaseRequestUrl). Fresh nonce and timestamp every call, so retries are signed anew.
 */
export async function prepareRequest(gateway: Gateway, input: Request | string, init: TransportInit = {}): Promise<Request> {
  const { silent: silentInit, timeout: timeoutInit, ...requestInit } = init;
  const extras: TransportRequestOptions = typeof input === 'string' ? {} : (input as Request & TransportRequestOptions);
  const timeout = timeoutInit ?? extras.timeout;

  const source = typeof input === 'string' ? new Request(resolveGatewayUrl(gateway, input), requestInit) : new Request(input, requestInit);
  const silent = silentInit === true || isSilentRequest(source) || (typeof input !== 'string' && isSilentRequest(input));
  const url = rebaseRequestUrl(gateway, source.url);

  const headers = new Headers(source.headers);
  headers.delete(SILENT_HEADER);
  if (!headers.has(HEADER.accept)) headers.set(HEADER.accept, ACCEPT_HEADER);
  const auth = { appid: config.appId, nonce: createNonce(), timestamp: serverTimestampSeconds() };
  headers.set(HEADER.appid, auth.appid);
  headers.set(HEADER.nonce, auth.nonce);
  headers.set(HEADER.timestamp, String(auth.timestamp));
  headers.set(HEADER.deviceid, getDeviceId());
  headers.set(HEADER.signature, await requestSignature(url, auth, config.appSecret));
  const token = await getTransportOptions().getToken();
  if (token) headers.set(HEADER.token, token);
  else headers.delete(HEADER.token);

  const signal = withTimeout(source.signal, timeout);
  const overrides: RequestInit = { headers, credentials: 'include', ...(signal ? { signal } : {}) };
  let prepared: Request;
  if (url === source.url) {
    // Same URL: derive from the source so a streamed body is handed over, not copied.
    prepared = new Request(source, overrides);
  } else {
    // A new URL needs a new Request; copying a Request's stream body would need `duplex`,
    // which browsers reject for non-stream uploads, so the (small, JSON or form) body is buffered.
    const body = BODYLESS.has(source.method) ? undefined : await source.arrayBuffer();
    prepared = new Request(url, {
      method: source.method,
      body,
      cache: source.cache,
      redirect: source.redirect,
      referrerPolicy: source.referrerPolicy,
      integrity: source.integrity,
      keepalive: source.keepalive,
      ...overrides,
    });
  }
  if (silent) markSilent(prepared);
  return prepared;
}
